import { formatDuration, spokenDuration } from '../format'

/** A lecture's length: "1:15" on screen, "1 minute 15 seconds" for screen readers. */
export function Duration({ seconds, className }: { seconds: number; className?: string }) {
  return (
    <time dateTime={`PT${seconds}S`} className={className}>
      <span aria-hidden="true" className="tabular-nums">
        {formatDuration(seconds)}
      </span>
      <span className="sr-only">{spokenDuration(seconds)}</span>
    </time>
  )
}
