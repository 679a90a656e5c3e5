import { marksFor } from '@nurseready/shared/domain/grading'
import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { paperItems, papers, questions, subjects } from '../src/db/schema/index'
import { createTestContext, signupAndLogin, type TestContext } from './helper'
import {
  type Auth,
  answerQuestion,
  buyPlan,
  createPaper,
  get,
  MSG,
  PROBLEM,
  paperItemsOf,
  paperRow,
  post,
  problemBody,
  rightAnswer,
  subjectIds,
  wrongAnswer,
} from './question-bank-helper'
import { seedBankCounts } from './seed-bank'

let ctx: TestContext
let subject: Record<string, string>
beforeAll(async () => {
  ctx = await createTestContext()
  subject = await subjectIds(ctx)
})
afterAll(() => ctx.close())

/** The seeded bank: the demo's 240 (30 per subject, 15 of each style) plus bank/'s items. */
const BANK = seedBankCounts()

const SUBJECT_ORDER = [
  'Fundamentals of Nursing',
  'Pharmacology',
  'Medical-Surgical Nursing',
  'Maternal-Newborn Nursing',
  'Pediatric Nursing',
  'Mental Health Nursing',
  'Management of Care',
  'Safety and Infection Control',
]

/** Questions per subject of one style, counted straight from the table. */
async function countsInBank(style: 'traditional' | 'nextgen') {
  const rows = await ctx.database.db
    .select({ name: subjects.name, n: count() })
    .from(questions)
    .innerJoin(subjects, eq(subjects.id, questions.subjectId))
    .where(eq(questions.style, style))
    .groupBy(subjects.name)
  return Object.fromEntries(
    SUBJECT_ORDER.map((name) => [name, rows.find((r) => r.name === name)?.n ?? 0]),
  )
}

async function student(): Promise<Auth> {
  return (await signupAndLogin(ctx)).auth
}

