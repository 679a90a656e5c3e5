import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm'
import { type Db, queryRows } from '../../db/client'
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

    /** Up to `count` questions of a subject and style: unused by this user first, then the rest. */
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
        select q.id, q.marks from ${questions} q
        where q.subject_id = ${subjectId} and q.style = ${style}
        order by (q.id in (${usedBy(userId)})), random()
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

    async nextUnanswered(paperId: string) {
      const [row] = await db
        .select({ position: paperItems.position })
        .from(paperItems)
        .where(and(eq(paperItems.paperId, paperId), isNull(paperItems.answeredAt)))
        .orderBy(asc(paperItems.position))
        .limit(1)
      return row?.position ?? null
    },

    async findItem(paperId: string, position: number, tx: Executor = db) {
      const [row] = await tx
        .select({ item: paperItems, question: questions })
        .from(paperItems)
        .innerJoin(questions, eq(questions.id, paperItems.questionId))
        .where(and(eq(paperItems.paperId, paperId), eq(paperItems.position, position)))
        .limit(1)
      return row
    },

    /** Saves an answer once: false when the item was answered concurrently. */
    async saveAnswer(
      tx: Executor,
      itemId: string,
      values: { answer: unknown; isCorrect: boolean; marksAwarded: number; answeredAt: Date },
    ) {
      const rows = await tx
        .update(paperItems)
        .set(values)
        .where(and(eq(paperItems.id, itemId), isNull(paperItems.answeredAt)))
        .returning({ id: paperItems.id })
      return rows.length === 1
    },

    async countAnswer(tx: Executor, paperId: string, marks: number, correct: boolean, now: Date) {
      const [row] = await tx
        .update(papers)
        .set({
          marksScored: sql`${papers.marksScored} + ${marks}`,
          answeredCount: sql`${papers.answeredCount} + 1`,
          correctCount: sql`${papers.correctCount} + ${correct ? 1 : 0}`,
          status: sql`case when ${papers.answeredCount} + 1 >= ${papers.questionCount} then 'completed' else ${papers.status} end`,
          completedAt: sql`case when ${papers.answeredCount} + 1 >= ${papers.questionCount} then ${now.toISOString()}::timestamptz else ${papers.completedAt} end`,
        })
        .where(eq(papers.id, paperId))
        .returning({ status: papers.status })
      return row!.status
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
    async dashboardTotals(userId: string) {
      const [row] = await db
        .select({
          totalPapers: sql<number>`count(*)::int`,
          completedPapers: sql<number>`(count(*) filter (where ${papers.status} = 'completed'))::int`,
          inProcessPapers: sql<number>`(count(*) filter (where ${papers.status} = 'in process'))::int`,
          marksScored: sql<number>`coalesce(sum(${papers.marksScored}) filter (where ${papers.status} = 'completed'), 0)::int`,
          marksPossible: sql<number>`coalesce(sum(${papers.marksPossible}) filter (where ${papers.status} = 'completed'), 0)::int`,
          correct: sql<number>`coalesce(sum(${papers.correctCount}), 0)::int`,
          incorrect: sql<number>`coalesce(sum(${papers.answeredCount} - ${papers.correctCount}), 0)::int`,
          notAttempted: sql<number>`coalesce(sum(${papers.questionCount} - ${papers.answeredCount}) filter (where ${papers.status} = 'completed'), 0)::int`,
        })
        .from(papers)
        .where(eq(papers.userId, userId))
      return row!
    },

    async subjectTotals(userId: string) {
      return db
        .select({
          subject: subjects.name,
          marksScored: sql<number>`coalesce(sum(${papers.marksScored}) filter (where ${papers.status} = 'completed'), 0)::int`,
          marksPossible: sql<number>`coalesce(sum(${papers.marksPossible}) filter (where ${papers.status} = 'completed'), 0)::int`,
          correct: sql<number>`coalesce(sum(${papers.correctCount}), 0)::int`,
          incorrect: sql<number>`coalesce(sum(${papers.answeredCount} - ${papers.correctCount}), 0)::int`,
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
