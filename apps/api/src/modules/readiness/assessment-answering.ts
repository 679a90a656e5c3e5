import { isCorrect, type TAnswer } from '@nurseready/shared/domain/grading'
import { answerItem, currentItemId } from '@nurseready/shared/domain/readiness/assessment'
import type { TBank } from '@nurseready/shared/domain/readiness/bank'
import type { TExamCode } from '@nurseready/shared/domain/readiness/exams'
import type { TAssessmentStatus, TReadinessItem } from '@nurseready/shared/schemas/readiness'
import type { Clock } from '../../lib/clock'
import { AppError } from '../../lib/errors'
import { type AssessmentAccess, completion, refuseAnswering } from './assessment-access'
import type { ReadinessRepository } from './readiness.repository'
import { itemDto, keyOf, statusDto } from './readiness-mappers'
import { READINESS_MESSAGES as MSG } from './readiness-texts'

/** Taking an assessment: the item on screen, answers, Suspend and Resume. */
export function assessmentAnswering({
  repo,
  clock,
  access,
  bankFor,
}: {
  repo: ReadinessRepository
  clock: Clock
  access: AssessmentAccess
  bankFor: (exam: TExamCode) => Promise<TBank>
}) {
  const { load } = access

  /**
   * What was read is no longer so: another request changed the assessment in between (an answer
   * saved first, Suspend, or the end by time, which drops the item on screen). Says what the
   * assessment is now: ended or suspended, else that the item was answered.
   */
  async function refuseChanged(userId: string, id: string): Promise<never> {
    refuseAnswering(await load(userId, id))
    throw new AppError('conflict', MSG.alreadyAnswered)
  }

  return {
    /** The item on screen, without key or feedback. */
    async currentItem(userId: string, id: string): Promise<TReadinessItem> {
      const row = await load(userId, id)
      refuseAnswering(row)
      const position = row.state.items.length
      const found = await repo.itemAt(row.id, position)
      if (!found) return refuseChanged(userId, id)
      return itemDto(position, found.question)
    },

    /**
     * Grades the answer on the server (the question bank's rules: right or wrong), moves the
     * engine on, and answers only with where the assessment stands: no feedback.
     */
    async answer(
      userId: string,
      id: string,
      position: number,
      answer: TAnswer,
    ): Promise<TAssessmentStatus> {
      const row = await load(userId, id)
      refuseAnswering(row)
      const current = row.state.items.length
      if (position < current) throw new AppError('conflict', MSG.alreadyAnswered)
      if (position !== current) throw new AppError('conflict', MSG.notCurrent)
      const found = await repo.itemAt(row.id, position)
      const itemId = currentItemId(row.state)
      if (!found || itemId !== found.item.questionId) return refuseChanged(userId, id)
      if (answer.type !== found.question.type) throw new AppError('bad_request', MSG.wrongType)

      const score = isCorrect(keyOf(found.question), answer) ? 1 : 0
      const now = clock.now()
      const state = answerItem(row.state, await bankFor(row.exam), itemId, score)
      const next = state.stop ? null : state.items[state.items.length - 1]!
      const done = state.stop ? completion(state, now) : null
      const recorded = await repo.recordAnswer({
        id: row.id,
        expectedAnswered: row.answeredCount,
        state,
        position,
        answer,
        score,
        now,
        next: next
          ? { position: position + 1, questionId: next.itemId, pretest: next.pretest, maxScore: 1 }
          : null,
        done,
      })
      if (!recorded) return refuseChanged(userId, id)
      return statusDto(
        {
          ...row,
          state,
          answeredCount: row.answeredCount + 1,
          completedAt: done?.completedAt ?? null,
          result: done?.result ?? null,
        },
        clock.now(),
      )
    },

    /** A break: the item leaves the screen, the clock keeps running (as on the exam). */
    async suspend(userId: string, id: string) {
      const row = await load(userId, id)
      refuseAnswering(row)
      const updated = await repo.setSuspended(row.id, clock.now())
      if (!updated) throw new AppError('conflict', MSG.ended)
      return statusDto(updated, clock.now())
    },

    async resume(userId: string, id: string) {
      const row = await load(userId, id)
      if (row.completedAt) throw new AppError('conflict', MSG.ended)
      if (!row.suspendedAt) throw new AppError('conflict', MSG.notSuspended)
      const updated = await repo.setSuspended(row.id, null)
      if (!updated) throw new AppError('conflict', MSG.ended)
      return statusDto(updated, clock.now())
    },
  }
}
