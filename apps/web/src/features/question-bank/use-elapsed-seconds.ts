import { useCallback, useEffect, useRef } from 'react'

/**
 * Seconds a question has been on screen: restarts when `key` changes and stops while `running`
 * is false (the test is suspended). Read with the returned function when the answer is sent.
 */
export function useElapsedSeconds(key: number | null, running: boolean, now = Date.now) {
  const total = useRef(0)
  const since = useRef<number | null>(null)

  // biome-ignore lint/correctness/useExhaustiveDependencies: restart only when the question changes
  useEffect(() => {
    total.current = 0
    since.current = key !== null && running ? now() : null
  }, [key])

  useEffect(() => {
    if (running && since.current === null && key !== null) since.current = now()
    if (!running && since.current !== null) {
      total.current += now() - since.current
      since.current = null
    }
  }, [running, key, now])

  return useCallback(() => {
    const ms = total.current + (since.current === null ? 0 : now() - since.current)
    return Math.min(86_400, Math.max(0, Math.round(ms / 1000)))
  }, [now])
}
