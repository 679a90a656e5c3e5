import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, signupAndLogin, type TestContext } from './helper'
import {
  type Auth,
  answerQuestion,
  buyPlan,
  createPaper,
  paperItemsOf,
  rightAnswer,
  subjectIds,
} from './question-bank-helper'

/** Highlights through the real app (issue 14 section 4). */

let ctx: TestContext
let student: Auth
let other: Auth
let free: Auth
let subjectId: string

const call = (method: 'GET' | 'POST' | 'DELETE', url: string, auth?: Auth, payload?: unknown) =>
  ctx.app.inject({
    method,
    url,
    headers: auth ?? {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  })

/** A browser's textContent of our sanitized HTML, for the tests' own ranges. */
const text = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replaceAll('&amp;', '&')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')

function rangeOf(html: string, from: number, length: number) {
  const t = text(html)
  return { start: from, end: from + length, text: t.slice(from, from + length) }
}

beforeAll(async () => {
  ctx = await createTestContext()
  student = (await signupAndLogin(ctx, 'Highlighter')).auth
  other = (await signupAndLogin(ctx, 'Other')).auth
  free = (await signupAndLogin(ctx, 'Free')).auth
  await buyPlan(ctx, student, '6 Months')
  await buyPlan(ctx, other, '6 Months')
  subjectId = Object.values(await subjectIds(ctx))[0]!
})

afterAll(async () => {
  await ctx?.close()
})

describe('highlighting a question', () => {
  it('stores stem ranges at once, rationale ranges once answered, and lists them', async () => {
    const { code } = await createPaper(ctx, student, {
      style: 'traditional',
      mode: 'tutor',
      subjectId,
      count: 3,
    })
    const [first, second] = await paperItemsOf(ctx, code)
    const q = first!.question
    const url = `/api/papers/${code}/questions/1/highlights`

    const stem = await call('POST', url, student, { field: 'stem', ...rangeOf(q.stem, 2, 10) })
    expect(stem.statusCode, stem.body).toBe(201)
    expect(stem.json()).toMatchObject({
      field: 'stem',
      start: 2,
      end: 12,
      text: text(q.stem).slice(2, 12),
    })

    // The rationale is not shown before the question is answered, so it cannot be highlighted.
    const early = await call('POST', url, student, {
      field: 'explanation',
      ...rangeOf(q.explanation ?? 'x', 0, 5),
    })
    expect(early.statusCode).toBe(409)
    await answerQuestion(ctx, student, code, 1, rightAnswer(q))
    const rationale = await call('POST', url, student, {
      field: 'explanation',
      ...rangeOf(q.explanation!, 0, 8),
    })
    expect(rationale.statusCode, rationale.body).toBe(201)

    // A quote that moved is found again; a quote that is not in the text is refused.
    const moved = await call('POST', url, student, {
      field: 'stem',
      start: 0,
      end: 6,
      text: text(q.stem).slice(4, 10),
    })
    expect(moved.statusCode, moved.body).toBe(201)
    expect(moved.json().start).toBe(text(q.stem).indexOf(text(q.stem).slice(4, 10)))
    const wrong = await call('POST', url, student, {
      field: 'stem',
      start: 0,
      end: 9,
      text: 'zzzzzzzzz',
    })
    expect(wrong.statusCode).toBe(422)

    // Bad ranges are a 400.
    for (const body of [
      { field: 'stem', start: 5, end: 5, text: '' },
      { field: 'stem', start: 0, end: 3, text: 'abcd' },
      { field: 'options', start: 0, end: 1, text: 'a' },
      { field: 'stem', start: -1, end: 1, text: 'ab' },
    ])
      expect((await call('POST', url, student, body)).statusCode, JSON.stringify(body)).toBe(400)

    const forQuestion = await call('GET', url, student)
    expect(forQuestion.json().items).toHaveLength(3)

    // A second question, highlighted later, comes first on the Highlights page.
    await call('POST', `/api/papers/${code}/questions/2/highlights`, student, {
      field: 'stem',
      ...rangeOf(second!.question.stem, 0, 5),
    })
    const page = await call('GET', '/api/highlights', student)
    expect(page.statusCode, page.body).toBe(200)
    expect(page.json().total).toBe(2)
    const [latest, earlier] = page.json().items
    expect(latest.questionId).toBe(second!.question.id)
    expect(latest.open).toEqual({ code, position: 2 })
    expect(earlier.questionId).toBe(q.id)
    expect(earlier.highlights.map((h: { field: string }) => h.field)).toEqual([
      'stem',
      'stem',
      'explanation',
    ])
    expect(earlier.open).toEqual({ code, position: 1 })
  })

  it('removes a highlight; another student gets 404 and sees none of them', async () => {
    const page = await call('GET', '/api/highlights', student)
    const id = page.json().items[0].highlights[0].id as string
    expect((await call('DELETE', `/api/highlights/${id}`, other)).statusCode).toBe(404)
    expect((await call('GET', '/api/highlights', other)).json().total).toBe(0)
    const code = page.json().items[0].open.code
    expect(
      (await call('GET', `/api/papers/${code}/questions/1/highlights`, other)).statusCode,
    ).toBe(404)
    expect(
      (
        await call('POST', `/api/papers/${code}/questions/1/highlights`, other, {
          field: 'stem',
          start: 0,
          end: 1,
          text: 'A',
        })
      ).statusCode,
    ).toBe(404)
    expect((await call('DELETE', `/api/highlights/${id}`, student)).statusCode).toBe(204)
    expect((await call('DELETE', `/api/highlights/${id}`, student)).statusCode).toBe(404)
    expect((await call('GET', '/api/highlights', student)).json().total).toBe(1)
  })

  it('builds a practice test from the highlighted questions', async () => {
    const page = await call('GET', '/api/highlights', student)
    const ids = page.json().items.map((i: { questionId: string }) => i.questionId)
    const res = await call('POST', '/api/highlights/tests', student, { mode: 'tutor' })
    expect(res.statusCode, res.body).toBe(201)
    expect(res.json().questionCount).toBe(ids.length)
    const items = await paperItemsOf(ctx, res.json().code)
    expect(items.map((i) => i.question.id)).toEqual(ids)
    const none = await call('POST', '/api/highlights/tests', other, { mode: 'tutor' })
    expect(none.statusCode).toBe(422)
    expect((await call('POST', '/api/highlights/tests', student, { mode: 'x' })).statusCode).toBe(
      400,
    )
  })

  it('needs a plan (403) and a session (401)', async () => {
    for (const [method, url, body] of [
      ['GET', '/api/highlights'],
      ['POST', '/api/highlights/tests', { mode: 'tutor' }],
    ] as const) {
      expect((await call(method, url, free, body)).statusCode).toBe(403)
      expect((await call(method, url, undefined, body)).statusCode).toBe(401)
    }
  })
})
