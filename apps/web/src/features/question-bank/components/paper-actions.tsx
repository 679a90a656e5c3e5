import { CircleCheck, CircleX, FileSearch, Play } from 'lucide-react'
import { useState } from 'react'
import { Link, useNavigate } from 'react-router'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { paths } from '@/config/paths'
import { errorMessage } from '@/lib/api-client'
import { useSingleFlight } from '@/lib/use-single-flight'
import { useAbandonPaper } from '../api/abandon-paper'
import { paperCodeStore } from '../paper-code'

const iconButton =
  'inline-flex size-9 items-center justify-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700'

/** Resume an in-process paper: remember its code (spec `papercode`) and open the test screen. */
export function ResumePaperButton({ code }: { code: string }) {
  const navigate = useNavigate()
  return (
    <button
      type="button"
      aria-label={`Resume test ${code}`}
      title="Resume test"
      className={`${iconButton} bg-brand-700 text-white hover:bg-brand-800`}
      onClick={() => {
        paperCodeStore.set(code)
        navigate(paths.testInProgress)
      }}
    >
      <Play aria-hidden="true" className="size-4 translate-x-px fill-current" />
    </button>
  )
}

/** The green check of a completed paper. */
export function CompletedMark({ code }: { code: string }) {
  return (
    <span
      role="img"
      aria-label={`Test ${code} completed`}
      title="Completed"
      className="inline-flex size-9 items-center justify-center text-emerald-600"
    >
      <CircleCheck aria-hidden="true" className="size-6" />
    </span>
  )
}

/** Review a paper on /analysis; the code goes in the link and in `papercode`. */
export function ReviewPaperLink({ code }: { code: string }) {
  return (
    <Link
      to={`${paths.analysis}?code=${encodeURIComponent(code)}`}
      aria-label={`Review test ${code}`}
      title="Review test"
      onClick={() => paperCodeStore.set(code)}
      className={`${iconButton} bg-brand-50 text-brand-800 hover:bg-brand-100`}
    >
      <FileSearch aria-hidden="true" className="size-4" />
    </Link>
  )
}

/** Abandon an in-process paper, after a confirmation (it stops counting as in process). */
export function AbandonPaperButton({ code }: { code: string }) {
  const [open, setOpen] = useState(false)
  const abandon = useAbandonPaper()
  const once = useSingleFlight()
  return (
    <>
      <button
        type="button"
        aria-label={`Abandon test ${code}`}
        title="Abandon test"
        className={`${iconButton} bg-slate-100 text-slate-700 hover:bg-red-50 hover:text-red-700`}
        onClick={() => setOpen(true)}
      >
        <CircleX aria-hidden="true" className="size-4" />
      </button>
      {open ? (
        <ConfirmDialog
          title="Abandon this test?"
          confirmLabel="Abandon test"
          danger
          busy={abandon.isPending}
          error={
            abandon.isError ? errorMessage(abandon.error, 'The test could not be abandoned.') : null
          }
          onCancel={() => {
            abandon.reset()
            setOpen(false)
          }}
          onConfirm={() =>
            void once(async () => {
              await abandon.mutateAsync(code).then(
                () => setOpen(false),
                () => undefined,
              )
            })
          }
        >
          <p>
            Test {code} will stop counting as in process. The answers you gave are kept, but you
            cannot continue it.
          </p>
        </ConfirmDialog>
      ) : null}
    </>
  )
}
