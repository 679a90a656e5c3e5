import { z } from 'zod'
import { CLIENT_NEEDS, EXAM_CODES } from '../domain/readiness/exams'
import { ZAnswer, ZAnswerKey, ZQuestionType, ZStyle } from './question-bank'

export const ZExamCode = z.enum(EXAM_CODES)
export const ZReadinessBand = z.enum(['very-high', 'high', 'borderline', 'low'])
export type TReadinessBandCode = z.infer<typeof ZReadinessBand>
export const ZStopReason = z.enum(['confidence', 'max-length', 'time', 'bank-exhausted'])
export type TStopReason = z.infer<typeof ZStopReason>
export const ZAssessmentStatusCode = z.enum(['in progress', 'suspended', 'completed'])

/** An exam the student can prepare for, with the rules its readiness assessments follow. */
export const ZReadinessExam = z.object({
  code: ZExamCode,
  name: z.string(),
  minItems: z.number().int(),
  maxItems: z.number().int(),
  timeLimitMinutes: z.number().int(),
  passingStandard: z.number(),
})
export type TReadinessExam = z.infer<typeof ZReadinessExam>

export const ZTargetExamRequest = z.object({
  exam: z.enum(EXAM_CODES, { error: 'Choose NCLEX-RN, NCLEX-PN or REx-PN' }),
})
export const ZTargetExam = z.object({ targetExam: ZExamCode })

/** Where an assessment stands: the server's clock and the item number, never an answer key. */
export const ZAssessmentStatus = z.object({
  id: z.string(),
  exam: ZExamCode,
  examName: z.string(),
  status: ZAssessmentStatusCode,
  /** 1-based number of the item on screen (or of the last one, once completed). */
  position: z.number().int(),
  answered: z.number().int(),
  minItems: z.number().int(),
  maxItems: z.number().int(),
  startedAt: z.string(),
  deadline: z.string(),
  /** Seconds until the deadline (0 once it has passed); a suspension does not stop it. */
  remainingSeconds: z.number().int(),
  suspendedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
})
export type TAssessmentStatus = z.infer<typeof ZAssessmentStatus>

/** The student's allowance: 2 assessments per plan period, with an active question-bank plan. */
export const ZReadinessAllowance = z.object({
  entitled: z.boolean(),
  perPeriod: z.number().int(),
  used: z.number().int(),
  remaining: z.number().int(),
  periodEndsAt: z.string().nullable(),
})
export type TReadinessAllowance = z.infer<typeof ZReadinessAllowance>

export const ZTrackerEntry = z.object({
  id: z.string(),
  number: z.number().int(),
  exam: ZExamCode,
  examName: z.string(),
  completedAt: z.string(),
  band: ZReadinessBand,
  passed: z.boolean(),
})
export type TTrackerEntry = z.infer<typeof ZTrackerEntry>

export const ZReadinessTracker = z.object({
  items: z.array(ZTrackerEntry),
  /** High or Very High in a row, counted back from the latest. */
  consecutiveHigh: z.number().int(),
  fourConsecutiveHigh: z.boolean(),
})
export type TReadinessTracker = z.infer<typeof ZReadinessTracker>

export const ZReadinessOverview = z.object({
  targetExam: ZExamCode,
  exams: z.array(ZReadinessExam),
  allowance: ZReadinessAllowance,
  current: ZAssessmentStatus.nullable(),
  tracker: ZReadinessTracker,
})
export type TReadinessOverview = z.infer<typeof ZReadinessOverview>

/** The item on screen: no key, no explanation, nothing that says whether it counts. */
export const ZReadinessItem = z.object({
  position: z.number().int(),
  style: ZStyle,
  type: ZQuestionType,
  stem: z.string(),
  options: z.array(z.string()),
  headings: z.array(z.string()),
  rows: z.array(z.object({ id: z.string(), text: z.string() })),
})
export type TReadinessItem = z.infer<typeof ZReadinessItem>

export const ZReadinessAnswerRequest = z.object({
  /** The item being answered (1-based): a repeated or stale submit is refused, never recounted. */
  position: z.coerce.number().int().min(1).max(1000),
  answer: ZAnswer,
})

export const ZAssessmentParams = z.object({ id: z.uuid('Assessment not found.') })

export const ZTracePoint = z.object({
  position: z.number().int(),
  theta: z.number(),
  low: z.number(),
  high: z.number(),
  pretest: z.boolean(),
})

export const ZCategoryResult = z.object({
  clientNeed: z.enum(CLIENT_NEEDS),
  label: z.string(),
  items: z.number().int(),
  level: z.enum(['below', 'near', 'above']),
})

export const ZReadinessResult = z.object({
  id: z.string(),
  exam: ZExamCode,
  examName: z.string(),
  passingStandard: z.number(),
  passed: z.boolean(),
  band: ZReadinessBand,
  bandLabel: z.string(),
  probabilityAboveStandard: z.number(),
  theta: z.number(),
  se: z.number(),
  interval: z.object({ low: z.number(), high: z.number() }),
  stopReason: ZStopReason,
  stopExplanation: z.string(),
  itemsAdministered: z.number().int(),
  scoredItems: z.number().int(),
  startedAt: z.string(),
  completedAt: z.string(),
  trace: z.array(ZTracePoint),
  categories: z.array(ZCategoryResult),
})
export type TReadinessResultDto = z.infer<typeof ZReadinessResult>

/** One item in the review after the end: the answer given, the key, the explanation. */
export const ZReadinessReviewItem = ZReadinessItem.extend({
  clientNeed: z.string(),
  pretest: z.boolean(),
  given: ZAnswer.nullable(),
  correct: z.boolean(),
  key: ZAnswerKey,
  explanation: z.string().nullable(),
})
export type TReadinessReviewItem = z.infer<typeof ZReadinessReviewItem>

export const ZReadinessReview = z.object({
  items: z.array(ZReadinessReviewItem),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
})
export type TReadinessReview = z.infer<typeof ZReadinessReview>
