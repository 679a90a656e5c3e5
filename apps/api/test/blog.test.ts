import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { blogPosts } from '../src/db/schema/index'
import { createLogger } from '../src/lib/logger'
import { seed } from '../src/seed/index'
import { DEMO_POSTS } from '../src/seed/public-site'
import { createTestContext, signupAndLogin, type TestContext } from './helper'

let ctx: TestContext
let admin: { authorization: string }
beforeAll(async () => {
  ctx = await createTestContext()
  const login = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: ctx.config.ADMIN_EMAIL, password: 'admin-test-password' },
  })
  admin = { authorization: `Bearer ${login.json().token}` }
})
afterAll(() => ctx.close())

const get = (url: string) => ctx.app.inject({ method: 'GET', url })

describe('GET /api/blog-posts', () => {
  it('is public and pages 4 per page by default, newest first', async () => {
    const res = await get('/api/blog-posts')
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body).toMatchObject({ page: 1, pageSize: 4, total: DEMO_POSTS.length })
    expect(body.items).toHaveLength(4)
    expect(body.items[0]).toEqual({
      id: expect.any(String),
      slug: 'how-the-next-generation-nclex-works',
      title: 'How the Next Generation NCLEX Works',
      image: '/media/public/blog/blog-2-97a6790dc43413d5.jpg',
      shortDescription: expect.stringContaining('Case studies'),
      publishedAt: '2026-11-10T14:00:00.000Z',
    })
    expect(body.items[0]).not.toHaveProperty('content')
    const dates = body.items.map((p: { publishedAt: string }) => p.publishedAt)
    expect([...dates].sort().reverse()).toEqual(dates)
  })

  it('serves the next page from the database, with the post that has no image', async () => {
    const page1 = (await get('/api/blog-posts?page=1')).json()
    const page2 = (await get('/api/blog-posts?page=2')).json()
    expect(page2).toMatchObject({ page: 2, pageSize: 4, total: DEMO_POSTS.length })
    expect(page2.items).toHaveLength(DEMO_POSTS.length - 4)
    const ids = new Set(page1.items.map((p: { id: string }) => p.id))
    for (const p of page2.items) expect(ids.has(p.id)).toBe(false)
    expect(page2.items.at(-1)).toMatchObject({
      slug: 'exam-day-checklist-for-nclex-and-rex-pn-candidates',
      image: null,
    })
    expect((await get('/api/blog-posts?page=9')).json().items).toEqual([])
  })

  it('refuses a bad page number with 400', async () => {
    const res = await get('/api/blog-posts?page=0')
    expect(res.statusCode).toBe(400)
    expect(res.headers['content-type']).toContain('application/problem+json')
  })

  it('does not list posts scheduled for later', async () => {
    await ctx.database.db.insert(blogPosts).values({
      slug: 'scheduled-post',
      title: 'Scheduled post',
      shortDescription: 'Not out yet',
      publishedAt: new Date(Date.now() + 86_400_000),
    })
    const body = (await get('/api/blog-posts?pageSize=50')).json()
    expect(body.total).toBe(DEMO_POSTS.length)
    expect(body.items.map((p: { slug: string }) => p.slug)).not.toContain('scheduled-post')
    expect((await get('/api/blog-posts/scheduled-post')).statusCode).toBe(404)
    await ctx.database.db.delete(blogPosts).where(eq(blogPosts.slug, 'scheduled-post'))
  })
})

describe('GET /api/blog-posts/:slug', () => {
  it('finds an article by the slug of its title, with its sanitized HTML content', async () => {
    const res = await get('/api/blog-posts/prioritization-questions-without-the-guesswork')
    expect(res.statusCode).toBe(200)
    const post = res.json()
    expect(post).toMatchObject({
      slug: 'prioritization-questions-without-the-guesswork',
      title: 'Prioritization Questions Without the Guesswork',
      image: '/media/public/blog/blog-4-0c336d5c4d0fe057.jpg',
    })
    expect(post.content).toContain('<h2>Rule 1: Airway, breathing, circulation</h2>')
    expect(post.content.length).toBeGreaterThan(2000)
  })

  it('matches the slug case-insensitively', async () => {
    const res = await get('/api/blog-posts/How-The-Next-Generation-NCLEX-Works')
    expect(res.statusCode).toBe(200)
    expect(res.json().slug).toBe('how-the-next-generation-nclex-works')
  })

  it("answers 404 'Blog not found' for an unknown slug", async () => {
    const res = await get('/api/blog-posts/no-such-article')
    expect(res.statusCode).toBe(404)
    expect(res.json()).toMatchObject({ status: 404, detail: 'Blog not found' })
  })

  it('every demo article is real, original writing of some length', async () => {
    const { items } = (await get('/api/blog-posts?pageSize=50')).json()
    expect(items.length).toBeGreaterThanOrEqual(6)
    for (const s of items) {
      const post = (await get(`/api/blog-posts/${s.slug}`)).json()
      const words = post.content
        .replace(/<[^>]+>/g, ' ')
        .split(/\s+/)
        .filter(Boolean)
      expect(words.length, s.slug).toBeGreaterThan(450)
    }
  })
})

