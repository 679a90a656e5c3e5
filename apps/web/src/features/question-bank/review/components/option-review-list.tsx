import type { TAnsweredQuestion } from '@nurseready/shared/schemas/question-bank'
import { useId } from 'react'
import { cn } from '@/lib/cn'
import { chosenOptions, correctOptions } from '../answers'
import { ResultMark, type ResultTone } from './result-mark'

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'

const ROW: Record<ResultTone | 'plain', string> = {
  correct: 'border-emerald-300 bg-emerald-50',
  incorrect: 'border-red-300 bg-red-50',
  chosen: 'border-brand-200 bg-brand-50',
  neutral: 'border-slate-200 bg-white',
  plain: 'border-slate-200 bg-white',
}

/**
 * The options of a multiple-choice or multi-select question, read-only: the student's choice
 * ticked, the correct option(s) green and a wrong chosen one red, each with an icon and a text.
 */
export function OptionReviewList({ question }: { question: TAnsweredQuestion }) {
  const name = useId()
  const chosen = chosenOptions(question.given)
  const correct = correctOptions(question.key)
  const multi = question.type === 'multi'
  return (
    <fieldset>
      <legend className="sr-only">{multi ? 'Options (select all that apply)' : 'Options'}</legend>
      <ul className="space-y-2">
        {question.options.map((option, i) => {
          const isChosen = chosen.includes(option)
          const isCorrect = correct?.includes(option) ?? false
          let tone: ResultTone | 'plain' = 'plain'
          let mark: string | null = null
          if (correct && isCorrect) {
            tone = 'correct'
            mark = isChosen ? 'Your answer · Correct' : 'Correct answer'
          } else if (correct && isChosen) {
            tone = 'incorrect'
            mark = 'Your answer · Incorrect'
          } else if (isChosen) {
            tone = 'chosen'
            mark = 'Your answer'
          }
          return (
            <li key={option} data-option-result={tone}>
              <label
                className={cn(
                  'flex flex-wrap items-center gap-x-3 gap-y-1 rounded-xl border px-4 py-3',
                  ROW[tone],
                )}
              >
                <input
                  type={multi ? 'checkbox' : 'radio'}
                  name={name}
                  checked={isChosen}
                  disabled
                  className="size-4 shrink-0 accent-brand-700"
                />
                <span className="min-w-0 flex-1 text-ink">
                  <span className="mr-1 font-semibold text-muted">{LETTERS[i] ?? i + 1}.</span>
                  {option}
                </span>
                {mark ? (
                  <ResultMark tone={tone === 'plain' ? 'neutral' : tone} className="ml-7 sm:ml-0">
                    {mark}
                  </ResultMark>
                ) : null}
              </label>
            </li>
          )
        })}
      </ul>
    </fieldset>
  )
}
