import type { TCaseStudy } from '@nurseready/shared/items/case-study'
import { EXAMPLE_CASE_STUDY, EXAMPLE_ITEMS } from '@nurseready/shared/items/examples'
import type { TItem } from '@nurseready/shared/items/item'
import type { TestContext } from './helper'
import type { Auth } from './question-bank-helper'

/** An authored item (every rationale) of the examples with a fresh id. */
export function exampleItem(id: string, type: keyof typeof EXAMPLE_ITEMS = 'mcq'): TItem {
  return { ...EXAMPLE_ITEMS[type], id } as TItem
}

/** POST /api/admin/items (a draft); returns its question id. */
export async function createItem(ctx: TestContext, admin: Auth, item: TItem, tags: string[] = []) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/admin/items',
    headers: admin,
    payload: { item, tags },
  })
  if (res.statusCode !== 201) throw new Error(`create item: ${res.statusCode} ${res.body}`)
  return res.json().id as string
}

export async function publishItem(ctx: TestContext, admin: Auth, id: string) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/admin/items/${id}/publish`,
    headers: admin,
  })
  if (res.statusCode !== 200) throw new Error(`publish item: ${res.statusCode} ${res.body}`)
}

/** The example case study with fresh ids (its own and its six items'). */
export function exampleCase(id: string): TCaseStudy {
  return {
    ...EXAMPLE_CASE_STUDY,
    id,
    steps: EXAMPLE_CASE_STUDY.steps.map((s, i) => ({
      ...s,
      item: { ...s.item, id: `${id}-${i + 1}` },
    })),
  }
}

/** POST /api/admin/case-studies (a draft); returns its id. */
export async function createCase(ctx: TestContext, admin: Auth, caseStudy: TCaseStudy) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/admin/case-studies',
    headers: admin,
    payload: { caseStudy },
  })
  if (res.statusCode !== 201) throw new Error(`create case: ${res.statusCode} ${res.body}`)
  return res.json().id as string
}

let made = 0
/** admin-access.test.ts fixtures for the item bank's operations; undefined for others' keys. */
export async function itemBankFixture(
  ctx: TestContext,
  admin: Auth,
  key: string,
): Promise<{ values: Record<string, string>; body?: unknown } | undefined> {
  const fresh = async () => createItem(ctx, admin, exampleItem(`access-${++made}`))
  switch (key) {
    case 'GET /api/admin/items':
    case 'GET /api/admin/item-tags':
    case 'GET /api/admin/subjects':
      return { values: {} }
    case 'GET /api/admin/items/{id}':
    case 'POST /api/admin/items/{id}/publish':
    case 'POST /api/admin/items/{id}/archive':
    case 'DELETE /api/admin/items/{id}':
      return { values: { id: await fresh() } }
    case 'PUT /api/admin/items/{id}': {
      const item = exampleItem(`access-${++made}`)
      return { values: { id: await createItem(ctx, admin, item) }, body: { item } }
    }
    case 'POST /api/admin/items':
      return { values: {}, body: { item: exampleItem(`access-${++made}`) } }
    case 'POST /api/admin/items/import':
      return {
        values: {},
        body: { format: 'json', content: JSON.stringify([exampleItem(`access-${++made}`)]) },
      }
    case 'POST /api/admin/items/export':
      return { values: {}, body: { format: 'json', ids: [await fresh()] } }
    case 'GET /api/admin/case-studies':
      return { values: {} }
    case 'POST /api/admin/case-studies':
      return { values: {}, body: { caseStudy: exampleCase(`access-case-${++made}`) } }
    case 'GET /api/admin/case-studies/{id}':
    case 'POST /api/admin/case-studies/{id}/publish':
      return { values: { id: await createCase(ctx, admin, exampleCase(`access-case-${++made}`)) } }
    case 'PUT /api/admin/case-studies/{id}': {
      const caseStudy = exampleCase(`access-case-${++made}`)
      return { values: { id: await createCase(ctx, admin, caseStudy) }, body: { caseStudy } }
    }
    case 'POST /api/admin/subjects':
      return { values: {}, body: { name: `Access subject ${++made}` } }
    case 'PUT /api/admin/subjects/{id}': {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/admin/subjects',
        headers: admin,
        payload: { name: `Access subject ${++made}` },
      })
      return { values: { id: res.json().id as string }, body: { name: `Access subject ${++made}` } }
    }
    default:
      return undefined
  }
}
