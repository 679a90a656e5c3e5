import { QueryClient } from '@tanstack/react-query'
import { ApiError } from './api-client'

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (count, err) => !(err instanceof ApiError && err.status < 500) && count < 2,
      },
    },
  })
}

/**
 * The app's one query cache. It lives in this module, not in the entry, so the landing page can
 * draw before the query library loads: the route trees that fetch through it (app/query-layout)
 * and the landing page's lazy lower half share it.
 */
export const queryClient = createQueryClient()
