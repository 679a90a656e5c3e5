// The API under load: the real app on PostgreSQL, plus two reference routes measured in the same
// process: a bare JSON route and one indexed primary-key SELECT through the same pool.
import { eq } from 'drizzle-orm'
import { buildApp } from '../../apps/api/src/app'
import { loadConfig } from '../../apps/api/src/config'
import { openConfiguredDatabase } from '../../apps/api/src/db/open'
import { users } from '../../apps/api/src/db/schema/index'
import { createLogger } from '../../apps/api/src/lib/logger'
import { outboxMailer } from '../../apps/api/src/lib/mail'

const config = loadConfig({
  ...process.env,
  LOG_LEVEL: 'warn',
  SEED_DEMO: 'false',
  RATE_LIMIT_AUTH_PER_MINUTE: '100000',
})
const database = await openConfiguredDatabase(config)
const logger = createLogger(config)
const app = await buildApp({
  config,
  database,
  logger,
  secret: 'bench-secret-bench-secret-bench-secret',
  mailer: outboxMailer(config.DATA_DIR, config.MAIL_FROM, logger),
})
app.get('/bench/bare', async () => ({ hello: 'world' }))
app.get<{ Params: { id: string } }>('/bench/select/:id', async (req) => {
  const [row] = await database.db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, req.params.id))
  return row
})
await app.listen({ host: '127.0.0.1', port: config.PORT })
console.log('ready')
process.on('SIGTERM', async () => {
  await app.close()
  await database.close()
  process.exit(0)
})
