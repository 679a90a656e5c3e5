import type { TAnsweredQuestion } from '@nurseready/shared/schemas/question-bank'
import { CircleCheck, CircleDot, CircleX } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { HighlightableHtml } from '@/features/highlights'
import { cn } from '@/lib/cn'
import { describeKey, legacyTypeOf } from '../answer'
import { ScoreBreakdown } from '../items'

/**
 * Tutor-mode feedback once the server has graded an answer: right or wrong, the marks, the
 * correct answer (legacy types) and the explanation. A Next Gen question stored as a legacy row
 * adds its score breakdown here; an item in the item format shows its own under the item.
 * Focus moves here so screen readers read the result.
 */
export function AnswerFeedback({
  question,
  focusOnMount = true,
}: {
  question: TAnsweredQuestion
  focusOnMount?: boolean
}) {
  const ref = useRef<HTMLElement>(null)
  useEffect(() => {
    if (focusOnMount) ref.current?.focus()
  }, [focusOnMount])
  const ok = question.correct === true
  // Partial credit (NGN rules): some points, not all.
  const partial = !ok && question.given !== null && question.marksAwarded > 0
  const Icon = ok ? CircleCheck : partial ? CircleDot : CircleX
  const answers = question.key ? describeKey(question.key, question) : []
  const explanation = question.explanation ?? question.solution?.explanation ?? null
  const breakdown =
    question.style === 'nextgen' && legacyTypeOf(question) !== null ? question : null
  return (
    <section
      ref={ref}
      tabIndex={-1}
      aria-labelledby="feedback-heading"
      className={cn(
        'space-y-4 rounded-2xl border p-5 focus:outline-none sm:p-6',
        ok
          ? 'border-emerald-200 bg-emerald-50/60'
          : partial
            ? 'border-amber-200 bg-amber-50/60'
            : 'border-red-200 bg-red-50/60',
      )}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2
          id="feedback-heading"
          className={cn(
            'flex items-center gap-2 text-lg font-bold',
            ok ? 'text-emerald-800' : partial ? 'text-amber-900' : 'text-red-800',
          )}
        >
          <Icon aria-hidden="true" className="size-6" />
          {question.given === null
            ? 'Not answered'
            : ok
              ? 'Correct'
              : partial
                ? 'Partly correct'
                : 'Incorrect'}
        </h2>
        <p className="text-sm font-medium text-muted tabular-nums">
          {question.marksAwarded} / {question.marks} points
        </p>
      </div>
      {answers.length > 0 ? (
        <div>
          <h3 className="text-sm font-semibold text-ink">
            {question.type === 'blank' && answers.length > 1
              ? 'Accepted answers'
              : 'Correct answer'}
          </h3>
          {answers.length === 1 ? (
            <p className="mt-1 text-ink">{answers[0]}</p>
          ) : (
            <ul className="mt-1 list-disc space-y-0.5 pl-5 text-ink">
              {answers.map((a) => (
                <li key={a}>{a}</li>
              ))}
            </ul>
          )}
        </div>
      ) : null}
      {breakdown?.solution && breakdown.score ? (
        <ScoreBreakdown
          solution={breakdown.solution}
          given={breakdown.response}
          score={breakdown.score}
        />
      ) : null}
      <div>
        <h3 className="text-sm font-semibold text-ink">Explanation</h3>
        {explanation ? (
          <HighlightableHtml
            html={explanation}
            field="explanation"
            code={question.code}
            position={question.position}
            className="mt-1 text-slate-700"
          />
        ) : (
          <p className="mt-1 text-muted">No explanation available.</p>
        )}
      </div>
    </section>
  )
}
