import { ArrowLeft, ArrowRight, CirclePause, CirclePlay } from 'lucide-react'
import { Button } from '@/components/ui/button'

/** Tutor mode's control over the automatic advance to the next question. */
export const TUTOR_TEXTS = {
  pause: 'Pause auto-advance',
  resume: 'Resume auto-advance',
  waiting: 'Auto-advance paused. The next question is waiting: press Continue when you are ready.',
} as const

export type TestActionsProps = {
  tutor: boolean
  /** An answered question shown read-only. */
  reading: boolean
  /** Tutor mode: the current question is graded. */
  result: boolean
  holding: boolean
  nextSoon: boolean
  advancing: boolean
  saving: boolean
  ready: boolean
  paused: boolean
  onPrevious: () => void
  onBack: () => void
  onToggleHold: () => void
  onContinue: () => void
  onNext: () => void
}

/** Below the question: Previous (tutor mode), the tutor notices, and Next / Continue. */
export function TestActions(a: TestActionsProps) {
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-3">
        {a.tutor ? (
          <Button variant="secondary" onClick={a.onPrevious}>
            <ArrowLeft aria-hidden="true" className="size-4" />
            Previous
          </Button>
        ) : (
          <span />
        )}
        <p
          aria-live="polite"
          className="order-last w-full text-center text-sm font-medium text-brand-800 empty:hidden sm:order-none sm:w-auto sm:flex-1"
        >
          {a.holding && a.result && !a.reading
            ? TUTOR_TEXTS.waiting
            : a.nextSoon && !a.reading
              ? 'The next question will show in 3 seconds.'
              : null}
        </p>
        {a.reading ? (
          <Button onClick={a.onBack}>Back to current question</Button>
        ) : a.result ? (
          <div className="flex flex-wrap items-center gap-2">
            <Button
              variant="secondary"
              aria-pressed={a.holding}
              onClick={a.onToggleHold}
              disabled={a.advancing}
            >
              {a.holding ? (
                <CirclePlay aria-hidden="true" className="size-4" />
              ) : (
                <CirclePause aria-hidden="true" className="size-4" />
              )}
              {a.holding ? TUTOR_TEXTS.resume : TUTOR_TEXTS.pause}
            </Button>
            <Button onClick={a.onContinue} disabled={a.advancing}>
              {a.advancing ? 'Loading...' : 'Continue'}
              <ArrowRight aria-hidden="true" className="size-4" />
            </Button>
          </div>
        ) : (
          <Button onClick={a.onNext} disabled={!a.ready || a.paused || a.saving || a.advancing}>
            {a.saving || a.advancing ? 'Saving...' : 'Next'}
            <ArrowRight aria-hidden="true" className="size-4" />
          </Button>
        )}
      </div>
      {!a.reading && !a.result && !a.ready && !a.paused ? (
        <p className="-mt-3 text-right text-sm text-muted">Answer the question to continue.</p>
      ) : null}
    </>
  )
}
