import type { TAnswer, TAnswerKey } from '@nurseready/shared/domain/grading'
import type { TPaperQuestion } from '@nurseready/shared/schemas/question-bank'
import { useId } from 'react'
import { SafeHtml } from '@/components/ui/safe-html'
import { QuestionView } from './question-view'

/** A question's stem (sanitized HTML from the server) above its answer controls. */
export function QuestionCard({
  question,
  value,
  onChange,
  disabled,
  answerKey,
}: {
  question: TPaperQuestion
  value: TAnswer
  onChange: (value: TAnswer) => void
  disabled: boolean
  answerKey: TAnswerKey | null
}) {
  const stemId = useId()
  return (
    <section
      aria-label={`Question ${question.position}`}
      className="space-y-5 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <SafeHtml
        id={stemId}
        html={question.stem}
        className="text-base leading-relaxed text-ink sm:text-lg"
      />
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
