import { and, count, desc, eq, gte, ilike, lt, or, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { auditLog } from '../../db/schema/index'

/** Anything that can insert: the database or an open transaction (`db.transaction(tx => …)`). */
export type AuditExecutor = Pick<Db, 'insert'>

export type AuditRow = typeof auditLog.$inferInsert

export type AuditFilter = {
  /** Part of the actor's email. */
  actor?: string
  /** An action ("user.disable") or its prefix ("user."). */
  action?: string
  targetType?: string
  targetId?: string
  from?: Date
  /** Exclusive. */
  to?: Date
  limit: number
  offset: number
}

/** Escapes LIKE's wildcards so a search for "a_b" finds "a_b", not "axb". */
const likeLiteral = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`)

/** The only code that touches audit_log. */
export function auditRepository(db: Db) {
  return {
    async insert(row: AuditRow, executor: AuditExecutor = db) {
      await executor.insert(auditLog).values(row)
    },

    /** A page of entries, newest first, and how many match. */
    async search(f: AuditFilter) {
      const where: SQL[] = []
      if (f.actor) where.push(ilike(auditLog.actorEmail, `%${likeLiteral(f.actor)}%`))
      if (f.action) {
        const prefix = ilike(auditLog.action, `${likeLiteral(f.action)}%`)
        where.push(f.action.endsWith('.') ? prefix : or(eq(auditLog.action, f.action), prefix)!)
      }
      if (f.targetType) where.push(eq(auditLog.targetType, f.targetType))
      if (f.targetId) where.push(eq(auditLog.targetId, f.targetId))
      if (f.from) where.push(gte(auditLog.at, f.from))
      if (f.to) where.push(lt(auditLog.at, f.to))
      const condition = where.length ? and(...where) : undefined
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(auditLog)
          .where(condition)
          .orderBy(desc(auditLog.at), desc(auditLog.id))
          .limit(f.limit)
          .offset(f.offset),
        db.select({ n: count() }).from(auditLog).where(condition),
      ])
      return { rows, total: total?.n ?? 0 }
    },
  }
}

export type AuditRepository = ReturnType<typeof auditRepository>
