import type { TProblem } from '@nurseready/shared/schemas/common'
import { clearAppStorage } from './app-storage'
import { tokenStore } from './token'

/** An API failure: `detail` is the server's message, shown to the user as-is. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
    readonly errors?: Record<string, string[]>,
  ) {
    super(detail)
  }
}

/** A request that never reached the server (offline, DNS, CORS...). */
export class NetworkError extends Error {}

let onUnauthorized: () => void = () => {}
/** Called when a request that carried a token gets 401: the session is gone. */
export function setUnauthorizedHandler(handler: () => void) {
  onUnauthorized = handler
}

type Transport = (url: string, init: RequestInit) => Promise<Response>
let transport: Transport = (url, init) => fetch(url, init)
/**
 * How requests reach the API: the browser's fetch, or on the server (which renders public pages
 * with their data, entry-server.tsx) an in-process call into the API.
 */
export function setApiTransport(next: Transport) {
  transport = next
}

type Options = { method?: string; body?: unknown; signal?: AbortSignal; auth?: boolean }

export async function api<T>(
  path: string,
  { method = 'GET', body, signal, auth = true }: Options = {},
): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' }
  const token = auth ? tokenStore.get() : null
  if (token) headers.authorization = `Bearer ${token}`
  if (body !== undefined) headers['content-type'] = 'application/json'
  let res: Response
  try {
    res = await transport(`/api${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    })
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err
    throw new NetworkError('An error occurred')
  }
  if (res.status === 204) return undefined as T
  const data = await res.json().catch(() => null)
  if (!res.ok) {
    const p = data as Partial<TProblem> | null
    if (res.status === 401 && token) {
      clearAppStorage()
      onUnauthorized()
    }
    throw new ApiError(res.status, p?.detail ?? '', p?.errors)
  }
  return data as T
}

/** The message to show for a failed call: the server's text, else the given fallback. */
export function errorMessage(err: unknown, fallback: string): string {
  if (err instanceof ApiError && err.detail) return err.detail
  return fallback
}
