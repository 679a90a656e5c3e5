import type { TAnsweredQuestion } from '@nurseready/shared/schemas/question-bank'
import { cn } from '@/lib/cn'
import { givenMatrixChoice, keyMatrixChoice, type MatrixChoice } from '../answers'
import { DEFAULT_MATRIX_HEADINGS, headingsOr } from '../texts'
import { ResultMark } from './result-mark'

/**
 * A prescription ("matrix") question in review: the statements with the student's ticks
 * (disabled) under INDICATED / NOT INDICATED, and a right/wrong mark per row with the expected
 * tick when it was wrong.
 */
export function MatrixReviewTable({ question }: { question: TAnsweredQuestion }) {
  const [statement, indicated, notIndicated] = headingsOr(
    question.headings,
    DEFAULT_MATRIX_HEADINGS,
  ) as [string, string, string]
  const label = (c: MatrixChoice) => (c === 'indicated' ? indicated : notIndicated)
  const revealed = question.key !== null

  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200">
      <table className="w-full min-w-[18rem] text-left text-sm">
        <caption className="sr-only">Your ticks for each statement</caption>
        <thead className="bg-slate-50 text-[0.6875rem] uppercase tracking-wide text-muted sm:text-xs">
          <tr>
            <th scope="col" className="px-3 py-3 font-semibold sm:px-4">
              {statement}
            </th>
            <th scope="col" className="w-16 px-1 py-3 text-center font-semibold sm:w-28 sm:px-2">
              {indicated}
            </th>
            <th scope="col" className="w-16 px-1 py-3 text-center font-semibold sm:w-28 sm:px-2">
              {notIndicated}
            </th>
            {revealed ? (
              <th scope="col" className="w-12 px-2 py-3 font-semibold sm:w-40 sm:px-4">
                <span className="sr-only sm:not-sr-only">Result</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {question.rows.map((row) => {
            const given = givenMatrixChoice(question.given, row.id)
            const expected = keyMatrixChoice(question.key, row.id)
            const cell = (choice: 'indicated' | 'not_indicated') =>
              cn(
                'px-1 py-3 text-center sm:px-2',
                revealed && expected === choice && 'bg-emerald-50',
                revealed && given === choice && expected !== choice && 'bg-red-50',
              )
            return (
              <tr key={row.id}>
                <th scope="row" className="px-3 py-3 font-normal text-ink sm:px-4">
                  {row.text}
                </th>
                <td className={cell('indicated')}>
                  <input
                    type="checkbox"
                    checked={given === 'indicated'}
                    disabled
                    aria-label={`${indicated}: ${row.text}`}
                    className="size-4 accent-brand-700"
                  />
                </td>
                <td className={cell('not_indicated')}>
                  <input
                    type="checkbox"
                    checked={given === 'not_indicated'}
                    disabled
                    aria-label={`${notIndicated}: ${row.text}`}
                    className="size-4 accent-brand-700"
                  />
                </td>
                {revealed ? (
                  <td className="px-2 py-3 sm:px-4">
                    {given === expected ? (
                      <ResultMark tone="correct" compact>
                        Correct
                      </ResultMark>
                    ) : (
                      <div className="space-y-0.5">
                        <ResultMark tone="incorrect" compact>
                          {given === null ? 'Not answered' : 'Incorrect'}
                        </ResultMark>
                        <p className="sr-only text-xs text-muted sm:not-sr-only">
                          Answer: {label(expected)}
                        </p>
                      </div>
                    )}
                  </td>
                ) : null}
              </tr>
            )
          })}
        </tbody>
      </table>
    </div>
  )
}
