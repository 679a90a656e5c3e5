import { Pause, Play, Timer } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { cn } from '@/lib/cn'
import { formatClock } from '../use-countdown'

/** Time mode's countdown with the Suspend/Resume toggle. */
export function TestTimer({
  seconds,
  paused,
  busy,
  onToggle,
}: {
  seconds: number
  paused: boolean
  busy: boolean
  onToggle: () => void
}) {
  const low = seconds <= 300
  // Screen readers hear the clock only at a few moments, not every second.
  const announce = seconds === 300 ? '5 minutes left' : seconds === 60 ? '1 minute left' : undefined
  return (
    <div className="flex items-center gap-3">
      <div
        className={cn(
          'flex items-center gap-2 rounded-xl px-3 py-2 font-mono text-lg font-semibold tabular-nums',
          paused
            ? 'bg-amber-50 text-amber-800 ring-1 ring-amber-200'
            : low
              ? 'bg-red-50 text-red-800 ring-1 ring-red-200'
              : 'bg-brand-50 text-brand-900 ring-1 ring-brand-200',
        )}
      >
        <Timer aria-hidden="true" className="size-5" />
        <span role="timer" aria-label="Time left">
          {formatClock(seconds)}
        </span>
      </div>
      <span className="sr-only" aria-live="polite">
        {announce}
      </span>
      <Button variant="secondary" size="sm" onClick={onToggle} disabled={busy}>
        {paused ? (
          <Play aria-hidden="true" className="size-4" />
        ) : (
          <Pause aria-hidden="true" className="size-4" />
        )}
        {paused ? 'Resume' : 'Suspend'}
      </Button>
    </div>
  )
}
