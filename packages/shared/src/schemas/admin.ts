import { z } from 'zod'
import { ZCurrency, ZOrder, ZOrderStatus, ZPlan } from './billing'
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

export const ZAdminOrderQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
  status: ZOrderStatus.optional(),
  /** Part of the student's email. */
  q: z.string().trim().max(200).optional(),
  /** Created on or after this date (UTC). */
  from: ZQueryDate.optional(),
  /** Created on or before this date (its whole day, UTC). */
  to: ZQueryDate.optional(),
})
export type TAdminOrderQuery = z.input<typeof ZAdminOrderQuery>

/** An order as admins see it: the student's view plus the refund state and the student. */
export const ZAdminOrder = ZOrder.extend({
  /** Asked of the provider, waiting for its confirmation (Stripe's webhook). */
  refundRequestedAt: z.string().nullable(),
  refundedAt: z.string().nullable(),
  user: z.object({ id: z.string(), email: z.string(), name: z.string() }),
})
export type TAdminOrder = z.infer<typeof ZAdminOrder>
export const ZAdminOrderList = ZPage(ZAdminOrder)
export type TAdminOrderList = z.infer<typeof ZAdminOrderList>
export const ZOrderIdParams = z.object({ id: z.uuid('Order not found.') })

/** A plan as admins edit it: the public fields plus whether it is on sale and its position. */
export const ZAdminPlan = ZPlan.extend({ active: z.boolean(), sortOrder: z.number().int() })
export type TAdminPlan = z.infer<typeof ZAdminPlan>
export const ZAdminPlanList = z.object({ items: z.array(ZAdminPlan) })
export const ZPlanIdParams = z.object({ id: z.uuid('Plan not found.') })
export const ZAdminPlanInput = z.object({
  name: z.string().trim().min(1, 'Name is required').max(100),
  courseName: z.string().trim().min(1, 'Course name is required').max(100),
  /** Whole cents, at least 1. */
  amountCents: z.number().int().min(1, 'Price must be at least 0.01').max(10_000_000),
  currency: ZCurrency,
  validityDays: z.number().int().min(1, 'Validity must be at least 1 day').max(3650),
  features: z.array(z.string().trim().min(1).max(200)).max(20),
  recommended: z.boolean(),
  active: z.boolean(),
  sortOrder: z.number().int().min(0).max(1000),
})
export type TAdminPlanInput = z.infer<typeof ZAdminPlanInput>

/** A student's access period per scope, as support sees it. */
export const ZAdminEntitlement = z.object({
  scope: z.enum(['plan', 'live_lectures']),
  /** The plan or package last granted. */
  name: z.string().nullable(),
  startsAt: z.string(),
  endsAt: z.string(),
  active: z.boolean(),
})
export const ZAdminEntitlementList = z.object({ items: z.array(ZAdminEntitlement) })
export type TAdminEntitlement = z.infer<typeof ZAdminEntitlement>

/** A manual grant for a support case: days added to the scope's period (or a new one). */
export const ZEntitlementGrant = z.object({
  scope: z.enum(['plan', 'live_lectures']),
  days: z.number().int().min(1, 'At least 1 day').max(730, 'At most 730 days'),
  /** Why (kept in the audit log). */
  reason: z.string().trim().min(1, 'Say why (kept in the audit log)').max(500),
})
export type TEntitlementGrant = z.infer<typeof ZEntitlementGrant>
