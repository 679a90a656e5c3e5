import { useCallback, useEffect, useState } from 'react'

/**
 * Per-question marks the student makes while a paper is open (struck-out options, stem
 * highlights): kept in sessionStorage, so they survive a refresh or a jump to another question
 * but not the browser tab, and never reach the server.
 */
const keyOf = (kind: string, code: string, position: number) => `nr-${kind}:${code}:${position}`

function read<T>(key: string, fallback: T): T {
  try {
    const raw = sessionStorage.getItem(key)
    return raw === null ? fallback : (JSON.parse(raw) as T)
  } catch {
    return fallback
  }
}

/** A JSON value in sessionStorage for one question of one paper. */
export function usePaperSession<T>(kind: string, code: string, position: number, fallback: T) {
  const key = keyOf(kind, code, position)
  const [state, setState] = useState<{ key: string; value: T }>(() => ({
    key,
    value: read(key, fallback),
  }))
  // Another question: its own stored value.
  const value = state.key === key ? state.value : read(key, fallback)
  useEffect(() => {
    if (state.key !== key) setState({ key, value: read(key, fallback) })
  }, [key, state.key, fallback])
  const set = useCallback(
    (next: T) => {
      setState({ key, value: next })
      try {
        sessionStorage.setItem(key, JSON.stringify(next))
      } catch {
        // Storage full or blocked: the mark still shows until the page is left.
      }
    },
    [key],
  )
  return [value, set] as const
}
