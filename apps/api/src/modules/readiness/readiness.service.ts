import { randomInt } from 'node:crypto'
import { isCorrect, type TAnswer, type TAnswerKey } from '@nurseready/shared/domain/grading'
import {
  AssessmentError,
  answerItem,
  assessmentResult,
  currentItemId,
  expireAssessment,
  startAssessment,
  type TAssessmentState,
} from '@nurseready/shared/domain/readiness/assessment'
import { indexBank, type TBank } from '@nurseready/shared/domain/readiness/bank'
import {
  CLIENT_NEEDS,
  clientNeedLabel,
  EXAM_CODES,
  EXAM_CONFIGS,
  type TClientNeed,
  type TExamCode,
} from '@nurseready/shared/domain/readiness/exams'
import { BAND_LABELS, fourConsecutiveHigh } from '@nurseready/shared/domain/readiness/report'
import type {
  TAssessmentStatus,
  TReadinessAllowance,
  TReadinessItem,
  TReadinessOverview,
  TReadinessResultDto,
  TReadinessReview,
  TReadinessTracker,
} from '@nurseready/shared/schemas/readiness'
import type { Clock } from '../../lib/clock'
import { AppError } from '../../lib/errors'
import type { BillingQueries } from '../billing/index'
import type {
  AssessmentRow,
  Completion,
  QuestionRow,
  ReadinessRepository,
} from './readiness.repository'
import { READINESS_MESSAGES as MSG, stopExplanation } from './readiness-texts'

/** An active question-bank plan grants this many assessments per plan period. */
export const ASSESSMENTS_PER_PERIOD = 2
const DEFAULT_EXAM: TExamCode = 'nclex-rn'
/** The engine's bank per exam is rebuilt from the questions table at most this often. */
const BANK_TTL_MS = 5 * 60_000
const REVIEW_PAGE_SIZE = 10

type Deps = { repo: ReadinessRepository; billing: BillingQueries; clock: Clock }

const isNeed = (v: string | null): v is TClientNeed =>
  v !== null && (CLIENT_NEEDS as readonly string[]).includes(v)

function keyOf(q: QuestionRow): TAnswerKey {
  if (q.type === 'matrix')
    return {
      type: 'matrix',
      rows: (q.rows ?? []).map((r) => ({ id: r.id, indicated: r.indicated })),
    }
  return { type: q.type, answers: q.answers }
}

function itemDto(position: number, q: QuestionRow): TReadinessItem {
  return {
    position,
    style: q.style,
    type: q.type,
    stem: q.stem,
    options: q.type === 'mcq' || q.type === 'multi' ? q.options : [],
    headings: q.headings ?? [],
    rows: (q.rows ?? []).map((r) => ({ id: r.id, text: r.text })),
  }
}

