import type { TAnsweredQuestion } from '@nurseready/shared/schemas/question-bank'
import { keyMatrixChoice } from '../answers'
import { DEFAULT_TABLE_HEADINGS, headingsOr } from '../texts'

/**
 * The prescription table of a matrix question (/view/mcq): the record's three headings, each row's
 * text read-only, and two disabled checkboxes ticked from the answer key.
 */
export function PrescriptionTable({ question }: { question: TAnsweredQuestion }) {
  const [first, second, third] = headingsOr(question.headings, DEFAULT_TABLE_HEADINGS) as [
    string,
    string,
    string,
  ]
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200">
      <table className="w-full min-w-[22rem] text-left text-sm">
        <caption className="sr-only">Prescription table</caption>
        <thead className="bg-slate-50 text-xs uppercase tracking-wide text-muted">
          <tr>
            <th scope="col" className="px-4 py-3 font-semibold">
              {first}
            </th>
            <th scope="col" className="w-32 px-2 py-3 text-center font-semibold">
              {second}
            </th>
            <th scope="col" className="w-32 px-2 py-3 text-center font-semibold">
              {third}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {question.rows.map((row) => {
            const choice = keyMatrixChoice(question.key, row.id)
            return (
              <tr key={row.id}>
                <th scope="row" className="px-4 py-3 font-normal text-ink">
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
        </tbody>
      </table>
    </div>
  )
}
