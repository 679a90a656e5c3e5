import { PAGE_SIZE } from '@nurseready/shared/constants/spec'
import {
  ResumePaperButton,
  ReviewPaperLink,
} from '@/features/question-bank/components/paper-actions'
import { PaperHistory } from '@/features/question-bank/components/paper-history'

/** /previoustest: every paper, resumable while in process, reviewable on /analysis. */
export function PreviousTestsPage() {
  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <title>Previous Tests · NurseReady</title>
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">Previous tests</h1>
        <p className="mt-1 text-muted">
          Resume a test you have not finished, or review your answers and the explanations.
        </p>
      </div>
      <PaperHistory
        caption="Previous tests"
        pageSize={PAGE_SIZE.dashboard}
        action={(p) => (
          <>
            {/* An empty slot keeps the review icons in one column. */}
            {p.status === 'in process' ? (
              <ResumePaperButton code={p.code} />
            ) : (
              <span aria-hidden="true" className="hidden size-9 md:inline-block" />
            )}
            <ReviewPaperLink code={p.code} />
          </>
        )}
      />
    </div>
  )
}
