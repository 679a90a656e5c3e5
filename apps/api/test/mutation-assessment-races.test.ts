import { asc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readinessAssessments, readinessItems } from '../src/db/schema/index'
import { setNow } from './flashcards-helper'
import { createTestContext, signupAndLogin, type TestContext } from './helper'
import { heldTogether, ownConnection, waiting } from './pg-locks'
import { type Auth, buyPlan, problemBody, rightAnswer, wrongAnswer } from './question-bank-helper'
import { readinessItemsOf } from './readiness-helper'

// Taking a readiness assessment while another request changes it (readiness/
// assessment-answering.ts, issue 18): two answers to one item, an answer against Suspend, and
// Suspend, Resume, an answer or the item on screen against the end by time. Each pair is held on
// PostgreSQL (a row or a table locked from a connection of the test's own) so that both requests
// have read the assessment before either writes; PGlite has one connection, so these run on
// PostgreSQL only. The clock is fixed: started at 08:00, the deadline is 13:00:00.000; a request
// that read the assessment at 12:59:59.999 found it running, one at 13:00:00.000 ends it.

const ENDED = 'This assessment has ended.'
const SUSPENDED = 'The assessment is suspended. Resume it to continue.'
const ALREADY_ANSWERED = 'That question has already been answered. An assessment cannot go back.'
const START = '2027-03-01T08:00:00.000Z'
const JUST_BEFORE = '2027-03-01T12:59:59.999Z'
const DEADLINE = '2027-03-01T13:00:00.000Z'

