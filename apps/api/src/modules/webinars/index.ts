import type { Db } from '../../db/client'
import type { Clock } from '../../lib/clock'
import { webinarsRepository } from './webinars.repository'

/** The webinars' public interface: what other modules (the dashboard) may ask. */
export type WebinarQueries = {
  /** Webinars the student is registered for that have not ended yet. */
  countUpcoming(userId: string): Promise<number>
}

export function webinarQueries(db: Db, clock: Clock): WebinarQueries {
  const repo = webinarsRepository(db)
  return { countUpcoming: (userId) => repo.countRegisteredUpcoming(userId, clock.now()) }
}
