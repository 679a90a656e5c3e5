import { readFileSync } from 'node:fs'
import path from 'node:path'
import type {
  TCategoryList,
  TNoteDetail,
  TNoteList,
  TStudyCalendar,
  TVideoDetail,
  TVideoList,
} from '@nurseready/shared/schemas/library'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { subscriptions } from '../src/db/schema/index'
import { localStorage } from '../src/lib/storage'
import { seedMediaFolder } from '../src/paths'
import { seed } from '../src/seed/index'
import { createTestContext, signupAndLogin, type TestContext } from './helper'

let ctx: TestContext
let student: Awaited<ReturnType<typeof signupAndLogin>>
let videoCategories: TCategoryList
let notesCategories: TCategoryList

const get = (url: string, headers: Record<string, string> = student.auth) =>
  ctx.app.inject({ method: 'GET', url, headers })
const json = async <T>(url: string, headers?: Record<string, string>) => {
  const res = await get(url, headers)
  expect(res.statusCode, res.body).toBe(200)
  return res.json() as T
}
const categoryId = (list: TCategoryList, name: string) =>
  list.items.find((c) => c.name === name)!.id
const seedFile = (key: string) => readFileSync(path.join(seedMediaFolder, key))

async function subscribe(userId: string, days = 30) {
  const now = ctx.clock.now()
  await ctx.database.db.insert(subscriptions).values({
    userId,
    scope: 'plan',
    startsAt: new Date(now.getTime() - 86_400_000),
    endsAt: new Date(now.getTime() + days * 86_400_000),
  })
}

beforeAll(async () => {
  ctx = await createTestContext()
  student = await signupAndLogin(ctx)
  videoCategories = await json<TCategoryList>('/api/library/video-categories')
  notesCategories = await json<TCategoryList>('/api/library/notes-categories')
})
afterAll(() => ctx.close())

describe('authentication', () => {
  it.each([
    '/api/library/video-categories',
    '/api/library/notes-categories',
    '/api/library/study-calendar',
    '/api/library/videos/00000000-0000-4000-8000-000000000000',
  ])('%s needs a session (401)', async (url) => {
    const res = await get(url, {})
    expect(res.statusCode).toBe(401)
    expect(res.json().detail).toBe('Authorization token missing')
  })
})

describe('video and notes subjects', () => {
  it('lists the video subjects in order, 8 per page by default', () => {
    expect(videoCategories.pageSize).toBe(8)
    expect(videoCategories.total).toBe(5)
    expect(videoCategories.items.map((c) => c.name)).toEqual([
      'Fundamentals of Nursing',
      'Pharmacology',
      'Medical-Surgical Nursing',
      'Maternal and Newborn Care',
      'Mental Health Nursing',
    ])
  })

  it('pages in the database', async () => {
    const p3 = await json<TCategoryList>('/api/library/video-categories?page=3&pageSize=2')
    expect(p3).toMatchObject({ total: 5, page: 3, pageSize: 2 })
    expect(p3.items.map((c) => c.name)).toEqual(['Mental Health Nursing'])
    const past = await json<TCategoryList>('/api/library/video-categories?page=9')
    expect(past.items).toEqual([])
  })

  it('keeps notes subjects apart from video subjects', () => {
    expect(notesCategories.total).toBe(4)
    const videoIds = new Set(videoCategories.items.map((c) => c.id))
    expect(notesCategories.items.some((c) => videoIds.has(c.id))).toBe(false)
  })

  it('refuses a bad page (400)', async () => {
    const res = await get('/api/library/video-categories?page=0')
    expect(res.statusCode).toBe(400)
  })
})

