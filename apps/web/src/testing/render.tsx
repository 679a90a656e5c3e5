import { QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router'
import { afterEach, vi } from 'vitest'
import { Providers } from '@/app/providers'
import { paths } from '@/config/paths'
import { setUnauthorizedHandler } from '@/lib/api-client'
import { createQueryClient } from '@/lib/query-client'

/**
 * Renders `routes` inside the app's Providers (alert service) and a fresh query cache (what
 * app/query-layout gives the real app's pages) with a memory router at `path`. Like the real App, a 401 on an authenticated request sends the user to /.
 * Returns Testing Library's queries, a user-event instance and the router (for its location).
 */
export function renderRoutes(routes: RouteObject[], { path = '/' }: { path?: string } = {}) {
  const router = createMemoryRouter(routes, { initialEntries: [path] })
  setUnauthorizedHandler(() => void router.navigate(paths.home, { replace: true }))
  const user = userEvent.setup()
  const utils = render(
    <Providers>
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </Providers>,
  )
  return { ...utils, user, router, location: () => router.state.location.pathname }
}

/** What a mocked endpoint answers: a status and a JSON body (problem details for errors). */
export type MockReply = { status?: number; body?: unknown }
/** A request the page sent, with its JSON body parsed. */
export type MockCall = {
  method: string
  path: string
  /** The query string, with its '?' ('' without one). */
  search: string
  body: unknown
  headers: Record<string, string>
}
/**
 * A reply, a function computing one (it may return a promise, to hold a request pending), or
 * `networkError` to make fetch reject as when the server cannot be reached.
 */
export type MockHandler =
  | MockReply
  | typeof networkError
  | ((call: MockCall) => MockReply | typeof networkError | Promise<MockReply | typeof networkError>)

export const networkError = Symbol('network error')

/** An RFC 9457 problem-details body, as the API sends for every error. */
export function problem(status: number, detail: string, title = 'Error') {
  return { status, body: { type: 'about:blank', title, status, detail } }
}

/** A promise with its resolve exposed, to keep a request pending until the test says so. */
export function deferred<T>() {
  let resolve!: (value: T) => void
  const promise = new Promise<T>((r) => {
    resolve = r
  })
  return { promise, resolve }
}

/**
 * Stubs globalThis.fetch. `handlers` are keyed by 'METHOD /api/path' (query string ignored);
 * a request with no handler gets a 404 problem whose detail names it, so it shows up in the UI.
 * Every request is recorded in `calls`.
 */
export function mockApi(handlers: Record<string, MockHandler>) {
  const calls: MockCall[] = []
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost')
    const method = (init.method ?? 'GET').toUpperCase()
    const headers = Object.fromEntries(new Headers(init.headers).entries())
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined
    const call: MockCall = { method, path: url.pathname, search: url.search, body, headers }
    calls.push(call)
    const key = `${method} ${url.pathname}`
    const handler = handlers[key]
    const reply = await (typeof handler === 'function' ? handler(call) : handler)
    if (reply === networkError) throw new TypeError('Failed to fetch')
    const { status = 200, body: json = {} } = reply ?? problem(404, `No mock for ${key}`)
    if (status === 204) return new Response(null, { status })
    return new Response(JSON.stringify(json), {
      status,
      headers: { 'content-type': 'application/json' },
    })
  })
  vi.stubGlobal('fetch', fetchMock)
  return {
    fetch: fetchMock,
    calls,
    /** The recorded calls to one endpoint, e.g. callsTo('POST /api/auth/login'). */
    callsTo: (key: string) => calls.filter((c) => `${c.method} ${c.path}` === key),
  }
}

afterEach(() => {
  vi.unstubAllGlobals()
})