describe('admin blog posts', () => {
  const input = {
    title: 'Fluid and Electrolyte Essentials',
    shortDescription: 'Sodium, potassium and the findings that matter.',
    content:
      '<p onclick="steal()">Safe <strong>text</strong></p><script>alert(1)</script><a href="javascript:alert(1)">x</a>',
  }

  it('needs an admin', async () => {
    const { auth } = await signupAndLogin(ctx)
    const anon = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/blog-posts',
      payload: input,
    })
    expect(anon.statusCode).toBe(401)
    const student = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/blog-posts',
      payload: input,
      headers: auth,
    })
    expect(student.statusCode).toBe(403)
  })

  it('creates a post at the slug of its title and sanitizes the HTML on save', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/blog-posts',
      payload: input,
      headers: admin,
    })
    expect(res.statusCode).toBe(201)
    const post = res.json()
    expect(post.slug).toBe('fluid-and-electrolyte-essentials')
    expect(post.content).toContain('<strong>text</strong>')
    expect(post.content).not.toMatch(/script|onclick|javascript:/)
    expect((await get('/api/blog-posts/fluid-and-electrolyte-essentials')).statusCode).toBe(200)
  })

  it('keeps slugs unique: a second post with the same title is refused with 409', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/blog-posts',
      payload: input,
      headers: admin,
    })
    expect(res.statusCode).toBe(409)
    expect(res.json().detail).toContain('already uses this address')
    const other = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/blog-posts',
      payload: { ...input, slug: 'fluid-and-electrolyte-essentials-part-2' },
      headers: admin,
    })
    expect(other.statusCode).toBe(201)
    const clash = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/blog-posts/${other.json().id}`,
      payload: input,
      headers: admin,
    })
    expect(clash.statusCode).toBe(409)
  })

  it('never lets an article take the address of an app page', async () => {
    for (const title of ['Blog', 'Contact Us', 'ContactUs', 'Dashboard', 'Subscriptions', 'API']) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/admin/blog-posts',
        payload: { ...input, title },
        headers: admin,
      })
      expect(res.statusCode, title).toBe(title === 'Contact Us' ? 201 : 409)
    }
    const bySlug = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/blog-posts',
      payload: { ...input, slug: 'nclex-rn' },
      headers: admin,
    })
    expect(bySlug.statusCode).toBe(409)
    expect(bySlug.json().detail).toContain('belongs to a page of the site')
  })

  it('updates and deletes a post', async () => {
    const created = (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/admin/blog-posts',
        payload: { ...input, title: 'Acid Base in Ten Minutes' },
        headers: admin,
      })
    ).json()
    const updated = await ctx.app.inject({
      method: 'PUT',
      url: `/api/admin/blog-posts/${created.id}`,
      payload: { ...input, title: 'Acid Base in Ten Minutes', content: '' },
      headers: admin,
    })
    expect(updated.statusCode).toBe(200)
    expect(updated.json().content).toBe('')
    const del = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/admin/blog-posts/${created.id}`,
      headers: admin,
    })
    expect(del.statusCode).toBe(204)
    expect((await get(`/api/blog-posts/${created.slug}`)).statusCode).toBe(404)
    const again = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/admin/blog-posts/${created.id}`,
      headers: admin,
    })
    expect(again.statusCode).toBe(404)
  })
})

describe('seeding', () => {
  it('adds no second copy of the demo posts', async () => {
    const before = (await get('/api/blog-posts?pageSize=100')).json()
    await seed(ctx.database.db, ctx.config, createLogger({ LOG_LEVEL: 'silent' }))
    const after = (await get('/api/blog-posts?pageSize=100')).json()
    expect(after.total).toBe(before.total)
  })
})
