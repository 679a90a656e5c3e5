import { existsSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import type { FastifyInstance } from 'fastify'

type ApiFetch = (url: string, init: RequestInit) => Promise<Response>
/** apps/web/src/entry-server.tsx, as `vite build --ssr` bundles it. */
type ServerEntry = {
  render(
    url: string,
    apiFetch: ApiFetch,
    deadline?: number,
  ): Promise<{ html: string; state: unknown }>
}

/** Where the web build puts the server renderer (apps/web/vite.config.ts). */
export const SSR_ENTRY = path.join('.ssr', 'entry-server.js')

/** How long a page waits for its data before it is sent with those parts still loading. */
const DATA_DEADLINE_MS = 3000

export type PageRenderer = (url: string) => Promise<{ html: string; state: string } | null>

/**
 * The public pages' server renderer: the web build's server bundle, whose API requests are
 * answered in-process (`app.inject`, through the same routes, hooks and checks as any client).
 * Returns null, and the page is drawn in the browser as before, when the build has no server
 * bundle (development, tests without a build) or rendering fails (logged).
 */
export async function pageRenderer(app: FastifyInstance, webDist: string): Promise<PageRenderer> {
  const file = path.join(webDist, SSR_ENTRY)
  if (!existsSync(file)) return async () => null
  const entry = (await import(pathToFileURL(file).href)) as ServerEntry
  const apiFetch: ApiFetch = async (url, init) => {
    const res = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url,
      headers: init.headers as Record<string, string>,
      payload: typeof init.body === 'string' ? init.body : undefined,
    })
    const noBody = res.statusCode === 204 || res.statusCode === 304
    return new Response(noBody ? null : res.rawPayload, {
      status: res.statusCode,
      headers: { 'content-type': String(res.headers['content-type'] ?? 'application/json') },
    })
  }
  return async (url) => {
    try {
      const { html, state } = await entry.render(url, apiFetch, Date.now() + DATA_DEADLINE_MS)
      return { html, state: scriptJson(state) }
    } catch (err) {
      app.log.error(
        { err, url },
        'server rendering failed; the page is sent for the browser to draw',
      )
      return null
    }
  }
}

/**
 * JSON for a `<script type="application/json">`: `<` escaped, so no text in the data (an
 * article's HTML, say) can close the element or open a comment.
 */
export const scriptJson = (value: unknown) => JSON.stringify(value ?? null).replace(/</g, '\\u003c')
