import { z } from 'zod'
import { ZPage } from './common'

/** An ISO date or date-time in a query (from/to of a date range). */
const ZQueryDate = z.iso.datetime({ offset: true }).or(z.iso.date())

/** GET /api/admin/audit-log: search by actor email, action (or its prefix), target, date range. */
export const ZAuditQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
  actor: z.string().trim().max(200).optional(),
  action: z.string().trim().max(100).optional(),
  targetType: z.string().trim().max(50).optional(),
  targetId: z.string().trim().max(100).optional(),
  /** Inclusive: entries at or after. A date alone means its start (UTC). */
  from: ZQueryDate.optional(),
  /** Inclusive for a date (its whole day, UTC); exclusive for a date-time. */
  to: ZQueryDate.optional(),
})
export type TAuditQuery = z.input<typeof ZAuditQuery>

export const ZAuditEntry = z.object({
  id: z.string(),
  at: z.string(),
  actorId: z.string().nullable(),
  actorEmail: z.string(),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string().nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
})
export type TAuditEntry = z.infer<typeof ZAuditEntry>
export const ZAuditList = ZPage(ZAuditEntry)
export type TAuditList = z.infer<typeof ZAuditList>

/** The overview's stat cards, each from one SQL count or sum. */
export const ZAdminOverview = z.object({
  students: z.number().int(),
  activePlans: z.number().int(),
  /** Paid this calendar month (UTC), minus refunds, per currency, in cents. */
  revenueThisMonth: z.array(z.object({ currency: z.string(), amountCents: z.number().int() })),
  testsTaken: z.number().int(),
  openChats: z.number().int(),
  newLeads: z.number().int(),
})
export type TAdminOverview = z.infer<typeof ZAdminOverview>

export const ZAdminUserQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
  /** Part of the email or name. */
  q: z.string().trim().max(200).optional(),
  role: z.enum(['student', 'admin']).optional(),
  status: z.enum(['active', 'disabled']).optional(),
  /** Holds a question-bank plan now, or not. */
  plan: z.enum(['active', 'none']).optional(),
})
export type TAdminUserQuery = z.input<typeof ZAdminUserQuery>

export const ZAdminUser = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(['student', 'admin']),
  status: z.enum(['active', 'disabled']),
  createdAt: z.string(),
  disabledAt: z.string().nullable(),
  /** The question-bank plan held now, if any. */
  plan: z.object({ name: z.string(), endsAt: z.string() }).nullable(),
})
export type TAdminUser = z.infer<typeof ZAdminUser>
export const ZAdminUserList = ZPage(ZAdminUser)
export type TAdminUserList = z.infer<typeof ZAdminUserList>

export const ZUserIdParams = z.object({ id: z.uuid('User not found.') })
export const ZRoleChange = z.object({ role: z.enum(['student', 'admin']) })
export type TRoleChange = z.infer<typeof ZRoleChange>