describe('GET /api/subjects', () => {
  it('lists the 8 subjects, 8 per page, with every seeded question and none used yet', async () => {
    const auth = await student()
    const res = await get(ctx, auth, '/api/subjects')
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body).toMatchObject({
      total: 8,
      page: 1,
      pageSize: 8,
      allQuestions: BANK.total,
      usedQuestions: 0,
    })
    expect(body.items.map((s: { name: string }) => s.name)).toEqual(SUBJECT_ORDER)
    for (const item of body.items) {
      expect(item).toEqual({
        id: subject[item.name],
        name: item.name,
        totalQuestions: BANK.bySubject[item.name]!.total,
        usedQuestions: 0,
      })
    }
  })

  it.each(['traditional', 'nextgen'] as const)(
    'counts the %s questions of each subject (style filter)',
    async (style) => {
      const inBank = await countsInBank(style)
      const res = await get(ctx, await student(), `/api/subjects?style=${style}`)
      expect(res.statusCode).toBe(200)
      const body = res.json()
      expect(body).toMatchObject({ total: 8, page: 1, pageSize: 8, usedQuestions: 0 })
      const shown = Object.fromEntries(
        body.items.map((s: { name: string; totalQuestions: number }) => [s.name, s.totalQuestions]),
      )
      expect(shown).toEqual(inBank)
      expect(body.allQuestions).toBe(Object.values(inBank).reduce((a, b) => a + b, 0))
    },
  )

  it('splits the seeded questions between the two styles', async () => {
    const auth = await student()
    const trad = (await get(ctx, auth, '/api/subjects?style=traditional')).json()
    const next = (await get(ctx, auth, '/api/subjects?style=nextgen')).json()
    expect(trad.allQuestions + next.allQuestions).toBe(BANK.total)
    for (let i = 0; i < SUBJECT_ORDER.length; i++)
      expect(trad.items[i].totalQuestions + next.items[i].totalQuestions).toBe(
        BANK.bySubject[SUBJECT_ORDER[i]!]!.total,
      )
    expect(trad.items.map((s: { name: string }) => s.name)).toEqual(SUBJECT_ORDER)
  })

  it('holds the seeded traditional and nextgen questions of each subject', async () => {
    const auth = await student()
    for (const style of ['traditional', 'nextgen'] as const) {
      const body = (await get(ctx, auth, `/api/subjects?style=${style}`)).json()
      expect(body.allQuestions).toBe(BANK.byStyle[style])
      expect(body.items.map((s: { totalQuestions: number }) => s.totalQuestions)).toEqual(
        SUBJECT_ORDER.map((name) => BANK.bySubject[name]![style]),
      )
    }
  })

  it('pages with page and pageSize', async () => {
    const auth = await student()
    const p3 = await get(ctx, auth, '/api/subjects?page=3&pageSize=3')
    expect(p3.statusCode).toBe(200)
    expect(p3.json()).toMatchObject({ total: 8, page: 3, pageSize: 3, allQuestions: BANK.total })
    expect(p3.json().items.map((s: { name: string }) => s.name)).toEqual(SUBJECT_ORDER.slice(6))
    const p4 = await get(ctx, auth, '/api/subjects?page=4&pageSize=3')
    expect(p4.json().items).toEqual([])
  })

  it('raises the used counts after a paper, for that student, subject and style only', async () => {
    const auth = await student()
    await createPaper(ctx, auth, {
      style: 'traditional',
      mode: 'tutor',
      subjectId: subject.Pharmacology!,
      count: 5,
    })
    const all = (await get(ctx, auth, '/api/subjects')).json()
    expect(all.allQuestions).toBe(BANK.total)
    expect(all.usedQuestions).toBe(5)
    const used = Object.fromEntries(
      all.items.map((s: { name: string; usedQuestions: number }) => [s.name, s.usedQuestions]),
    )
    expect(used).toEqual(
      Object.fromEntries(SUBJECT_ORDER.map((n) => [n, n === 'Pharmacology' ? 5 : 0])),
    )

    const trad = (await get(ctx, auth, '/api/subjects?style=traditional')).json()
    expect(trad.usedQuestions).toBe(5)
    expect(trad.items[1]).toMatchObject({
      name: 'Pharmacology',
      totalQuestions: BANK.bySubject.Pharmacology!.traditional,
      usedQuestions: 5,
    })
    const next = (await get(ctx, auth, '/api/subjects?style=nextgen')).json()
    expect(next.usedQuestions).toBe(0)
    expect(next.items[1]).toMatchObject({ name: 'Pharmacology', usedQuestions: 0 })

    const other = (await get(ctx, await student(), '/api/subjects')).json()
    expect(other.usedQuestions).toBe(0)
  })

  it('counts a question given in two papers once', async () => {
    const auth = await student()
    for (let i = 0; i < 2; i++)
      await createPaper(ctx, auth, {
        style: 'nextgen',
        mode: 'tutor',
        subjectId: subject['Maternal-Newborn Nursing']!,
        count: 10,
      })
    const body = (await get(ctx, auth, '/api/subjects?style=nextgen')).json()
    const inSubject = BANK.bySubject['Maternal-Newborn Nursing']!.nextgen
    expect(body.usedQuestions).toBe(Math.min(20, inSubject))
    expect(body.items[3]).toMatchObject({
      name: 'Maternal-Newborn Nursing',
      totalQuestions: inSubject,
      usedQuestions: Math.min(20, inSubject),
    })
  })

  it('needs a token (401) and a known style (400)', async () => {
    const res = await get(ctx, undefined, '/api/subjects')
    expect(res.statusCode).toBe(401)
    expect(res.headers['content-type']).toContain(PROBLEM)
    expect(res.json()).toEqual(problemBody(401, MSG.tokenMissing))

    const bad = await get(ctx, await student(), '/api/subjects?style=modern')
    expect(bad.statusCode).toBe(400)
    expect(Object.keys(bad.json().errors)).toEqual(['style'])
  })
})

