import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm'
import { type Db, preparedRows, queryRows } from '../../db/client'
import { paperItems, papers, questions, subjects } from '../../db/schema/index'

export type PaperRow = typeof papers.$inferSelect
export type QuestionRow = typeof questions.$inferSelect
export type ItemRow = typeof paperItems.$inferSelect
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]
type Executor = Db | Tx

/** Questions this user has already been given (in any paper). */
const usedBy = (userId: string) =>
  sql`select pi.question_id from ${paperItems} pi join ${papers} p on p.id = pi.paper_id where p.user_id = ${userId}`

export function papersRepository(db: Db) {
  // The question screen's hot read, prepared once per connection (parsed and planned once).
  const findPaperItemQuery = db
    .select({ paper: papers, subject: subjects.name, item: paperItems, question: questions })
    .from(papers)
    .innerJoin(subjects, eq(subjects.id, papers.subjectId))
    .leftJoin(
      paperItems,
      and(eq(paperItems.paperId, papers.id), eq(paperItems.position, sql.placeholder('position'))),
    )
    .leftJoin(questions, eq(questions.id, paperItems.questionId))
    .where(
      and(eq(papers.code, sql.placeholder('code')), eq(papers.userId, sql.placeholder('userId'))),
    )
    .limit(1)
    .prepare('find_paper_item')

  // Dashboard figures, prepared once per connection. A timed paper past its deadline counts as
  // completed even before a request completes it.
  const done = sql`(${papers.status} = 'completed' or (${papers.mode} = 'time' and ${papers.pausedAt} is null and ${papers.deadlineAt} <= ${sql.placeholder('now')}::timestamptz))`
  const dashboardQuery = db
    .select({
      totalPapers: sql<number>`count(*)::int`,
      completedPapers: sql<number>`(count(*) filter (where ${done}))::int`,
      inProcessPapers: sql<number>`(count(*) filter (where not ${done}))::int`,
      marksScored: sql<number>`coalesce(sum(${papers.marksScored}) filter (where ${done}), 0)::int`,
      marksPossible: sql<number>`coalesce(sum(${papers.marksPossible}) filter (where ${done}), 0)::int`,
      correct: sql<number>`coalesce(sum(${papers.correctCount}) filter (where ${done}), 0)::int`,
      incorrect: sql<number>`coalesce(sum(${papers.answeredCount} - ${papers.correctCount}) filter (where ${done}), 0)::int`,
      notAttempted: sql<number>`coalesce(sum(${papers.questionCount} - ${papers.answeredCount}) filter (where ${done}), 0)::int`,
    })
    .from(papers)
    .where(eq(papers.userId, sql.placeholder('userId')))
    .prepare('dashboard_totals')

  // Saves an answer and counts it on its paper in one statement, prepared once per connection.
  const p = (name: string) => sql.placeholder(name)
  const at = sql`${p('now')}::timestamptz`
  const saveAnswerQuery = preparedRows<
    { status: 'in process' | 'completed' },
    {
      paperId: string
      itemId: string
      answer: string
      isCorrect: boolean
      correct: number
      marks: number
      now: string
    }
  >(
    db,
    'save_answer',
    sql`
    with open_paper as (
      select id from ${papers}
      where id = ${p('paperId')}::uuid and status = 'in process'
        and (mode = 'tutor' or (paused_at is null and deadline_at > ${at}))
    ), saved as (
      update ${paperItems} set answer = ${p('answer')}::jsonb, is_correct = ${p('isCorrect')}::boolean,
        marks_awarded = ${p('marks')}::int, answered_at = ${at}
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

    async listSubjectStats(
      userId: string,
      style: string | undefined,
      limit: number,
      offset: number,
    ) {
      const styleFilter = style ? sql`and q.style = ${style}` : sql``
      const rows = await queryRows<{ id: string; name: string; total: number; used: number }>(
        db,
        sql`
        select s.id, s.name,
          (select count(*)::int from ${questions} q where q.subject_id = s.id ${styleFilter}) as total,
          (select count(distinct q.id)::int from ${questions} q
             where q.subject_id = s.id ${styleFilter} and q.id in (${usedBy(userId)})) as used
        from ${subjects} s
        order by s.position, s.name
        limit ${limit} offset ${offset}`,
      )
      const [totals] = await queryRows<{ subjects: number; all: number; used: number }>(
        db,
        sql`
        select (select count(*)::int from ${subjects}) as subjects,
          (select count(*)::int from ${questions} q where true ${styleFilter}) as all,
          (select count(distinct q.id)::int from ${questions} q where q.id in (${usedBy(userId)}) ${styleFilter}) as used`,
      )
      return { rows, totals: totals! }
    },

    async findSubject(id: string) {
      const [row] = await db.select().from(subjects).where(eq(subjects.id, id)).limit(1)
      return row
    },

    /**
     * Up to `count` questions of a subject and style: questions this user has not had yet come
     * first, and within that the question types take turns, so even a short test mixes them.
     */
    async pickQuestions(
      tx: Executor,
      userId: string,
      subjectId: string,
      style: string,
      count: number,
    ) {
      return queryRows<{ id: string; marks: number | null }>(
        tx,
        sql`
        select id, marks from (
          select q.id, q.marks, used,
            row_number() over (partition by used, q.type order by random()) as turn
          from (select q.*, q.id in (${usedBy(userId)}) as used from ${questions} q
                where q.subject_id = ${subjectId} and q.style = ${style}) q
        ) t
        order by used, turn, random()
        limit ${count}`,
      )
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

    async nextUnanswered(paperId: string) {
      const [row] = await db
        .select({ position: paperItems.position })
        .from(paperItems)
        .where(and(eq(paperItems.paperId, paperId), isNull(paperItems.answeredAt)))
        .orderBy(asc(paperItems.position))
        .limit(1)
      return row?.position ?? null
    },

    /**
     * Saves an answer and counts it on the paper in one atomic statement, only while the item is
     * unanswered and the paper is open (in process, not paused, before its deadline). Returns the
     * paper's new status, or null when a condition failed (the caller finds out which).
     */
    async saveAnswer(
      paperId: string,
      itemId: string,
      values: { answer: unknown; isCorrect: boolean; marksAwarded: number },
      now: Date,
    ): Promise<'in process' | 'completed' | null> {
      const [row] = await saveAnswerQuery({
        paperId,
        itemId,
        answer: JSON.stringify(values.answer),
        isCorrect: values.isCorrect,
        correct: values.isCorrect ? 1 : 0,
        marks: values.marksAwarded,
        now: now.toISOString(),
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

    /** Dashboard figures from the papers' own counters: one indexed aggregate, no item scan. */
    async dashboardTotals(userId: string, now: Date) {
      const [row] = await dashboardQuery.execute({ userId, now: now.toISOString() })
      return row!
    },

    async subjectTotals(userId: string) {
      return db
        .select({
          subject: subjects.name,
          marksScored: sql<number>`coalesce(sum(${papers.marksScored}) filter (where ${papers.status} = 'completed'), 0)::int`,
          marksPossible: sql<number>`coalesce(sum(${papers.marksPossible}) filter (where ${papers.status} = 'completed'), 0)::int`,
          correct: sql<number>`coalesce(sum(${papers.correctCount}) filter (where ${papers.status} = 'completed'), 0)::int`,
          incorrect: sql<number>`coalesce(sum(${papers.answeredCount} - ${papers.correctCount}) filter (where ${papers.status} = 'completed'), 0)::int`,
          notAttempted: sql<number>`coalesce(sum(${papers.questionCount} - ${papers.answeredCount}) filter (where ${papers.status} = 'completed'), 0)::int`,
        })
        .from(papers)
        .innerJoin(subjects, eq(subjects.id, papers.subjectId))
        .where(eq(papers.userId, userId))
        .groupBy(subjects.name, subjects.position)
        .orderBy(asc(subjects.position), asc(subjects.name))
    },
  }
}

export type PapersRepository = ReturnType<typeof papersRepository>
