import {
  TUTOR_MESSAGE_AFTER_MS,
  TUTOR_MESSAGE_VISIBLE_MS,
  TUTOR_NEXT_AFTER_MS,
} from '@nurseready/shared/constants/spec'
import { useEffect, useRef, useState } from 'react'

/**
 * Tutor mode after an answer: a notice at 15 s (shown 3 s), then `advance` at 18 s, while
 * `active` (a graded question on screen, not an earlier one, auto-advance not paused). Turning
 * it off and on again starts the 18 s again. Returns whether the "next question soon" notice shows.
 */
export function useTutorAutoAdvance(active: boolean, advance: () => void): boolean {
  const [nextSoon, setNextSoon] = useState(false)
  const advanceRef = useRef(advance)
  advanceRef.current = advance
  useEffect(() => {
    if (!active) return
    const timers = [
      setTimeout(() => setNextSoon(true), TUTOR_MESSAGE_AFTER_MS),
      setTimeout(() => setNextSoon(false), TUTOR_MESSAGE_AFTER_MS + TUTOR_MESSAGE_VISIBLE_MS),
      setTimeout(() => advanceRef.current(), TUTOR_NEXT_AFTER_MS),
    ]
    return () => {
      for (const t of timers) clearTimeout(t)
      setNextSoon(false)
    }
  }, [active])
  return nextSoon
}
