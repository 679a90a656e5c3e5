import type { TAnsweredQuestion, TGiven } from '@nurseready/shared/schemas/question-bank'
import { CirclePause } from 'lucide-react'
import { CalculatorPanel } from '../test-tools/calculator-panel'
import { QuestionNavigator } from '../test-tools/question-navigator'
import { StemHighlighter } from '../test-tools/stem-highlighter'
import { StrikeOutProvider } from '../test-tools/strike-out'
import {
  TestToolbar,
  TestToolPanels,
  type TestTools,
  useWideScreen,
} from '../test-tools/test-toolbar'
import { AnswerFeedback } from './answer-feedback'
import { CaseFrame } from './case-frame'
import { FlagButton } from './flag-button'
import { QuestionCard } from './question-card'
import { TestActions, type TestActionsProps } from './test-actions'

export const SUSPENDED_TEXT = 'The test is suspended. Press Resume to continue answering.'

/**
 * The question screen below its header: tools, the question (hidden while a timed test is
 * suspended) with its feedback and actions, and the navigator beside it on wide screens.
 */
export function TestScreen({
  code,
  tools,
  navigator,
  flag,
  question,
  draft,
  onChange,
  locked,
  graded,
  paused,
  actions,
}: {
  code: string
  tools: TestTools
  navigator: Parameters<typeof TestToolPanels>[0]['navigator']
  flag: { flagged: boolean; busy: boolean; onToggle: () => void }
  question: TAnsweredQuestion
  /** The student's answer so far (shown unless the question is graded). */
  draft: TGiven
  onChange: (value: TGiven) => void
  locked: boolean
  graded: TAnsweredQuestion | null
  paused: boolean
  actions: TestActionsProps
}) {
  const wide = useWideScreen()
  const value = graded ? graded.given : draft
  const reading = actions.reading
  const hidden = paused && !reading
  return (
    <>
      <TestToolbar tools={tools} flag={<FlagButton {...flag} />} />
      <TestToolPanels tools={tools} navigator={navigator} />
      <div className="lg:grid lg:grid-cols-[minmax(0,1fr)_17rem] lg:items-start lg:gap-6">
        <div className="min-w-0 space-y-6">
          {reading ? (
            <p className="rounded-xl border border-brand-200 bg-brand-50 px-4 py-3 text-sm font-medium text-brand-900">
              You are looking back at question {question.position}. It is read-only.
            </p>
          ) : null}
          {hidden ? (
            <div className="space-y-4 rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200 sm:p-10">
              <CirclePause aria-hidden="true" className="mx-auto size-10 text-amber-600" />
              <p role="alert" className="text-base font-semibold text-amber-900">
                {SUSPENDED_TEXT}
              </p>
              <p className="text-sm text-muted">
                The question is hidden while the clock is stopped.
              </p>
            </div>
          ) : (
            <CaseFrame caseStudy={question.case} step={question.item.clinicalJudgmentStep}>
              <StrikeOutProvider code={code} position={question.position}>
                <QuestionCard
                  question={question}
                  value={value}
                  onChange={onChange}
                  disabled={locked}
                  answerKey={graded?.key ?? null}
                  solution={graded?.solution}
                  score={graded?.score}
                  className={tools.font.className}
                  renderStem={({ id, className }) => (
                    <StemHighlighter
                      key={question.position}
                      html={question.stem}
                      code={code}
                      position={question.position}
                      id={id}
                      className={className}
                    />
                  )}
                />
              </StrikeOutProvider>
            </CaseFrame>
          )}
          {graded && !hidden ? <AnswerFeedback key={graded.position} question={graded} /> : null}
          <TestActions {...actions} />
        </div>
        <div className="hidden space-y-4 lg:sticky lg:top-24 lg:block">
          <div className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
            <QuestionNavigator {...navigator} />
          </div>
          {tools.calculator && wide ? <CalculatorPanel onClose={tools.closeCalculator} /> : null}
        </div>
      </div>
    </>
  )
}
