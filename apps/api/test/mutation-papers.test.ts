import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, signupAndLogin, type TestContext } from './helper'
import { createPaper, get, subjectIds } from './question-bank-helper'

// A student's list of tests (question-bank/papers.service.ts `list`, issue 18): newest first,
// 10 to a page unless the client asks for another size, and the second page is the rest.

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
