import type { TScore } from '@nurseready/shared/domain/ngn-scoring/score-item'
import { ITEM_TYPES } from '@nurseready/shared/items/bodies'
import type { TCjStep } from '@nurseready/shared/items/common'
import { CJ_STEPS } from '@nurseready/shared/items/common'
import type { TItem } from '@nurseready/shared/items/item'
import type { TClientRecord, TRecordChange } from '@nurseready/shared/items/record'
import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { users } from './users'

export const subjects = pgTable('subjects', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull().unique(),
  position: integer('position').notNull().default(0),
})

export type MatrixRow = { id: string; text: string; indicated: boolean }

/**
 * A question's `type`: the spec's legacy four (rows written before the item format, `item` null)
 * and every item type of docs/items.md. Legacy `matrix` rows read as `matrix-mc` items.
 */
export const QUESTION_ROW_TYPES = ['matrix', ...ITEM_TYPES] as const
/** A question row's life-cycle state; `superseded` rows are earlier versions kept for papers. */
export const QUESTION_STATUSES = ['draft', 'published', 'archived', 'superseded'] as const
const sqlList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '))

/**
 * An unfolding case study (docs/items.md): the client record shown with its first item and how
 * the record changes before each of its six items (`record_changes[i]` before step i). The items
 * are questions with case_study_id and case_step 0-5.
 */
export const caseStudies = pgTable('case_studies', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** The case's id in the content (e.g. "cs-01-sepsis"), so seeding is idempotent. */
  key: text('key').notNull().unique(),
  title: text('title').notNull(),
  subjectId: uuid('subject_id')
    .notNull()
    .references(() => subjects.id),
  record: jsonb('record').$type<TClientRecord>().notNull(),
  recordChanges: jsonb('record_changes').$type<TRecordChange[][]>().notNull().default([]),
  exams: text('exams').array().notNull().default(sql`'{}'::text[]`),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

export const questions = pgTable(
  'questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stable key of seeded questions (e.g. "pharmacology-07"), so seeding is idempotent. */
    key: text('key').unique(),
    subjectId: uuid('subject_id')
      .notNull()
      .references(() => subjects.id),
    subsubject: text('subsubject'),
    style: text('style', { enum: ['traditional', 'nextgen'] }).notNull(),
    type: text('type', { enum: QUESTION_ROW_TYPES }).notNull(),
    stem: text('stem').notNull(),
    options: jsonb('options').$type<string[]>().notNull().default([]),
    answers: jsonb('answers').$type<string[]>().notNull().default([]),
    /** Null means the spec's default of 3. */
    marks: integer('marks'),
    explanation: text('explanation'),
    headings: jsonb('headings').$type<string[]>(),
    rows: jsonb('rows').$type<MatrixRow[]>(),
    /** Readiness tags: NCLEX client-need category id, author difficulty (Rasch logits), exam codes. */
    clientNeed: text('client_need'),
    difficulty: real('difficulty'),
    exams: text('exams').array().notNull().default(sql`'{}'::text[]`),
    /**
     * The whole item in the format of docs/items.md (key and rationales included; never sent
     * before the answer). Null for legacy rows, which are converted on read (fromLegacySeedItem).
     */
    item: jsonb('item').$type<TItem>(),
    clinicalJudgmentStep: text('clinical_judgment_step').$type<TCjStep>(),
    /** The case study the item belongs to and its place in it (0-5), or null for stand-alone items. */
    caseStudyId: uuid('case_study_id').references(() => caseStudies.id),
    caseStep: integer('case_step'),
    /**
     * Item life cycle (issue 15, docs/item-bank.md): draft → published → archived; a change to a
     * published item writes a new row (version + 1, same family) and the old one becomes
     * `superseded`, so papers keep the row, i.e. the version, they showed. Only published rows
     * are picked for new tests.
     */
    status: text('status', { enum: QUESTION_STATUSES }).notNull().default('published'),
    version: integer('version').notNull().default(1),
    /** The first version's id (null on the first version itself). */
    familyId: uuid('family_id').references((): AnyPgColumn => questions.id),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('questions_subject_style_idx').on(t.subjectId, t.style),
    index('questions_family_idx').on(t.familyId),
    index('questions_status_idx').on(t.status),
    check('questions_status_check', sql`${t.status} in (${sqlList(QUESTION_STATUSES)})`),
    uniqueIndex('questions_case_step_idx')
      .on(t.caseStudyId, t.caseStep)
      .where(sql`${t.status} <> 'superseded'`),
    check('questions_style_check', sql`${t.style} in ('traditional', 'nextgen')`),
    check('questions_type_check', sql`${t.type} in (${sqlList(QUESTION_ROW_TYPES)})`),
    check(
      'questions_cj_step_check',
      sql`${t.clinicalJudgmentStep} is null or ${t.clinicalJudgmentStep} in (${sqlList(CJ_STEPS)})`,
    ),
    check(
      'questions_case_step_check',
      sql`(${t.caseStudyId} is null and ${t.caseStep} is null) or (${t.caseStudyId} is not null and ${t.caseStep} between 0 and 5)`,
    ),
  ],
)

