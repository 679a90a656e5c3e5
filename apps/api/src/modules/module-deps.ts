import type { FastifyBaseLogger } from 'fastify'
import type { Config } from '../config'
import type { Database } from '../db/client'
import type { Clock } from '../lib/clock'
import type { Counters } from '../lib/counters'
import type { EventBus } from '../lib/event-bus'
import type { Mailer } from '../lib/mail'
import type { MediaStorage } from '../lib/storage'
import type { AuditLog } from './admin/index'
import type { AuthService } from './auth/index'
import type { BillingQueries } from './billing/index'
import type { BlogQueries } from './blog/index'
import type { FlashcardQueries } from './flashcards/index'
import type { QuestionBankQueries } from './question-bank/index'
import type { WebinarQueries } from './webinars/index'

/**
 * What every module plugin (`modules/<module>/<module>.plugin.ts`) receives: the same object,
 * built once in app-deps.ts. Adapters and shared pieces first, then the small interfaces through
 * which one module asks another (each defined in that module's index.ts).
 */
export type ModuleDeps = {
  config: Config
  database: Database
  clock: Clock
  /** The server secret (HMACs, signed media links, chat tickets). */
  secret: string
  mailer: Mailer
  storage: MediaStorage
  log: FastifyBaseLogger
  /** Rate-limit and throttling counters (PostgreSQL when there is one, else memory). */
  counters: Counters
  /** Session revocations between processes (`t:<token hash>`, `u:<user id>`). */
  sessionEvents: EventBus
  /** Sessions and accounts: plugins/auth.ts resolves tokens with it. */
  auth: AuthService
  /** Billing's answers: entitlements, live-lecture packages. */
  billing: BillingQueries
  /** Webinars' answers: a student's upcoming registrations. */
  webinars: WebinarQueries
  /** The blog's answers: published articles for the sitemap and server-filled meta. */
  blog: BlogQueries
  /** The question bank's answers: a student's paper question, practice papers of chosen questions. */
  questionBank: QuestionBankQueries
  /** Flashcards: missed questions join the Mistakes deck. */
  flashcards: FlashcardQueries
  /** The audit log: every admin write records who did what (modules/admin/index.ts). */
  audit: AuditLog
}
