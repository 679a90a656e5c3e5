import { FINISHED_REDIRECT_MS } from '@nurseready/shared/constants/spec'
import { CircleCheckBig, TimerOff } from 'lucide-react'
import { useEffect, useRef } from 'react'
import { useNavigate } from 'react-router'
import { paths } from '@/config/paths'
import { useFinishPaper } from '../api/finish-paper'

/**
 * The end of a test: 'Test Finished' when no question is left, or 'Time's up! Submitting your
 * answers...' when the clock ran out. Completes the paper on the server if it is not yet, then
 * returns to the dashboard after 2 seconds.
 */
export function TestEnd({
  code,
  reason,
  needsFinish,
}: {
  code: string
  reason: 'finished' | 'timeup'
  needsFinish: boolean
}) {
  const navigate = useNavigate()
  const { mutate: finishPaper } = useFinishPaper()
  const finishing = useRef(false)
  useEffect(() => {
    if (needsFinish && !finishing.current) {
      finishing.current = true
      // A failure here changes nothing for the student: the server also completes papers whose
      // time has run out or whose questions are all answered.
      finishPaper(code, { onError: () => {} })
    }
  }, [needsFinish, code, finishPaper])
  useEffect(() => {
    const t = setTimeout(() => navigate(paths.dashboard), FINISHED_REDIRECT_MS)
    return () => clearTimeout(t)
  }, [navigate])

  const Icon = reason === 'timeup' ? TimerOff : CircleCheckBig
  return (
    <div
      role="status"
      className="flex flex-col items-center rounded-2xl bg-white px-6 py-14 text-center shadow-sm ring-1 ring-slate-200"
    >
      <Icon aria-hidden="true" className="size-14 text-brand-700" />
      <h1 className="mt-4 text-2xl font-bold text-ink">
        {reason === 'timeup' ? "Time's up! Submitting your answers..." : 'Test Finished'}
      </h1>
      <p className="mt-2 text-muted">Taking you back to your dashboard…</p>
    </div>
  )
}
