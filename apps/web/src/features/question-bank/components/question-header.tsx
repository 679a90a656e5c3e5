import { MODE_LABELS, STYLE_LABELS } from '@nurseready/shared/constants/question-bank'
import type { TPaperState } from '@nurseready/shared/schemas/question-bank'
import type { ReactNode } from 'react'
import { ProgressBar } from './progress-bar'

/** The test screen's top card: paper facts, "Question X of N", progress, and the timer slot. */
export function QuestionHeader({
  paper,
  position,
  timer,
}: {
  paper: TPaperState
  position: number | null
  timer?: ReactNode
}) {
  return (
    <div className="space-y-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <p className="flex flex-wrap gap-2 text-xs font-semibold">
            <span className="rounded-full bg-brand-50 px-2.5 py-1 text-brand-800">
              {STYLE_LABELS[paper.style]}
            </span>
            <span className="rounded-full bg-slate-100 px-2.5 py-1 text-slate-700">
              {MODE_LABELS[paper.mode]} mode
            </span>
            <span className="rounded-full bg-slate-100 px-2.5 py-1 text-slate-700">
              {paper.subject}
            </span>
          </p>
          <h1 className="mt-3 text-xl font-bold tracking-tight text-ink sm:text-2xl">
            {position ? `Question ${position} of ${paper.questionCount}` : 'Test in progress'}
          </h1>
        </div>
        {timer}
      </div>
      <ProgressBar
        label="Questions answered"
        value={paper.answeredCount}
        max={paper.questionCount}
        valueText={`${paper.answeredCount} of ${paper.questionCount} questions answered`}
        className="h-2"
      />
    </div>
  )
}
