import type { TReadinessTracker } from '@nurseready/shared/schemas/readiness'
import { useEffect, useState } from 'react'
import { tokenStore } from '@/lib/token'

/**
 * The signed-in student's readiness tracker for the landing page's meter. A plain fetch, not the
 * readiness feature's query (that would bring TanStack Query into the landing page's first
 * chunk): only when a token is stored, after the first paint, and silently nothing on failure.
 */
export async function getMyReadiness(signal?: AbortSignal): Promise<TReadinessTracker | null> {
  const token = tokenStore.get()
  if (!token) return null
  try {
    const res = await fetch('/api/readiness', {
      headers: { accept: 'application/json', authorization: `Bearer ${token}` },
      signal,
    })
    if (!res.ok) return null
    const body = (await res.json()) as { tracker?: TReadinessTracker }
    return body.tracker ?? null
  } catch {
    return null
  }
}

/** Null until (and unless) the student's tracker has loaded. */
export function useMyReadiness(): TReadinessTracker | null {
  const [tracker, setTracker] = useState<TReadinessTracker | null>(null)
  useEffect(() => {
    if (!tokenStore.get()) return
    const controller = new AbortController()
    // Effects run after paint; the idle callback also keeps the request off the page's busiest
    // moment where the browser has one.
    const idle = globalThis.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 1))
    idle(() => {
      getMyReadiness(controller.signal).then((t) => {
        if (!controller.signal.aborted) setTracker(t)
      })
    })
    return () => controller.abort()
  }, [])
  return tracker
}
