import { z } from 'zod'
import { MODES, PAPER_STATUSES, QUESTION_TYPES, STYLES } from '../constants/question-bank'
import { DEFAULT_QUESTION_COUNT } from '../constants/spec'
import { CLIENT_NEEDS } from '../domain/readiness/exams'
import { ITEM_TYPES } from '../items/bodies'
import { ZItem, ZPublicItem } from '../items/item'
import { ZClientRecord } from '../items/record'
import { ZResponse } from '../items/responses'

export const ZStyle = z.enum(STYLES)
export type TStyle = z.infer<typeof ZStyle>
export const ZMode = z.enum(MODES)
export type TMode = z.infer<typeof ZMode>
export const ZQuestionType = z.enum(QUESTION_TYPES)
export type TQuestionType = z.infer<typeof ZQuestionType>
/** A paper question's type: the legacy four (`matrix` is the prescription table) and every item type. */
export const ZPaperQuestionType = z.enum(['matrix', ...ITEM_TYPES])
export type TPaperQuestionType = z.infer<typeof ZPaperQuestionType>
export const ZPaperStatus = z.enum(PAPER_STATUSES)
export type TPaperStatus = z.infer<typeof ZPaperStatus>

/** A subject (question category) with the student's counts: spec "questcat". */
export const ZSubjectStats = z.object({
  id: z.string(),
  name: z.string(),
  totalQuestions: z.number().int(),
  usedQuestions: z.number().int(),
})
export type TSubjectStats = z.infer<typeof ZSubjectStats>

export const ZSubjectList = z.object({
  items: z.array(ZSubjectStats),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  allQuestions: z.number().int(),
  usedQuestions: z.number().int(),
})
export type TSubjectList = z.infer<typeof ZSubjectList>

/** Where a custom test draws its questions from. */
export const POOLS = ['all', 'unused', 'incorrect', 'flagged'] as const
export const ZPool = z.enum(POOLS)
export type TPool = z.infer<typeof ZPool>
export const ZClientNeed = z.enum(CLIENT_NEEDS)

export const ZCreatePaperRequest = z.object({
  style: ZStyle,
  mode: ZMode,
  subjectId: z.string({ error: 'Choose a subject' }).uuid('Choose a subject'),
  /** More subjects beside subjectId (a custom test across several). */
  subjectIds: z.array(z.string().uuid('Choose a subject')).max(50).optional(),
  /** Only questions of these client-need categories (none: every category). */
  clientNeeds: z.array(ZClientNeed).max(CLIENT_NEEDS.length).optional(),
  pool: ZPool.default('all'),
  count: z.coerce
    .number()
    .int()
    .min(1, 'Choose at least one question')
    .max(500)
    .default(DEFAULT_QUESTION_COUNT),
})
export type TCreatePaperRequest = z.input<typeof ZCreatePaperRequest>

/** The pools' sizes for a choice of style, subjects and client needs (comma-separated lists). */
export const ZPoolCountsQuery = z.object({
  /** No style: both styles. */
  style: ZStyle.optional(),
  /** No subjects: every subject. */
  subjectIds: z
    .string()
    .max(2000)
    .optional()
    .transform((v) => (v ? v.split(',').filter(Boolean) : []))
    .pipe(z.array(z.string().uuid('Choose a subject')).max(50)),
  clientNeeds: z
    .string()
    .max(1000)
    .optional()
    .transform((v) => (v ? v.split(',').filter(Boolean) : []))
    .pipe(z.array(ZClientNeed)),
})
export type TPoolCountsQuery = z.input<typeof ZPoolCountsQuery>
export const ZPoolCounts = z.object({
  all: z.number().int(),
  unused: z.number().int(),
  incorrect: z.number().int(),
  flagged: z.number().int(),
})
export type TPoolCounts = z.infer<typeof ZPoolCounts>

export const ZFlagRequest = z.object({ flagged: z.boolean() })
export const ZFlagResponse = z.object({ flagged: z.boolean() })

export const ZCreatePaperResponse = z.object({
  code: z.string(),
  requested: z.number().int(),
  questionCount: z.number().int(),
  message: z.string(),
})
export type TCreatePaperResponse = z.infer<typeof ZCreatePaperResponse>

