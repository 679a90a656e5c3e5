import { useCallback } from 'react'
import { useSearchParams } from 'react-router'

/**
 * A library list's state lives in the URL (?category, ?page, ?q), so a reload, Back or a shared
 * link shows the same page.
 */
export function useListParams() {
  const [params, setParams] = useSearchParams()
  const pageParam = Number(params.get('page'))
  const page = Number.isInteger(pageParam) && pageParam >= 1 ? pageParam : 1
  const q = (params.get('q') ?? '').trim()
  const category = params.get('category') ?? ''

  const update = useCallback(
    (changes: Record<string, string | null>, replace = false) =>
      setParams(
        (prev) => {
          const next = new URLSearchParams(prev)
          for (const [k, v] of Object.entries(changes)) {
            if (v === null || v === '') next.delete(k)
            else next.set(k, v)
          }
          return next
        },
        { replace },
      ),
    [setParams],
  )
  const setPage = useCallback((p: number) => update({ page: p > 1 ? String(p) : null }), [update])
  // A new search starts on page 1; typing replaces the history entry instead of piling up.
  const setQuery = useCallback((text: string) => update({ q: text, page: null }, true), [update])

  return { page, q, category, setPage, setQuery }
}
