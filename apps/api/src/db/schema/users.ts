import { sql } from 'drizzle-orm'
import { bigint, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ['student', 'admin'] })
      .notNull()
      .default('student'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * Set on the anonymised record that keeps a deleted account's orders (no name, no email, no
     * usable password): the law keeps orders, not the person.
     */
    anonymisedAt: timestamp('anonymised_at', { withTimezone: true }),
    /** Set by an admin: the account cannot log in and its sessions were deleted. */
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
  },
  (t) => [check('users_role_check', sql`${t.role} in ('student', 'admin')`)],
)

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** The User-Agent of the login (cut to 512 characters), shown as the device. */
    userAgent: text('user_agent'),
    /** Last request seen on the session, written at most once a minute. */
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
)

/**
 * One row per reset request, keyed by the email typed (known or not, so replies and cooldowns
 * look the same for both). Codes and reset tokens are stored only as HMACs.
 */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    codeHash: text('code_hash').notNull(),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    resetTokenHash: text('reset_token_hash').unique(),
    resetTokenExpiresAt: timestamp('reset_token_expires_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (t) => [index('password_resets_email_idx').on(t.email, t.createdAt)],
)

/**
 * Rate-limit counters shared by every API process on one PostgreSQL (fixed windows; reset_at is
 * epoch milliseconds). UNLOGGED in the migration: counters need no crash safety. On PGlite the
 * counters live in memory instead and this table stays empty.
 */
export const rateCounters = pgTable('rate_counters', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  resetAt: bigint('reset_at', { mode: 'number' }).notNull(),
})
