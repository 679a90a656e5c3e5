import type { TItemListFilter } from '@nurseready/shared/schemas/item-bank'
import { and, asc, eq, inArray, or, type SQL, sql } from 'drizzle-orm'
import { type Db, queryRows } from '../../db/client'
import { caseStudies, paperItems, questions, subjects } from '../../db/schema/index'
import { isUniqueViolation } from '../../lib/db-errors'

export type QuestionRow = typeof questions.$inferSelect
export type NewQuestion = typeof questions.$inferInsert
export type SubjectRow = typeof subjects.$inferSelect
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]
export type Executor = Db | Tx

/** Statistics of one question row, computed in SQL (definitions: docs/item-bank.md). */
export type StatsRow = {
  question_id: string
  times_used: number
  completed: number
  facility: number | null
  discrimination: number | null
  point_biserial: number | null
}

/**
 * Per question row: papers it was in, and over completed papers facility (points earned /
 * available), the discrimination index (100 × r of the item's score fraction with the rest of
 * the paper's score fraction) and the point-biserial (r of right 0/1 with the paper's fraction).
 * PostgreSQL's corr() is null with fewer than 2 papers or no variance.
 */
const STATS = sql`
  select pi.question_id,
    count(*)::int as times_used,
    count(*) filter (where p.status = 'completed')::int as completed,
    (sum(pi.marks_awarded) filter (where p.status = 'completed'))::float8
      / nullif(sum(pi.marks_possible) filter (where p.status = 'completed'), 0) as facility,
    100 * corr(
      pi.marks_awarded::float8 / nullif(pi.marks_possible, 0),
      (p.marks_scored - pi.marks_awarded)::float8 / nullif(p.marks_possible - pi.marks_possible, 0)
    ) filter (where p.status = 'completed') as discrimination,
    corr(
      case when pi.is_correct then 1.0 else 0.0 end,
      p.marks_scored::float8 / nullif(p.marks_possible, 0)
    ) filter (where p.status = 'completed') as point_biserial
  from paper_items pi join papers p on p.id = pi.paper_id
  group by pi.question_id`

export type ListRow = StatsRow & {
  id: string
  key: string | null
  type: string
  style: 'traditional' | 'nextgen'
  status: 'draft' | 'published' | 'archived' | 'superseded'
  version: number
  subject_id: string
  subject: string
  client_need: string | null
  tags: string[]
  stem: string
  case_study_id: string | null
  updated_at: string | Date
  difficulty: number | null
  calibrated_difficulty: number | null
  responses: number | null
}

const SORTS: Record<string, SQL> = {
  updated: sql`coalesce(q.updated_at, q.created_at)`,
  timesUsed: sql`coalesce(s.times_used, 0)`,
  facility: sql`s.facility`,
  discrimination: sql`s.discrimination`,
  pointBiserial: sql`s.point_biserial`,
  difficulty: sql`coalesce(c.difficulty, q.difficulty)`,
}

