import { CircleCheck, FileSearch, Play } from 'lucide-react'
import { Link, useNavigate } from 'react-router'
import { paths } from '@/config/paths'
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
