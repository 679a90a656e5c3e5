import type { TAnswer } from '@nurseready/shared/domain/grading'
import type { TResponse } from '@nurseready/shared/items/responses'
import { and, asc, eq, inArray } from 'drizzle-orm'
import { paperItems, papers, questions, subjects } from '../src/db/schema/index'
import type { TestContext } from './helper'
import { keyAsResponse, wrongResponse } from './ngn-helper'

export type Auth = { authorization: string }
export type QuestionRow = typeof questions.$inferSelect

export const PROBLEM = 'application/problem+json'

/** The service's texts (papers.service.ts PAPER_MESSAGES), spelled out so a change is noticed. */
export const MSG = {
  notFound: 'Test not found.',
  subjectNotFound: 'Subject not found.',
  created: 'Your test is ready.',
  completed: 'This test is already completed.',
  paused: 'The test is paused. Resume it to answer.',
  timeUp: "Time's up! This test has been submitted.",
  answered: 'This question has already been answered.',
  wrongType: 'The answer does not match the question type.',
  questionNotFound: 'Question not found.',
  notTimed: 'Only timed tests can be paused.',
  noteSaved: 'Note saved.',
  tokenMissing: 'Authorization token missing',
} as const

export function problemBody(status: number, detail: string) {
  const titles: Record<number, string> = {
    400: 'Bad Request',
    401: 'Unauthorized',
    404: 'Not Found',
    409: 'Conflict',
  }
  return { type: 'about:blank', title: titles[status], status, detail }
}

/** Seeded subjects by name → id. */
export async function subjectIds(ctx: TestContext) {
  const rows = await ctx.database.db.select().from(subjects)
  return Object.fromEntries(rows.map((r) => [r.name, r.id])) as Record<string, string>
}

export async function createPaper(
  ctx: TestContext,
  auth: Auth,
  body: { style: string; mode: string; subjectId: string; count?: number },
) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/papers',
    headers: auth,
    payload: body,
  })
  if (res.statusCode !== 201) throw new Error(`create paper failed: ${res.statusCode} ${res.body}`)
  return res.json() as { code: string; requested: number; questionCount: number; message: string }
}

/**
 * A paper holding the seeded items `items` in that order, each worth its marks: made through the
 * API (a Next Gen test of as many questions in `subjectId`), then its positions pointed at the
 * wanted items, so a test can answer a known item (marks other than the item's maximum stand for
 * a paper made before Next Gen scoring).
 */
export async function paperHolding(
  ctx: TestContext,
  auth: Auth,
  subjectId: string,
  items: [key: string, marks: number][],
  mode = 'tutor',
) {
  const { code } = await createPaper(ctx, auth, {
    style: 'nextgen',
    mode,
    subjectId,
    count: items.length,
  })
  const db = ctx.database.db
  const rows = await db
    .select({ id: questions.id, key: questions.key })
    .from(questions)
    .where(
      inArray(
        questions.key,
        items.map(([key]) => key),
      ),
    )
  const [paper] = await db.select().from(papers).where(eq(papers.code, code))
  for (const [i, [key, marks]] of items.entries())
    await db
      .update(paperItems)
      .set({ questionId: rows.find((r) => r.key === key)!.id, marksPossible: marks })
      .where(and(eq(paperItems.paperId, paper!.id), eq(paperItems.position, i + 1)))
  await db
    .update(papers)
    .set({ marksPossible: items.reduce((a, [, m]) => a + m, 0) })
    .where(eq(papers.id, paper!.id))
  return code
}

/** The paper's items with their questions (and keys), straight from the database. */
export async function paperItemsOf(ctx: TestContext, code: string) {
  return ctx.database.db
    .select({
      position: paperItems.position,
      marksPossible: paperItems.marksPossible,
      marksAwarded: paperItems.marksAwarded,
      answeredAt: paperItems.answeredAt,
      note: paperItems.note,
      question: questions,
    })
    .from(paperItems)
    .innerJoin(papers, eq(papers.id, paperItems.paperId))
    .innerJoin(questions, eq(questions.id, paperItems.questionId))
    .where(eq(papers.code, code))
    .orderBy(asc(paperItems.position))
}

