import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client'
import { users } from '../../db/schema/index'

/** Who an order's receipt is addressed to (the student's name and email, read at send time). */
export function receiptsRepository(db: Db) {
  return {
    async findCustomer(userId: string) {
      const [row] = await db
        .select({ name: users.name, email: users.email, anonymisedAt: users.anonymisedAt })
        .from(users)
        .where(eq(users.id, userId))
        .limit(1)
      return row
    },
  }
}

export type ReceiptsRepository = ReturnType<typeof receiptsRepository>
