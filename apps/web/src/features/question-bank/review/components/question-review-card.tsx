import { ITEM_TYPE_LABELS } from '@nurseready/shared/schemas/performance'
import type { TAnsweredQuestion } from '@nurseready/shared/schemas/question-bank'
import { Table2 } from 'lucide-react'
import { Link } from 'react-router'
import { paths } from '@/config/paths'
import { AddQuestionCardButton } from '@/features/flashcards'
import { HighlightableHtml } from '@/features/highlights'
import { legacyTypeOf } from '../../answer'
import { CaseFrame } from '../../components/case-frame'
import { ItemRenderer, ScoreBreakdown } from '../../items'
import { isUnanswered } from '../answers'
import { AnswerSummary } from './answer-summary'
import { MatrixReviewTable } from './matrix-review-table'
import { OptionReviewList } from './option-review-list'
import { ResultMark } from './result-mark'

const TYPE_LABELS: Record<TAnsweredQuestion['type'], string> = {
  ...ITEM_TYPE_LABELS,
  matrix: 'Prescription',
}

/**
 * One reviewed question: stem, the read-only answer area, the result and the answers. A legacy
 * question keeps the spec's review (options, prescription table or text, Given / Correct Answer);
 * an item in the item format is its ItemRenderer, read-only with the solution and the score
 * breakdown, beside its case record as it was at that step. A Next Gen legacy row adds the
 * breakdown under its answers.
 */
export function QuestionReviewCard({ question }: { question: TAnsweredQuestion }) {
  const unanswered = isUnanswered(question.given)
  const legacy = legacyTypeOf(question)
  const partial = question.correct === false && question.marksAwarded > 0
  return (
    <article
      aria-labelledby="question-heading"
      className="space-y-5 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 id="question-heading" className="text-base font-semibold text-ink">
            Question {question.position}
          </h2>
          <p className="text-sm text-muted">
            {question.subject} · {TYPE_LABELS[question.type]}
          </p>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          {question.correct === true ? (
            <ResultMark tone="correct">Correct</ResultMark>
          ) : partial ? (
            <ResultMark tone="chosen">Partly correct</ResultMark>
          ) : question.correct === false && !unanswered ? (
            <ResultMark tone="incorrect">Incorrect</ResultMark>
          ) : unanswered ? (
            <ResultMark tone="neutral">Not attempted</ResultMark>
          ) : null}
          <span className="rounded-full bg-slate-100 px-3 py-1 text-xs font-semibold text-ink">
            {question.marksAwarded} / {question.marks}{' '}
            {question.score && question.score.rule !== 'all-or-nothing' ? 'points' : 'marks'}
          </span>
        </div>
      </div>

      <CaseFrame caseStudy={question.case} step={question.item.clinicalJudgmentStep}>
        <div className="space-y-5">
          <HighlightableHtml
            html={question.stem}
            field="stem"
            code={question.code}
            position={question.position}
            className="text-base leading-relaxed"
          />
          {legacy ? <LegacyAnswer question={question} unanswered={unanswered} /> : null}
          {legacy ? null : (
            <ItemRenderer
              key={question.item.id}
              item={question.item}
              response={question.response}
              onChange={() => {}}
              disabled
              solution={question.solution}
              score={question.score}
              showStem={false}
            />
          )}
        </div>
      </CaseFrame>

      {legacy ? <AnswerSummary question={question} /> : null}
      {legacy && question.style === 'nextgen' && question.solution && question.score ? (
        <ScoreBreakdown
          solution={question.solution}
          given={question.response}
          score={question.score}
        />
      ) : null}
      {question.timeSpentSeconds != null ? (
        <p className="text-sm text-muted">
          Time spent:{' '}
          <span className="font-semibold text-ink">{formatSeconds(question.timeSpentSeconds)}</span>
        </p>
      ) : null}

      {question.key ? (
        <AddQuestionCardButton code={question.code} position={question.position} />
      ) : null}
    </article>
  )
}

/** The spec's read-only answer area: the prescription table, the text given, or the options. */
function LegacyAnswer({
  question,
  unanswered,
}: {
  question: TAnsweredQuestion
  unanswered: boolean
}) {
  return question.type === 'matrix' ? (
    <div className="space-y-2">
      <MatrixReviewTable question={question} />
      <Link
        to={`${paths.viewMcq}?${new URLSearchParams({ code: question.code, position: String(question.position) })}`}
        className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-800 underline-offset-4 hover:underline"
      >
        <Table2 aria-hidden="true" className="size-4" />
        Open the prescription table
      </Link>
    </div>
  ) : question.type === 'blank' ? (
    <div className="rounded-xl border border-slate-200 px-4 py-3">
      <p className="text-xs font-semibold uppercase tracking-wide text-muted">Your text</p>
      <p className={unanswered ? 'mt-1 italic text-muted' : 'mt-1 font-medium text-ink'}>
        {unanswered || question.given?.type !== 'blank' ? 'No text given' : question.given.text}
      </p>
    </div>
  ) : (
    <OptionReviewList question={question} />
  )
}

/** 75 → '1 min 15 s', 42 → '42 s'. */
export function formatSeconds(seconds: number) {
  const m = Math.floor(seconds / 60)
  const s = seconds % 60
  return m ? `${m} min${s ? ` ${s} s` : ''}` : `${s} s`
}
