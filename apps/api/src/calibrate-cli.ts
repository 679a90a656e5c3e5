// Item calibration from the command line: npm run calibrate --workspace @nurseready/api
// (the server also runs it nightly; see modules/readiness/calibration.service.ts).
import { loadConfig } from './config'
import { migrate } from './db/migrate'
import { openConfiguredDatabase } from './db/open'
import { systemClock } from './lib/clock'
import { calibrationRepository } from './modules/readiness/calibration.repository'
import { runCalibration } from './modules/readiness/calibration.service'

const database = await openConfiguredDatabase(loadConfig())
try {
  await migrate(database)
  const outcome = await runCalibration({
    repo: calibrationRepository(database.db),
    clock: systemClock,
    force: true,
  })
  if (outcome.ran) console.log(`readiness calibration (${database.driver}):`, outcome.summary)
  else {
    console.error(
      `readiness calibration not run: ${outcome.reason} (another process holds the lock)`,
    )
    process.exitCode = 1
  }
} finally {
  await database.close()
}
