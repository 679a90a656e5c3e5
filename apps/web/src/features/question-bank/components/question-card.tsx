import type { TAnswerKey } from '@nurseready/shared/domain/grading'
import type { TScore } from '@nurseready/shared/domain/ngn-scoring/score-item'
import type { TItem } from '@nurseready/shared/items/item'
import type { TResponse } from '@nurseready/shared/items/responses'
import type { TGiven } from '@nurseready/shared/schemas/question-bank'
import { type ReactNode, useId } from 'react'
import { SafeHtml } from '@/components/ui/safe-html'
import { cn } from '@/lib/cn'
import { emptyAnswer, legacyAnswer, legacyTypeOf, type TCardQuestion } from '../answer'
import { ItemRenderer } from '../items'
import { QuestionView } from './question-view'

/**
 * A question's stem (sanitized HTML from the server) above its answer controls: the spec's
 * controls for a legacy question (QuestionView), ItemRenderer for an item in the item format.
 * Sizes are in em of the card's font size, so the test screen's font size control
 * (`className`) scales both.
 */
export function QuestionCard<V extends TGiven = TGiven>({
  question,
  value,
  onChange,
  disabled,
  answerKey,
  solution = null,
  score = null,
  renderStem,
  className,
}: {
  question: TCardQuestion
  /** The answer so far or as given: a legacy answer or an item response. */
  value: V | null
  /** Gets answers of the value's kind (a readiness screen's legacy questions: TAnswer). */
  onChange: (value: V) => void
  disabled: boolean
  /** A legacy question's key once revealed (marks options right and wrong). */
  answerKey: TAnswerKey | null
  /** An item's full solution once revealed; with `score`, its ScoreBreakdown shows. */
  solution?: TItem | null
  score?: TScore | null
  /** The stem with extra tools (the test screen's highlighter); it must carry `id`. */
  renderStem?: (props: { id: string; className: string }) => ReactNode
  className?: string
}) {
  const stemId = useId()
  const stemClass = 'text-[1em] leading-relaxed text-ink sm:text-[1.125em]'
  const legacy = legacyTypeOf(question)
  // The controls emit the kind of answer the question takes, which is what V stands for.
  const emit = onChange as (value: TGiven) => void
  return (
    <section
      aria-label={`Question ${question.position}`}
      data-question-card={question.position}
      className={cn(
        'space-y-5 rounded-2xl bg-white p-5 text-base shadow-sm ring-1 ring-slate-200 sm:p-6',
        className,
      )}
    >
      {renderStem ? (
        renderStem({ id: stemId, className: stemClass })
      ) : (
        <SafeHtml id={stemId} html={question.stem} className={stemClass} />
      )}
      {/* The answer controls: the one place a question's renderer goes. */}
      {legacy || !question.item ? (
        <QuestionView
          question={question}
          value={legacyAnswer(value) ?? emptyAnswer({ type: legacy ?? 'mcq', rows: question.rows })}
          onChange={emit}
          disabled={disabled}
          answerKey={answerKey}
          labelledBy={stemId}
        />
      ) : (
        // The renderer sizes its text in rem; here in em of the card, so the text size tool scales it.
        <div className="[&_.text-base]:text-[1em] [&_.text-lg]:text-[1.125em] [&_.text-sm]:text-[0.875em] [&_.text-xs]:text-[0.75em]">
          <ItemRenderer
            key={question.item.id}
            item={question.item}
            response={value && !legacyAnswer(value) ? (value as TResponse) : null}
            onChange={emit}
            disabled={disabled}
            solution={solution}
            score={score}
            showStem={false}
          />
        </div>
      )}
    </section>
  )
}
