import { randomUUID } from 'node:crypto'
import { and, eq, isNull } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readinessAssessments, subscriptions } from '../src/db/schema/index'
import { createTestContext, signupAndLogin, type TestContext } from './helper'
import {
  type Operation,
  openapiOperations,
  ownedParam,
  PATH_PARAMS,
  PUBLIC_OPERATIONS,
  TICKET_OPERATIONS,
  urlFor,
} from './openapi-operations'
import { type Auth, paperItemsOf, wrongAnswer } from './question-bank-helper'
import { readinessItemsOf } from './readiness-helper'

/**
 * Ownership, driven by the OpenAPI document (issue 10 section 6): for every operation on a
 * record a student owns, another student gets 404 (or 403) and changes nothing, an anonymous
 * caller gets 401, and the owner gets through; every /api/admin operation answers 403 to a
 * student and 401 to an anonymous caller; every list a student reads holds none of another
 * student's records.
 */

let ctx: TestContext
let ops: Operation[]
let a: Awaited<ReturnType<typeof signupAndLogin>>
let b: Awaited<ReturnType<typeof signupAndLogin>>
let subjectId: string
let planId: string
let checks = 0
const covered = new Set<string>()

type Reply = { statusCode: number; body: string; json(): unknown }
async function call(op: Operation, url: string, auth: Auth | undefined, body?: unknown) {
  const res = await ctx.app.inject({
    method: op.method,
    url,
    headers: auth ?? {},
    ...(body === undefined ? {} : { payload: body as Record<string, unknown> }),
  })
  return res as Reply
}

function expectStatus(res: Reply, allowed: number[], what: string) {
  checks += 1
  expect(allowed, `${what}: got ${res.statusCode} ${res.body.slice(0, 300)}`).toContain(
    res.statusCode,
  )
}

function expectThrough(res: Reply, what: string) {
  checks += 1
  expect(res.statusCode, `${what}: ${res.body.slice(0, 300)}`).toBeGreaterThanOrEqual(200)
  expect(res.statusCode, `${what}: ${res.body.slice(0, 300)}`).toBeLessThan(300)
}

async function newPaper(auth: Auth) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/papers',
    headers: auth,
    payload: { style: 'traditional', mode: 'time', subjectId, count: 3 },
  })
  expect(res.statusCode, res.body).toBe(201)
  return res.json().code as string
}

async function newOrder(auth: Auth) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: auth,
    payload: { kind: 'plan', planId },
  })
  expect(res.statusCode, res.body).toBe(201)
  return res.json().order.id as string
}

/** The owner's plan (bought once): readiness assessments need one. */
const planned = new Set<string>()
async function ensurePlan(owner: Auth) {
  if (planned.has(owner.authorization)) return
  const order = await newOrder(owner)
  const paid = await ctx.app.inject({
    method: 'POST',
    url: `/api/orders/${order}/pay`,
    headers: owner,
  })
  expect(paid.statusCode, paid.body).toBe(200)
  planned.add(owner.authorization)
}

/**
 * A readiness assessment of `owner` in the state the operation needs. The suite needs more
 * than a plan period's two, so each one starts a new period (and ends the owner's open one).
 */
async function newAssessment(op: Operation, owner: Auth, userId: string) {
  await ensurePlan(owner)
  const now = ctx.clock.now()
  const db = ctx.database.db
  await db
    .update(readinessAssessments)
    .set({ deadlineAt: new Date(now.getTime() - 1000) })
    .where(and(eq(readinessAssessments.userId, userId), isNull(readinessAssessments.completedAt)))
  await db
    .update(subscriptions)
    .set({ startsAt: new Date(now.getTime() - 1) })
    .where(eq(subscriptions.userId, userId))
  const started = await ctx.app.inject({
    method: 'POST',
    url: '/api/readiness/assessments',
    headers: owner,
  })
  expect(started.statusCode, started.body).toBe(201)
  const id = started.json().id as string
  const post = (action: string) =>
    ctx.app.inject({
      method: 'POST',
      url: `/api/readiness/assessments/${id}/${action}`,
      headers: owner,
    })
  if (op.path.endsWith('/resume')) expect((await post('suspend')).statusCode).toBe(200)
  if (op.path.endsWith('/result') || op.path.endsWith('/review'))
    // Ended by its clock: the deadline passes and the next read applies the time rule.
    await db
      .update(readinessAssessments)
      .set({ deadlineAt: new Date(now.getTime() - 1000) })
      .where(eq(readinessAssessments.id, id))
  const [first] = await readinessItemsOf(ctx, id)
  const body = op.path.endsWith('/answers')
    ? { position: 1, answer: wrongAnswer(first!.question) }
    : undefined
  return { values: { id }, body }
}

