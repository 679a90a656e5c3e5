import type { Db } from '../../db/client'
import type { Clock } from '../../lib/clock'
import { auditLogWriter } from './audit'
import { auditRepository } from './audit.repository'

export type { AuditActor, AuditEntry, AuditLog } from './audit'
export { changedFields } from './audit'
export type { AuditExecutor } from './audit.repository'

/**
 * The admin module's public interface: the audit log writer every admin write calls
 * (ModuleDeps.audit). `audit.record(currentUser(req), { action, targetType, targetId, before,
 * after }, tx)` inside the write's transaction.
 */
export function createAuditLog(db: Db, clock: Clock) {
  return auditLogWriter(auditRepository(db), clock)
}
