import type { TAnsweredQuestion } from '@nurseready/shared/schemas/question-bank'
import { type AnswerValue, correctAnswer, givenAnswer } from '../answers'
import { DEFAULT_MATRIX_HEADINGS, headingsOr, REVIEW_TEXT } from '../texts'

/** 'Given Answer' ('Not answered' if none) and 'Correct Answer', side by side. */
export function AnswerSummary({ question }: { question: TAnsweredQuestion }) {
  const [, indicated, notIndicated] = headingsOr(question.headings, DEFAULT_MATRIX_HEADINGS) as [
    string,
    string,
    string,
  ]
  const labels = { indicated, notIndicated }
  return (
    <dl className="grid gap-3 sm:grid-cols-2">
      <div className="rounded-xl bg-slate-50 px-4 py-3 ring-1 ring-slate-200">
        <dt className="text-xs font-semibold uppercase tracking-wide text-muted">
          {REVIEW_TEXT.givenAnswer}
        </dt>
        <Value value={givenAnswer(question, labels)} empty={REVIEW_TEXT.notAnswered} />
      </div>
      <div className="rounded-xl bg-emerald-50 px-4 py-3 ring-1 ring-emerald-200">
        <dt className="text-xs font-semibold uppercase tracking-wide text-emerald-800">
          {REVIEW_TEXT.correctAnswer}
        </dt>
        <Value
          value={correctAnswer(question, labels)}
          empty="Shown once the question is answered"
        />
      </div>
    </dl>
  )
}

function Value({ value, empty }: { value: AnswerValue | null; empty: string }) {
  if (value === null) return <dd className="mt-1 italic text-muted">{empty}</dd>
  if (typeof value === 'string') {
    return <dd className="mt-1 break-words font-medium text-ink">{value}</dd>
  }
  return (
    <dd className="mt-1 space-y-2">
      {value.map((group) => (
        <div key={group.label}>
          <p className="text-xs font-semibold text-muted">{group.label}</p>
          <ul className="mt-0.5 list-disc space-y-0.5 pl-5 text-sm text-ink">
            {group.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
      ))}
    </dd>
  )
}
