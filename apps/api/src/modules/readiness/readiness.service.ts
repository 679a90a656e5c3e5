import { randomInt } from 'node:crypto'
import {
  AssessmentError,
  startAssessment,
  type TAssessmentState,
} from '@nurseready/shared/domain/readiness/assessment'
import { EXAM_CODES, EXAM_CONFIGS, type TExamCode } from '@nurseready/shared/domain/readiness/exams'
import { fourConsecutiveHigh } from '@nurseready/shared/domain/readiness/report'
import type {
  TAssessmentStatus,
  TReadinessAllowance,
  TReadinessOverview,
  TReadinessResultDto,
  TReadinessReview,
  TReadinessTracker,
} from '@nurseready/shared/schemas/readiness'
import type { Clock } from '../../lib/clock'
import { AppError } from '../../lib/errors'
import type { BillingQueries } from '../billing/index'
import { assessmentAccess } from './assessment-access'
import { assessmentAnswering } from './assessment-answering'
import type { ReadinessRepository } from './readiness.repository'
import { readinessBanks } from './readiness-bank'
import { resultDto, reviewItemDto, statusDto } from './readiness-mappers'
import { READINESS_MESSAGES as MSG } from './readiness-texts'

/** An active question-bank plan grants this many assessments per plan period. */
export const ASSESSMENTS_PER_PERIOD = 2
const DEFAULT_EXAM: TExamCode = 'nclex-rn'
const REVIEW_PAGE_SIZE = 10

type Deps = { repo: ReadinessRepository; billing: BillingQueries; clock: Clock }

/**
 * Readiness: the start screen (target exam, allowance, tracker), starting an assessment, its
 * result and review; taking it (item, answers, suspend) is assessment-answering.ts.
 */
export function readinessService({ repo, billing, clock }: Deps) {
  const bankFor = readinessBanks(repo)
  const access = assessmentAccess({ repo, clock })
  const { load, expireIfDue } = access

  async function allowance(userId: string): Promise<TReadinessAllowance> {
    const period = await billing.activePeriod(userId, 'plan', clock.now())
    if (!period)
      return {
        entitled: false,
        perPeriod: ASSESSMENTS_PER_PERIOD,
        used: 0,
        remaining: 0,
        periodEndsAt: null,
      }
    const used = await repo.countStarted(userId, period.startsAt, period.endsAt)
    return {
      entitled: true,
      perPeriod: ASSESSMENTS_PER_PERIOD,
      used,
      remaining: Math.max(0, ASSESSMENTS_PER_PERIOD - used),
      periodEndsAt: period.endsAt.toISOString(),
    }
  }

  async function tracker(userId: string): Promise<TReadinessTracker> {
    const rows = await repo.listCompleted(userId)
    const items = rows.map((r, i) => ({
      id: r.id,
      number: i + 1,
      exam: r.exam,
      examName: EXAM_CONFIGS[r.exam].name,
      completedAt: r.completedAt!.toISOString(),
      band: r.band!,
      passed: r.passed!,
    }))
    let consecutiveHigh = 0
    for (let i = items.length - 1; i >= 0; i--) {
      const band = items[i]!.band
      if (band !== 'high' && band !== 'very-high') break
      consecutiveHigh++
    }
    return {
      items,
      consecutiveHigh,
      fourConsecutiveHigh: fourConsecutiveHigh(items.map((item) => item.band)),
    }
  }

  async function targetExam(userId: string) {
    return (await repo.targetExam(userId)) ?? DEFAULT_EXAM
  }

  return {
    targetExam,

    async setTargetExam(userId: string, exam: TExamCode) {
      await repo.setTargetExam(userId, exam, clock.now())
      return { targetExam: exam }
    },

    /** The start screen: target exam, allowance, the open assessment, the tracker. */
    async overview(userId: string): Promise<TReadinessOverview> {
      const open = await repo.findOpen(userId)
      const current = open ? await expireIfDue(open) : null
      return {
        targetExam: await targetExam(userId),
        exams: EXAM_CODES.map((code) => {
          const c = EXAM_CONFIGS[code]
          return {
            code,
            name: c.name,
            minItems: c.minItems,
            maxItems: c.maxItems,
            timeLimitMinutes: c.timeLimitMinutes,
            passingStandard: c.passingStandard,
          }
        }),
        allowance: await allowance(userId),
        current: current && !current.completedAt ? statusDto(current, clock.now()) : null,
        tracker: await tracker(userId),
      }
    },

    /** Starts an assessment for the target exam: a plan, an unused allowance, none open. */
    async start(userId: string): Promise<TAssessmentStatus> {
      const now = clock.now()
      const period = await billing.activePeriod(userId, 'plan', now)
      if (!period)
        throw new AppError('forbidden', MSG.noPlan, { link: '</subscriptions>; rel="payment"' })
      const open = await repo.findOpen(userId)
      if (open && !(await expireIfDue(open)).completedAt)
        throw new AppError('conflict', MSG.inProgress)
      if (
        (await repo.countStarted(userId, period.startsAt, period.endsAt)) >= ASSESSMENTS_PER_PERIOD
      )
        throw new AppError('forbidden', MSG.usedUp, { link: '</subscriptions>; rel="payment"' })
      const exam = await targetExam(userId)
      const config = EXAM_CONFIGS[exam]
      const bank = await bankFor(exam)
      let state: TAssessmentState
      try {
        state = startAssessment(config, bank, {
          seen: await repo.seenQuestionIds(userId),
          seed: randomInt(0, 2 ** 31 - 1),
        })
      } catch (err) {
        if (err instanceof AssessmentError && err.code === 'empty-bank')
          throw new AppError('unavailable', MSG.emptyBank)
        throw err
      }
      const first = state.items[0]!
      const row = await repo.create({
        userId,
        exam,
        state,
        startedAt: now,
        deadlineAt: new Date(now.getTime() + config.timeLimitMinutes * 60_000),
        first: { position: 1, questionId: first.itemId, pretest: first.pretest, maxScore: 1 },
      })
      if (!row) throw new AppError('conflict', MSG.inProgress)
      return statusDto(row, now)
    },

    async status(userId: string, id: string) {
      return statusDto(await load(userId, id), clock.now())
    },

    ...assessmentAnswering({ repo, clock, access, bankFor }),

    async result(userId: string, id: string): Promise<TReadinessResultDto> {
      const row = await load(userId, id)
      if (!row.completedAt || !row.result) throw new AppError('conflict', MSG.notEnded)
      return resultDto({ ...row, completedAt: row.completedAt, result: row.result })
    },

    /** After the end: every item with the answer given, the key and the explanation. */
    async review(userId: string, id: string, page: number, pageSize = REVIEW_PAGE_SIZE) {
      const row = await load(userId, id)
      if (!row.completedAt) throw new AppError('conflict', MSG.notEnded)
      const { rows, total } = await repo.reviewPage(row.id, pageSize, (page - 1) * pageSize)
      const items: TReadinessReview['items'] = rows.map((r) => reviewItemDto(row, r))
      return { items, total, page, pageSize }
    },
  }
}

export type ReadinessService = ReturnType<typeof readinessService>
