import type { TAnswer } from '@nurseready/shared/domain/grading'
import type {
  TAssessmentState,
  TReadinessResult,
} from '@nurseready/shared/domain/readiness/assessment'
import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { questions } from './question-bank'
import { users } from './users'

const EXAMS = ['nclex-rn', 'nclex-pn', 'rex-pn'] as const

/** The exam a student prepares for (readiness assessments follow its rules). */
export const readinessProfiles = pgTable(
  'readiness_profiles',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    targetExam: text('target_exam', { enum: EXAMS }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'readiness_profiles_exam_check',
      sql`${t.targetExam} in ('nclex-rn', 'nclex-pn', 'rex-pn')`,
    ),
  ],
)

/**
 * One adaptive readiness assessment: the engine's state as JSON between requests, the server's
 * clock (the deadline never moves: a suspension counts as a break does on the exam), and the
 * result once it has stopped.
 */
export const readinessAssessments = pgTable(
  'readiness_assessments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    exam: text('exam', { enum: EXAMS }).notNull(),
    state: jsonb('state').$type<TAssessmentState>().notNull(),
    /** Answers recorded so far: the optimistic lock of every answer. */
    answeredCount: integer('answered_count').notNull().default(0),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    deadlineAt: timestamp('deadline_at', { withTimezone: true }).notNull(),
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    result: jsonb('result').$type<TReadinessResult>(),
    band: text('band', { enum: ['very-high', 'high', 'borderline', 'low'] }),
    passed: boolean('passed'),
  },
  (t) => [
    index('readiness_assessments_user_started_idx').on(t.userId, t.startedAt),
    // At most one assessment in progress per student (a double start cannot open two).
    uniqueIndex('readiness_assessments_one_open_idx')
      .on(t.userId)
      .where(sql`${t.completedAt} is null`),
    check('readiness_assessments_exam_check', sql`${t.exam} in ('nclex-rn', 'nclex-pn', 'rex-pn')`),
  ],
)

/** The items of an assessment in the order given, with the answers (review, items seen). */
export const readinessItems = pgTable(
  'readiness_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    assessmentId: uuid('assessment_id')
      .notNull()
      .references(() => readinessAssessments.id, { onDelete: 'cascade' }),
    /** 1-based, in the order the items were given. */
    position: integer('position').notNull(),
    questionId: uuid('question_id')
      .notNull()
      .references(() => questions.id),
    pretest: boolean('pretest').notNull(),
    answer: jsonb('answer').$type<TAnswer>(),
    score: integer('score'),
    maxScore: integer('max_score').notNull(),
    presentedAt: timestamp('presented_at', { withTimezone: true }).notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('readiness_items_assessment_position_idx').on(t.assessmentId, t.position),
    index('readiness_items_question_idx').on(t.questionId),
  ],
)

/**
 * An item's difficulty as estimated from students' answers by the calibration job (marginal ML,
 * the author difficulty as prior, established items held fixed): used by assessments once
 * `responses` reaches the engine's threshold, else the author difficulty stands.
 */
export const readinessItemCalibrations = pgTable('readiness_item_calibrations', {
  questionId: uuid('question_id')
    .primaryKey()
    .references(() => questions.id, { onDelete: 'cascade' }),
  /** Rasch difficulty in logits. */
  difficulty: real('difficulty').notNull(),
  se: real('se'),
  /** Students' first answers to the item the estimate rests on. */
  responses: integer('responses').notNull(),
  calibratedAt: timestamp('calibrated_at', { withTimezone: true }).notNull(),
})

/** One run of the calibration job with its counts (also what stops a second run that night). */
export const readinessCalibrationRuns = pgTable('readiness_calibration_runs', {
  id: uuid('id').primaryKey().defaultRandom(),
  ranAt: timestamp('ran_at', { withTimezone: true }).notNull(),
  summary: jsonb('summary').$type<Record<string, number | boolean>>().notNull(),
})
