import type { TExamCode } from '@nurseready/shared/domain/readiness/exams'
import { and, asc, count, eq, gte, isNotNull, isNull, lt, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import {
  questions,
  readinessAssessments,
  readinessItemCalibrations,
  readinessItems,
  readinessProfiles,
} from '../../db/schema/index'
import { assessmentWritesRepository } from './assessment-writes.repository'

export type AssessmentRow = typeof readinessAssessments.$inferSelect
export type QuestionRow = typeof questions.$inferSelect
export type ReadinessItemRow = typeof readinessItems.$inferSelect
export type { Completion, NewItem } from './assessment-writes.repository'

/**
 * Readiness's reads (profile, bank tags, the student's assessments, the review) plus the
 * assessment writes (assessment-writes.repository.ts): with calibration.repository.ts, the only
 * code of readiness that touches Drizzle.
 */
export function readinessRepository(db: Db) {
  return {
    ...assessmentWritesRepository(db),

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

    /**
     * The items of an exam the engine may give (tagged with a category and a difficulty), with
     * their calibration: legacy rows only (`item` null), which it scores right or wrong.
     */
    async bankItems(exam: TExamCode) {
      return db
        .select({
          id: questions.id,
          clientNeed: questions.clientNeed,
          difficulty: questions.difficulty,
          calibrated: readinessItemCalibrations.difficulty,
          responses: readinessItemCalibrations.responses,
        })
        .from(questions)
        .leftJoin(readinessItemCalibrations, eq(readinessItemCalibrations.questionId, questions.id))
        .where(
          and(
            isNotNull(questions.clientNeed),
            isNotNull(questions.difficulty),
            isNull(questions.item),
            // Drafts, archived items and earlier versions are never given (migration 0016).
            eq(questions.status, 'published'),
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
