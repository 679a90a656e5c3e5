import { randomBytes } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { FastifyBaseLogger } from 'fastify'
import pg from 'pg'
import { inject } from 'vitest'
import { buildApp } from '../src/app'
import { loadConfig } from '../src/config'
import { type Database, openDatabase } from '../src/db/client'
import { migrate } from '../src/db/migrate'
import type { Clock } from '../src/lib/clock'
import { createLogger } from '../src/lib/logger'
import { type Mailer, smtpMailer } from '../src/lib/mail'
import { seed } from '../src/seed/index'
import { startSmtpCapture } from './smtp'

export const TEST_SECRET = 'test-secret-test-secret-test-secret'

export type TestClock = Clock & { advance(seconds: number): void }

export function testClock(): TestClock {
  let offset = 0
  return {
    now: () => new Date(Date.now() + offset),
    advance: (seconds) => {
      offset += seconds * 1000
    },
  }
}

/**
 * A fresh database for one test file: a copy of the migrated PGlite, or (with
 * TEST_DATABASE_URL) a new Postgres database that is dropped afterwards.
 */
export async function freshDatabase(): Promise<{
  database: Database
  drop(): Promise<void>
  url?: string
}> {
  const serverUrl = process.env.TEST_DATABASE_URL
  if (!serverUrl) {
    const dump = readFileSync(inject('pgliteDump'))
    const database = await openDatabase({ driver: 'pglite', loadDataDir: new Blob([dump]) })
    return { database, drop: async () => {} }
  }
  const name = `nr_test_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  await admin.query(`create database ${name}`)
  await admin.end()
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  const database = await openDatabase({ driver: 'postgres', url: url.toString(), poolSize: 5 })
  await migrate(database)
  return {
    database,
    url: url.toString(),
    async drop() {
      const c = new pg.Client({ connectionString: serverUrl })
      await c.connect()
      await c.query(`drop database if exists ${name} with (force)`)
      await c.end()
    },
  }
}

/** The app on a fresh, seeded database, with mail going to a real local SMTP listener. */
export async function createTestContext(
  env: Record<string, string> = {},
  options: { logger?: FastifyBaseLogger } = {},
) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'nr-data-'))
  const smtp = await startSmtpCapture()
  const { database, drop } = await freshDatabase()
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    SMTP_URL: smtp.url,
    ADMIN_PASSWORD: 'admin-test-password',
    RATE_LIMIT_AUTH_PER_MINUTE: '1000',
    WEB_DIST: path.join(dataDir, 'no-web'),
    ...env,
  })
  const clock = testClock()
  const mailer = smtpMailer(config.SMTP_URL!, config.MAIL_FROM)
  const logger = options.logger ?? createLogger(config)
  const app = await buildApp({
    config,
    database,
    mailer,
    secret: TEST_SECRET,
    clock,
    logger,
  })
  await seed(database.db, config, logger)
  await app.ready()
  return {
    app,
    database,
    config,
    clock,
    smtp,
    async close() {
      await app.close()
      mailer.close()
      await database.close()
      await drop()
      await smtp.close()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

export type TestContext = Awaited<ReturnType<typeof createTestContext>>

let counter = 0
export function uniqueEmail(prefix = 'student') {
  counter += 1
  return `${prefix}.${Date.now().toString(36)}.${counter}@example.com`
}

export async function signupAndLogin(ctx: TestContext, name = 'Test Student') {
  const email = uniqueEmail()
  const password = 'correct horse battery'
  const signup = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    payload: { name, email, password },
  })
  if (signup.statusCode !== 201) throw new Error(`signup failed: ${signup.body}`)
  const login = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
  })
  const token = login.json().token as string
  return {
    email,
    password,
    token,
    user: login.json().user,
    auth: { authorization: `Bearer ${token}` },
  }
}

/**
 * A second, independent API "process" on a given database (e.g. another pool on the same
 * Postgres), listening on a free port: for tests of what crosses processes.
 */
export async function listeningApp(database: Database, logger?: FastifyBaseLogger) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'nr-proc-'))
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    ADMIN_PASSWORD: 'admin-test-password',
    RATE_LIMIT_AUTH_PER_MINUTE: '1000',
    WEB_DIST: path.join(dataDir, 'no-web'),
  })
  const noMail: Mailer = { kind: 'outbox', async send() {}, close() {} }
  const app = await buildApp({ config, database, mailer: noMail, secret: TEST_SECRET, logger })
  await app.listen({ host: '127.0.0.1', port: 0 })
  return {
    app,
    config,
    url: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`,
    cleanup: () => rmSync(dataDir, { recursive: true, force: true }),
  }
}
