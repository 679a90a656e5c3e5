import type { TAnswer } from '@nurseready/shared/domain/grading'
import type {
  TAssessmentState,
  TReadinessResult,
} from '@nurseready/shared/domain/readiness/assessment'
import type { TExamCode } from '@nurseready/shared/domain/readiness/exams'
import { and, eq, isNull } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { readinessAssessments, readinessItems } from '../../db/schema/index'
import { isUniqueViolation } from '../../lib/db-errors'

type AssessmentRow = typeof readinessAssessments.$inferSelect
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]
type Executor = Db | Tx

/** A new item on screen (its row is written when the engine chooses it). */
export type NewItem = { position: number; questionId: string; pretest: boolean; maxScore: number }

/** The end of an assessment, written with its last change. */
export type Completion = { completedAt: Date; result: TReadinessResult }

/** An assessment's life in the database: start, answers, suspension, the end (by stop or time). */
export function assessmentWritesRepository(db: Db) {
  async function writeCompletion(tx: Executor, id: string, done: Completion | null) {
    if (!done) return
    await tx
      .update(readinessAssessments)
      .set({
        completedAt: done.completedAt,
        suspendedAt: null,
        result: done.result,
        band: done.result.band,
        passed: done.result.passed,
      })
      .where(eq(readinessAssessments.id, id))
  }

  return {
    /** A new assessment and its first item; null when one is already open (a double start). */
    async create(values: {
      userId: string
      exam: TExamCode
      state: TAssessmentState
      startedAt: Date
      deadlineAt: Date
      first: NewItem
    }): Promise<AssessmentRow | null> {
      try {
        return await db.transaction(async (tx) => {
          const [row] = await tx
            .insert(readinessAssessments)
            .values({
              userId: values.userId,
              exam: values.exam,
              state: values.state,
              startedAt: values.startedAt,
              deadlineAt: values.deadlineAt,
            })
            .returning()
          await tx
            .insert(readinessItems)
            .values({ ...values.first, assessmentId: row!.id, presentedAt: values.startedAt })
          return row!
        })
      } catch (err) {
        if (isUniqueViolation(err)) return null
        throw err
      }
    },

    /**
     * Records an answer: the state moves on only if no other answer was recorded since it was
     * read (answered_count is the lock), the item gets its answer, the next item its row, and a
     * stop its result, all in one transaction. False when another request got there first.
     */
    async recordAnswer(input: {
      id: string
      expectedAnswered: number
      state: TAssessmentState
      position: number
      answer: TAnswer
      score: number
      now: Date
      next: NewItem | null
      done: Completion | null
    }): Promise<boolean> {
      return db.transaction(async (tx) => {
        const moved = await tx
          .update(readinessAssessments)
          .set({ state: input.state, answeredCount: input.expectedAnswered + 1 })
          .where(
            and(
              eq(readinessAssessments.id, input.id),
              eq(readinessAssessments.answeredCount, input.expectedAnswered),
              isNull(readinessAssessments.completedAt),
              isNull(readinessAssessments.suspendedAt),
            ),
          )
          .returning({ id: readinessAssessments.id })
        if (moved.length === 0) return false
        await tx
          .update(readinessItems)
          .set({ answer: input.answer, score: input.score, answeredAt: input.now })
          .where(
            and(
              eq(readinessItems.assessmentId, input.id),
              eq(readinessItems.position, input.position),
            ),
          )
        if (input.next)
          await tx
            .insert(readinessItems)
            .values({ ...input.next, assessmentId: input.id, presentedAt: input.now })
        await writeCompletion(tx, input.id, input.done)
        return true
      })
    },

    /** Time ran out: the final state and result; the unanswered item on screen is dropped. */
    async expire(id: string, state: TAssessmentState, done: Completion) {
      await db.transaction(async (tx) => {
        const rows = await tx
          .update(readinessAssessments)
          .set({ state })
          .where(and(eq(readinessAssessments.id, id), isNull(readinessAssessments.completedAt)))
          .returning({ id: readinessAssessments.id })
        if (rows.length === 0) return
        await tx
          .delete(readinessItems)
          .where(and(eq(readinessItems.assessmentId, id), isNull(readinessItems.answeredAt)))
        await writeCompletion(tx, id, done)
      })
    },

    async setSuspended(id: string, at: Date | null) {
      const [row] = await db
        .update(readinessAssessments)
        .set({ suspendedAt: at })
        .where(and(eq(readinessAssessments.id, id), isNull(readinessAssessments.completedAt)))
        .returning()
      return row
    },
  }
}
