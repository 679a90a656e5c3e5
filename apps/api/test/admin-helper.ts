import { expect } from 'vitest'
import { caseStudyConsoleFixture } from './admin-case-studies-helper'
import { adminContentFixture } from './admin-content-helper'
import { itemBankFixture } from './admin-items-helper'
import { signupAndLogin, type TestContext } from './helper'
import { type Auth, buyPlan } from './question-bank-helper'

/** The seeded admin's bearer header (ADMIN_EMAIL with the test ADMIN_PASSWORD). */
export async function adminAuth(ctx: TestContext): Promise<Auth> {
  const login = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: ctx.config.ADMIN_EMAIL, password: 'admin-test-password' },
  })
  expect(login.statusCode, login.body).toBe(200)
  return { authorization: `Bearer ${login.json().token}` }
}

export type AuditItem = {
  actorEmail: string
  action: string
  targetType: string
  targetId: string | null
  before: Record<string, unknown> | null
  after: Record<string, unknown> | null
}

/** The audit log's entries for one target, newest first, as the console reads them. */
export async function auditOf(ctx: TestContext, admin: Auth, targetId: string) {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/admin/audit-log?targetId=${encodeURIComponent(targetId)}`,
    headers: admin,
  })
  expect(res.statusCode, res.body).toBe(200)
  return res.json().items as AuditItem[]
}

/** Path values and a body; `headers` for a body that is not JSON (a multipart upload). */
type Fixture = {
  values: Record<string, string>
  body?: unknown
  headers?: Record<string, string>
}

async function created(ctx: TestContext, admin: Auth, url: string, payload: unknown) {
  const res = await ctx.app.inject({
    method: 'POST',
    url,
    headers: admin,
    payload: payload as Record<string, unknown>,
  })
  expect(res.statusCode, `${url}: ${res.body}`).toBe(201)
  return res.json()
}

/** A student of their own for one operation (disable/enable/role change it freely). */
async function targetStudent(ctx: TestContext) {
  return (await signupAndLogin(ctx, 'Admin Target')).user.id as string
}

/** A 1×1 PNG (a real image's bytes, for the blog image upload). */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
)

/** A contact lead as a visitor sends it; its id as the admin lists it. */
export async function newLead(ctx: TestContext, admin: Auth, name = 'Access Lead') {
  const email = `lead.${Math.random().toString(36).slice(2, 10)}@example.com`
  const sent = await ctx.app.inject({
    method: 'POST',
    url: '/api/contact-requests',
    // The form allows 3 a minute per client: each lead from its own address.
    remoteAddress: `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
    payload: {
      name,
      email,
      phone: '',
      institution: 'Access College',
      product: 'NCLEX-RN Question Bank',
      userRange: '25-50',
    },
  })
  expect(sent.statusCode, sent.body).toBe(201)
  const leads = await ctx.app.inject({
    method: 'GET',
    url: '/api/admin/contact-requests?pageSize=100',
    headers: admin,
  })
  return leads.json().items.find((l: { email: string }) => l.email === email).id as string
}

/** A new FAQ's id. */
async function newFaq(ctx: TestContext, admin: Auth) {
  return (await created(ctx, admin, '/api/admin/faqs', { question: 'Temp?', answer: 'Temp.' }))
    .id as string
}

/** A student's paid sandbox order (refundable). */
async function paidOrder(ctx: TestContext) {
  const s = await signupAndLogin(ctx, 'Refund Target')
  await buyPlan(ctx, s.auth)
  const orders = await ctx.app.inject({ method: 'GET', url: '/api/orders', headers: s.auth })
  return orders.json().items[0].id as string
}

/**
 * A real record and a valid body for one /api/admin operation ("METHOD /api/admin/…"), so the
 * admin's call goes through. Add a case for every new admin route (admin-access.test.ts fails
 * on an operation without one).
 */