/** A highlight of the first characters of a stem (its text content, as a browser reads it). */
function stemHighlight(stem: string) {
  const text = stem.replace(/<[^>]*>/g, '').slice(0, 12)
  return { field: 'stem', start: 0, end: text.length, text }
}

/** A card the owner wrote (flashcards need a plan), and a valid body for the operation. */
async function newFlashcard(op: Operation, owner: Auth) {
  await ensurePlan(owner)
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/flashcards/cards',
    headers: owner,
    payload: { source: 'custom', front: 'Front by its owner', back: 'Back by its owner' },
  })
  expect(res.statusCode, res.body).toBe(201)
  const bodies: Record<string, unknown> = {
    'PATCH /api/flashcards/cards/{id}': { suspended: true },
    'POST /api/flashcards/cards/{id}/reviews': { rating: 'good' },
  }
  return { values: { id: res.json().id as string }, body: bodies[op.key] }
}

/** A highlight in the owner's paper (highlights need a plan). */
async function newHighlight(owner: Auth) {
  await ensurePlan(owner)
  const code = await newPaper(owner)
  const [first] = await paperItemsOf(ctx, code)
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/papers/${code}/questions/1/highlights`,
    headers: owner,
    payload: stemHighlight(first!.question.stem),
  })
  expect(res.statusCode, res.body).toBe(201)
  return { values: { id: res.json().id as string }, body: undefined }
}

/**
 * A fresh record of the kind the operation names, owned by `owner`, in the state the operation
 * needs to succeed; the path values and a valid body for the operation.
 */
async function fixtureFor(
  op: Operation,
  owner: Auth,
): Promise<{ values: Record<string, string>; body: unknown }> {
  const owned = ownedParam(op)!
  if (owned.kind === 'order') return { values: { id: await newOrder(owner) }, body: undefined }
  if (owned.kind === 'assessment') return newAssessment(op, owner, a.user.id)
  if (owned.kind === 'flashcard') return newFlashcard(op, owner)
  if (owned.kind === 'highlight') return newHighlight(owner)
  if (op.path.endsWith('/highlights')) await ensurePlan(owner)
  const code = await newPaper(owner)
  if (op.path.endsWith('/resume')) {
    const paused = await ctx.app.inject({
      method: 'POST',
      url: `/api/papers/${code}/pause`,
      headers: owner,
    })
    expect(paused.statusCode, paused.body).toBe(200)
  }
  const [first] = await paperItemsOf(ctx, code)
  const bodies: Record<string, unknown> = {
    'POST /api/papers/{code}/questions/{position}/answer': { answer: wrongAnswer(first!.question) },
    'PUT /api/papers/{code}/questions/{position}/note': { note: 'a note by its owner' },
    'POST /api/papers/{code}/questions/{position}/highlights': stemHighlight(first!.question.stem),
    'PUT /api/papers/{code}/questions/{position}/flag': { flagged: true },
  }
  return { values: { code, position: '1' }, body: bodies[op.key] }
}

/** What the owner reads of the record (clock-driven timer fields left out). */
async function snapshot(op: Operation, values: Record<string, string>, owner: Auth) {
  const urls =
    'code' in values
      ? [`/api/papers/${values.code}`, `/api/papers/${values.code}/questions/1`]
      : ownedParam(op)!.kind === 'assessment'
        ? [`/api/readiness/assessments/${values.id}`]
        : ownedParam(op)!.kind === 'flashcard'
          ? [`/api/flashcards/cards/${values.id}`]
          : ownedParam(op)!.kind === 'highlight'
            ? ['/api/highlights']
            : [`/api/orders/${values.id}`]
  const out: unknown[] = []
  for (const url of urls) {
    const res = await ctx.app.inject({ method: 'GET', url, headers: owner })
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200)
    out.push(
      JSON.parse(res.body, (k, v) => (k === 'timer' || k === 'remainingSeconds' ? undefined : v)),
    )
  }
  return out
}

beforeAll(async () => {
  ctx = await createTestContext()
  ops = await openapiOperations(ctx.app)
  a = await signupAndLogin(ctx, 'Student A')
  b = await signupAndLogin(ctx, 'Student B')
  const subjects = await ctx.app.inject({ method: 'GET', url: '/api/subjects', headers: a.auth })
  subjectId = subjects.json().items[0].id
  const plans = await ctx.app.inject({ method: 'GET', url: '/api/plans' })
  planId = plans.json().items[0].id
})

afterAll(async () => {
  console.log(`ownership suite: ${checks} checks over ${covered.size} of ${ops?.length} operations`)
  await ctx?.close()
})

describe('the reviewed list of path parameters', () => {
  it('classifies every path parameter of the document, and nothing else', () => {
    const inDoc = new Map<string, string[]>()
    for (const op of ops) if (op.pathParams.length) inDoc.set(op.path, op.pathParams)
    const unclassified = [...inDoc]
      .filter(([path, params]) => params.some((p) => !PATH_PARAMS[path]?.[p]))
      .map(([path]) => path)
    expect(
      unclassified,
      'new path parameters: classify them in test/openapi-operations.ts PATH_PARAMS',
    ).toEqual([])
    const stale = Object.keys(PATH_PARAMS).filter((path) => !inDoc.has(path))
    expect(stale, 'PATH_PARAMS lists paths the document no longer has').toEqual([])
    // Admin-only kinds live under /api/admin, and only there.
    for (const [path, params] of Object.entries(PATH_PARAMS)) {
      const adminKind = Object.values(params).some((k) => 'admin' in k)
      expect(adminKind, path).toBe(path.startsWith('/api/admin/'))
    }
  })

  it('covers a meaningful number of operations', () => {
    const owned = ops.filter((op) => ownedParam(op))
    // Papers (state, question, answer, note, pause, resume, finish) and orders (read, pay, cancel).
    expect(owned.length).toBeGreaterThanOrEqual(9)
    expect(ops.filter((op) => op.path.startsWith('/api/admin/')).length).toBeGreaterThanOrEqual(9)
  })
})

describe("a student on another student's records", () => {
  it('gets 404 (or 403) and changes nothing; anonymous gets 401; the owner gets through', async () => {
    const owned = ops.filter((op) => ownedParam(op))
    for (const op of owned) {
      const { values, body } = await fixtureFor(op, a.auth)
      const url = urlFor(op.path, values)
      const before = await snapshot(op, values, a.auth)
      expectStatus(await call(op, url, b.auth, body), [403, 404], `${op.key} as student B`)
      expectStatus(await call(op, url, undefined, body), [401], `${op.key} anonymous`)
      expectStatus(
        await call(op, url, { authorization: `Bearer ${'x'.repeat(43)}` }, body),
        [401],
        `${op.key} with an unknown token`,
      )
      checks += 1
      expect(await snapshot(op, values, a.auth), `${op.key}: the record changed`).toEqual(before)
      // The owner's call succeeds: the record was there, and B's call did not answer, pay,
      // cancel, pause or finish it first (each would make the owner's call a 409).
      expectThrough(await call(op, url, a.auth, body), `${op.key} as its owner after B`)
      covered.add(op.key)
    }
  })

  it("never sees another student's records in what it reads", async () => {
    // A's records, each with a marker that cannot appear by chance.
    const code = await newPaper(a.auth)
    const orderId = await newOrder(a.auth)
    const chatText = `chat marker ${randomUUID()}`
    const noteText = `note marker ${randomUUID()}`
    const sent = await ctx.app.inject({
      method: 'POST',
      url: '/api/chat/messages',
      headers: a.auth,
      payload: { body: chatText },
    })
    expect(sent.statusCode, sent.body).toBe(201)
    const note = await ctx.app.inject({
      method: 'PUT',
      url: `/api/papers/${code}/questions/1/note`,
      headers: a.auth,
      payload: { note: noteText },
    })
    expect(note.statusCode, note.body).toBe(200)
    const markers = { code, orderId, chatText, noteText, email: a.email, userId: a.user.id }

    const reads = ops.filter(
      (op) =>
        op.method === 'GET' &&
        op.pathParams.length === 0 &&
        !PUBLIC_OPERATIONS.has(op.key) &&
        !TICKET_OPERATIONS.has(op.key) &&
        !op.path.startsWith('/api/admin/'),
    )
    expect(reads.length).toBeGreaterThanOrEqual(10)
    const seenByA = new Set<string>()
    for (const op of reads) {
      const asB = await call(op, op.path, b.auth)
      // 403: content B has not bought (live lectures); the body is scanned all the same.
      expectStatus(asB, [200, 403], `${op.key} as student B`)
      for (const [name, value] of Object.entries(markers)) {
        checks += 1
        expect(asB.body.includes(value), `${op.key} shows B student A's ${name}`).toBe(false)
      }
      const asA = await call(op, op.path, a.auth)
      for (const [name, value] of Object.entries(markers))
        if (asA.body.includes(value)) seenByA.add(name)
      covered.add(op.key)
    }
    // The scan can see a leak: A's own lists show A's paper, order, message and account.
    expect([...seenByA]).toEqual(expect.arrayContaining(['code', 'orderId', 'chatText', 'email']))
  })
})