describe('POST /api/papers', () => {
  it('creates a paper (201) with a code, its items and the possible marks', async () => {
    const auth = await student()
    const res = await post(ctx, auth, '/api/papers', {
      style: 'traditional',
      mode: 'tutor',
      subjectId: subject.Pharmacology,
      count: 5,
    })
    expect(res.statusCode).toBe(201)
    const body = res.json()
    expect(body).toEqual({
      code: expect.stringMatching(/^[A-Z2-9]{10}$/),
      requested: 5,
      questionCount: 5,
      message: MSG.created,
    })
    const items = await paperItemsOf(ctx, body.code)
    expect(items.map((i) => i.position)).toEqual([1, 2, 3, 4, 5])
    expect(new Set(items.map((i) => i.question.id)).size).toBe(5)
    for (const i of items) {
      expect(i.question.subjectId).toBe(subject.Pharmacology)
      expect(i.question.style).toBe('traditional')
      expect(i.marksPossible).toBe(marksFor(i.question.marks))
    }
    const row = await paperRow(ctx, body.code)
    expect(row).toMatchObject({
      status: 'in process',
      mode: 'tutor',
      questionCount: 5,
      answeredCount: 0,
      marksScored: 0,
      marksPossible: items.reduce((a, i) => a + i.marksPossible, 0),
      deadlineAt: null,
      timeLimitSeconds: null,
    })

    const state = await get(ctx, auth, `/api/papers/${body.code}`)
    expect(state.statusCode).toBe(200)
    expect(state.json()).toMatchObject({
      code: body.code,
      style: 'traditional',
      mode: 'tutor',
      subject: 'Pharmacology',
      status: 'in process',
      questionCount: 5,
      answeredCount: 0,
      marksScored: 0,
      marksPossible: row.marksPossible,
      percent: 0,
      completedAt: null,
      timer: null,
      nextPosition: 1,
    })
  })

  it('gives fewer questions than asked when the bank is short, and says so', async () => {
    const auth = await student()
    const res = await post(ctx, auth, '/api/papers', {
      style: 'nextgen',
      mode: 'time',
      subjectId: subject['Maternal-Newborn Nursing'],
      count: 40,
    })
    expect(res.statusCode).toBe(201)
    const inSubject = BANK.bySubject['Maternal-Newborn Nursing']!.nextgen
    expect(inSubject).toBeLessThan(40)
    expect(res.json()).toEqual({
      code: expect.any(String),
      requested: 40,
      questionCount: inSubject,
      message: `Only ${inSubject} questions are available for this subject and tutor type, so your test has ${inSubject} questions.`,
    })
    expect(await paperItemsOf(ctx, res.json().code)).toHaveLength(inSubject)
  })

  it('asks for 100 questions when no count is sent', async () => {
    const res = await post(ctx, await student(), '/api/papers', {
      style: 'traditional',
      mode: 'tutor',
      subjectId: subject['Fundamentals of Nursing'],
    })
    expect(res.statusCode).toBe(201)
    expect(res.json()).toMatchObject({
      requested: 100,
      questionCount: Math.min(100, BANK.bySubject['Fundamentals of Nursing']!.traditional),
    })
  })

  it('answers 404 for an unknown subject and creates nothing', async () => {
    const auth = await student()
    const res = await post(ctx, auth, '/api/papers', {
      style: 'traditional',
      mode: 'tutor',
      subjectId: '00000000-0000-4000-8000-000000000000',
      count: 5,
    })
    expect(res.statusCode).toBe(404)
    expect(res.headers['content-type']).toContain(PROBLEM)
    expect(res.json()).toEqual(problemBody(404, MSG.subjectNotFound))
    expect((await get(ctx, auth, '/api/papers')).json().total).toBe(0)
  })

  it('answers 400 with per-field errors for an invalid body and creates nothing', async () => {
    const auth = await student()
    const res = await post(ctx, auth, '/api/papers', {
      style: 'modern',
      mode: 'exam',
      subjectId: 'pharmacology',
      count: 0,
    })
    expect(res.statusCode).toBe(400)
    expect(res.headers['content-type']).toContain(PROBLEM)
    const body = res.json()
    expect(body).toMatchObject({ type: 'about:blank', title: 'Bad Request', status: 400 })
    expect(body.errors).toEqual({
      style: ['Invalid option: expected one of "traditional"|"nextgen"'],
      mode: ['Invalid option: expected one of "tutor"|"time"'],
      subjectId: ['Choose a subject'],
      count: ['Choose at least one question'],
    })
    expect(body.detail).toBe('Invalid option: expected one of "traditional"|"nextgen"')

    const tooMany = await post(ctx, auth, '/api/papers', {
      style: 'traditional',
      mode: 'tutor',
      subjectId: subject.Pharmacology,
      count: 501,
    })
    expect(tooMany.statusCode).toBe(400)
    expect(Object.keys(tooMany.json().errors)).toEqual(['count'])

    const missing = await post(ctx, auth, '/api/papers', {})
    expect(missing.statusCode).toBe(400)
    expect(Object.keys(missing.json().errors).sort()).toEqual(['mode', 'style', 'subjectId'])

    expect((await get(ctx, auth, '/api/papers')).json().total).toBe(0)
  })

  it('answers 401 without a token', async () => {
    const res = await post(ctx, undefined, '/api/papers', {
      style: 'traditional',
      mode: 'tutor',
      subjectId: subject.Pharmacology,
      count: 5,
    })
    expect(res.statusCode).toBe(401)
    expect(res.json()).toEqual(problemBody(401, MSG.tokenMissing))
  })

  it('gives a second paper the questions the first did not use while enough remain', async () => {
    const auth = await student()
    // More than the free account's 20 tests: this student has a plan.
    await buyPlan(ctx, auth)
    const opts = {
      style: 'traditional',
      mode: 'tutor',
      subjectId: subject['Medical-Surgical Nursing']!,
      count: 5,
    }
    // The subject's traditional questions as seeded (the demo's 15 plus bank/'s).
    const inSubject = BANK.bySubject['Medical-Surgical Nursing']!.traditional
    const ids = async (code: string) => (await paperItemsOf(ctx, code)).map((i) => i.question.id)
    // Three papers share the subject's questions between them (a free account has 20 papers).
    const third = Math.ceil(inSubject / 3)
    const given: string[] = []
    for (let left = inSubject; left > 0; left -= third)
      given.push(
        ...(await ids(
          (
            await createPaper(ctx, auth, { ...opts, count: Math.min(third, left) })
          ).code,
        )),
      )
    expect(new Set(given).size).toBe(inSubject)

    // All are used now: the next paper repeats questions rather than coming up short.
    const d = await createPaper(ctx, auth, { ...opts, count: 7 })
    expect(d.questionCount).toBe(7)
    const dIds = await ids(d.code)
    expect(new Set(dIds).size).toBe(7)
    expect(dIds.every((id) => given.includes(id))).toBe(true)

    // A partly used bank: the unused ones come first, then used ones fill the paper.
    const other = await student()
    const first = await ids((await createPaper(ctx, other, { ...opts, count: inSubject - 5 })).code)
    const second = await ids((await createPaper(ctx, other, { ...opts, count: 8 })).code)
    const fresh = second.filter((id) => !first.includes(id))
    expect(fresh).toHaveLength(5)
  })

  it('mixes the question types: a 5-question Next Gen test has five different types', async () => {
    const auth = await student()
    for (const name of ['Pharmacology', 'Pediatric Nursing', 'Management of Care']) {
      const { code } = await createPaper(ctx, auth, {
        style: 'nextgen',
        mode: 'tutor',
        subjectId: subject[name]!,
        count: 5,
      })
      const types = new Set((await paperItemsOf(ctx, code)).map((i) => i.question.type))
      expect(types.size).toBe(5)
    }
  })
})

