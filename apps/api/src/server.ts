import { buildApp } from './app'
import { ConfigError, loadConfig } from './config'
import { migrate } from './db/migrate'
import { openConfiguredDatabase } from './db/open'
import { createLogger } from './lib/logger'
import { outboxMailer, smtpMailer } from './lib/mail'
import { storageFromConfig } from './lib/media-storage'
import { resolveSecret } from './lib/secret'
import { seed } from './seed/index'

async function main() {
  const config = loadConfig()
  const logger = createLogger(config)
  const database = await openConfiguredDatabase(config, logger)
  await migrate(database)
  const secret = resolveSecret(config.APP_SECRET, config.DATA_DIR)
  const mailer = config.SMTP_URL
    ? smtpMailer(config.SMTP_URL, config.MAIL_FROM)
    : outboxMailer(config.DATA_DIR, config.MAIL_FROM, logger)
  const storage = await storageFromConfig(config)
  const app = await buildApp({ config, database, secret, mailer, logger, storage })
  await seed(database.db, config, app.log, storage)

  let closing = false
  const shutdown = async (signal: string) => {
    if (closing) return
    closing = true
    app.log.info({ signal }, 'shutting down: finishing in-flight requests')
    const force = setTimeout(() => {
      app.log.error('shutdown took over 15 s; exiting')
      process.exit(1)
    }, 15_000)
    force.unref()
    try {
      await app.close()
      mailer.close()
      await database.close()
      app.log.info('stopped cleanly')
      process.exit(0)
    } catch (err) {
      app.log.error({ err }, 'shutdown failed')
      process.exit(1)
    }
  }
  process.on('SIGTERM', () => void shutdown('SIGTERM'))
  process.on('SIGINT', () => void shutdown('SIGINT'))

  await app.listen({ host: config.HOST, port: config.PORT })
  app.log.info(
    { url: config.PUBLIC_URL, database: database.driver, mail: mailer.kind },
    `NurseReady is running at ${config.PUBLIC_URL}`,
  )
}

main().catch((err) => {
  if (err instanceof ConfigError) {
    console.error(err.message)
  } else {
    console.error('NurseReady failed to start:', err instanceof Error ? err.message : err)
  }
  process.exit(1)
})
