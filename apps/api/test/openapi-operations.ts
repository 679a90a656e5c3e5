import type { FastifyInstance } from 'fastify'

/**
 * The API's operations as the OpenAPI document lists them, and the reviewed classification of
 * every path parameter they take. The ownership and bad-input suites iterate over these, so a new
 * route is covered the day it is added; a path parameter that is not classified below fails the
 * ownership suite until someone decides what kind of record it names.
 */

export type JsonSchema = {
  type?: string | string[]
  properties?: Record<string, JsonSchema>
  required?: string[]
  items?: JsonSchema
  enum?: unknown[]
  const?: unknown
  format?: string
  pattern?: string
  minLength?: number
  maxLength?: number
  minimum?: number
  maximum?: number
  minItems?: number
  oneOf?: JsonSchema[]
  anyOf?: JsonSchema[]
  allOf?: JsonSchema[]
  nullable?: boolean
  default?: unknown
}

export type Parameter = {
  in: 'path' | 'query' | 'header'
  name: string
  required?: boolean
  schema: JsonSchema
}

export type Operation = {
  /** "POST /api/papers/{code}/finish" */
  key: string
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  path: string
  pathParams: string[]
  query: Parameter[]
  body?: JsonSchema
}

type Doc = {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: Parameter[]
        requestBody?: { content?: Record<string, { schema: JsonSchema }> }
      }
    >
  >
}

export async function openapiOperations(app: FastifyInstance): Promise<Operation[]> {
  const res = await app.inject({ method: 'GET', url: '/api/openapi.json' })
  if (res.statusCode !== 200) throw new Error(`GET /api/openapi.json: ${res.statusCode}`)
  const doc = res.json() as Doc
  const ops: Operation[] = []
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [m, op] of Object.entries(methods)) {
      const method = m.toUpperCase() as Operation['method']
      if (!['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].includes(method)) continue
      const params = op.parameters ?? []
      ops.push({
        key: `${method} ${path}`,
        method,
        path,
        pathParams: [...path.matchAll(/\{(\w+)\}/g)].map((x) => x[1]!),
        query: params.filter((p) => p.in === 'query'),
        body: op.requestBody?.content?.['application/json']?.schema,
      })
    }
  }
  return ops
}

/** The path with its {params} replaced (each value URL-encoded unless raw). */
export function urlFor(path: string, values: Record<string, string>, raw = false) {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const v = values[name]
    if (v === undefined) throw new Error(`no value for {${name}} in ${path}`)
    return raw ? v : encodeURIComponent(v)
  })
}

/**
 * What each path parameter names. Reviewed by hand: when a route with a new path parameter is
 * added, add it here (the ownership suite fails until then).
 * - owned: a record that belongs to one student; another student must get 404 (or 403).
 * - part: a position inside the owned record named by the same path.
 * - catalogue: content shared by every user (visibility may depend on a plan, not an owner).
 * - admin: a record reached only through /api/admin (students get 403 whatever the id).
 * - secret: a bearer credential in the path (a signed calendar token): no session, and an
 *   unknown, forged, rotated or revoked value answers 404.
 */
export const OWNED_KINDS = ['paper', 'order', 'assessment', 'flashcard', 'highlight'] as const
export type OwnedKind = (typeof OWNED_KINDS)[number]
export type ParamKind =
  | { owned: OwnedKind }
  | { part: 'question position' }
  | { catalogue: string }
  | { admin: string }
  | { secret: string }