export async function paperRow(ctx: TestContext, code: string) {
  const [row] = await ctx.database.db.select().from(papers).where(eq(papers.code, code))
  return row!
}

/** Gives every question of a subject and style the same marks (null = the default of 3). */
export async function setMarks(
  ctx: TestContext,
  subjectId: string,
  style: 'traditional' | 'nextgen',
  marks: number | null,
) {
  await ctx.database.db
    .update(questions)
    .set({ marks })
    .where(and(eq(questions.subjectId, subjectId), eq(questions.style, style)))
}

export async function questionsByIds(ctx: TestContext, ids: string[]) {
  return ctx.database.db.select().from(questions).where(inArray(questions.id, ids))
}

/**
 * A right answer built from the key in the database (and not in the most literal form): a
 * legacy answer for legacy rows, the item's key as a response for items.
 */
export function rightAnswer(q: QuestionRow): TAnswer | TResponse {
  if (q.item) return keyAsResponse(q.item)
  switch (q.type) {
    case 'mcq':
      return { type: 'mcq', choice: q.answers[0]! }
    case 'multi':
      return { type: 'multi', choices: [...q.answers].reverse() }
    case 'blank':
      return { type: 'blank', text: `  ${q.answers[0]!.toUpperCase()} ` }
    case 'matrix':
      return {
        type: 'matrix',
        rows: (q.rows ?? []).map((r) => ({
          id: r.id,
          choice: r.indicated ? ('indicated' as const) : ('not_indicated' as const),
        })),
      }
    default:
      throw new Error(`${q.key}: a ${q.type} item has no legacy answer`)
  }
}

/** A wrong answer of the right type (an item: a valid response earning 0 points). */
export function wrongAnswer(q: QuestionRow): TAnswer | TResponse {
  if (q.item) return wrongResponse(q.item)
  switch (q.type) {
    case 'mcq':
      return { type: 'mcq', choice: q.options.find((o) => !q.answers.includes(o))! }
    case 'multi':
      return { type: 'multi', choices: [q.options.find((o) => !q.answers.includes(o))!] }
    case 'blank':
      return { type: 'blank', text: 'definitely not the answer' }
    case 'matrix':
      return {
        type: 'matrix',
        rows: (q.rows ?? []).map((r, i) => ({
          id: r.id,
          choice: (r.indicated !== (i === 0) ? 'indicated' : 'not_indicated') as
            | 'indicated'
            | 'not_indicated',
        })),
      }
    default:
      throw new Error(`${q.key}: a ${q.type} item has no legacy answer`)
  }
}

export function answerQuestion(
  ctx: TestContext,
  auth: Auth,
  code: string,
  position: number,
  answer: unknown,
) {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/papers/${code}/questions/${position}/answer`,
    headers: auth,
    payload: { answer },
  })
}

export function get(ctx: TestContext, auth: Auth | undefined, url: string) {
  return ctx.app.inject({ method: 'GET', url, headers: auth ?? {} })
}

export function post(ctx: TestContext, auth: Auth | undefined, url: string, payload?: unknown) {
  return ctx.app.inject({
    method: 'POST',
    url,
    headers: auth ?? {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  })
}

/**
 * Buys a plan through the sandbox checkout, as a student does: the seeded plan named `name`, or
 * the first one. For tests that need what a plan grants (more than 20 practice tests, readiness,
 * flashcards, highlights, the schedule).
 */
export async function buyPlan(ctx: TestContext, auth: Auth, name?: string) {
  const plans = (await ctx.app.inject({ method: 'GET', url: '/api/plans' })).json().items as {
    id: string
    name: string
  }[]
  const plan = name === undefined ? plans[0] : plans.find((p) => p.name === name)
  if (!plan) throw new Error(`no plan named ${name}`)
  const order = await post(ctx, auth, '/api/orders', { kind: 'plan', planId: plan.id })
  if (order.statusCode !== 201) throw new Error(`order failed: ${order.body}`)
  const paid = await post(ctx, auth, `/api/orders/${order.json().order.id}/pay`)
  if (paid.statusCode !== 200) throw new Error(`payment failed: ${paid.body}`)
}