export const papers = pgTable(
  'papers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    code: text('code').notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    style: text('style', { enum: ['traditional', 'nextgen'] }).notNull(),
    mode: text('mode', { enum: ['tutor', 'time'] }).notNull(),
    subjectId: uuid('subject_id')
      .notNull()
      .references(() => subjects.id),
    questionCount: integer('question_count').notNull(),
    /** A custom test: every subject chosen (subject_id is the first), client needs, pool. */
    subjectIds: uuid('subject_ids').array().notNull().default(sql`'{}'::uuid[]`),
    clientNeeds: text('client_needs').array().notNull().default(sql`'{}'::text[]`),
    pool: text('pool', { enum: ['all', 'unused', 'incorrect', 'flagged'] })
      .notNull()
      .default('all'),
    status: text('status', { enum: ['in process', 'completed', 'abandoned'] })
      .notNull()
      .default('in process'),
    marksScored: integer('marks_scored').notNull().default(0),
    marksPossible: integer('marks_possible').notNull(),
    answeredCount: integer('answered_count').notNull().default(0),
    correctCount: integer('correct_count').notNull().default(0),
    /** Time mode: the limit, the running deadline, and the time left while paused. */
    timeLimitSeconds: integer('time_limit_seconds'),
    deadlineAt: timestamp('deadline_at', { withTimezone: true }),
    pausedAt: timestamp('paused_at', { withTimezone: true }),
    remainingSecondsAtPause: integer('remaining_seconds_at_pause'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    index('papers_user_created_idx').on(t.userId, t.createdAt),
    index('papers_user_status_idx').on(t.userId, t.status),
    check('papers_status_check', sql`${t.status} in ('in process', 'completed', 'abandoned')`),
    check('papers_mode_check', sql`${t.mode} in ('tutor', 'time')`),
  ],
)

export const paperItems = pgTable(
  'paper_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paperId: uuid('paper_id')
      .notNull()
      .references(() => papers.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    questionId: uuid('question_id')
      .notNull()
      .references(() => questions.id),
    answer: jsonb('answer'),
    isCorrect: boolean('is_correct'),
    marksAwarded: integer('marks_awarded').notNull().default(0),
    marksPossible: integer('marks_possible').notNull(),
    /** The scored response (rule, points, max, correct, parts +1/-1/0); null before the answer. */
    score: jsonb('score').$type<TScore>(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    /** Seconds spent on the question: the client's figure, clamped by the server's clock. */
    timeSpentSeconds: integer('time_spent_seconds'),
    note: text('note'),
  },
  (t) => [
    uniqueIndex('paper_items_paper_position_idx').on(t.paperId, t.position),
    index('paper_items_question_idx').on(t.questionId),
  ],
)

/** A student's flag on a question (from the test screen), used to build tests from flagged ones. */
export const questionFlags = pgTable(
  'question_flags',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    questionId: uuid('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.questionId] })],
)
