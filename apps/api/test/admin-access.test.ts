import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminAuth, adminFixture } from './admin-helper'
import { createTestContext, signupAndLogin, type TestContext } from './helper'
import { type Operation, openapiOperations, TICKET_OPERATIONS, urlFor } from './openapi-operations'
import type { Auth } from './question-bank-helper'

/**
 * Every /api/admin operation of the OpenAPI document: no token → 401, an unknown token → 401,
 * a student → 403, the admin → through (2xx) on a real
 * record (admin-helper's adminFixture makes one per operation; a new admin route without a
 * fixture fails here until it has one).
 */

let ctx: TestContext
let ops: Operation[]
let admin: Auth
let student: Auth

beforeAll(async () => {
  ctx = await createTestContext()
  ops = (await openapiOperations(ctx.app)).filter((op) => op.path.startsWith('/api/admin/'))
  admin = await adminAuth(ctx)
  student = (await signupAndLogin(ctx, 'Access Student')).auth
})
afterAll(() => ctx.close())

/** POST operations that write nothing (they check or convert what is sent), so leave no entry. */
const READS_BY_POST = new Set<string>([
  'POST /api/admin/items/export', // the selection as a file
  'POST /api/admin/chat/events/ticket', // a one-use ticket to open the inbox stream
  // The reading admin's own unread marker on a thread: no content changes.
  'POST /api/admin/chat/threads/{id}/read',
])

async function call(op: Operation, url: string, auth: Auth | undefined, body?: unknown) {
  return ctx.app.inject({
    method: op.method,
    url,
    headers: auth ?? {},
    ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
  })
}

describe('every /api/admin operation', () => {
  it('is listed (chat, blog, leads, users, audit log, overview, orders, plans, FAQs)', () => {
    expect(ops.length).toBeGreaterThanOrEqual(13)
  })

  it('answers 401 without a token, 401 to an unknown token and 403 to a student', async () => {
    const id = randomUUID()
    for (const op of ops) {
      const url = urlFor(op.path, Object.fromEntries(op.pathParams.map((p) => [p, id])))
      const anonymous = await call(op, url, undefined, {})
      expect(anonymous.statusCode, `${op.key} anonymous`).toBe(401)
      expect(anonymous.json().detail).toBe('Authorization token missing')
      const unknown = await call(op, url, { authorization: `Bearer ${'z'.repeat(43)}` }, {})
      expect(unknown.statusCode, `${op.key} unknown token`).toBe(401)
      const asStudent = await call(op, url, student, {})
      expect(asStudent.statusCode, `${op.key} as a student`).toBe(403)
      expect(asStudent.json().detail).toBe('Administrators only.')
    }
  })

  it('lets the admin through on a real record', async () => {
    // A live stream needs a ticket and stays open: chat-inbox-stream.test.ts opens it.
    for (const op of ops.filter((o) => !TICKET_OPERATIONS.has(o.key))) {
      const { values, body, headers } = await adminFixture(ctx, admin, op.key)
      const url = urlFor(op.path, values)
      const res = await call(op, url, { ...admin, ...headers }, body)
      expect(
        res.statusCode,
        `${op.key} as the admin: ${res.body.slice(0, 300)}`,
      ).toBeGreaterThanOrEqual(200)
      expect(res.statusCode, `${op.key} as the admin: ${res.body.slice(0, 300)}`).toBeLessThan(300)
    }
  })

  it('records every write in the audit log', async () => {
    const audited = async () => {
      const res = await ctx.app.inject({
        method: 'GET',
        url: '/api/admin/audit-log?pageSize=1',
        headers: admin,
      })
      return (res.json() as { total: number }).total
    }
    const missing: string[] = []
    const writes = ops.filter(
      (o) => o.method !== 'GET' && !TICKET_OPERATIONS.has(o.key) && !READS_BY_POST.has(o.key),
    )
    expect(writes.length).toBeGreaterThanOrEqual(40)
    for (const op of writes) {
      const { values, body, headers } = await adminFixture(ctx, admin, op.key)
      const before = await audited()
      const res = await call(op, urlFor(op.path, values), { ...admin, ...headers }, body)
      expect(res.statusCode, `${op.key}: ${res.body.slice(0, 300)}`).toBeLessThan(300)
      if ((await audited()) <= before) missing.push(op.key)
    }
    expect(missing).toEqual([])
  })
})
