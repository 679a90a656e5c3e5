import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminAuth, auditOf, newLead, TINY_PNG } from './admin-helper'
import { createTestContext, signupAndLogin, type TestContext } from './helper'
import { type Auth, get, post } from './question-bank-helper'

/** Each admin write lands in the audit log with who, what and a before/after summary. */

let ctx: TestContext
let admin: Auth

beforeAll(async () => {
  ctx = await createTestContext()
  admin = await adminAuth(ctx)
})
afterAll(() => ctx.close())

const send = (method: 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  ctx.app.inject({
    method,
    url,
    headers: admin,
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  })

describe('blog', () => {
  it('create, edit (only the changed fields), schedule and delete are each audited', async () => {
    const created = await post(ctx, admin, '/api/admin/blog-posts', {
      title: 'Audit Trail Post',
      shortDescription: 'First words.',
      content: '<p>Body</p><script>alert(1)</script>',
    })
    expect(created.statusCode, created.body).toBe(201)
    const id = created.json().id as string
    expect(created.json().content).toBe('<p>Body</p>')
    const edited = await send('PUT', `/api/admin/blog-posts/${id}`, {
      title: 'Audit Trail Post',
      shortDescription: 'Better words.',
      content: '<p>Body</p>',
      publishedAt: '2031-01-15T09:00:00.000Z',
    })
    expect(edited.statusCode, edited.body).toBe(200)
    expect(edited.json().publishedAt).toBe('2031-01-15T09:00:00.000Z')
    // Scheduled: not public yet, but the admin's list and editor have it.
    expect((await get(ctx, undefined, '/api/blog-posts/audit-trail-post')).statusCode).toBe(404)
    const list = (await get(ctx, admin, '/api/admin/blog-posts?pageSize=100')).json().items
    expect(list.map((p: { id: string }) => p.id)).toContain(id)
    expect((await get(ctx, admin, `/api/admin/blog-posts/${id}`)).json().title).toBe(
      'Audit Trail Post',
    )
    expect((await send('DELETE', `/api/admin/blog-posts/${id}`)).statusCode).toBe(204)

    const log = await auditOf(ctx, admin, id)
    expect(log.map((e) => e.action)).toEqual([
      'blog_post.delete',
      'blog_post.update',
      'blog_post.create',
    ])
    expect(log[1]).toMatchObject({
      actorEmail: 'admin@nurseready.local',
      targetType: 'blog_post',
      before: { shortDescription: 'First words.' },
      after: { shortDescription: 'Better words.', publishedAt: '2031-01-15T09:00:00.000Z' },
    })
    expect(Object.keys(log[1]!.after!).sort()).toEqual(['publishedAt', 'shortDescription'])
    expect(log[2]).toMatchObject({ before: null, after: { slug: 'audit-trail-post' } })
  })

  it('an uploaded image is stored in the media store and served at its URL', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/blog-images',
      headers: { ...admin, 'content-type': 'image/png' },
      payload: TINY_PNG,
    })
    expect(res.statusCode, res.body).toBe(201)
    const { url } = res.json()
    expect(url).toMatch(/^\/media\/public\/blog\/[0-9a-f-]{36}\.png$/)
    const served = await ctx.app.inject({ method: 'GET', url })
    expect(served.statusCode).toBe(200)
    expect(served.headers['content-type']).toBe('image/png')
    expect(served.rawPayload.equals(TINY_PNG)).toBe(true)

    // Bytes that are not an image are refused, whatever the header says.
    const fake = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/blog-images',
      headers: { ...admin, 'content-type': 'image/png' },
      payload: Buffer.from('<svg onload="alert(1)"></svg>'),
    })
    expect(fake.statusCode).toBe(400)
    expect(fake.json().detail).toBe('Upload a PNG, JPEG or WebP image.')
  })
})

describe('support chat', () => {
  it("an admin's reply is audited on the thread", async () => {
    const s = await signupAndLogin(ctx, 'Chat Audit')
    await post(ctx, s.auth, '/api/chat/messages', { body: 'Where is my receipt?' })
    const threads = (await get(ctx, admin, '/api/admin/chat/threads')).json().items
    const thread = threads.find((t: { student: { email: string } }) => t.student.email === s.email)
    const reply = await post(ctx, admin, `/api/admin/chat/threads/${thread.id}/messages`, {
      body: 'It is in your order history.',
    })
    expect(reply.statusCode).toBe(201)
    const [entry] = await auditOf(ctx, admin, thread.id)
    expect(entry).toMatchObject({
      action: 'chat.reply',
      targetType: 'chat_thread',
      before: null,
      after: { seq: 2, body: 'It is in your order history.' },
    })
  })
})

