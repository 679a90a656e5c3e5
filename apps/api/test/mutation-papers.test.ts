import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { queryRows } from '../src/db/client'
import { createTestContext, signupAndLogin, type TestContext } from './helper'
import { createPaper, get, paperItemsOf, post, subjectIds } from './question-bank-helper'

// A student's list of tests (question-bank/papers.service.ts `list`, issue 18): newest first,
// 10 to a page unless the client asks for another size, and the second page is the rest; and what
// a custom test (more subjects, client needs) tells the student when the bank is short.

let ctx: TestContext
let pharmacology: string
beforeAll(async () => {
  ctx = await createTestContext()
  pharmacology = (await subjectIds(ctx)).Pharmacology!
})
afterAll(() => ctx.close())

describe('the list of tests', () => {
  it('shows 10 to a page, newest first; page 2 holds the 11th (the oldest)', async () => {
    const { auth } = await signupAndLogin(ctx)
    const codes: string[] = []
    for (let i = 0; i < 11; i++) {
      ctx.clock.advance(1)
      const { code } = await createPaper(ctx, auth, {
        style: 'traditional',
        mode: 'tutor',
        subjectId: pharmacology,
        count: 1,
      })
      codes.push(code)
    }
    const first = await get(ctx, auth, '/api/papers')
    expect(first.statusCode).toBe(200)
    expect(first.json()).toMatchObject({ total: 11, page: 1, pageSize: 10 })
    expect(first.json().items.map((p: { code: string }) => p.code)).toEqual(
      [...codes].reverse().slice(0, 10),
    )
    const second = (await get(ctx, auth, '/api/papers?page=2')).json()
    expect(second).toMatchObject({ total: 11, page: 2, pageSize: 10 })
    expect(second.items.map((p: { code: string }) => p.code)).toEqual([codes[0]])

    const sized = (await get(ctx, auth, '/api/papers?page=3&pageSize=4')).json()
    expect(sized).toMatchObject({ total: 11, page: 3, pageSize: 4 })
    expect(sized.items.map((p: { code: string }) => p.code)).toEqual([codes[2], codes[1], codes[0]])
    expect(sized.items[0]).toMatchObject({
      style: 'traditional',
      mode: 'tutor',
      subject: 'Pharmacology',
      status: 'in process',
      questionCount: 1,
      answeredCount: 0,
    })
  })
})

/** Published traditional questions per subject and client need, from the seeded bank. */
async function needCounts() {
  return queryRows<{ subject: string; need: string; n: number; total: number }>(
    ctx.database.db,
    sql`select q.subject_id as subject, q.client_need as need, count(*)::int as n,
          (select count(*)::int from questions t where t.subject_id = q.subject_id
             and t.style = 'traditional' and t.status = 'published') as total
        from questions q
        where q.style = 'traditional' and q.status = 'published' and q.client_need is not null
        group by q.subject_id, q.client_need`,
  )
}

describe('a custom test short of questions', () => {
  it('one client need of a subject: only that need, and the custom text', async () => {
    const { auth } = await signupAndLogin(ctx)
    // A need that is some but not all of its subject's questions.
    const row = (await needCounts()).find((r) => r.n > 0 && r.n < r.total && r.n < 100)!
    expect(row).toBeDefined()
    const res = await post(ctx, auth, '/api/papers', {
      style: 'traditional',
      mode: 'tutor',
      subjectId: row.subject,
      clientNeeds: [row.need, row.need],
      count: 100,
    })
    expect(res.statusCode, res.body).toBe(201)
    expect(res.json()).toMatchObject({
      requested: 100,
      questionCount: row.n,
      message: `Only ${row.n} questions are available for this choice, so your test has ${row.n} questions.`,
    })
    const needs = new Set(
      (await paperItemsOf(ctx, res.json().code)).map((i) => i.question.clientNeed),
    )
    expect([...needs]).toEqual([row.need])
  })

  it('two subjects: the custom text; the same subject twice is the plain test and its text', async () => {
    const { auth } = await signupAndLogin(ctx)
    const totals = new Map((await needCounts()).map((r) => [r.subject, r.total]))
    const [a, b] = [...totals.keys()]
    const both = totals.get(a!)! + totals.get(b!)!
    expect(both).toBeLessThan(500)
    const two = await post(ctx, auth, '/api/papers', {
      style: 'traditional',
      mode: 'tutor',
      subjectId: a,
      subjectIds: [b],
      count: 500,
    })
    expect(two.statusCode, two.body).toBe(201)
    expect(two.json()).toMatchObject({
      questionCount: both,
      message: `Only ${both} questions are available for this choice, so your test has ${both} questions.`,
    })
    const n = totals.get(a!)!
    const same = await post(ctx, auth, '/api/papers', {
      style: 'traditional',
      mode: 'tutor',
      subjectId: a,
      subjectIds: [a],
      count: 500,
    })
    expect(same.statusCode, same.body).toBe(201)
    expect(same.json()).toMatchObject({
      questionCount: n,
      message: `Only ${n} questions are available for this subject and tutor type, so your test has ${n} questions.`,
    })
  })
})