export const PATH_PARAMS: Record<string, Record<string, ParamKind>> = {
  '/api/papers/{code}': { code: { owned: 'paper' } },
  '/api/papers/{code}/questions/{position}': {
    code: { owned: 'paper' },
    position: { part: 'question position' },
  },
  '/api/papers/{code}/questions/{position}/answer': {
    code: { owned: 'paper' },
    position: { part: 'question position' },
  },
  '/api/papers/{code}/questions/{position}/note': {
    code: { owned: 'paper' },
    position: { part: 'question position' },
  },
  '/api/papers/{code}/questions/{position}/flag': {
    code: { owned: 'paper' },
    position: { part: 'question position' },
  },
  '/api/papers/{code}/pause': { code: { owned: 'paper' } },
  '/api/papers/{code}/resume': { code: { owned: 'paper' } },
  '/api/papers/{code}/finish': { code: { owned: 'paper' } },
  '/api/papers/{code}/abandon': { code: { owned: 'paper' } },
  '/api/orders/{id}': { id: { owned: 'order' } },
  '/api/readiness/assessments/{id}': { id: { owned: 'assessment' } },
  '/api/readiness/assessments/{id}/item': { id: { owned: 'assessment' } },
  '/api/readiness/assessments/{id}/answers': { id: { owned: 'assessment' } },
  '/api/readiness/assessments/{id}/suspend': { id: { owned: 'assessment' } },
  '/api/readiness/assessments/{id}/resume': { id: { owned: 'assessment' } },
  '/api/readiness/assessments/{id}/result': { id: { owned: 'assessment' } },
  '/api/readiness/assessments/{id}/review': { id: { owned: 'assessment' } },
  '/api/orders/{id}/pay': { id: { owned: 'order' } },
  '/api/orders/{id}/cancel': { id: { owned: 'order' } },
  '/api/flashcards/cards/{id}': { id: { owned: 'flashcard' } },
  '/api/flashcards/cards/{id}/reviews': { id: { owned: 'flashcard' } },
  '/api/highlights/{id}': { id: { owned: 'highlight' } },
  '/api/papers/{code}/questions/{position}/highlights': {
    code: { owned: 'paper' },
    position: { part: 'question position' },
  },
  '/api/orders/{id}/receipt': { id: { owned: 'order' } },
  // Enrolment is the caller's own (the webinar is shared; the enrolment row is keyed by the user).
  '/api/webinars/{id}/enrollment': { id: { catalogue: 'webinar' } },
  '/api/library/video-categories/{id}/videos': { id: { catalogue: 'video category' } },
  '/api/library/videos/{id}': { id: { catalogue: 'video' } },
  '/api/library/notes-categories/{id}/notes': { id: { catalogue: 'notes category' } },
  '/api/library/notes/{id}': { id: { catalogue: 'notes file' } },
  '/api/blog-posts/{slug}': { slug: { catalogue: 'blog post' } },
  '/api/schedule/{token}.ics': { token: { secret: 'calendar subscription token' } },
  '/api/admin/chat/threads/{id}': { id: { admin: 'chat thread' } },
  '/api/admin/chat/threads/{id}/messages': { id: { admin: 'chat thread' } },
  '/api/admin/chat/threads/{id}/read': { id: { admin: 'chat thread' } },
  '/api/admin/blog-posts/{id}': { id: { admin: 'blog post' } },
  '/api/admin/users/{id}': { id: { admin: 'user' } },
  '/api/admin/users/{id}/role': { id: { admin: 'user' } },
  '/api/admin/users/{id}/disable': { id: { admin: 'user' } },
  '/api/admin/users/{id}/enable': { id: { admin: 'user' } },
  '/api/admin/users/{id}/entitlements': { id: { admin: 'user' } },
  '/api/admin/orders/{id}/refund': { id: { admin: 'order' } },
  '/api/admin/plans/{id}': { id: { admin: 'plan' } },
  '/api/admin/contact-requests/{id}/handled': { id: { admin: 'contact lead' } },
  '/api/admin/contact-requests/{id}/reopen': { id: { admin: 'contact lead' } },
  '/api/admin/faqs/{id}': { id: { admin: 'faq' } },
  '/api/admin/library/categories/{id}': { id: { admin: 'library category' } },
  '/api/admin/library/videos/{id}': { id: { admin: 'library video' } },
  '/api/admin/library/notes/{id}': { id: { admin: 'library note' } },
  '/api/admin/webinars/{id}': { id: { admin: 'webinar' } },
  '/api/admin/webinars/{id}/registrations': { id: { admin: 'webinar' } },
  '/api/admin/live-packages/{id}': { id: { admin: 'live-lecture package' } },
  '/api/admin/live-lectures/{id}': { id: { admin: 'live lecture' } },
  '/api/admin/student-videos/{id}': { id: { admin: 'student video' } },
  '/api/admin/study-calendar/{key}': { key: { admin: 'study calendar file' } },
  '/api/admin/items/{id}': { id: { admin: 'bank item' } },
  '/api/admin/items/{id}/publish': { id: { admin: 'bank item' } },
  '/api/admin/items/{id}/archive': { id: { admin: 'bank item' } },
  '/api/admin/subjects/{id}': { id: { admin: 'subject' } },
  '/api/admin/case-studies/{id}': { id: { admin: 'case study' } },
  '/api/admin/case-studies/{id}/publish': { id: { admin: 'case study' } },
  '/api/admin/case-studies/{id}/archive': { id: { admin: 'case study' } },
}

/**
 * Operations that answer without a bearer token (DESIGN.md section 3). Every other operation
 * must answer 401 to an anonymous caller. The live streams (TICKET_OPERATIONS) authenticate with
 * a short-lived ticket in their query instead of the header; the admin inbox's, opened without a
 * ticket, checks the bearer like any admin route (401, 403) and then asks for a ticket (401), so
 * no admin gets through it by inject (chat-inbox-stream.test.ts opens it for real).
 */
export const PUBLIC_OPERATIONS = new Set([
  'POST /api/auth/signup',
  'POST /api/auth/login',
  'POST /api/auth/password-reset/otp',
  'POST /api/auth/password-reset/verify',
  'POST /api/auth/password-reset/password',
  'GET /api/contact-details',
  'GET /api/health',
  'GET /api/plans',
  'GET /api/blog-posts',
  'GET /api/blog-posts/{slug}',
  'POST /api/contact-requests',
  'GET /api/student-videos',
  // The private calendar feed: its signed token is the credential (calendar apps send no header).
  'GET /api/schedule/{token}.ics',
])
export const TICKET_OPERATIONS = new Set(['GET /api/chat/events', 'GET /api/admin/chat/events'])

export function ownedParam(op: Operation): { name: string; kind: OwnedKind } | undefined {
  for (const [name, kind] of Object.entries(PATH_PARAMS[op.path] ?? {})) {
    if ('owned' in kind) return { name, kind: kind.owned }
  }
  return undefined
}
