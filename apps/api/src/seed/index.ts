import { randomBytes } from 'node:crypto'
import path from 'node:path'
import type { FastifyBaseLogger } from 'fastify'
import type { Config } from '../config'
import type { Db } from '../db/client'
import { hashPassword } from '../lib/crypto'
import { localStorage, type MediaStorage } from '../lib/storage'
import { authRepository } from '../modules/auth/auth.repository'
import { CONTACT_KEY } from '../modules/marketing/site.constants'
import { siteRepository } from '../modules/marketing/site.repository'
import { seedBilling } from './billing'
import { seedDemoMedia, seedLibrary } from './library'
import { seedLiveHelp } from './live-help'
import { seedPublicSite } from './public-site'
import { seedQuestionBank } from './question-bank'

export const DEMO_STUDENT = {
  name: 'Demo Student',
  email: 'student@nurseready.local',
  password: 'nurse-demo-2026',
}

export const DEMO_CONTACT = {
  address: '100 King Street West, Suite 5600, Toronto, ON M5X 1C9, Canada',
  email: 'support@nurseready.ca',
  phone: '+1 (416) 555-0142',
}

/**
 * Seeds what a fresh install needs. Every step inserts only what is absent, so running it on
 * every start adds nothing the second time and never overwrites an edit.
 */
export async function seed(
  db: Db,
  config: Config,
  log: FastifyBaseLogger,
  /** Where the demo media goes; defaults to the local folder DATA_DIR/media. */
  storage: MediaStorage = localStorage(path.join(config.DATA_DIR, 'media')),
) {
  const users = authRepository(db)
  if (!(await users.findUserByEmail(config.ADMIN_EMAIL.toLowerCase()))) {
    const password = config.ADMIN_PASSWORD ?? randomBytes(12).toString('base64url')
    await users.insertUser({
      name: 'Administrator',
      email: config.ADMIN_EMAIL.toLowerCase(),
      passwordHash: await hashPassword(password),
      role: 'admin',
    })
    log.info(
      { email: config.ADMIN_EMAIL },
      config.ADMIN_PASSWORD
        ? 'created the first admin with ADMIN_PASSWORD'
        : `created the first admin; its generated password is shown once here: ${password}`,
    )
  }
  await siteRepository(db).insertIfAbsent(CONTACT_KEY, DEMO_CONTACT)
  if (!config.SEED_DEMO) return

  await seedQuestionBank(db)
  await seedLiveHelp(db)
  await seedLibrary(db)
  await seedDemoMedia(storage, log)
  await seedPublicSite(db)
  await seedBilling(db)

  if (!(await users.findUserByEmail(DEMO_STUDENT.email))) {
    await users.insertUser({
      name: DEMO_STUDENT.name,
      email: DEMO_STUDENT.email,
      passwordHash: await hashPassword(DEMO_STUDENT.password),
    })
    log.info(`created the demo student account: ${DEMO_STUDENT.email} / ${DEMO_STUDENT.password}`)
  }
}