export function itemBankRepository(db: Db) {
  return {
    /** A page of question rows with their statistics, filtered and sorted (stats sorts put nulls last). */
    async list(query: TItemListFilter) {
      const where: SQL[] = [
        query.status ? sql`q.status = ${query.status}` : sql`q.status <> 'superseded'`,
      ]
      if (query.subjectId) where.push(sql`q.subject_id = ${query.subjectId}::uuid`)
      if (query.type) where.push(sql`q.type = ${query.type}`)
      if (query.style) where.push(sql`q.style = ${query.style}`)
      if (query.clientNeed) where.push(sql`q.client_need = ${query.clientNeed}`)
      if (query.tag) where.push(sql`${query.tag} = any(q.tags)`)
      if (query.q) {
        const like = `%${query.q.replace(/[\\%_]/g, (m) => `\\${m}`)}%`
        where.push(sql`(q.stem ilike ${like} or q.key ilike ${like})`)
      }
      if (query.maxFacility !== undefined) where.push(sql`s.facility <= ${query.maxFacility}`)
      if (query.maxDiscrimination !== undefined)
        where.push(sql`s.discrimination < ${query.maxDiscrimination}`)
      if (query.minTimesUsed !== undefined)
        where.push(sql`coalesce(s.times_used, 0) >= ${query.minTimesUsed}`)
      const filter = sql.join(where, sql` and `)
      const order = query.order === 'asc' ? sql`asc nulls last` : sql`desc nulls last`
      const from = sql`from ${questions} q
        join ${subjects} sub on sub.id = q.subject_id
        left join (${STATS}) s on s.question_id = q.id
        left join readiness_item_calibrations c on c.question_id = q.id
        where ${filter}`
      const rows = await queryRows<ListRow>(
        db,
        sql`select q.id, q.key, q.type, q.style, q.status, q.version, q.subject_id, sub.name as subject,
            q.client_need, q.tags, q.stem, q.case_study_id, coalesce(q.updated_at, q.created_at) as updated_at,
            q.difficulty, c.difficulty as calibrated_difficulty, c.responses,
            s.times_used, s.completed, s.facility, s.discrimination, s.point_biserial
          ${from}
          order by ${SORTS[query.sort] ?? SORTS.updated} ${order}, q.id
          limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`,
      )
      const [count] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n ${from}`)
      return { rows, total: count?.n ?? 0 }
    },

    async summary(id: string) {
      const [row] = await queryRows<ListRow>(
        db,
        sql`select q.id, q.key, q.type, q.style, q.status, q.version, q.subject_id, sub.name as subject,
            q.client_need, q.tags, q.stem, q.case_study_id, coalesce(q.updated_at, q.created_at) as updated_at,
            q.difficulty, c.difficulty as calibrated_difficulty, c.responses,
            s.times_used, s.completed, s.facility, s.discrimination, s.point_biserial
          from ${questions} q
          join ${subjects} sub on sub.id = q.subject_id
          left join (${STATS}) s on s.question_id = q.id
          left join readiness_item_calibrations c on c.question_id = q.id
          where q.id = ${id}::uuid`,
      )
      return row
    },

    async find(ex: Executor, id: string, lock = false) {
      const q = ex.select().from(questions).where(eq(questions.id, id))
      const [row] = lock ? await q.for('update') : await q
      return row
    },

    async findByIds(ids: string[]) {
      if (!ids.length) return []
      return db.select().from(questions).where(inArray(questions.id, ids))
    },

    /** Every current row (not superseded, not archived) for an export of everything. */
    async current() {
      return db
        .select()
        .from(questions)
        .where(inArray(questions.status, ['draft', 'published']))
        .orderBy(asc(questions.createdAt), asc(questions.id))
    },

    /** Every version of an item's family, oldest first. */
    async history(row: QuestionRow) {
      const family = row.familyId ?? row.id
      return db
        .select({
          id: questions.id,
          version: questions.version,
          status: questions.status,
          at: questions.createdAt,
        })
        .from(questions)
        .where(or(eq(questions.id, family), eq(questions.familyId, family)))
        .orderBy(asc(questions.version))
    },

    /** The answers given to this version (for option choice counts). */
    async answers(id: string) {
      const rows = await db
        .select({ answer: paperItems.answer })
        .from(paperItems)
        .where(and(eq(paperItems.questionId, id), sql`${paperItems.answer} is not null`))
      return rows.map((r) => r.answer)
    },

    async usedInPapers(ex: Executor, id: string) {
      const [row] = await queryRows<{ n: number }>(
        ex,
        sql`select count(*)::int as n from ${paperItems} where question_id = ${id}::uuid`,
      )
      return row?.n ?? 0
    },

    async insert(ex: Executor, values: NewQuestion[]) {
      if (!values.length) return []
      const out: { id: string; key: string | null }[] = []
      // Chunks keep each statement under PostgreSQL's 65,535 parameters.
      for (let i = 0; i < values.length; i += 500)
        out.push(
          ...(await ex
            .insert(questions)
            .values(values.slice(i, i + 500))
            .returning({ id: questions.id, key: questions.key })),
        )
      return out
    },

    async update(ex: Executor, id: string, values: Partial<NewQuestion>) {
      const [row] = await ex.update(questions).set(values).where(eq(questions.id, id)).returning()
      return row
    },

    async deleteDraft(ex: Executor, id: string) {
      await ex.delete(questions).where(and(eq(questions.id, id), eq(questions.status, 'draft')))
    },

    /** Keys among these already used by a row of the bank. */
    async existingKeys(ex: Executor, keys: string[]) {
      if (!keys.length) return new Set<string>()
      const found = new Set<string>()
      for (let i = 0; i < keys.length; i += 1000) {
        const rows = await ex
          .select({ key: questions.key })
          .from(questions)
          .where(inArray(questions.key, keys.slice(i, i + 1000)))
        for (const r of rows) if (r.key) found.add(r.key)
      }
      return found
    },

    async existingCaseKeys(ex: Executor, keys: string[]) {
      if (!keys.length) return new Set<string>()
      const rows = await ex
        .select({ key: caseStudies.key })
        .from(caseStudies)
        .where(inArray(caseStudies.key, keys))
      return new Set(rows.map((r) => r.key))
    },

    async insertCaseStudy(ex: Executor, values: typeof caseStudies.$inferInsert) {
      const [row] = await ex.insert(caseStudies).values(values).returning({ id: caseStudies.id })
      return row?.id as string
    },

    async caseStudy(id: string, ex: Executor = db) {
      const [row] = await ex.select().from(caseStudies).where(eq(caseStudies.id, id))
      return row
    },

    /**
     * Every case study, newest first: its subject's name, exams, and its current items' ids in
     * step order with their status (the six share one).
     */
    /** A page of case studies, newest first, and how many there are in all. */
    async caseStudies(page: { limit: number; offset: number }) {
      const [counted] = await queryRows<{ n: number }>(
        db,
        sql`select count(*)::int as n from ${caseStudies}`,
      )
      const rows = await queryRows<{
        id: string
        key: string
        title: string
        subject: string
        exams: string[]
        created_at: string | Date
        status: 'draft' | 'published' | 'archived' | 'superseded' | null
        item_ids: string[] | null
      }>(
        db,
        sql`select cs.id, cs.key, cs.title, sub.name as subject, cs.exams, cs.created_at,
            (select (array_agg(q.status order by q.case_step))[1] from ${questions} q
              where q.case_study_id = cs.id and q.status <> 'superseded') as status,
            (select array_agg(q.id order by q.case_step) from ${questions} q
              where q.case_study_id = cs.id and q.status <> 'superseded') as item_ids
          from ${caseStudies} cs join ${subjects} sub on sub.id = cs.subject_id
          order by cs.created_at desc, cs.key
          limit ${page.limit} offset ${page.offset}`,
      )
      return { rows, total: counted?.n ?? 0 }
    },

    async updateCaseStudy(
      ex: Executor,
      id: string,
      values: Partial<typeof caseStudies.$inferInsert>,
    ) {
      await ex.update(caseStudies).set(values).where(eq(caseStudies.id, id))
    },

    /** The current six items of a case, in step order. */
    async caseItems(caseStudyId: string, ex: Executor = db) {
      return ex
        .select()
        .from(questions)
        .where(
          and(eq(questions.caseStudyId, caseStudyId), sql`${questions.status} <> 'superseded'`),
        )
        .orderBy(asc(questions.caseStep))
    },

    async subjects() {
      return queryRows<{ id: string; name: string; position: number; items: number }>(
        db,
        sql`select s.id, s.name, s.position,
            (select count(*)::int from ${questions} q where q.subject_id = s.id and q.status <> 'superseded') as items
          from ${subjects} s order by s.position, s.name`,
      )
    },

    async subjectIdsByName(ex: Executor, names: string[]) {
      if (!names.length) return new Map<string, string>()
      const rows = await ex.select().from(subjects).where(inArray(subjects.name, names))
      return new Map(rows.map((r) => [r.name, r.id]))
    },

    async subjectNames(ids: string[], ex: Executor = db) {
      if (!ids.length) return new Map<string, string>()
      const rows = await ex.select().from(subjects).where(inArray(subjects.id, ids))
      return new Map(rows.map((r) => [r.id, r.name]))
    },

    async findSubject(ex: Executor, id: string) {
      const [row] = await ex.select().from(subjects).where(eq(subjects.id, id))
      return row
    },

    async subjectByName(ex: Executor, name: string) {
      const [row] = await ex.select().from(subjects).where(eq(subjects.name, name))
      return row
    },

    /** The new subject, or null when its name is taken (the unique index refused it). */
    async insertSubject(ex: Executor, values: { name: string; position: number }) {
      try {
        const [row] = await ex.insert(subjects).values(values).returning()
        return row as SubjectRow
      } catch (err) {
        if (isUniqueViolation(err)) return null
        throw err
      }
    },

    /** The renamed subject, or null when the name is taken (by a rename or creation at once). */
    async updateSubject(ex: Executor, id: string, values: { name?: string; position?: number }) {
      try {
        const [row] = await ex.update(subjects).set(values).where(eq(subjects.id, id)).returning()
        return row as SubjectRow
      } catch (err) {
        if (isUniqueViolation(err)) return null
        throw err
      }
    },

    /** A subject's current (not superseded) items, as the subject list counts them. */
    async subjectItems(ex: Executor, id: string) {
      const [row] = await queryRows<{ n: number }>(
        ex,
        sql`select count(*)::int as n from ${questions}
          where subject_id = ${id}::uuid and status <> 'superseded'`,
      )
      return row?.n ?? 0
    },

    /** Current (not superseded) items per client-need category (only those with any). */
    async clientNeedCounts() {
      return queryRows<{ client_need: string; items: number }>(
        db,
        sql`select q.client_need, count(*)::int as items from ${questions} q
          where q.status <> 'superseded' and q.client_need is not null group by q.client_need`,
      )
    },

    async tags() {
      return queryRows<{ tag: string; items: number }>(
        db,
        sql`select t as tag, count(*)::int as items from ${questions} q, unnest(q.tags) t
          where q.status <> 'superseded' group by t order by t`,
      )
    },

    transaction<T>(fn: (tx: Tx) => Promise<T>) {
      return db.transaction(fn)
    },
  }
}
export type ItemBankRepository = ReturnType<typeof itemBankRepository>