describe('videos of a subject', () => {
  it('pages 8 then 2 of the ten pharmacology lectures, paid ones locked', async () => {
    const id = categoryId(videoCategories, 'Pharmacology')
    const first = await json<TVideoList>(`/api/library/video-categories/${id}/videos`)
    expect(first).toMatchObject({
      total: 10,
      page: 1,
      pageSize: 8,
      subscribed: false,
      category: { id, name: 'Pharmacology' },
    })
    expect(first.items).toHaveLength(8)
    expect(first.items[0]).toMatchObject({
      title: 'Dosage Calculation Basics',
      subject: 'Medication Math',
      durationSeconds: 6,
      paid: false,
      locked: false,
    })
    const second = await json<TVideoList>(`/api/library/video-categories/${id}/videos?page=2`)
    expect(second.items.map((v) => v.title)).toEqual([
      'Lithium and Psychotropic Safety',
      'High-Alert Medications',
    ])
    const all = [...first.items, ...second.items]
    expect(new Set(all.map((v) => v.id)).size).toBe(10)
    for (const v of all) expect(v.locked).toBe(v.paid)
    expect(all.filter((v) => v.paid)).toHaveLength(7)
    expect(JSON.stringify(all)).not.toContain('library/videos/')
  })

  it('serves thumbnails openly (they are not paid content)', async () => {
    const id = categoryId(videoCategories, 'Pharmacology')
    const list = await json<TVideoList>(`/api/library/video-categories/${id}/videos`)
    const res = await get(list.items[3]!.thumbnailUrl!, {})
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('image/jpeg')
  })

  it('searches on the server, in title and subject, case-insensitively', async () => {
    const id = categoryId(videoCategories, 'Pharmacology')
    const url = `/api/library/video-categories/${id}/videos`
    const insulin = await json<TVideoList>(`${url}?q=insulin`)
    expect(insulin.total).toBe(1)
    expect(insulin.items[0]!.title).toBe('Insulin Types: Onset, Peak and Duration')
    const cardio = await json<TVideoList>(`${url}?q=CARDIOVASCULAR`)
    expect(cardio.items.map((v) => v.title)).toEqual([
      'Digoxin and Signs of Toxicity',
      'Antihypertensives at a Glance',
    ])
    // LIKE wildcards are taken literally.
    expect((await json<TVideoList>(`${url}?q=%25`)).total).toBe(0)
    expect((await json<TVideoList>(`${url}?q=_`)).total).toBe(0)
    // A blank search is no search.
    expect((await json<TVideoList>(`${url}?q=%20%20`)).total).toBe(10)
    expect((await get(`${url}?q=${'x'.repeat(101)}`)).statusCode).toBe(400)
  })

  it('lists only the asked subject', async () => {
    const id = categoryId(videoCategories, 'Fundamentals of Nursing')
    const list = await json<TVideoList>(`/api/library/video-categories/${id}/videos`)
    expect(list.total).toBe(4)
    expect(list.items.every((v) => v.categoryId === id)).toBe(true)
    expect(list.items.map((v) => v.title)).toContain('Hand Hygiene and Standard Precautions')
    expect(list.items.map((v) => v.title)).not.toContain('Dosage Calculation Basics')
  })

  it('answers 404 for an unknown subject or a notes subject, 400 for a malformed id', async () => {
    const unknown = await get(
      '/api/library/video-categories/00000000-0000-4000-8000-000000000000/videos',
    )
    expect(unknown.statusCode).toBe(404)
    expect(unknown.json().detail).toBe('Category not found.')
    const notesId = notesCategories.items[0]!.id
    expect((await get(`/api/library/video-categories/${notesId}/videos`)).statusCode).toBe(404)
    expect((await get('/api/library/video-categories/12/videos')).statusCode).toBe(400)
  })
})

