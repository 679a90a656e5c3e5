import { QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { Outlet } from 'react-router'
import { queryClient } from '@/lib/query-client'

/**
 * Provides the app's query cache to a route subtree (every page but the landing page, whose first
 * screen fetches nothing) or to `children`. A lazy chunk, so the query library stays out of the
 * landing page's first load.
 */
export function QueryLayout({ children }: { children?: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children ?? <Outlet />}</QueryClientProvider>
}
