import type { Db } from '../../db/client'

/**
 * Runs `fn` in one transaction with repositories bound to it; `tx` goes to audit.record so the
 * change and its audit entry commit or roll back together.
 */
export function transactional<R>(db: Db, repository: (db: Db) => R) {
  return <T>(fn: (repo: R, tx: Db) => Promise<T>): Promise<T> =>
    db.transaction(async (tx) => {
      const bound = tx as unknown as Db
      return fn(repository(bound), bound)
    })
}