describe('playing a video', () => {
  it('gives a free video a short-lived signed link that streams the file', async () => {
    const id = categoryId(videoCategories, 'Fundamentals of Nursing')
    const list = await json<TVideoList>(`/api/library/video-categories/${id}/videos`)
    const free = list.items.find((v) => v.title.startsWith('Vital Signs'))!
    const video = await json<TVideoDetail>(`/api/library/videos/${free.id}`)
    expect(video).toMatchObject({ locked: false, categoryName: 'Fundamentals of Nursing' })
    expect(video.url).toMatch(/^\/media\/library\/videos\/vital-signs\.mp4\?exp=\d+&sig=/)
    const ttl = (Date.parse(video.urlExpiresAt!) - ctx.clock.now().getTime()) / 1000
    expect(ttl).toBeGreaterThan(590)
    expect(ttl).toBeLessThanOrEqual(600)
    const res = await get(video.url!, {})
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('video/mp4')
    expect(res.rawPayload.equals(seedFile('library/videos/vital-signs.mp4'))).toBe(true)
  })

  it('paid video: 403 before a subscription, 206 with exactly the asked bytes after', async () => {
    const buyer = await signupAndLogin(ctx, 'Paying Student')
    const id = categoryId(videoCategories, 'Pharmacology')
    const list = await json<TVideoList>(`/api/library/video-categories/${id}/videos`, buyer.auth)
    const paid = list.items.find((v) => v.title === 'Anticoagulants: Heparin and Warfarin')!
    expect(paid).toMatchObject({ paid: true, locked: true })

    const before = await json<TVideoDetail>(`/api/library/videos/${paid.id}`, buyer.auth)
    expect(before).toMatchObject({ locked: true, url: null, urlExpiresAt: null })
    const direct = await get('/media/library/videos/anticoagulants.mp4', { range: 'bytes=0-99' })
    expect(direct.statusCode).toBe(403)

    await subscribe(buyer.user.id)
    const after = await json<TVideoDetail>(`/api/library/videos/${paid.id}`, buyer.auth)
    expect(after.locked).toBe(false)
    expect(after.url).toMatch(/^\/media\/library\/videos\/anticoagulants\.mp4\?exp=/)
    const listed = await json<TVideoList>(`/api/library/video-categories/${id}/videos`, buyer.auth)
    expect(listed.subscribed).toBe(true)
    expect(listed.items.every((v) => !v.locked)).toBe(true)

    const file = seedFile('library/videos/anticoagulants.mp4')
    const res = await get(after.url!, { range: 'bytes=100-1099' })
    expect(res.statusCode).toBe(206)
    expect(res.headers['accept-ranges']).toBe('bytes')
    expect(res.headers['content-range']).toBe(`bytes 100-1099/${file.length}`)
    expect(Number(res.headers['content-length'])).toBe(1000)
    expect(res.rawPayload.equals(file.subarray(100, 1100))).toBe(true)
    const tail = await get(after.url!, { range: `bytes=${file.length - 10}-` })
    expect(tail.rawPayload.equals(file.subarray(file.length - 10))).toBe(true)

    // Someone else without a subscription still gets no link.
    const other = await json<TVideoDetail>(`/api/library/videos/${paid.id}`)
    expect(other.url).toBeNull()
  })

  it('a link stops working when it expires; a new request gives a fresh one', async () => {
    const id = categoryId(videoCategories, 'Pharmacology')
    const list = await json<TVideoList>(`/api/library/video-categories/${id}/videos`)
    const video = await json<TVideoDetail>(`/api/library/videos/${list.items[0]!.id}`)
    ctx.clock.advance(601)
    expect((await get(video.url!, {})).statusCode).toBe(403)
    const fresh = await json<TVideoDetail>(`/api/library/videos/${list.items[0]!.id}`)
    expect((await get(fresh.url!, { range: 'bytes=0-9' })).statusCode).toBe(206)
  })

  it('locks paid videos again once the subscription has ended', async () => {
    const lapsing = await signupAndLogin(ctx, 'Lapsing Student')
    await subscribe(lapsing.user.id, 1)
    const id = categoryId(videoCategories, 'Medical-Surgical Nursing')
    const list = await json<TVideoList>(`/api/library/video-categories/${id}/videos`, lapsing.auth)
    const paid = list.items.find((v) => v.paid)!
    expect(paid.locked).toBe(false)
    ctx.clock.advance(2 * 86_400)
    const later = await json<TVideoDetail>(`/api/library/videos/${paid.id}`, lapsing.auth)
    expect(later).toMatchObject({ locked: true, url: null })
  })

  it('answers 404 for an unknown video', async () => {
    const res = await get('/api/library/videos/00000000-0000-4000-8000-000000000000')
    expect(res.statusCode).toBe(404)
    expect(res.json().detail).toBe('Video not found.')
  })
})

