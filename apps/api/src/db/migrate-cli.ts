import { loadConfig } from '../config'
import { migrate } from './migrate'
import { openConfiguredDatabase } from './open'

const database = await openConfiguredDatabase(loadConfig())
try {
  await migrate(database)
  console.log(`migrations applied (${database.driver})`)
} finally {
  await database.close()
}
