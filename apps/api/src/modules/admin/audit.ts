import type { Clock } from '../../lib/clock'
import type { AuditExecutor, AuditRepository } from './audit.repository'

/** Who made an admin write: the signed-in user (`currentUser(req)` satisfies it). */
export type AuditActor = { id: string; email: string }

/** What was done: "<target type>.<verb>" on one record, with a short before/after summary. */
export type AuditEntry = {
  action: string
  targetType: string
  targetId?: string | null
  before?: Record<string, unknown> | null
  after?: Record<string, unknown> | null
}

/** Values that never go into the log, whatever the caller passes. */
const SECRET_KEYS = /password|token|secret|hash/i
/** Long texts (a blog post's HTML) are cut in the summary. */
const MAX_TEXT = 200

function summarise(value: unknown): unknown {
  if (typeof value === 'string')
    return value.length > MAX_TEXT ? `${value.slice(0, MAX_TEXT)}… (${value.length} chars)` : value
  if (value instanceof Date) return value.toISOString()
  if (Array.isArray(value)) return value.map(summarise)
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value)
        .filter(([k]) => !SECRET_KEYS.test(k))
        .map(([k, v]) => [k, summarise(v)]),
    )
  return value
}

/**
 * The fields that differ between two versions of a record, each side holding only those (so
 * an edit of one field logs one field). Either side may be null (created, deleted).
 */
export function changedFields(
  before: Record<string, unknown> | null | undefined,
  after: Record<string, unknown> | null | undefined,
): { before: Record<string, unknown> | null; after: Record<string, unknown> | null } {
  if (!before || !after) return { before: before ?? null, after: after ?? null }
  const b: Record<string, unknown> = {}
  const a: Record<string, unknown> = {}
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const x = summarise(before[key])
    const y = summarise(after[key])
    if (JSON.stringify(x) !== JSON.stringify(y)) {
      b[key] = x
      a[key] = y
    }
  }
  return { before: b, after: a }
}

/**
 * The audit log's writer. Call `record` from every admin write, passing the transaction the
 * write runs in (`db.transaction(async (tx) => { …; await audit.record(actor, entry, tx) })`)
 * so the entry and the change commit or roll back together; without one it inserts on its own.
 */
export function auditLogWriter(repo: AuditRepository, clock: Clock) {
  return {
    async record(actor: AuditActor, entry: AuditEntry, executor?: AuditExecutor) {
      const { before, after } = changedFields(
        summarise(entry.before) as Record<string, unknown> | null | undefined,
        summarise(entry.after) as Record<string, unknown> | null | undefined,
      )
      await repo.insert(
        {
          at: clock.now(),
          actorId: actor.id,
          actorEmail: actor.email,
          action: entry.action,
          targetType: entry.targetType,
          targetId: entry.targetId ?? null,
          before,
          after,
        },
        executor,
      )
    },
  }
}

export type AuditLog = ReturnType<typeof auditLogWriter>