describe('notes', () => {
  it('pages the nine pharmacology notes and searches them', async () => {
    const id = categoryId(notesCategories, 'Pharmacology')
    const url = `/api/library/notes-categories/${id}/notes`
    const first = await json<TNoteList>(url)
    expect(first).toMatchObject({ total: 9, pageSize: 8, subscribed: false })
    expect(first.items).toHaveLength(8)
    const second = await json<TNoteList>(`${url}?page=2`)
    expect(second.items.map((n) => n.title)).toEqual(['Respiratory Medications'])
    const search = await json<TNoteList>(`${url}?q=endocrine`)
    expect(search.items.map((n) => n.title)).toEqual(['Insulin Quick Reference'])
  })

  it('opens a free note as a PDF and keeps a paid one locked until subscribed', async () => {
    const reader = await signupAndLogin(ctx, 'Reading Student')
    const id = categoryId(notesCategories, 'Medical-Surgical Nursing')
    const list = await json<TNoteList>(`/api/library/notes-categories/${id}/notes`, reader.auth)
    const free = list.items.find((n) => !n.paid)!
    const paid = list.items.find((n) => n.paid)!

    const note = await json<TNoteDetail>(`/api/library/notes/${free.id}`, reader.auth)
    const pdf = await get(note.url!, {})
    expect(pdf.statusCode).toBe(200)
    expect(pdf.headers['content-type']).toBe('application/pdf')
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-')

    const locked = await json<TNoteDetail>(`/api/library/notes/${paid.id}`, reader.auth)
    expect(locked).toMatchObject({ locked: true, url: null })
    await subscribe(reader.user.id)
    const open = await json<TNoteDetail>(`/api/library/notes/${paid.id}`, reader.auth)
    expect((await get(open.url!, {})).statusCode).toBe(200)
  })

  it('answers 404 for a video subject on the notes route', async () => {
    const videoId = videoCategories.items[0]!.id
    expect((await get(`/api/library/notes-categories/${videoId}/notes`)).statusCode).toBe(404)
    expect((await get('/api/library/notes/00000000-0000-4000-8000-000000000000')).statusCode).toBe(
      404,
    )
  })
})

describe('study calendar', () => {
  it('lists the four files, each a PDF behind a signed link', async () => {
    const calendar = await json<TStudyCalendar>('/api/library/study-calendar')
    expect(calendar.items.map((f) => f.title)).toEqual([
      '3 Weeks',
      '6 Weeks',
      '12 Weeks',
      'Learning Assessment Tracker',
    ])
    for (const file of calendar.items) {
      expect(file.url).toContain('sig=')
      const res = await get(file.url, {})
      expect(res.statusCode).toBe(200)
      expect(res.headers['content-type']).toBe('application/pdf')
    }
    const unsigned = await get('/media/library/study-calendar/weeks-3.pdf', {})
    expect(unsigned.statusCode).toBe(403)
  })
})

describe('demo seed', () => {
  it('copies the public site media and adds nothing the second time', async () => {
    for (const key of [
      'public/students/student-4.mp4',
      'public/blog/blog-6-49475d7f7a3ecdd0.jpg',
    ]) {
      const res = await get(`/media/${key}`, {})
      expect(res.statusCode).toBe(200)
      expect(res.rawPayload.equals(seedFile(key))).toBe(true)
    }
    const storage = localStorage(path.join(ctx.config.DATA_DIR, 'media'))
    await storage.write(
      'public/blog/blog-1-effa75ef4f886896.jpg',
      Buffer.from('replaced by an admin'),
    )
    await seed(ctx.database.db, ctx.config, ctx.app.log)
    const again = await json<TCategoryList>('/api/library/video-categories')
    expect(again.total).toBe(5)
    const id = categoryId(again, 'Pharmacology')
    expect((await json<TVideoList>(`/api/library/video-categories/${id}/videos`)).total).toBe(10)
    const kept = await get('/media/public/blog/blog-1-effa75ef4f886896.jpg', {})
    expect(kept.body).toBe('replaced by an admin')
  })
})
