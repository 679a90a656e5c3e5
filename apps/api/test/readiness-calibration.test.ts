import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { createRandom, normalDraw } from '@nurseready/shared/domain/readiness/random'
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  paperItems,
  papers,
  questions,
  readinessAssessments,
  readinessItemCalibrations,
  readinessItems,
  users,
} from '../src/db/schema/index'
import { calibrationRepository } from '../src/modules/readiness/calibration.repository'
import { CALIBRATED_AT, runCalibration } from '../src/modules/readiness/calibration.service'
import { bankItems } from '../src/modules/readiness/readiness-bank'
import { createTestContext, freshDatabase, type TestContext } from './helper'

let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestContext()
})
afterAll(() => ctx.close())

const STUDENTS = 120

/** Synthetic students answering tagged items: fillers by the Rasch model, two items off their priors. */
async function seedResponses() {
  const db = ctx.database.db
  const tagged = await db
    .select({ id: questions.id, difficulty: questions.difficulty, subjectId: questions.subjectId })
    .from(questions)
    .where(and(isNotNull(questions.difficulty), isNotNull(questions.clientNeed)))
    .orderBy(asc(questions.key))
  const [hard, easy, unanswered, ...rest] = tagged
  const fillers = rest.slice(0, 12)
  const random = createRandom(7)
  const answer = (theta: number, b: number) => (random() < 1 / (1 + Math.exp(b - theta)) ? 1 : 0)
  const start = new Date('2026-01-05T10:00:00Z')
  for (let s = 0; s < STUDENTS; s++) {
    const theta = normalDraw(random)
    const [user] = await db
      .insert(users)
      .values({ name: `Synthetic ${s}`, email: `synthetic.${s}@example.com`, passwordHash: 'x' })
      .returning()
    const at = (minutes: number) => new Date(start.getTime() + (s * 200 + minutes) * 60_000)
    // Readiness: the fillers, and the "hard" item almost everyone gets wrong (10 % right).
    const [assessment] = await db
      .insert(readinessAssessments)
      .values({
        userId: user!.id,
        exam: 'nclex-rn',
        state: sql`'{}'::jsonb`,
        startedAt: at(0),
        deadlineAt: at(300),
        completedAt: at(100),
      })
      .returning()
    const given = [
      ...fillers.map((q) => ({ id: q.id, score: answer(theta, q.difficulty!) })),
      { id: hard!.id, score: random() < 0.1 ? 1 : 0 },
    ]
    await db.insert(readinessItems).values(
      given.map((g, i) => ({
        assessmentId: assessment!.id,
        position: i + 1,
        questionId: g.id,
        pretest: false,
        score: g.score,
        maxScore: 1,
        presentedAt: at(i + 1),
        answeredAt: at(i + 1),
      })),
    )
    // A practice paper: the "easy" item, right 95 % of the time, then again (a repeat: ignored).
    const [paper] = await db
      .insert(papers)
      .values({
        code: `CAL${s}`,
        userId: user!.id,
        style: 'traditional',
        mode: 'tutor',
        subjectId: easy!.subjectId,
        questionCount: 2,
        marksPossible: 2,
        status: 'completed',
      })
      .returning()
    const right = random() < 0.95
    await db.insert(paperItems).values([
      {
        paperId: paper!.id,
        position: 1,
        questionId: easy!.id,
        isCorrect: right,
        marksPossible: 1,
        answeredAt: at(150),
      },
      {
        paperId: paper!.id,
        position: 2,
        questionId: easy!.id,
        isCorrect: !right,
        marksPossible: 1,
        answeredAt: at(151),
      },
    ])
  }
  return { hard: hard!, easy: easy!, unanswered: unanswered! }
}

async function stored(questionId: string) {
  const [row] = await ctx.database.db
    .select()
    .from(readinessItemCalibrations)
    .where(eq(readinessItemCalibrations.questionId, questionId))
  return row
}

describe('item calibration job', () => {
  let items: Awaited<ReturnType<typeof seedResponses>>
  beforeAll(async () => {
    items = await seedResponses()
  })

  it('moves difficulties the way students answered and stores the response counts', async () => {
    const repo = calibrationRepository(ctx.database.db)
    const outcome = await runCalibration({ repo, clock: ctx.clock, force: true })
    expect(outcome.ran).toBe(true)
    if (!outcome.ran) return
    expect(outcome.summary).toMatchObject({ students: STUDENTS, anchors: 0, converged: true })
    expect(outcome.summary.responses).toBe(STUDENTS * 14)

    const hard = await stored(items.hard.id)
    const easy = await stored(items.easy.id)
    expect(hard!.difficulty).toBeGreaterThan(items.hard.difficulty! + 0.5)
    expect(easy!.difficulty).toBeLessThan(items.easy.difficulty! - 0.5)
    // Each student's first answer only: the repeat in the same paper does not count.
    expect(hard!.responses).toBe(STUDENTS)
    expect(easy!.responses).toBe(STUDENTS)
    expect(hard!.calibratedAt.getTime()).toBeGreaterThan(Date.now() - 60_000)
    expect(await stored(items.unanswered.id)).toBeUndefined()
  })

  it('holds calibrated items fixed the next time, and a scheduled run skips a recent one', async () => {
    const before = await stored(items.hard.id)
    expect(before!.responses).toBeGreaterThanOrEqual(CALIBRATED_AT)
    const repo = calibrationRepository(ctx.database.db)
    expect(await runCalibration({ repo, clock: ctx.clock })).toEqual({
      ran: false,
      reason: 'recent',
    })
    const again = await runCalibration({ repo, clock: ctx.clock, force: true })
    expect(again.ran && again.summary.anchors).toBeGreaterThanOrEqual(14)
    const after = await stored(items.hard.id)
    expect(after!.difficulty).toBe(before!.difficulty)
  })

  it('assessments use the calibrated difficulty from 100 responses; new items go to the pretest pool', () => {
    const row = (
      id: string,
      difficulty: number,
      calibrated: number | null,
      responses: number | null,
    ) => ({
      id,
      clientNeed: 'management-of-care',
      difficulty,
      calibrated,
      responses,
    })
    const rows = [
      row('a', 0.2, 1.1, 100),
      row('b', 0.2, 1.1, 99),
      ...Array.from({ length: 18 }, (_, i) => row(`c${i}`, 0, 0.3, 200 + i)),
    ]
    const bank = new Map(bankItems(rows).map((item) => [item.id, item]))
    expect(bank.get('a')!.steps).toEqual([1.1])
    expect(bank.get('b')!.steps).toEqual([0.2])
    // 20 items: a tenth (2) may wait as pretest items, but only under-calibrated ones: b alone.
    expect([...bank.values()].filter((item) => item.pretest).map((item) => item.id)).toEqual(['b'])
  })

  it('runs from the command line and exits 0', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'nr-calibrate-'))
    const fresh = await freshDatabase()
    await fresh.database.close()
    try {
      const env: Record<string, string | undefined> = { ...process.env, DATA_DIR: dataDir }
      env.DATABASE_URL = fresh.url
      const { stdout } = await promisify(execFile)(
        process.execPath,
        ['--import', 'tsx', 'src/calibrate-cli.ts'],
        { cwd: path.resolve(import.meta.dirname, '..'), env, timeout: 120_000 },
      )
      expect(stdout).toContain('readiness calibration')
    } finally {
      await fresh.drop()
      rmSync(dataDir, { recursive: true, force: true })
    }
  }, 120_000)
})
