import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { siteSettings } from '../../db/schema/index'

export function siteRepository(db: Db) {
  return {
    async get<T>(key: string): Promise<T | undefined> {
      const [row] = await db.select().from(siteSettings).where(eq(siteSettings.key, key)).limit(1)
      return row?.value as T | undefined
    },
    /** Inserts only when the key is absent (seeding never overwrites an admin's edit). */
    async insertIfAbsent(key: string, value: unknown) {
      await db.insert(siteSettings).values({ key, value }).onConflictDoNothing()
    },
  }
}
