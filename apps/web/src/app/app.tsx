import { useState } from 'react'
import { createBrowserRouter, matchRoutes } from 'react-router'
import { RouterProvider } from 'react-router/dom'
import { paths } from '@/config/paths'
import { setUnauthorizedHandler } from '@/lib/api-client'
import { readSsrState, SsrDataContext, type SsrLookup, ssrLookup } from '@/lib/ssr-data'
import { Providers } from './providers'
import { queryLayout } from './public-routes'
import { routes } from './router'

type Router = ReturnType<typeof createBrowserRouter>

function createRouter(tree = routes()): Router {
  const r = createBrowserRouter(tree)
  // A 401 on a request that carried a token: the session ended; back to the landing page.
  setUnauthorizedHandler(() => void r.navigate(paths.home, { replace: true }))
  return r
}

/** The app for a page the browser draws itself (the student area, or without server HTML). */
export function App({ router, ssr }: { router?: Router; ssr?: SsrLookup }) {
  const [r] = useState(() => router ?? createRouter())
  return (
    <Providers>
      <SsrDataContext.Provider value={ssr ?? (() => undefined)}>
        <RouterProvider router={r} />
      </SsrDataContext.Provider>
    </Providers>
  )
}

/**
 * Everything a server-rendered page needs before React hydrates it, so the first render matches
 * the HTML: the page's lazy route modules loaded (the server rendered them) and the query cache
 * filled with the data the server drew it with.
 */
export async function prepareHydration(): Promise<{ router: Router; ssr: SsrLookup }> {
  const tree = routes()
  const matches = matchRoutes(tree, window.location) ?? []
  const state = readSsrState()
  const usesQueryCache = matches.some(({ route }) => route.lazy === queryLayout)
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return
      const loaded = await route.lazy()
      Object.assign(route, { ...loaded, lazy: undefined })
    }),
  )
  if (state && usesQueryCache) {
    const { hydrateQueryCache } = await import('./query-layout')
    hydrateQueryCache(state)
  }
  return { router: createRouter(tree), ssr: ssrLookup(state) }
}
