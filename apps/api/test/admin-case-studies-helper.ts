import { createCase, exampleCase } from './admin-items-helper'
import type { TestContext } from './helper'
import type { Auth } from './question-bank-helper'

let made = 0
/**
 * admin-access.test.ts fixtures for the routes the case-study and subjects pages added;
 * undefined for other keys.
 */
export async function caseStudyConsoleFixture(
  ctx: TestContext,
  admin: Auth,
  key: string,
): Promise<{ values: Record<string, string> } | undefined> {
  switch (key) {
    case 'GET /api/admin/client-needs':
      return { values: {} }
    case 'POST /api/admin/case-studies/{id}/archive': {
      const id = await createCase(ctx, admin, exampleCase(`access-archive-${++made}`))
      await ctx.app.inject({
        method: 'POST',
        url: `/api/admin/case-studies/${id}/publish`,
        headers: admin,
      })
      return { values: { id } }
    }
    default:
      return undefined
  }
}
