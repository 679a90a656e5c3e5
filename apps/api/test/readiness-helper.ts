import { asc, eq } from 'drizzle-orm'
import { questions, readinessItems } from '../src/db/schema/index'
import type { TestContext } from './helper'

/** An assessment's items with their questions (and keys), straight from the database. */
export async function readinessItemsOf(ctx: TestContext, assessmentId: string) {
  return ctx.database.db
    .select({ position: readinessItems.position, question: questions })
    .from(readinessItems)
    .innerJoin(questions, eq(questions.id, readinessItems.questionId))
    .where(eq(readinessItems.assessmentId, assessmentId))
    .orderBy(asc(readinessItems.position))
}
