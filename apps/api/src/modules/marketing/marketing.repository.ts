import type { ContactProduct, ContactUserRange } from '@nurseready/shared/domain/contact'
import { asc, count, desc, eq, isNotNull, isNull } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { contactLeads, studentVideos } from '../../db/schema/index'

export type LeadRow = typeof contactLeads.$inferSelect

export type LeadValues = {
  name: string
  email: string
  phone: string | null
  institution: string
  product: ContactProduct
  userRange: ContactUserRange
}

export type StudentVideoValues = {
  key: string
  studentName: string
  exam: string
  quote: string
  videoUrl: string
  posterUrl: string | null
  position: number
}

/** Contact leads and student videos: the only code that touches their tables. */
export function marketingRepository(db: Db) {
  return {
    async insertLead(values: LeadValues) {
      const [row] = await db.insert(contactLeads).values(values).returning()
      return row!
    },

    /** Newest first, paged in SQL. */
    async listLeads(limit: number, offset: number, status?: 'new' | 'handled') {
      const where =
        status === 'new'
          ? isNull(contactLeads.handledAt)
          : status === 'handled'
            ? isNotNull(contactLeads.handledAt)
            : undefined
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(contactLeads)
          .where(where)
          .orderBy(desc(contactLeads.createdAt), desc(contactLeads.id))
          .limit(limit)
          .offset(offset),
        db.select({ n: count() }).from(contactLeads).where(where),
      ])
      return { rows, total: total?.n ?? 0 }
    },

    /** Marks a lead handled (or new again) with `after` (the audit entry) in one transaction. */
    async setHandled(
      id: string,
      handledAt: Date | null,
      after: (tx: Pick<Db, 'insert'>, before: LeadRow) => Promise<void>,
    ) {
      return db.transaction(async (tx) => {
        const [before] = await tx
          .select()
          .from(contactLeads)
          .where(eq(contactLeads.id, id))
          .for('update')
        if (!before) return undefined
        const [row] = await tx
          .update(contactLeads)
          .set({ handledAt })
          .where(eq(contactLeads.id, id))
          .returning()
        await after(tx, before)
        return row
      })
    },

    /** The testimonial grid is small (a handful of clips): one bounded query. */
    async listStudentVideos(limit = 24) {
      return db
        .select({
          id: studentVideos.id,
          studentName: studentVideos.studentName,
          exam: studentVideos.exam,
          quote: studentVideos.quote,
          videoUrl: studentVideos.videoUrl,
          posterUrl: studentVideos.posterUrl,
        })
        .from(studentVideos)
        .orderBy(asc(studentVideos.position), asc(studentVideos.createdAt))
        .limit(limit)
    },

    async insertStudentVideoIfAbsent(values: StudentVideoValues) {
      await db.insert(studentVideos).values(values).onConflictDoNothing()
    },
  }
}

export type MarketingRepository = ReturnType<typeof marketingRepository>
