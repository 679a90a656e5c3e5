import { and, desc, eq, isNotNull, sql } from 'drizzle-orm'
import type { Db } from '../../db/client'
import {
  paperItems,
  papers,
  questions,
  readinessAssessments,
  readinessCalibrationRuns,
  readinessItemCalibrations,
  readinessItems,
} from '../../db/schema/index'

/** The advisory lock the calibration job holds (any fixed 64-bit number: "NR-CALIB"). */
export const CALIBRATION_LOCK_KEY = 0x4e522d43414c4942n

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

export type ItemCalibration = {
  questionId: string
  difficulty: number
  se: number | null
  responses: number
}

export type ResponseRow = { personId: string; itemId: string; score: number; answeredAt: Date }

function calibrationQueries(db: Db | Tx) {
  return {
    /** The items calibration estimates: every question with an author difficulty (its prior). */
    async items() {
      return db
        .select({
          id: questions.id,
          authorDifficulty: questions.difficulty,
          calibrated: readinessItemCalibrations.difficulty,
          responses: readinessItemCalibrations.responses,
        })
        .from(questions)
        .leftJoin(readinessItemCalibrations, eq(readinessItemCalibrations.questionId, questions.id))
        .where(isNotNull(questions.difficulty))
    },

    /**
     * Every scored answer a student gave to a tagged question: practice papers (right or wrong)
     * and readiness assessments (their score), oldest first.
     */
    async responses(): Promise<ResponseRow[]> {
      const fromPapers = await db
        .select({
          personId: papers.userId,
          itemId: paperItems.questionId,
          correct: paperItems.isCorrect,
          answeredAt: paperItems.answeredAt,
        })
        .from(paperItems)
        .innerJoin(papers, eq(papers.id, paperItems.paperId))
        .innerJoin(questions, eq(questions.id, paperItems.questionId))
        .where(
          and(
            isNotNull(paperItems.isCorrect),
            isNotNull(paperItems.answeredAt),
            isNotNull(questions.difficulty),
          ),
        )
      const fromAssessments = await db
        .select({
          personId: readinessAssessments.userId,
          itemId: readinessItems.questionId,
          score: readinessItems.score,
          answeredAt: readinessItems.answeredAt,
        })
        .from(readinessItems)
        .innerJoin(readinessAssessments, eq(readinessAssessments.id, readinessItems.assessmentId))
        .where(and(isNotNull(readinessItems.score), isNotNull(readinessItems.answeredAt)))
      return [
        ...fromPapers.map((r) => ({
          personId: r.personId,
          itemId: r.itemId,
          score: r.correct ? 1 : 0,
          answeredAt: r.answeredAt!,
        })),
        ...fromAssessments.map((r) => ({
          personId: r.personId,
          itemId: r.itemId,
          score: r.score!,
          answeredAt: r.answeredAt!,
        })),
      ].sort((a, b) => a.answeredAt.getTime() - b.answeredAt.getTime())
    },

    async save(rows: readonly ItemCalibration[], at: Date) {
      for (let i = 0; i < rows.length; i += 500) {
        await db
          .insert(readinessItemCalibrations)
          .values(rows.slice(i, i + 500).map((row) => ({ ...row, calibratedAt: at })))
          .onConflictDoUpdate({
            target: readinessItemCalibrations.questionId,
            set: {
              difficulty: sql`excluded.difficulty`,
              se: sql`excluded.se`,
              responses: sql`excluded.responses`,
              calibratedAt: sql`excluded.calibrated_at`,
            },
          })
      }
    },

    async lastRunAt(): Promise<Date | null> {
      const [row] = await db
        .select({ ranAt: readinessCalibrationRuns.ranAt })
        .from(readinessCalibrationRuns)
        .orderBy(desc(readinessCalibrationRuns.ranAt))
        .limit(1)
      return row?.ranAt ?? null
    },

    async recordRun(ranAt: Date, summary: Record<string, number | boolean>) {
      await db.insert(readinessCalibrationRuns).values({ ranAt, summary })
    },
  }
}

export type CalibrationQueries = ReturnType<typeof calibrationQueries>

/** Calibration's data: the only Drizzle code of the calibration job. */
export function calibrationRepository(db: Db) {
  return {
    ...calibrationQueries(db),
    /**
     * Runs `work` in one transaction holding the calibration advisory lock, so one process of a
     * deployment calibrates at a time (the others get null at once); on PGlite, the one process.
     */
    async withLock<T>(work: (queries: CalibrationQueries) => Promise<T>): Promise<T | null> {
      return db.transaction(async (tx) => {
        const result = await tx.execute(
          sql`select pg_try_advisory_xact_lock(${CALIBRATION_LOCK_KEY.toString()}::bigint) as locked`,
        )
        const rows = (result as unknown as { rows: { locked: boolean }[] }).rows
        if (!rows[0]?.locked) return null
        return work(calibrationQueries(tx))
      })
    },
  }
}

export type CalibrationRepository = ReturnType<typeof calibrationRepository>