describe('contact leads', () => {
  it('lists leads as typed (markup stays text), marks one handled and reopens it, audited', async () => {
    const id = await newLead(ctx, admin, '<img src=x onerror=alert(1)>')
    const fresh = (await get(ctx, admin, '/api/admin/contact-requests?status=new&pageSize=100'))
      .json()
      .items.find((l: { id: string }) => l.id === id)
    expect(fresh).toMatchObject({ name: '<img src=x onerror=alert(1)>', handledAt: null })

    const handled = await post(ctx, admin, `/api/admin/contact-requests/${id}/handled`)
    expect(handled.statusCode, handled.body).toBe(200)
    expect(handled.json().handledAt).not.toBeNull()
    const newOnes = (await get(ctx, admin, '/api/admin/contact-requests?status=new&pageSize=100'))
      .json()
      .items.map((l: { id: string }) => l.id)
    expect(newOnes).not.toContain(id)
    const reopened = await post(ctx, admin, `/api/admin/contact-requests/${id}/reopen`)
    expect(reopened.json().handledAt).toBeNull()

    const log = await auditOf(ctx, admin, id)
    expect(log.map((e) => [e.action, e.before, e.after])).toEqual([
      ['lead.reopen', { handled: true }, { handled: false }],
      ['lead.handle', { handled: false }, { handled: true }],
    ])
    const missing = await post(
      ctx,
      admin,
      '/api/admin/contact-requests/00000000-0000-4000-8000-000000000000/handled',
    )
    expect(missing.statusCode).toBe(404)
  })
})

describe('FAQs', () => {
  it('create, edit, reorder and delete; students see the new order; each write audited', async () => {
    const a = await post(ctx, admin, '/api/admin/faqs', { question: 'Alpha?', answer: 'A.' })
    expect(a.statusCode, a.body).toBe(201)
    const b = await post(ctx, admin, '/api/admin/faqs', { question: 'Beta?', answer: 'B.' })
    const all = (await get(ctx, admin, '/api/admin/faqs')).json().items as { id: string }[]
    expect(all.at(-1)!.id).toBe(b.json().id)

    const edited = await send('PUT', `/api/admin/faqs/${a.json().id}`, {
      question: 'Alpha, edited?',
      answer: 'A.',
    })
    expect(edited.json()).toMatchObject({ question: 'Alpha, edited?', answer: 'A.' })

    const ids = all.map((f) => f.id).reverse()
    const reordered = await send('PUT', '/api/admin/faqs/order', { ids })
    expect(reordered.statusCode, reordered.body).toBe(200)
    const student = await signupAndLogin(ctx, 'FAQ Reader')
    const seen = (await get(ctx, student.auth, '/api/faqs')).json().items as { id: string }[]
    expect(seen.map((f) => f.id)).toEqual(ids)
    expect(seen[0]!.id).toBe(b.json().id)

    const partial = await send('PUT', '/api/admin/faqs/order', { ids: ids.slice(1) })
    expect(partial.statusCode).toBe(400)
    expect(partial.json().detail).toBe('The new order must list every FAQ exactly once.')

    expect((await send('DELETE', `/api/admin/faqs/${b.json().id}`)).statusCode).toBe(204)
    const log = await auditOf(ctx, admin, a.json().id)
    expect(log.map((e) => e.action)).toEqual(['faq.update', 'faq.create'])
    expect(log[0]).toMatchObject({
      before: { question: 'Alpha?' },
      after: { question: 'Alpha, edited?' },
    })
    expect((await auditOf(ctx, admin, b.json().id)).map((e) => e.action)).toEqual([
      'faq.delete',
      'faq.create',
    ])
    expect((await auditOf(ctx, admin, 'all')).map((e) => e.action)).toEqual(['faq.reorder'])
  })
})

describe('the audit log search', () => {
  it('finds entries by actor, action prefix, target type and date range', async () => {
    const byActor = await get(ctx, admin, '/api/admin/audit-log?actor=ADMIN@nurseready&pageSize=5')
    expect(byActor.json().total).toBeGreaterThanOrEqual(10)
    expect(byActor.json().items).toHaveLength(5)
    expect(byActor.json().pageSize).toBe(5)
    const faqs = (await get(ctx, admin, '/api/admin/audit-log?action=faq.&pageSize=100')).json()
    expect(new Set(faqs.items.map((e: { action: string }) => e.action))).toEqual(
      new Set(['faq.create', 'faq.update', 'faq.reorder', 'faq.delete']),
    )
    const leads = (await get(ctx, admin, '/api/admin/audit-log?targetType=lead')).json()
    expect(leads.total).toBe(2)
    const today = ctx.clock.now().toISOString().slice(0, 10)
    const inRange = await get(ctx, admin, `/api/admin/audit-log?from=${today}&to=${today}`)
    expect(inRange.json().total).toBe(byActor.json().total)
    const before = await get(ctx, admin, '/api/admin/audit-log?to=2020-01-01')
    expect(before.json().total).toBe(0)
    expect((await get(ctx, admin, '/api/admin/audit-log?from=yesterday')).statusCode).toBe(400)
    expect((await get(ctx, admin, '/api/admin/audit-log?actor=nobody@else')).json().total).toBe(0)
  })
})
