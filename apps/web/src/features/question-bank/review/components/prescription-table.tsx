import type { TAnsweredQuestion } from '@nurseready/shared/schemas/question-bank'
import { MATRIX_ROW_HEADER, MatrixTable } from '@/components/ui/matrix-table'
import { keyMatrixChoice } from '../answers'
import { DEFAULT_MATRIX_HEADINGS, headingsOr } from '../texts'

/**
 * The prescription table of a matrix question (/view/mcq): the record's three headings (else
 * STATEMENT / INDICATED / NOT INDICATED, as on the review screen), each row's
 * text read-only, and two disabled checkboxes ticked from the answer key.
 */
export function PrescriptionTable({ question }: { question: TAnsweredQuestion }) {
  const [first, second, third] = headingsOr(question.headings, DEFAULT_MATRIX_HEADINGS) as [
    string,
    string,
    string,
  ]
  return (
    <MatrixTable
      headings={[first, second, third]}
      caption="Prescription table"
      className="min-w-[22rem]"
    >
      {question.rows.map((row) => {
        const choice = keyMatrixChoice(question.key, row.id)
        return (
          <tr key={row.id}>
            <th scope="row" className={MATRIX_ROW_HEADER}>
              {row.text}
            </th>
            <td className="px-2 py-3 text-center">
              <input
                type="checkbox"
                disabled
                checked={choice === 'indicated'}
                aria-label={`${second}: ${row.text}`}
                className="size-4 accent-brand-700"
              />
            </td>
            <td className="px-2 py-3 text-center">
              <input
                type="checkbox"
                disabled
                checked={choice === 'not_indicated'}
                aria-label={`${third}: ${row.text}`}
                className="size-4 accent-brand-700"
              />
            </td>
          </tr>
        )
      })}
    </MatrixTable>
  )
}
