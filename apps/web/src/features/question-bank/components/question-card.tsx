import type { TAnswer, TAnswerKey } from '@nurseready/shared/domain/grading'
import type { TPaperQuestion } from '@nurseready/shared/schemas/question-bank'
import { type ReactNode, useId } from 'react'
import { SafeHtml } from '@/components/ui/safe-html'
import { cn } from '@/lib/cn'
import { QuestionView } from './question-view'

/**
 * A question's stem (sanitized HTML from the server) above its answer controls. Sizes are in em
 * of the card's font size, so the test screen's font size control (`className`) scales both.
 */
export function QuestionCard({
  question,
  value,
  onChange,
  disabled,
  answerKey,
  renderStem,
  className,
}: {
  question: TPaperQuestion
  value: TAnswer
  onChange: (value: TAnswer) => void
  disabled: boolean
  answerKey: TAnswerKey | null
  /** The stem with extra tools (the test screen's highlighter); it must carry `id`. */
  renderStem?: (props: { id: string; className: string }) => ReactNode
  className?: string
}) {
  const stemId = useId()
  const stemClass = 'text-[1em] leading-relaxed text-ink sm:text-[1.125em]'
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
      <QuestionView
        question={question}
        value={value}
        onChange={onChange}
        disabled={disabled}
        answerKey={answerKey}
        labelledBy={stemId}
      />
    </section>
  )
}
