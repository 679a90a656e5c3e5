import {
  CURRENCIES,
  ENTITLEMENT_SCOPES,
  ORDER_KINDS,
  ORDER_STATUSES,
  PAYMENT_PROVIDERS,
} from '@nurseready/shared/domain/billing'
import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { users } from './users'

/** Question-bank subscription plans (spec section 9), priced in integer cents. */
export const plans = pgTable(
  'plans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Stable key of seeded plans (e.g. "plan-3m"), so seeding is idempotent. */
    key: text('key').notNull().unique(),
    courseName: text('course_name').notNull(),
    name: text('name').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency', { enum: CURRENCIES }).notNull(),
    validityDays: integer('validity_days').notNull(),
    features: jsonb('features').$type<string[]>().notNull().default([]),
    recommended: boolean('recommended').notNull().default(false),
    active: boolean('active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('plans_amount_check', sql`${t.amountCents} > 0`),
    check('plans_validity_check', sql`${t.validityDays} > 0`),
    check('plans_currency_check', sql`${t.currency} in ('CAD', 'USD')`),
  ],
)

/** Live-lecture packages: a period of access to the upcoming live lectures. */
export const liveLecturePackages = pgTable(
  'live_lecture_packages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    key: text('key').notNull().unique(),
    name: text('name').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency', { enum: CURRENCIES }).notNull(),
    validityDays: integer('validity_days').notNull(),
    features: jsonb('features').$type<string[]>().notNull().default([]),
    /** The courses whose live lectures the package gives access to (live_lectures.course_name). */
    courses: jsonb('courses').$type<string[]>().notNull().default([]),
    active: boolean('active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('live_lecture_packages_amount_check', sql`${t.amountCents} > 0`),
    check('live_lecture_packages_validity_check', sql`${t.validityDays} > 0`),
    check('live_lecture_packages_currency_check', sql`${t.currency} in ('CAD', 'USD')`),
  ],
)

/** Scheduled live lectures; the join link is only handed to students with access. */
export const liveLectures = pgTable(
  'live_lectures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    key: text('key').unique(),
    lecturerName: text('lecturer_name').notNull(),
    designation: text('designation').notNull(),
    subject: text('subject').notNull(),
    courseName: text('course_name').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    joinUrl: text('join_url').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('live_lectures_ends_at_idx').on(t.endsAt, t.startsAt),
    check('live_lectures_time_check', sql`${t.endsAt} > ${t.startsAt}`),
  ],
)

/** An order: what was bought, for how much, and where the money is. */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The short order number shown to students ("Order ID"); the uuid stays unguessable. */
    number: integer('number').notNull().unique().generatedAlwaysAsIdentity({ startWith: 100001 }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ORDER_KINDS }).notNull(),
    planId: uuid('plan_id').references(() => plans.id, { onDelete: 'restrict' }),
    livePackageId: uuid('live_package_id').references(() => liveLecturePackages.id, {
      onDelete: 'restrict',
    }),
    /** Name shown in order history, copied at purchase time. */
    courseName: text('course_name').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency', { enum: CURRENCIES }).notNull(),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('pending'),
    /** True when bought as a renewal of an existing entitlement. */
    renewal: boolean('renewal').notNull().default(false),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    /** Provider's id: Stripe Checkout Session id, or the sandbox's own reference. */
    providerRef: text('provider_ref'),
    /** Provider's payment reference once paid (Stripe payment intent, sandbox reference). */
    paymentRef: text('payment_ref'),
    /** The access period this order granted, set when paid. */
    validFrom: timestamp('valid_from', { withTimezone: true }),
    validUntil: timestamp('valid_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** An admin asked the provider for a refund (Stripe confirms it by webhook). */
    refundRequestedAt: timestamp('refund_requested_at', { withTimezone: true }),
    /** The provider's refund reference (Stripe re_…, the sandbox's own). */
    refundRef: text('refund_ref'),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
  },
  (t) => [
    index('orders_user_created_idx').on(t.userId, t.createdAt),
    uniqueIndex('orders_provider_ref_idx').on(t.provider, t.providerRef),
    check('orders_kind_check', sql`${t.kind} in ('plan', 'live_package')`),
    check(
      'orders_item_check',
      sql`(${t.kind} = 'plan' and ${t.planId} is not null and ${t.livePackageId} is null) or (${t.kind} = 'live_package' and ${t.livePackageId} is not null and ${t.planId} is null)`,
    ),
    check(
      'orders_status_check',
      sql`${t.status} in ('pending', 'paid', 'failed', 'canceled', 'refunded')`,
    ),
    check('orders_provider_check', sql`${t.provider} in ('sandbox', 'stripe')`),
    check('orders_amount_check', sql`${t.amountCents} > 0`),
    check('orders_currency_check', sql`${t.currency} in ('CAD', 'USD')`),
  ],
)

/**
 * A student's current access period per scope: one row per student and scope ('plan' for the
 * question-bank subscription, 'live_lectures' for live-lecture access). Paying extends it.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    scope: text('scope', { enum: ENTITLEMENT_SCOPES }).notNull(),
    /** The plan or package last paid for (one of them, by scope). */
    planId: uuid('plan_id').references(() => plans.id, { onDelete: 'set null' }),
    livePackageId: uuid('live_package_id').references(() => liveLecturePackages.id, {
      onDelete: 'set null',
    }),
    lastOrderId: uuid('last_order_id').references(() => orders.id, { onDelete: 'set null' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('subscriptions_user_scope_idx').on(t.userId, t.scope),
    check('subscriptions_scope_check', sql`${t.scope} in ('plan', 'live_lectures')`),
    check('subscriptions_period_check', sql`${t.endsAt} > ${t.startsAt}`),
  ],
)

/** Webhook events already handled, keyed by the provider's event id (replays change nothing). */
export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
  type: text('type').notNull(),
  orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
})