describe('authentication on every operation', () => {
  it('answers 401 to anonymous callers and unknown tokens on every non-public operation', async () => {
    const code = await newPaper(a.auth)
    const values: Record<string, string> = {
      code,
      position: '1',
      id: randomUUID(),
      slug: 'a-post',
      key: 'weeks-3',
    }
    for (const op of ops) {
      if (PUBLIC_OPERATIONS.has(op.key)) continue
      const query = TICKET_OPERATIONS.has(op.key) ? `?ticket=${'t'.repeat(40)}` : ''
      const url = `${urlFor(op.path, values)}${query}`
      expectStatus(await call(op, url, undefined), [401], `${op.key} anonymous`)
      if (!TICKET_OPERATIONS.has(op.key))
        expectStatus(
          await call(op, url, { authorization: `Bearer ${'y'.repeat(43)}` }),
          [401],
          `${op.key} with an unknown token`,
        )
      covered.add(op.key)
    }
  })
})

describe('/api/admin', () => {
  it('answers 403 to students and 401 to anonymous callers', async () => {
    // The role is checked before the id or the body is looked at (an onRequest hook), so any
    // id will do; test/admin-access.test.ts lets the admin through every one with real records.
    const id = randomUUID()
    const adminOps = ops.filter((op) => op.path.startsWith('/api/admin/'))
    for (const op of adminOps) {
      const url = urlFor(op.path, Object.fromEntries(op.pathParams.map((p) => [p, id])))
      expectStatus(await call(op, url, a.auth, {}), [403], `${op.key} as a student`)
      expectStatus(await call(op, url, undefined, {}), [401], `${op.key} anonymous`)
      covered.add(op.key)
    }
    expect(adminOps.length).toBeGreaterThanOrEqual(9)
  })
})

describe('the count', () => {
  it('ran checks over every operation the document lists', () => {
    // Every operation was called by at least one of the tests above.
    expect(ops.filter((op) => !covered.has(op.key) && !PUBLIC_OPERATIONS.has(op.key))).toEqual([])
    expect(checks).toBeGreaterThan(150)
  })
})
