import {
  type DehydratedState,
  hydrate,
  type QueryClient,
  QueryClientProvider,
} from '@tanstack/react-query'
import { createContext, type ReactNode, useContext } from 'react'
import { Outlet } from 'react-router'
import { queryClient } from '@/lib/query-client'

/** The server's per-request cache (entry-server.tsx); the browser uses the app's one cache. */
export const ServerQueryClient = createContext<QueryClient | null>(null)

/** Puts the data a server-rendered page was drawn with into the app's cache, before hydrating. */
export function hydrateQueryCache(state: unknown) {
  hydrate(queryClient, state as DehydratedState)
}

/**
 * Provides the app's query cache to a route subtree (every page but the landing page, whose first
 * screen fetches nothing) or to `children`. A lazy chunk, so the query library stays out of the
 * landing page's first load.
 */
export function QueryLayout({ children }: { children?: ReactNode }) {
  const client = useContext(ServerQueryClient) ?? queryClient
  return <QueryClientProvider client={client}>{children ?? <Outlet />}</QueryClientProvider>
}