export async function adminFixture(ctx: TestContext, admin: Auth, key: string): Promise<Fixture> {
  const post = (n: string) => ({
    title: `Access post ${n} ${Math.random().toString(36).slice(2, 8)}`,
    shortDescription: 'A post for the access suite.',
    content: '<p>Body</p>',
  })
  const thread = async () => {
    const s = await signupAndLogin(ctx, 'Chat Student')
    await ctx.app.inject({
      method: 'POST',
      url: '/api/chat/messages',
      headers: s.auth,
      payload: { body: 'Hello, support' },
    })
    const threads = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/chat/threads',
      headers: admin,
    })
    return threads.json().items[0].id as string
  }
  switch (key) {
    case 'GET /api/admin/chat/threads':
    case 'POST /api/admin/chat/events/ticket':
    case 'GET /api/admin/contact-requests':
    case 'GET /api/admin/audit-log':
    case 'GET /api/admin/overview':
    case 'GET /api/admin/users':
    case 'GET /api/admin/orders':
    case 'GET /api/admin/plans':
      return { values: {} }
    case 'GET /api/admin/chat/threads/{id}':
    case 'GET /api/admin/chat/threads/{id}/messages':
    case 'POST /api/admin/chat/threads/{id}/read':
      return { values: { id: await thread() } }
    case 'POST /api/admin/chat/threads/{id}/messages':
      return { values: { id: await thread() }, body: { body: 'An answer from support' } }
    case 'POST /api/admin/blog-posts':
      return { values: {}, body: post('new') }
    case 'PUT /api/admin/blog-posts/{id}':
      return {
        values: { id: (await created(ctx, admin, '/api/admin/blog-posts', post('a'))).id },
        body: post('b'),
      }
    case 'DELETE /api/admin/blog-posts/{id}':
      return { values: { id: (await created(ctx, admin, '/api/admin/blog-posts', post('c'))).id } }
    case 'GET /api/admin/users/{id}/entitlements':
    case 'GET /api/admin/users/{id}':
    case 'POST /api/admin/users/{id}/disable':
    case 'POST /api/admin/users/{id}/enable':
      return { values: { id: await targetStudent(ctx) } }
    case 'PUT /api/admin/users/{id}/role':
      return { values: { id: await targetStudent(ctx) }, body: { role: 'admin' } }
    case 'GET /api/admin/blog-posts':
    case 'GET /api/admin/faqs':
      return { values: {} }
    case 'GET /api/admin/blog-posts/{id}':
      return { values: { id: (await created(ctx, admin, '/api/admin/blog-posts', post('d'))).id } }
    case 'POST /api/admin/blog-images':
      return { values: {}, body: TINY_PNG, headers: { 'content-type': 'image/png' } }
    case 'POST /api/admin/contact-requests/{id}/handled':
    case 'POST /api/admin/contact-requests/{id}/reopen':
      return { values: { id: await newLead(ctx, admin) } }
    case 'POST /api/admin/faqs':
      return { values: {}, body: { question: 'Access question?', answer: 'Access answer.' } }
    case 'PUT /api/admin/faqs/{id}':
      return { values: { id: await newFaq(ctx, admin) }, body: { question: 'Q2?', answer: 'A2.' } }
    case 'DELETE /api/admin/faqs/{id}':
      return { values: { id: await newFaq(ctx, admin) } }
    case 'PUT /api/admin/faqs/order': {
      const faqs = await ctx.app.inject({ method: 'GET', url: '/api/admin/faqs', headers: admin })
      const ids = faqs.json().items.map((f: { id: string }) => f.id)
      return { values: {}, body: { ids: ids.reverse() } }
    }
    case 'POST /api/admin/users/{id}/entitlements':
      return {
        values: { id: await targetStudent(ctx) },
        body: { scope: 'plan', days: 3, reason: 'Access suite' },
      }
    case 'POST /api/admin/orders/{id}/refund':
      return { values: { id: await paidOrder(ctx) } }
    case 'PUT /api/admin/plans/{id}': {
      const plans = await ctx.app.inject({ method: 'GET', url: '/api/admin/plans', headers: admin })
      const { id, ...plan } = plans.json().items[0]
      return { values: { id }, body: plan }
    }
    default: {
      const content = await adminContentFixture(ctx, admin, key)
      if (content) return content
      const items = await itemBankFixture(ctx, admin, key)
      if (items) return items
      const cases = await caseStudyConsoleFixture(ctx, admin, key)
      if (cases) return cases
      throw new Error(`no admin fixture for ${key}: add one in test/admin-helper.ts`)
    }
  }
}
