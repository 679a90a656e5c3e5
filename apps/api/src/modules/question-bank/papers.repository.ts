import type { TScore } from '@nurseready/shared/domain/ngn-scoring/score-item'
import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm'
import { type Db, preparedRows } from '../../db/client'
import {
  caseStudies,
  paperItems,
  papers,
  questionFlags,
  questions,
  subjects,
  users,
} from '../../db/schema/index'

export type PaperRow = typeof papers.$inferSelect
export type QuestionRow = typeof questions.$inferSelect
export type ItemRow = typeof paperItems.$inferSelect
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]
export type Executor = Db | Tx

export function papersRepository(db: Db) {
  // The question screen's hot read, prepared once per connection (parsed and planned once).
  const findPaperItemQuery = db
    .select({
      paper: papers,
      subject: subjects.name,
      item: paperItems,
      question: questions,
      caseStudy: caseStudies,
      flagged: sql<boolean>`(${questionFlags.questionId} is not null)`,
    })
    .from(papers)
    .innerJoin(subjects, eq(subjects.id, papers.subjectId))
    .leftJoin(
      paperItems,
      and(eq(paperItems.paperId, papers.id), eq(paperItems.position, sql.placeholder('position'))),
    )
    .leftJoin(questions, eq(questions.id, paperItems.questionId))
    .leftJoin(caseStudies, eq(caseStudies.id, questions.caseStudyId))
    .leftJoin(
      questionFlags,
      and(eq(questionFlags.questionId, questions.id), eq(questionFlags.userId, papers.userId)),
    )
    .where(
      and(eq(papers.code, sql.placeholder('code')), eq(papers.userId, sql.placeholder('userId'))),
    )
    .limit(1)
    .prepare('find_paper_item')

  // Saves an answer and counts it on its paper in one statement, prepared once per connection.
  // The time spent is the client's figure bounded by the server's clock: the seconds since the
  // paper's previous answer (or its start).
  const p = (name: string) => sql.placeholder(name)
  const at = sql`${p('now')}::timestamptz`
  const saveAnswerQuery = preparedRows<
    { status: 'in process' | 'completed' },
    {
      paperId: string
      itemId: string
      answer: string
      score: string
      isCorrect: boolean
      correct: number
      marks: number
      now: string
      elapsed: number | null
    }
  >(
    db,
    'save_answer',
    sql`
    with open_paper as (
      select id from ${papers}
      where id = ${p('paperId')}::uuid and status = 'in process'
        and (mode = 'tutor' or (paused_at is null and deadline_at > ${at}))
    ), since as (
      select greatest(0, floor(extract(epoch from (${at} - coalesce(
        (select max(answered_at) from ${paperItems} where paper_id = ${p('paperId')}::uuid),
        (select created_at from ${papers} where id = ${p('paperId')}::uuid))))))::int as s
    ), saved as (
      update ${paperItems} set answer = ${p('answer')}::jsonb, score = ${p('score')}::jsonb,
        is_correct = ${p('isCorrect')}::boolean,
        marks_awarded = ${p('marks')}::int, answered_at = ${at},
        time_spent_seconds = least(coalesce(${p('elapsed')}::int, (select s from since)), (select s from since))
      where id = ${p('itemId')}::uuid and answered_at is null and paper_id in (select id from open_paper)
      returning paper_id
    )
    update ${papers} p set
      marks_scored = p.marks_scored + ${p('marks')}::int,
      answered_count = p.answered_count + 1,
      correct_count = p.correct_count + ${p('correct')}::int,
      status = case when p.answered_count + 1 >= p.question_count then 'completed' else p.status end,
      completed_at = case when p.answered_count + 1 >= p.question_count then ${at} else p.completed_at end
    where p.id in (select paper_id from saved)
    returning p.status`,
  )

  return {
    transaction: <T>(fn: (tx: Tx) => Promise<T>) => db.transaction(fn),

    /**
     * Locks the student's row for the transaction (two creations of one student run one after
     * the other) and counts their papers: the free limit cannot be passed by racing requests.
     */
    async lockAndCountPapers(tx: Executor, userId: string): Promise<number> {
      await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update')
      const [row] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(papers)
        .where(eq(papers.userId, userId))
      return row?.n ?? 0
    },

    async insertPaper(tx: Executor, values: typeof papers.$inferInsert) {
      const [row] = await tx.insert(papers).values(values).returning()
      return row!
    },

    async insertItems(tx: Executor, values: (typeof paperItems.$inferInsert)[]) {
      await tx.insert(paperItems).values(values)
    },

    /** The user's paper by code: another user's code is simply not found. */
    async findPaper(userId: string, code: string, tx: Executor = db, lock = false) {
      const q = tx
        .select({ paper: papers, subject: subjects.name })
        .from(papers)
        .innerJoin(subjects, eq(subjects.id, papers.subjectId))
        .where(and(eq(papers.code, code), eq(papers.userId, userId)))
        .limit(1)
      const [row] = lock ? await q.for('update', { of: papers }) : await q
      return row
    },

    /** The user's paper with one of its questions, in one query (the question screen's hot path). */
    async findPaperItem(userId: string, code: string, position: number) {
      const [row] = await findPaperItemQuery.execute({ userId, code, position })
      return row
    },

    /** Every position of a paper in order: answered, and flagged by the paper's student. */
    async itemStates(paperId: string) {
      return db
        .select({
          position: paperItems.position,
          answered: sql<boolean>`(${paperItems.answeredAt} is not null)`,
          flagged: sql<boolean>`(${questionFlags.questionId} is not null)`,
        })
        .from(paperItems)
        .innerJoin(papers, eq(papers.id, paperItems.paperId))
        .leftJoin(
          questionFlags,
          and(
            eq(questionFlags.questionId, paperItems.questionId),
            eq(questionFlags.userId, papers.userId),
          ),
        )
        .where(eq(paperItems.paperId, paperId))
        .orderBy(asc(paperItems.position))
    },

    /**
     * Saves an answer and counts it on the paper in one atomic statement, only while the item is
     * unanswered and the paper is open (in process, not paused, before its deadline). Returns the
     * paper's new status, or null when a condition failed (the caller finds out which).
     */
    async saveAnswer(
      paperId: string,
      itemId: string,
      values: {
        answer: unknown
        score: TScore
        isCorrect: boolean
        marksAwarded: number
        elapsedSeconds?: number | undefined
      },
      now: Date,
    ): Promise<'in process' | 'completed' | null> {
      const [row] = await saveAnswerQuery({
        paperId,
        itemId,
        answer: JSON.stringify(values.answer),
        score: JSON.stringify(values.score),
        isCorrect: values.isCorrect,
        correct: values.isCorrect ? 1 : 0,
        marks: values.marksAwarded,
        now: now.toISOString(),
        elapsed: values.elapsedSeconds ?? null,
      })
      return row?.status ?? null
    },

    async updatePaper(
      paperId: string,
      values: Partial<typeof papers.$inferInsert>,
      tx: Executor = db,
    ) {
      const [row] = await tx.update(papers).set(values).where(eq(papers.id, paperId)).returning()
      return row!
    },

    /** Flags or unflags a question for the student (idempotent). */
    async setFlag(userId: string, questionId: string, flagged: boolean) {
      if (flagged)
        await db.insert(questionFlags).values({ userId, questionId }).onConflictDoNothing()
      else
        await db
          .delete(questionFlags)
          .where(and(eq(questionFlags.userId, userId), eq(questionFlags.questionId, questionId)))
    },

    async saveNote(itemId: string, note: string) {
      await db.update(paperItems).set({ note }).where(eq(paperItems.id, itemId))
    },

    /** Completes this user's timed papers whose deadline has passed (not while paused). */
    async completeExpired(userId: string, now: Date) {
      await db
        .update(papers)
        .set({ status: 'completed', completedAt: papers.deadlineAt })
        .where(
          and(
            eq(papers.userId, userId),
            eq(papers.status, 'in process'),
            eq(papers.mode, 'time'),
            isNull(papers.pausedAt),
            sql`${papers.deadlineAt} <= ${now.toISOString()}::timestamptz`,
          ),
        )
    },

    async listPapers(userId: string, limit: number, offset: number) {
      const [rows, [count]] = await Promise.all([
        db
          .select({ paper: papers, subject: subjects.name })
          .from(papers)
          .innerJoin(subjects, eq(subjects.id, papers.subjectId))
          .where(eq(papers.userId, userId))
          .orderBy(desc(papers.createdAt), desc(papers.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: sql<number>`count(*)::int` }).from(papers).where(eq(papers.userId, userId)),
      ])
      return { rows, total: count?.n ?? 0 }
    },
  }
}

export type PapersRepository = ReturnType<typeof papersRepository>
