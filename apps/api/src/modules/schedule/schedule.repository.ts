import { and, asc, eq, gte, isNotNull, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import {
  lectureVideos,
  paperItems,
  papers,
  questions,
  studyNotes,
  studyScheduleDays,
  studySchedules,
  subjects,
} from '../../db/schema/index'

export type ScheduleRow = typeof studySchedules.$inferSelect

/**
 * The schedule's own tables, and read-only aggregates over the question bank (scores per
 * subject and per client need, completed papers only) and the library (titles to study).
 */
export function scheduleRepository(db: Db) {
  return {
    async find(userId: string): Promise<ScheduleRow | undefined> {
      const [row] = await db
        .select()
        .from(studySchedules)
        .where(eq(studySchedules.userId, userId))
        .limit(1)
      return row
    },

    async findByCalendarKey(keyHash: string): Promise<ScheduleRow | undefined> {
      const [row] = await db
        .select()
        .from(studySchedules)
        .where(eq(studySchedules.calendarKey, keyHash))
        .limit(1)
      return row
    },

    async upsert(values: {
      userId: string
      examDate: string
      startDate: string
      studyDays: number[]
      hoursPerWeek: number
      timeZone: string
      now: Date
    }) {
      const { now, ...rest } = values
      await db
        .insert(studySchedules)
        .values({ ...rest, createdAt: now, updatedAt: now })
        .onConflictDoUpdate({
          target: studySchedules.userId,
          set: {
            examDate: rest.examDate,
            studyDays: rest.studyDays,
            hoursPerWeek: rest.hoursPerWeek,
            timeZone: rest.timeZone,
            updatedAt: now,
          },
        })
    },

    async setCalendarKey(userId: string, keyHash: string | null) {
      const rows = await db
        .update(studySchedules)
        .set({ calendarKey: keyHash })
        .where(eq(studySchedules.userId, userId))
        .returning({ userId: studySchedules.userId })
      return rows.length === 1
    },

    async completedDays(userId: string, from: string) {
      return db
        .select({ day: studyScheduleDays.day, questions: studyScheduleDays.questions })
        .from(studyScheduleDays)
        .where(and(eq(studyScheduleDays.userId, userId), gte(studyScheduleDays.day, from)))
        .orderBy(asc(studyScheduleDays.day))
    },

    async markDone(userId: string, day: string, questionsCount: number, now: Date) {
      await db
        .insert(studyScheduleDays)
        .values({ userId, day, questions: questionsCount, completedAt: now })
        .onConflictDoNothing()
    },

    async unmarkDone(userId: string, day: string) {
      await db
        .delete(studyScheduleDays)
        .where(and(eq(studyScheduleDays.userId, userId), eq(studyScheduleDays.day, day)))
    },

    /** Every subject with the student's totals over completed papers (zero when none). */
    async subjectScores(userId: string) {
      return db
        .select({
          id: subjects.id,
          label: subjects.name,
          answered: sql<number>`coalesce(sum(${papers.answeredCount}), 0)::int`,
          correct: sql<number>`coalesce(sum(${papers.correctCount}), 0)::int`,
        })
        .from(subjects)
        .leftJoin(
          papers,
          and(
            eq(papers.subjectId, subjects.id),
            eq(papers.userId, userId),
            eq(papers.status, 'completed'),
          ),
        )
        .groupBy(subjects.id, subjects.name, subjects.position)
        .orderBy(asc(subjects.position), asc(subjects.name))
    },

    /** Answers per client-need category over the student's completed papers. */
    async clientNeedScores(userId: string) {
      return db
        .select({
          id: questions.clientNeed,
          answered: sql<number>`count(*)::int`,
          correct: sql<number>`(count(*) filter (where ${paperItems.isCorrect}))::int`,
        })
        .from(paperItems)
        .innerJoin(papers, eq(papers.id, paperItems.paperId))
        .innerJoin(questions, eq(questions.id, paperItems.questionId))
        .where(
          and(
            eq(papers.userId, userId),
            eq(papers.status, 'completed'),
            isNotNull(paperItems.answeredAt),
            isNotNull(questions.clientNeed),
          ),
        )
        .groupBy(questions.clientNeed)
    },

    async videos(limit = 60) {
      return db
        .select({ id: lectureVideos.id, title: lectureVideos.title })
        .from(lectureVideos)
        .orderBy(asc(lectureVideos.categoryId), asc(lectureVideos.position), asc(lectureVideos.id))
        .limit(limit)
    },

    async notes(limit = 60) {
      return db
        .select({ id: studyNotes.id, title: studyNotes.title })
        .from(studyNotes)
        .orderBy(asc(studyNotes.categoryId), asc(studyNotes.position), asc(studyNotes.id))
        .limit(limit)
    },
  }
}

export type ScheduleRepository = ReturnType<typeof scheduleRepository>