describe.runIf(process.env.TEST_DATABASE_URL)(
  'an assessment changed by two requests at once (PostgreSQL)',
  { timeout: 120_000 },
  () => {
    let ctx: TestContext
    beforeAll(async () => {
      ctx = await createTestContext()
    })
    afterAll(() => ctx.close())

    const call = (method: 'GET' | 'POST', url: string, auth: Auth, payload?: object) =>
      ctx.app.inject({ method, url, headers: auth, ...(payload ? { payload } : {}) })

    /** A student with a plan and an assessment started at 08:00; its first item's question. */
    async function started() {
      setNow(ctx, START)
      const s = await signupAndLogin(ctx)
      await buyPlan(ctx, s.auth, '1 Month')
      const res = await call('POST', '/api/readiness/assessments', s.auth)
      expect(res.statusCode, res.body).toBe(201)
      const id = res.json().id as string
      expect(res.json().deadline).toBe(DEADLINE)
      const [first] = await readinessItemsOf(ctx, id)
      const url = `/api/readiness/assessments/${id}`
      const answer = (right: boolean) => () =>
        call('POST', `${url}/answers`, s.auth, {
          position: 1,
          answer: right ? rightAnswer(first!.question) : wrongAnswer(first!.question),
        })
      return { auth: s.auth, id, url, answer }
    }

    /** What the database holds: the assessment's counters and times, its items' scores. */
    async function stored(id: string) {
      const [row] = await ctx.database.db
        .select()
        .from(readinessAssessments)
        .where(eq(readinessAssessments.id, id))
      const items = await ctx.database.db
        .select()
        .from(readinessItems)
        .where(eq(readinessItems.assessmentId, id))
        .orderBy(asc(readinessItems.position))
      return {
        answeredCount: row!.answeredCount,
        suspendedAt: row!.suspendedAt?.toISOString() ?? null,
        completedAt: row!.completedAt?.toISOString() ?? null,
        items: items.map((r) => [r.position, r.score]),
      }
    }

    const lockAssessment = 'select id from readiness_assessments where id = $1 for update'

    /** The request that reads the assessment at the deadline, and so ends it. */
    const readAtDeadline = (url: string, auth: Auth) => () => {
      setNow(ctx, DEADLINE)
      return call('GET', url, auth)
    }
    /** A request that read the assessment a millisecond before the deadline. */
    const justBefore = (send: () => ReturnType<typeof call>) => () => {
      setNow(ctx, JUST_BEFORE)
      return send()
    }

    it('two answers to the first item: the first is saved (200), the second is refused (409) and not saved', async () => {
      const a = await started()
      const [first, second] = await heldTogether(
        ctx,
        lockAssessment,
        [a.id],
        a.answer(true),
        a.answer(false),
      )
      expect(first.statusCode, first.body).toBe(200)
      expect(first.json()).toMatchObject({ status: 'in progress', position: 2, answered: 1 })
      expect(second.statusCode, second.body).toBe(409)
      expect(second.json()).toEqual(problemBody(409, ALREADY_ANSWERED))
      // The right answer (1 point) is the one saved; the second item is on screen.
      expect(await stored(a.id)).toEqual({
        answeredCount: 1,
        suspendedAt: null,
        completedAt: null,
        items: [
          [1, 1],
          [2, null],
        ],
      })
    })

    it('Suspend and an answer at once: suspended (200), the answer refused as suspended (409) and not saved', async () => {
      const a = await started()
      setNow(ctx, '2027-03-01T09:00:00.000Z')
      const [suspend, answer] = await heldTogether(
        ctx,
        lockAssessment,
        [a.id],
        () => call('POST', `${a.url}/suspend`, a.auth),
        a.answer(true),
      )
      expect(suspend.statusCode, suspend.body).toBe(200)
      expect(suspend.json()).toMatchObject({
        status: 'suspended',
        position: 1,
        answered: 0,
        suspendedAt: '2027-03-01T09:00:00.000Z',
      })
      expect(answer.statusCode, answer.body).toBe(409)
      expect(answer.json()).toEqual(problemBody(409, SUSPENDED))
      expect(await stored(a.id)).toEqual({
        answeredCount: 0,
        suspendedAt: '2027-03-01T09:00:00.000Z',
        completedAt: null,
        items: [[1, null]],
      })
    })

    it('Suspend read just before the deadline, written after the end: refused as ended (409)', async () => {
      const a = await started()
      const [read, suspend] = await heldTogether(
        ctx,
        lockAssessment,
        [a.id],
        readAtDeadline(a.url, a.auth),
        justBefore(() => call('POST', `${a.url}/suspend`, a.auth)),
      )
      expect(read.statusCode, read.body).toBe(200)
      expect(read.json()).toMatchObject({ status: 'completed', completedAt: DEADLINE })
      expect(suspend.statusCode, suspend.body).toBe(409)
      expect(suspend.json()).toEqual(problemBody(409, ENDED))
      // Ended by time with no answer: the unanswered item on screen is dropped.
      expect(await stored(a.id)).toEqual({
        answeredCount: 0,
        suspendedAt: null,
        completedAt: DEADLINE,
        items: [],
      })
    })

    it('Resume read just before the deadline, written after the end: refused as ended (409)', async () => {
      const a = await started()
      setNow(ctx, '2027-03-01T09:00:00.000Z')
      expect((await call('POST', `${a.url}/suspend`, a.auth)).statusCode).toBe(200)
      const [read, resume] = await heldTogether(
        ctx,
        lockAssessment,
        [a.id],
        readAtDeadline(a.url, a.auth),
        justBefore(() => call('POST', `${a.url}/resume`, a.auth)),
      )
      expect(read.statusCode, read.body).toBe(200)
      expect(read.json()).toMatchObject({
        status: 'completed',
        suspendedAt: null,
        completedAt: DEADLINE,
      })
      expect(resume.statusCode, resume.body).toBe(409)
      expect(resume.json()).toEqual(problemBody(409, ENDED))
      expect(await stored(a.id)).toEqual({
        answeredCount: 0,
        suspendedAt: null,
        completedAt: DEADLINE,
        items: [],
      })
    })

    it('an answer read just before the deadline, saved after the end: refused as ended (409), not saved', async () => {
      const a = await started()
      const [read, answer] = await heldTogether(
        ctx,
        lockAssessment,
        [a.id],
        readAtDeadline(a.url, a.auth),
        justBefore(a.answer(true)),
      )
      expect(read.json()).toMatchObject({ status: 'completed', completedAt: DEADLINE })
      expect(answer.statusCode, answer.body).toBe(409)
      expect(answer.json()).toEqual(problemBody(409, ENDED))
      expect(await stored(a.id)).toEqual({
        answeredCount: 0,
        suspendedAt: null,
        completedAt: DEADLINE,
        items: [],
      })
    })

    /**
     * A request read the assessment at 12:59:59.999 and waits to read its item (the questions
     * table is held); meanwhile a read at the deadline ends it and drops the item; then the
     * first goes on.
     */
    async function itemGoneAtDeadline(
      a: Awaited<ReturnType<typeof started>>,
      send: () => ReturnType<typeof call>,
    ) {
      const hold = await ownConnection(ctx)
      await hold.query('begin')
      await hold.query('lock table questions in access exclusive mode')
      let pending: ReturnType<typeof call> | undefined
      try {
        setNow(ctx, JUST_BEFORE)
        pending = send()
        await waiting(ctx, 1)
        const read = await readAtDeadline(a.url, a.auth)()
        expect(read.json()).toMatchObject({ status: 'completed', completedAt: DEADLINE })
      } finally {
        await hold.query('commit')
        await hold.end()
      }
      return pending!
    }

    it('an answer whose item was dropped by the end at the deadline: refused as ended (409)', async () => {
      const a = await started()
      const answer = await itemGoneAtDeadline(a, a.answer(true))
      expect(answer.statusCode, answer.body).toBe(409)
      expect(answer.json()).toEqual(problemBody(409, ENDED))
      expect(await stored(a.id)).toEqual({
        answeredCount: 0,
        suspendedAt: null,
        completedAt: DEADLINE,
        items: [],
      })
    })

    it('the item on screen, dropped by the end at the deadline while it was read: refused as ended (409)', async () => {
      const a = await started()
      const item = await itemGoneAtDeadline(a, () => call('GET', `${a.url}/item`, a.auth))
      expect(item.statusCode, item.body).toBe(409)
      expect(item.json()).toEqual(problemBody(409, ENDED))
    })
  },
)