/** A paper as listed on the dashboard and /previoustest. */
export const ZPaperSummary = z.object({
  code: z.string(),
  style: ZStyle,
  mode: ZMode,
  subject: z.string(),
  status: ZPaperStatus,
  questionCount: z.number().int(),
  answeredCount: z.number().int(),
  marksScored: z.number(),
  marksPossible: z.number(),
  percent: z.number(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
})
export type TPaperSummary = z.infer<typeof ZPaperSummary>

export const ZPaperList = z.object({
  items: z.array(ZPaperSummary),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
})
export type TPaperList = z.infer<typeof ZPaperList>

/** The paper's clock (time mode): kept by the server, so a refresh cannot add time. */
export const ZPaperTimer = z.object({
  limitSeconds: z.number().int(),
  remainingSeconds: z.number().int(),
  paused: z.boolean(),
  deadline: z.string().nullable(),
})
export type TPaperTimer = z.infer<typeof ZPaperTimer>

export const ZPaperState = ZPaperSummary.extend({
  timer: ZPaperTimer.nullable(),
  /** Position of the first unanswered question, or null when none is left. */
  nextPosition: z.number().int().nullable(),
  /** Every position in order, for the test screen's navigator (answered, flagged by the student). */
  items: z
    .array(z.object({ position: z.number().int(), answered: z.boolean(), flagged: z.boolean() }))
    .optional(),
})
export type TPaperState = z.infer<typeof ZPaperState>

const ZMatrixChoice = z.enum(['indicated', 'not_indicated']).nullable()

export const ZAnswer = z.discriminatedUnion('type', [
  z.object({ type: z.literal('mcq'), choice: z.string().max(2000) }),
  z.object({ type: z.literal('multi'), choices: z.array(z.string().max(2000)).max(20) }),
  z.object({ type: z.literal('blank'), text: z.string().max(500) }),
  z.object({
    type: z.literal('matrix'),
    rows: z.array(z.object({ id: z.string().max(64), choice: ZMatrixChoice })).max(20),
  }),
])

export const ZAnswerKey = z.discriminatedUnion('type', [
  z.object({ type: z.literal('mcq'), answers: z.array(z.string()) }),
  z.object({ type: z.literal('multi'), answers: z.array(z.string()) }),
  z.object({ type: z.literal('blank'), answers: z.array(z.string()) }),
  z.object({
    type: z.literal('matrix'),
    rows: z.array(z.object({ id: z.string(), indicated: z.boolean() })),
  }),
])

/**
 * A scored answer (docs/items.md, Scores): the rule, points of max, full credit, and what each
 * option, row, cell, drop-down, target, bow-tie option or link earned (+1, −1 or 0).
 */
export const ZScore = z.object({
  rule: z.enum(['zero-one', 'plus-minus', 'rationale', 'all-or-nothing']),
  points: z.number().int(),
  max: z.number().int(),
  correct: z.boolean(),
  parts: z.array(
    z.object({ id: z.string(), earned: z.union([z.literal(1), z.literal(-1), z.literal(0)]) }),
  ),
})
export type TScoreDto = z.infer<typeof ZScore>

/** The case study a question belongs to: its place (0-5 of 6) and the record as at that step. */
export const ZQuestionCase = z.object({
  caseId: z.string(),
  title: z.string(),
  index: z.number().int(),
  total: z.number().int(),
  record: ZClientRecord,
})
export type TQuestionCase = z.infer<typeof ZQuestionCase>

/** What a student submits: a legacy answer (the four spec types) or an item response (any type). */
export const ZGiven = z.union([ZAnswer, ZResponse])
export type TGiven = z.infer<typeof ZGiven>

/** A question as shown while taking a test: no key, no explanation. */
export const ZPaperQuestion = z.object({
  code: z.string(),
  position: z.number().int(),
  total: z.number().int(),
  style: ZStyle,
  type: ZPaperQuestionType,
  subject: z.string(),
  stem: z.string(),
  options: z.array(z.string()),
  headings: z.array(z.string()),
  rows: z.array(z.object({ id: z.string(), text: z.string() })),
  marks: z.number(),
  answered: z.boolean(),
  note: z.string().nullable(),
  /** The student flagged this question (for a test from flagged questions). */
  flagged: z.boolean().optional(),
  /** The item without key, rationales, explanation or difficulty (legacy questions converted). */
  item: ZPublicItem,
  /** The case study of a case item (its record as at this step), else null. */
  case: ZQuestionCase.nullable(),
})
export type TPaperQuestion = z.infer<typeof ZPaperQuestion>

/** The same question once answered (or in review of a completed paper): the key and the result. */
export const ZAnsweredQuestion = ZPaperQuestion.extend({
  /** As submitted: a legacy answer or an item response. */
  given: ZGiven.nullable(),
  /** The given answer as the item's response (legacy texts become option ids). */
  response: ZResponse.nullable(),
  /** Points, rule and per-part +1/−1/0 once answered (null before). */
  score: ZScore.nullable(),
  /** The whole item with its key and rationales, once revealed (answered or paper completed). */
  solution: ZItem.nullable(),
  correct: z.boolean().nullable(),
  marksAwarded: z.number(),
  key: ZAnswerKey.nullable(),
  explanation: z.string().nullable(),
  answeredAt: z.string().nullable(),
  /** Seconds spent on the question (null before it is answered). */
  timeSpentSeconds: z.number().int().nullable().optional(),
})
export type TAnsweredQuestion = z.infer<typeof ZAnsweredQuestion>

export const ZSubmitAnswerRequest = z.object({
  /** The legacy answer (mcq, multi, blank, matrix) or an item response (every type). */
  answer: ZGiven,
  /** Seconds the student spent on the question, as the screen measured it (clamped by the server). */
  elapsedSeconds: z.number().int().min(0).max(86_400).optional(),
})

/** Tutor mode gets the key and explanation at once; time mode only learns it was saved. */
export const ZSubmitAnswerResponse = z.object({
  status: z.literal('complete'),
  result: ZAnsweredQuestion.nullable(),
  paperStatus: ZPaperStatus,
})
export type TSubmitAnswerResponse = z.infer<typeof ZSubmitAnswerResponse>

export const ZNoteRequest = z.object({ note: z.string().max(5000) })

export const ZDashboardCounts = z.object({
  totalPapers: z.number().int(),
  completedPapers: z.number().int(),
  inProcessPapers: z.number().int(),
  upcomingWebinars: z.number().int(),
  marksScored: z.number(),
  marksPossible: z.number(),
  overallPercent: z.number(),
  correct: z.number().int(),
  incorrect: z.number().int(),
  notAttempted: z.number().int(),
})
export type TDashboardCounts = z.infer<typeof ZDashboardCounts>

export const ZSubjectAnalytics = z.object({
  subject: z.string(),
  totalQuestions: z.number().int(),
  marksScored: z.number(),
  marksPossible: z.number(),
  correct: z.number().int(),
  incorrect: z.number().int(),
  notAttempted: z.number().int(),
})
export const ZAnalytics = z.object({
  totals: ZDashboardCounts,
  subjects: z.array(ZSubjectAnalytics),
})
export type TAnalytics = z.infer<typeof ZAnalytics>
