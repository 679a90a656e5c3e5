import { dehydrate, type Query } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { renderToString } from 'react-dom/server'
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router'
import { Providers } from './app/providers'
import { publicRoutes, rootRoute } from './app/public-routes'
import { ServerQueryClient } from './app/query-layout'
import { contactDetailsQueryOptions } from './features/marketing/api/get-contact-details'
import { setApiTransport } from './lib/api-client'
import { createQueryClient } from './lib/query-client'
import { SsrDataContext } from './lib/ssr-data'

/**
 * Server rendering of the public site (built with `vite build --ssr`, loaded by the API's web
 * host, apps/api/src/web/ssr.ts). Only the public route tree is here: the student area is never
 * rendered on the server nor bundled into this file. docs/decisions/0026-server-rendered-public-pages.md
 */
const handler = createStaticHandler([rootRoute([publicRoutes])])

/** Render passes at most: each one fetches the queries the previous one found missing. */
const MAX_PASSES = 3

export type RenderResult = {
  /** The HTML inside #root. */
  html: string
  /** The dehydrated query cache, for the browser's first render (lib/ssr-data.ts). */
  state: unknown
}

/**
 * Renders one public page with its data. `apiFetch` answers the page's API requests (the host
 * calls the API in-process); each page gets its own query cache, so visitors never share one.
 * Queries still unanswered at `deadline` are left loading, as the browser would show them.
 */
export async function render(
  url: string,
  apiFetch: (url: string, init: RequestInit) => Promise<Response>,
  deadline = Date.now() + 3000,
): Promise<RenderResult> {
  setApiTransport(apiFetch)
  const context = await handler.query(new Request(new URL(url, 'http://localhost')))
  if (context instanceof Response) throw new Error(`no page at ${url}: ${context.status}`)
  const router = createStaticRouter(handler.dataRoutes, context)
  const client = createQueryClient()
  client.setDefaultOptions({
    queries: { ...client.getDefaultOptions().queries, retry: false },
  })
  // The public footer shows the contact details on every page.
  await client.prefetchQuery(contactDetailsQueryOptions())

  const page = (
    <StrictMode>
      <Providers>
        <SsrDataContext.Provider value={(key) => client.getQueryData(key)}>
          <ServerQueryClient.Provider value={client}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </ServerQueryClient.Provider>
        </SsrDataContext.Provider>
      </Providers>
    </StrictMode>
  )
  let html = renderToString(page)
  for (let pass = 1; pass < MAX_PASSES; pass++) {
    const missing = client.getQueryCache().getAll().filter(isWaiting)
    if (missing.length === 0 || Date.now() >= deadline) break
    await Promise.race([
      Promise.allSettled(missing.map((q) => q.fetch())),
      new Promise((resolve) => setTimeout(resolve, Math.max(0, deadline - Date.now()))),
    ])
    html = renderToString(page)
  }
  const state = dehydrate(client, {
    // Errors too: the browser's first render must show the same 'not found' as the HTML.
    shouldDehydrateQuery: (q) => q.state.status !== 'pending',
  })
  return { html, state }
}

/** A query a component asked for that has no answer yet and is not turned off. */
function isWaiting(q: Query) {
  if (q.state.status !== 'pending' || q.state.fetchStatus !== 'idle') return false
  const enabled = (q.options as { enabled?: boolean | ((q: Query) => boolean) }).enabled
  return (typeof enabled === 'function' ? enabled(q) : enabled) !== false
}
