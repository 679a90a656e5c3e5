import { Link } from 'react-router'
import { Button, buttonVariants } from '@/components/ui/button'
import { paths } from '@/config/paths'

/** A failed load on the test screen: the message, and a way on (retry or start a test). */
export function LoadError({
  title,
  text,
  onRetry,
  startLink,
}: {
  /** A page heading, for a screen that has nothing else to show. */
  title?: string
  text: string
  onRetry?: () => void
  startLink?: boolean
}) {
  return (
    <div className="flex flex-col items-center gap-4 rounded-2xl bg-white px-6 py-12 text-center shadow-sm ring-1 ring-slate-200">
      {title ? <h1 className="text-xl font-bold text-ink">{title}</h1> : null}
      <p role="alert" className={title ? 'text-muted' : 'font-semibold text-ink'}>
        {text}
      </p>
      {onRetry ? (
        <Button variant="secondary" onClick={onRetry}>
          Try again
        </Button>
      ) : null}
      {startLink ? (
        <Link to={paths.startTest} className={buttonVariants()}>
          Create a test
        </Link>
      ) : null}
    </div>
  )
}
