import type { TPaperTimer } from '@nurseready/shared/schemas/question-bank'
import { useEffect, useState } from 'react'

/**
 * Seconds left on a timed paper. The server owns the deadline: `timer.remainingSeconds` is what
 * it said at `syncedAt` (the time the reply arrived), and this only counts down locally from
 * there between re-syncs. Nothing is read from or written to browser storage, so a refresh,
 * another tab or an edited clock cannot add time. Null when the paper has no clock.
 */
export function useCountdown(
  timer: TPaperTimer | null | undefined,
  syncedAt: number,
): number | null {
  const [now, setNow] = useState(() => Date.now())
  const running = timer != null && !timer.paused
  // biome-ignore lint/correctness/useExhaustiveDependencies: restart the tick on every re-sync
  useEffect(() => {
    if (!running) return
    setNow(Date.now())
    const id = setInterval(() => setNow(Date.now()), 250)
    return () => clearInterval(id)
  }, [running, syncedAt])
  if (!timer) return null
  if (!running) return Math.max(0, timer.remainingSeconds)
  const elapsed = Math.max(0, Math.floor((now - syncedAt) / 1000))
  return Math.max(0, timer.remainingSeconds - elapsed)
}

/** 3600 → "60:00", 65 → "01:05". */
export function formatClock(seconds: number): string {
  const m = Math.floor(seconds / 60)
  const s = seconds % 60
  return `${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`
}
