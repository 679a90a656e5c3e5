import type { TAnswer } from '@nurseready/shared/domain/grading'
import type {
  TAssessmentState,
  TReadinessResult,
} from '@nurseready/shared/domain/readiness/assessment'
import type { TExamCode } from '@nurseready/shared/domain/readiness/exams'
import { and, asc, count, eq, gte, isNotNull, isNull, lt, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import {
  questions,
  readinessAssessments,
  readinessItems,
  readinessProfiles,
} from '../../db/schema/index'

export type AssessmentRow = typeof readinessAssessments.$inferSelect
export type QuestionRow = typeof questions.$inferSelect
export type ReadinessItemRow = typeof readinessItems.$inferSelect
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]
type Executor = Db | Tx

/** A new item on screen (its row is written when the engine chooses it). */
export type NewItem = { position: number; questionId: string; pretest: boolean; maxScore: number }

/** The end of an assessment, written with its last change. */
export type Completion = { completedAt: Date; result: TReadinessResult }

function isUniqueViolation(err: unknown) {
  const e = err as { code?: string; cause?: { code?: string } }
  return e?.code === '23505' || e?.cause?.code === '23505'
}

/** The only code of readiness that touches Drizzle. */
export function readinessRepository(db: Db) {
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
    async targetExam(userId: string): Promise<TExamCode | null> {
      const [row] = await db
        .select({ exam: readinessProfiles.targetExam })
        .from(readinessProfiles)
        .where(eq(readinessProfiles.userId, userId))
      return row?.exam ?? null
    },

    async setTargetExam(userId: string, exam: TExamCode, now: Date) {
      await db
        .insert(readinessProfiles)
        .values({ userId, targetExam: exam, updatedAt: now })
        .onConflictDoUpdate({
          target: readinessProfiles.userId,
          set: { targetExam: exam, updatedAt: now },
        })
    },

    /** The items of an exam the engine may give: tagged with a category and a difficulty. */
    async bankItems(exam: TExamCode) {
      return db
        .select({
          id: questions.id,
          clientNeed: questions.clientNeed,
          difficulty: questions.difficulty,
        })
        .from(questions)
        .where(
          and(
            isNotNull(questions.clientNeed),
            isNotNull(questions.difficulty),
            sql`${exam} = any(${questions.exams})`,
          ),
        )
    },

    /** Every question the student was given in any earlier assessment. */
    async seenQuestionIds(userId: string): Promise<string[]> {
      const rows = await db
        .selectDistinct({ id: readinessItems.questionId })
        .from(readinessItems)
        .innerJoin(readinessAssessments, eq(readinessAssessments.id, readinessItems.assessmentId))
        .where(eq(readinessAssessments.userId, userId))
      return rows.map((r) => r.id)
    },

    async find(userId: string, id: string): Promise<AssessmentRow | undefined> {
      const [row] = await db
        .select()
        .from(readinessAssessments)
        .where(and(eq(readinessAssessments.id, id), eq(readinessAssessments.userId, userId)))
      return row
    },

    async findOpen(userId: string): Promise<AssessmentRow | undefined> {
      const [row] = await db
        .select()
        .from(readinessAssessments)
        .where(
          and(eq(readinessAssessments.userId, userId), isNull(readinessAssessments.completedAt)),
        )
      return row
    },

    /** Assessments started within [from, to): what a plan period has used. */
    async countStarted(userId: string, from: Date, to: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(readinessAssessments)
        .where(
          and(
            eq(readinessAssessments.userId, userId),
            gte(readinessAssessments.startedAt, from),
            lt(readinessAssessments.startedAt, to),
          ),
        )
      return row?.n ?? 0
    },

    /** Completed assessments, oldest first: the tracker. */
    async listCompleted(userId: string) {
      return db
        .select({
          id: readinessAssessments.id,
          exam: readinessAssessments.exam,
          completedAt: readinessAssessments.completedAt,
          band: readinessAssessments.band,
          passed: readinessAssessments.passed,
        })
        .from(readinessAssessments)
        .where(
          and(eq(readinessAssessments.userId, userId), isNotNull(readinessAssessments.completedAt)),
        )
        .orderBy(asc(readinessAssessments.startedAt))
    },

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

    /** The question on screen at `position`, with its key (graded here, never sent). */
    async itemAt(assessmentId: string, position: number) {
      const [row] = await db
        .select({ item: readinessItems, question: questions })
        .from(readinessItems)
        .innerJoin(questions, eq(questions.id, readinessItems.questionId))
        .where(
          and(eq(readinessItems.assessmentId, assessmentId), eq(readinessItems.position, position)),
        )
      return row
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

    /** A page of the review, in the order the items were given. */
    async reviewPage(assessmentId: string, limit: number, offset: number) {
      const rows = await db
        .select({ item: readinessItems, question: questions })
        .from(readinessItems)
        .innerJoin(questions, eq(questions.id, readinessItems.questionId))
        .where(eq(readinessItems.assessmentId, assessmentId))
        .orderBy(asc(readinessItems.position))
        .limit(limit)
        .offset(offset)
      const [total] = await db
        .select({ n: count() })
        .from(readinessItems)
        .where(eq(readinessItems.assessmentId, assessmentId))
      return { rows, total: total?.n ?? 0 }
    },

    /** Seeding: readiness tags for questions seeded before they had them (by key). */
    async fillQuestionTags(
      tags: {
        key: string
        clientNeed: string | null
        difficulty: number | null
        exams: string[]
      }[],
    ) {
      const untagged = await db
        .select({ key: questions.key })
        .from(questions)
        .where(isNull(questions.clientNeed))
      const missing = new Set(untagged.map((r) => r.key))
      for (const t of tags) {
        if (!t.clientNeed || !missing.has(t.key)) continue
        await db
          .update(questions)
          .set({ clientNeed: t.clientNeed, difficulty: t.difficulty, exams: t.exams })
          .where(and(eq(questions.key, t.key), isNull(questions.clientNeed)))
      }
    },
  }
}

export type ReadinessRepository = ReturnType<typeof readinessRepository>
