import { useCallback, useRef } from 'react'

/**
 * Runs one async action at a time: a call made while the previous one still runs is ignored
 * (resolves `undefined`). A button's `disabled={mutation.isPending}` only takes effect after
 * the next render, so a fast double-click (or Enter twice) would otherwise send two requests;
 * this closes that gap for every submit in the app.
 *
 *   const once = useSingleFlight()
 *   <form onSubmit={(e) => { e.preventDefault(); void once(() => save()) }}>
 */
export function useSingleFlight() {
  const running = useRef(false)
  return useCallback(async <T>(action: () => Promise<T>): Promise<T | undefined> => {
    if (running.current) return undefined
    running.current = true
    try {
      return await action()
    } finally {
      running.current = false
    }
  }, [])
}