/**
 * What a Next Gen question is worth (decision 0019): its NGN maximum. Legacy rows: an mcq or a
 * blank 1, a select-all its keyed options, a prescription table its rows; items: their score's max.
 */
function ngnMarks(
  q: { type: string; answers: string[]; rows: unknown[] | null; item: unknown },
  max?: number,
) {
  if (q.item) return max
  if (q.type === 'mcq' || q.type === 'blank') return 1
  if (q.type === 'multi') return q.answers.length
  if (q.type === 'matrix') return q.rows!.length
  return max
}

describe('questions and answers', () => {
  /** A nextgen Pharmacology paper of 15 of its 22 questions (15 legacy, 7 items): every legacy type. */
  async function fullPaper(auth: Auth, mode: 'tutor' | 'time' = 'tutor') {
    const { code } = await createPaper(ctx, auth, {
      style: 'nextgen',
      mode,
      subjectId: subject.Pharmacology!,
      count: 15,
    })
    return { code, items: await paperItemsOf(ctx, code) }
  }

  it('shows a question without its key or explanation before it is answered', async () => {
    const auth = await student()
    const { code, items } = await fullPaper(auth)
    const types = new Set(items.map((i) => i.question.type))
    for (const type of ['mcq', 'multi', 'blank', 'matrix']) expect(types).toContain(type)
    for (const item of items) {
      const q = item.question
      const res = await get(ctx, auth, `/api/papers/${code}/questions/${item.position}`)
      expect(res.statusCode).toBe(200)
      const body = res.json()
      expect(body).toEqual({
        code,
        position: item.position,
        total: 15,
        style: 'nextgen',
        type: q.type,
        subject: 'Pharmacology',
        stem: q.stem,
        options: q.type === 'mcq' || q.type === 'multi' ? q.options : [],
        headings: q.headings ?? [],
        rows: (q.rows ?? []).map((r) => ({ id: r.id, text: r.text })),
        marks: item.marksPossible,
        answered: false,
        note: null,
        item: expect.objectContaining({ id: q.key, style: 'nextgen' }),
        case: null,
        given: null,
        response: null,
        score: null,
        correct: null,
        marksAwarded: 0,
        key: null,
        solution: null,
        explanation: null,
        answeredAt: null,
        flagged: false,
        timeSpentSeconds: null,
      })
      expect(body.item.key).toBeUndefined()
      // The raw body carries neither the explanation nor the matrix ticks.
      expect(q.explanation!.length).toBeGreaterThan(40)
      expect(res.body).not.toContain(JSON.stringify(q.explanation).slice(1, -1))
      expect(res.body).not.toContain(q.explanation!.replace(/<[^>]+>/g, '').slice(0, 40))
      expect(res.body).not.toContain('"indicated":')
      expect(res.body).not.toContain('"answers":')
    }
    const state = await get(ctx, auth, `/api/papers/${code}`)
    for (const item of items)
      expect(state.body).not.toContain(JSON.stringify(item.question.explanation).slice(1, -1))
  })

  it('grades on the server: a right answer earns the marks, a wrong one 0 (tutor shows key and explanation)', async () => {
    const auth = await student()
    const { code, items } = await fullPaper(auth)
    let scored = 0
    let correct = 0
    for (const item of items) {
      const q = item.question
      const right = item.position % 2 === 1
      const answer = right ? rightAnswer(q) : wrongAnswer(q)
      const res = await answerQuestion(ctx, auth, code, item.position, answer)
      expect(res.statusCode).toBe(200)
      const body = res.json()
      const expectedKey = q.item
        ? null
        : q.type === 'matrix'
          ? {
              type: 'matrix',
              rows: (q.rows ?? []).map((r) => ({ id: r.id, indicated: r.indicated })),
            }
          : { type: q.type, answers: q.answers }
      const marks = ngnMarks(q, body.result.score.max)
      // The wrong prescription table flips one row: 0/1 per row keeps the others (NGN rule).
      const partial = !q.item && q.type === 'matrix' ? q.rows!.length - 1 : 0
      expect(body.status).toBe('complete')
      expect(body.paperStatus).toBe(item.position === 15 ? 'completed' : 'in process')
      expect(body.result).toMatchObject({
        code,
        position: item.position,
        answered: true,
        given: answer,
        correct: right,
        marks,
        marksAwarded: right ? marks : partial,
        key: expectedKey,
        explanation: q.explanation,
        answeredAt: expect.any(String),
      })
      expect(body.result.score).toMatchObject({ points: right ? marks : partial, max: marks })
      scored += right ? marks! : partial
      if (right) correct += 1
    }
    const dbItems = await paperItemsOf(ctx, code)
    expect(dbItems.every((i) => i.answeredAt !== null)).toBe(true)
    const row = await paperRow(ctx, code)
    expect(row).toMatchObject({
      answeredCount: 15,
      correctCount: correct,
      marksScored: scored,
      status: 'completed',
    })
    expect(correct).toBe(8)
  })

  it('gives 3 marks for a question whose marks are missing, and its own marks otherwise', async () => {
    const auth = await student()
    const { code } = await createPaper(ctx, auth, {
      style: 'traditional',
      mode: 'tutor',
      subjectId: subject.Pharmacology!,
      count: 15,
    })
    const items = await paperItemsOf(ctx, code)
    const noMarks = items.find((i) => i.question.marks === null)!
    const withMarks = items.find((i) => i.question.marks !== null && i.question.marks !== 3)!
    expect(noMarks).toBeDefined()
    expect(withMarks).toBeDefined()

    const a = await answerQuestion(ctx, auth, code, noMarks.position, rightAnswer(noMarks.question))
    expect(a.json().result).toMatchObject({ correct: true, marks: 3, marksAwarded: 3 })
    const b = await answerQuestion(
      ctx,
      auth,
      code,
      withMarks.position,
      rightAnswer(withMarks.question),
    )
    expect(b.json().result).toMatchObject({
      correct: true,
      marks: withMarks.question.marks,
      marksAwarded: withMarks.question.marks,
    })
    expect((await paperRow(ctx, code)).marksScored).toBe(3 + withMarks.question.marks!)
  })

  it('in time mode only confirms the save (result null) and reveals the key once answered', async () => {
    const auth = await student()
    const { code, items } = await fullPaper(auth, 'time')
    const item = items[0]!
    const res = await answerQuestion(ctx, auth, code, 1, rightAnswer(item.question))
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ status: 'complete', result: null, paperStatus: 'in process' })
    expect(res.body).not.toContain(JSON.stringify(item.question.explanation).slice(1, -1))

    const after = (await get(ctx, auth, `/api/papers/${code}/questions/1`)).json()
    expect(after).toMatchObject({
      answered: true,
      correct: true,
      marksAwarded: item.marksPossible,
      explanation: item.question.explanation,
    })
    const before = (await get(ctx, auth, `/api/papers/${code}/questions/2`)).json()
    expect(before).toMatchObject({ answered: false, key: null, explanation: null })
    expect((await get(ctx, auth, `/api/papers/${code}`)).json().nextPosition).toBe(2)
  })

  it("lists every position's state for the navigator: answered out of order, flagged", async () => {
    const auth = await student()
    const { code, items } = await fullPaper(auth, 'time')
    const second = await answerQuestion(ctx, auth, code, 2, wrongAnswer(items[1]!.question))
    expect(second.statusCode).toBe(200)
    const flag = await ctx.app.inject({
      method: 'PUT',
      url: `/api/papers/${code}/questions/3/flag`,
      headers: auth,
      payload: { flagged: true },
    })
    expect(flag.statusCode, flag.body).toBe(200)

    const state = (await get(ctx, auth, `/api/papers/${code}`)).json()
    expect(state.nextPosition).toBe(1)
    expect(state.items).toHaveLength(15)
    expect(state.items.slice(0, 4)).toEqual([
      { position: 1, answered: false, flagged: false },
      { position: 2, answered: true, flagged: false },
      { position: 3, answered: false, flagged: true },
      { position: 4, answered: false, flagged: false },
    ])
  })

  it('refuses a second answer to the same question (409) and keeps the first', async () => {
    const auth = await student()
    const { code, items } = await fullPaper(auth)
    // Not a prescription table: its wrong answer flips one row and keeps the others' points.
    const first = items.find((i) => i.question.item || i.question.type !== 'matrix')!
    const q = first.question
    const at = first.position
    expect((await answerQuestion(ctx, auth, code, at, wrongAnswer(q))).statusCode).toBe(200)
    const again = await answerQuestion(ctx, auth, code, at, rightAnswer(q))
    expect(again.statusCode).toBe(409)
    expect(again.headers['content-type']).toContain(PROBLEM)
    expect(again.json()).toEqual(problemBody(409, MSG.answered))
    const row = await paperRow(ctx, code)
    expect(row).toMatchObject({ answeredCount: 1, correctCount: 0, marksScored: 0 })
    const shown = (await get(ctx, auth, `/api/papers/${code}/questions/${at}`)).json()
    expect(shown).toMatchObject({ correct: false, given: wrongAnswer(q), marksAwarded: 0 })
  })

  it('refuses an answer of another type (400) and saves nothing', async () => {
    const auth = await student()
    const { code, items } = await fullPaper(auth)
    const mcq = items.find((i) => i.question.type === 'mcq')!
    const res = await answerQuestion(ctx, auth, code, mcq.position, {
      type: 'blank',
      text: mcq.question.answers[0],
    })
    expect(res.statusCode).toBe(400)
    expect(res.json()).toEqual(problemBody(400, MSG.wrongType))
    expect((await paperRow(ctx, code)).answeredCount).toBe(0)
    // Still answerable properly afterwards.
    const ok = await answerQuestion(ctx, auth, code, mcq.position, rightAnswer(mcq.question))
    expect(ok.statusCode).toBe(200)
    expect(ok.json().result.correct).toBe(true)
  })

  it('validates the answer body (400) and the position (400 / 404)', async () => {
    const auth = await student()
    const { code } = await fullPaper(auth)
    const bad = await answerQuestion(ctx, auth, code, 1, { type: 'essay', text: 'x' })
    expect(bad.statusCode).toBe(400)
    expect(Object.keys(bad.json().errors)).toEqual(['answer'])
    const noAnswer = await post(ctx, auth, `/api/papers/${code}/questions/1/answer`, {})
    expect(noAnswer.statusCode).toBe(400)
    expect(Object.keys(noAnswer.json().errors)).toEqual(['answer'])

    const zero = await get(ctx, auth, `/api/papers/${code}/questions/0`)
    expect(zero.statusCode).toBe(400)
    const beyond = await get(ctx, auth, `/api/papers/${code}/questions/16`)
    expect(beyond.statusCode).toBe(404)
    expect(beyond.json()).toEqual(problemBody(404, MSG.questionNotFound))
    const answerBeyond = await answerQuestion(ctx, auth, code, 16, { type: 'mcq', choice: 'A' })
    expect(answerBeyond.statusCode).toBe(404)
    expect(answerBeyond.json()).toEqual(problemBody(404, MSG.questionNotFound))

    const badCode = await get(ctx, auth, '/api/papers/not-a-code')
    expect(badCode.statusCode).toBe(400)
    expect(badCode.json().errors).toEqual({ code: ['Invalid test code'] })
    const unknown = await get(ctx, auth, '/api/papers/ZZZZZZZZZZ')
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json()).toEqual(problemBody(404, MSG.notFound))
  })

  it('saves a note (trimmed) and reads it back; the note survives answering', async () => {
    const auth = await student()
    const { code, items } = await fullPaper(auth)
    const put = await ctx.app.inject({
      method: 'PUT',
      url: `/api/papers/${code}/questions/2/note`,
      headers: auth,
      payload: { note: '  Check potassium before digoxin.  ' },
    })
    expect(put.statusCode).toBe(200)
    expect(put.json()).toEqual({ message: MSG.noteSaved })
    expect((await get(ctx, auth, `/api/papers/${code}/questions/2`)).json().note).toBe(
      'Check potassium before digoxin.',
    )
    expect((await get(ctx, auth, `/api/papers/${code}/questions/1`)).json().note).toBeNull()
    await answerQuestion(ctx, auth, code, 2, rightAnswer(items[1]!.question))
    expect((await get(ctx, auth, `/api/papers/${code}/questions/2`)).json().note).toBe(
      'Check potassium before digoxin.',
    )
    const replaced = await ctx.app.inject({
      method: 'PUT',
      url: `/api/papers/${code}/questions/2/note`,
      headers: auth,
      payload: { note: 'Second thought' },
    })
    expect(replaced.statusCode).toBe(200)
    expect((await paperItemsOf(ctx, code))[1]!.note).toBe('Second thought')

    const tooLong = await ctx.app.inject({
      method: 'PUT',
      url: `/api/papers/${code}/questions/2/note`,
      headers: auth,
      payload: { note: 'x'.repeat(5001) },
    })
    expect(tooLong.statusCode).toBe(400)
    expect((await paperItemsOf(ctx, code))[1]!.note).toBe('Second thought')
  })

  it('finishes a paper: completed, nothing more to answer, keys shown for review', async () => {
    const auth = await student()
    const { code, items } = await fullPaper(auth)
    await answerQuestion(ctx, auth, code, 1, rightAnswer(items[0]!.question))
    const res = await post(ctx, auth, `/api/papers/${code}/finish`)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({
      code,
      status: 'completed',
      answeredCount: 1,
      completedAt: expect.any(String),
      nextPosition: null,
      timer: null,
    })
    const row = await paperRow(ctx, code)
    expect(row.status).toBe('completed')
    expect(row.completedAt).not.toBeNull()

    const late = await answerQuestion(ctx, auth, code, 2, rightAnswer(items[1]!.question))
    expect(late.statusCode).toBe(409)
    expect(late.json()).toEqual(problemBody(409, MSG.completed))
    expect((await paperRow(ctx, code)).answeredCount).toBe(1)

    // Review of an unanswered question of a completed paper shows the key.
    const review = (await get(ctx, auth, `/api/papers/${code}/questions/2`)).json()
    expect(review).toMatchObject({
      answered: false,
      given: null,
      correct: null,
      explanation: items[1]!.question.explanation,
    })
    expect(review.solution).not.toBeNull()

    // Finishing again changes nothing.
    const again = await post(ctx, auth, `/api/papers/${code}/finish`)
    expect(again.statusCode).toBe(200)
    expect(again.json().completedAt).toBe(res.json().completedAt)
  })

  it('completes the paper by itself when the last question is answered', async () => {
    const auth = await student()
    const { code } = await createPaper(ctx, auth, {
      style: 'traditional',
      mode: 'tutor',
      subjectId: subject['Fundamentals of Nursing']!,
      count: 2,
    })
    const items = await paperItemsOf(ctx, code)
    // Answer out of order: the paper completes when the count is reached, not at position 2.
    const first = await answerQuestion(ctx, auth, code, 2, wrongAnswer(items[1]!.question))
    expect(first.json().paperStatus).toBe('in process')
    expect((await get(ctx, auth, `/api/papers/${code}`)).json()).toMatchObject({
      status: 'in process',
      nextPosition: 1,
    })
    const last = await answerQuestion(ctx, auth, code, 1, rightAnswer(items[0]!.question))
    expect(last.statusCode).toBe(200)
    expect(last.json().paperStatus).toBe('completed')
    const state = (await get(ctx, auth, `/api/papers/${code}`)).json()
    expect(state).toMatchObject({
      status: 'completed',
      answeredCount: 2,
      marksScored: marksFor(items[0]!.question.marks),
      completedAt: expect.any(String),
      nextPosition: null,
    })
  })

  it('keeps every paper route of one student closed to another (404) and unchanged', async () => {
    const owner = await student()
    const intruder = await student()
    const { code, items } = await fullPaper(owner)
    const before = await paperRow(ctx, code)

    const attempts = [
      () => get(ctx, intruder, `/api/papers/${code}`),
      () => get(ctx, intruder, `/api/papers/${code}/questions/1`),
      () => answerQuestion(ctx, intruder, code, 1, rightAnswer(items[0]!.question)),
      () =>
        ctx.app.inject({
          method: 'PUT',
          url: `/api/papers/${code}/questions/1/note`,
          headers: intruder,
          payload: { note: 'mine now' },
        }),
      () => post(ctx, intruder, `/api/papers/${code}/pause`),
      () => post(ctx, intruder, `/api/papers/${code}/resume`),
      () => post(ctx, intruder, `/api/papers/${code}/finish`),
    ]
    for (const attempt of attempts) {
      const res = await attempt()
      expect(res.statusCode).toBe(404)
      expect(res.json()).toEqual(problemBody(404, MSG.notFound))
      expect(res.body).not.toContain(JSON.stringify(items[0]!.question.explanation).slice(1, -1))
    }
    expect(await paperRow(ctx, code)).toEqual(before)
    const [item] = await ctx.database.db
      .select()
      .from(paperItems)
      .innerJoin(papers, eq(papers.id, paperItems.paperId))
      .where(eq(papers.code, code))
      .orderBy(paperItems.position)
      .limit(1)
    expect(item!.paper_items).toMatchObject({ note: null, answeredAt: null })
    expect((await get(ctx, intruder, '/api/papers')).json().total).toBe(0)
  })

  it('answers 401 on every paper route without a token', async () => {
    const owner = await student()
    const { code } = await fullPaper(owner)
    const calls = [
      () => get(ctx, undefined, '/api/papers'),
      () => get(ctx, undefined, `/api/papers/${code}`),
      () => get(ctx, undefined, `/api/papers/${code}/questions/1`),
      () => answerQuestion(ctx, {} as Auth, code, 1, { type: 'mcq', choice: 'A' }),
      () =>
        ctx.app.inject({
          method: 'PUT',
          url: `/api/papers/${code}/questions/1/note`,
          payload: { note: 'x' },
        }),
      () => post(ctx, undefined, `/api/papers/${code}/pause`),
      () => post(ctx, undefined, `/api/papers/${code}/resume`),
      () => post(ctx, undefined, `/api/papers/${code}/finish`),
      () => get(ctx, undefined, '/api/dashboard'),
      () => get(ctx, undefined, '/api/analytics'),
    ]
    for (const call of calls) {
      const res = await call()
      expect(res.statusCode).toBe(401)
      expect(res.json()).toEqual(problemBody(401, MSG.tokenMissing))
    }
    expect((await paperRow(ctx, code)).status).toBe('in process')
  })
})
