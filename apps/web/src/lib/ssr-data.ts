import { createContext, useContext } from 'react'

/**
 * The data a server-rendered page was drawn with: the server's query cache, dehydrated into the
 * page as `<script type="application/json" id="ssr-data">` (apps/api/src/web/ssr.ts). The
 * browser's first render must use the same data, or hydration would not match the HTML.
 */
export type SsrState = {
  queries: { queryKey: readonly unknown[]; state: { data?: unknown; status: string } }[]
}

/** Looks up a query's data by its key. */
export type SsrLookup = (queryKey: readonly unknown[]) => unknown

export const SsrDataContext = createContext<SsrLookup>(() => undefined)

/** The server's data for `queryKey` on the page's first render; undefined when there is none. */
export const useSsrData = <T>(queryKey: readonly unknown[]) =>
  useContext(SsrDataContext)(queryKey) as T | undefined

export const SSR_DATA_ID = 'ssr-data'

/** The page's server data, when the server rendered it. */
export function readSsrState(): SsrState | undefined {
  const el = typeof document === 'undefined' ? null : document.getElementById(SSR_DATA_ID)
  return el?.textContent ? (JSON.parse(el.textContent) as SsrState) : undefined
}

/** A lookup over dehydrated queries (successful ones only). */
export function ssrLookup(state: SsrState | undefined): SsrLookup {
  const byKey = new Map(
    (state?.queries ?? [])
      .filter((q) => q.state.status === 'success')
      .map((q) => [JSON.stringify(q.queryKey), q.state.data]),
  )
  return (queryKey) => byKey.get(JSON.stringify(queryKey))
}