export function readinessService({ repo, billing, clock }: Deps) {
  const banks = new Map<TExamCode, { bank: TBank; at: number }>()

  async function bankFor(exam: TExamCode): Promise<TBank> {
    const cached = banks.get(exam)
    if (cached && Date.now() - cached.at < BANK_TTL_MS) return cached.bank
    const rows = await repo.bankItems(exam)
    const bank = indexBank(
      rows.flatMap((r) =>
        isNeed(r.clientNeed) && r.difficulty !== null
          ? [{ id: r.id, clientNeed: r.clientNeed, steps: [r.difficulty] }]
          : [],
      ),
    )
    banks.set(exam, { bank, at: Date.now() })
    return bank
  }

  function completion(state: TAssessmentState, completedAt: Date): Completion {
    return { completedAt, result: assessmentResult(state) }
  }

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

  function status(row: AssessmentRow, at: Date = clock.now()): TAssessmentStatus {
    const now = at.getTime()
    const answered = row.state.items.filter((item) => item.score !== null).length
    return {
      id: row.id,
      exam: row.exam,
      examName: row.state.config.name,
      status: row.completedAt ? 'completed' : row.suspendedAt ? 'suspended' : 'in progress',
      position: row.state.items.length,
      answered,
      minItems: row.state.config.minItems,
      maxItems: row.state.config.maxItems,
      startedAt: row.startedAt.toISOString(),
      deadline: row.deadlineAt.toISOString(),
      remainingSeconds: row.completedAt
        ? 0
        : Math.max(0, Math.floor((row.deadlineAt.getTime() - now) / 1000)),
      suspendedAt: row.suspendedAt?.toISOString() ?? null,
      completedAt: row.completedAt?.toISOString() ?? null,
    }
  }

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

  function refuseAnswering(row: AssessmentRow): void {
    if (row.completedAt) throw new AppError('conflict', MSG.ended)
    if (row.suspendedAt) throw new AppError('conflict', MSG.suspended)
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
        current: current && !current.completedAt ? status(current) : null,
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
      return status(row, now)
    },

    async status(userId: string, id: string) {
      return status(await load(userId, id))
    },

    /** The item on screen, without key or feedback. */
    async currentItem(userId: string, id: string): Promise<TReadinessItem> {
      const row = await load(userId, id)
      refuseAnswering(row)
      const position = row.state.items.length
      const found = await repo.itemAt(row.id, position)
      if (!found) throw new AppError('not_found', MSG.notFound)
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
      if (!found || itemId !== found.item.questionId)
        throw new AppError('conflict', MSG.alreadyAnswered)
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
      if (!recorded) {
        const latest = await load(userId, id)
        refuseAnswering(latest)
        throw new AppError('conflict', MSG.alreadyAnswered)
      }
      return status({
        ...row,
        state,
        answeredCount: row.answeredCount + 1,
        completedAt: done?.completedAt ?? null,
        result: done?.result ?? null,
      })
    },

    /** A break: the item leaves the screen, the clock keeps running (as on the exam). */
    async suspend(userId: string, id: string) {
      const row = await load(userId, id)
      refuseAnswering(row)
      const updated = await repo.setSuspended(row.id, clock.now())
      if (!updated) throw new AppError('conflict', MSG.ended)
      return status(updated)
    },

    async resume(userId: string, id: string) {
      const row = await load(userId, id)
      if (row.completedAt) throw new AppError('conflict', MSG.ended)
      if (!row.suspendedAt) throw new AppError('conflict', MSG.notSuspended)
      const updated = await repo.setSuspended(row.id, null)
      if (!updated) throw new AppError('conflict', MSG.ended)
      return status(updated)
    },

    async result(userId: string, id: string): Promise<TReadinessResultDto> {
      const row = await load(userId, id)
      if (!row.completedAt || !row.result) throw new AppError('conflict', MSG.notEnded)
      const r = row.result
      const config = row.state.config
      const answered = row.state.items.filter((item) => item.score !== null).length
      return {
        id: row.id,
        exam: row.exam,
        examName: config.name,
        passingStandard: r.passingStandard,
        passed: r.passed,
        band: r.band,
        bandLabel: BAND_LABELS[r.band],
        probabilityAboveStandard: r.probabilityAboveStandard,
        theta: r.theta,
        se: r.se,
        interval: r.interval,
        stopReason: r.stopReason,
        stopExplanation: stopExplanation({
          reason: r.stopReason,
          passed: r.passed,
          answered,
          minItems: config.minItems,
          maxItems: config.maxItems,
          window: config.timeoutWindow,
        }),
        itemsAdministered: r.itemsAdministered,
        scoredItems: r.scoredItems,
        startedAt: row.startedAt.toISOString(),
        completedAt: row.completedAt.toISOString(),
        trace: r.trace.map((point, i) => ({
          position: i + 1,
          theta: point.theta,
          low: point.theta - config.confidenceZ * point.se,
          high: point.theta + config.confidenceZ * point.se,
          pretest: point.pretest,
        })),
        categories: r.categories.map((c) => ({
          clientNeed: c.clientNeed,
          label: c.label,
          items: c.items,
          level: c.level,
        })),
      }
    },

    /** After the end: every item with the answer given, the key and the explanation. */
    async review(userId: string, id: string, page: number, pageSize = REVIEW_PAGE_SIZE) {
      const row = await load(userId, id)
      if (!row.completedAt) throw new AppError('conflict', MSG.notEnded)
      const { rows, total } = await repo.reviewPage(row.id, pageSize, (page - 1) * pageSize)
      const config = row.state.config
      const items: TReadinessReview['items'] = rows.map(({ item, question }) => ({
        ...itemDto(item.position, question),
        clientNeed: isNeed(question.clientNeed) ? clientNeedLabel(config, question.clientNeed) : '',
        pretest: item.pretest,
        given: item.answer ?? null,
        correct: item.score !== null && item.score === item.maxScore,
        key: keyOf(question),
        explanation: question.explanation,
      }))
      return { items, total, page, pageSize }
    },
  }
}

export type ReadinessService = ReturnType<typeof readinessService>
