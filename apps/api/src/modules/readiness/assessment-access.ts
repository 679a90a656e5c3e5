import {
  assessmentResult,
  expireAssessment,
  type TAssessmentState,
} from '@nurseready/shared/domain/readiness/assessment'
import type { Clock } from '../../lib/clock'
import { AppError } from '../../lib/errors'
import type { AssessmentRow, Completion, ReadinessRepository } from './readiness.repository'
import { READINESS_MESSAGES as MSG } from './readiness-texts'

export function completion(state: TAssessmentState, completedAt: Date): Completion {
  return { completedAt, result: assessmentResult(state) }
}

/** Answering, suspending and the item on screen need an assessment running and not on a break. */
export function refuseAnswering(row: AssessmentRow): void {
  if (row.completedAt) throw new AppError('conflict', MSG.ended)
  if (row.suspendedAt) throw new AppError('conflict', MSG.suspended)
}

/** Loading a student's assessment, ending it by the run-out-of-time rule when it is due. */
export function assessmentAccess({ repo, clock }: { repo: ReadinessRepository; clock: Clock }) {
  /** Past the deadline, an open assessment ends by the run-out-of-time rule (on any read). */
  async function expireIfDue(row: AssessmentRow): Promise<AssessmentRow> {
    if (row.completedAt || clock.now() < row.deadlineAt) return row
    const state = expireAssessment(row.state)
    const done = completion(state, row.deadlineAt)
    await repo.expire(row.id, state, done)
    return {
      ...row,
      state,
      suspendedAt: null,
      completedAt: done.completedAt,
      result: done.result,
      band: done.result.band,
      passed: done.result.passed,
    }
  }

  async function load(userId: string, id: string): Promise<AssessmentRow> {
    const row = await repo.find(userId, id)
    if (!row) throw new AppError('not_found', MSG.notFound)
    return expireIfDue(row)
  }

  return { expireIfDue, load }
}

export type AssessmentAccess = ReturnType<typeof assessmentAccess>
