import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { TestContext } from './helper'
import type { Auth } from './question-bank-helper'

/** A real 5-second H.264 MP4 of the seed (39,806 bytes: ftyp, moov, free, mdat). */
export const MP4 = readFileSync(
  fileURLToPath(new URL('../src/seed/media/library/videos/apgar.mp4', import.meta.url)),
)

/** The same movie with its 'moov' after the media data, as many encoders write it. */
export function moovAtEnd(mp4: Buffer): Buffer {
  const boxes: Buffer[] = []
  for (let at = 0; at < mp4.length; ) {
    const size = mp4.readUInt32BE(at)
    boxes.push(mp4.subarray(at, at + size))
    at += size
  }
  const isMoov = (b: Buffer) => b.subarray(4, 8).toString('latin1') === 'moov'
  return Buffer.concat([...boxes.filter((b) => !isMoov(b)), ...boxes.filter(isMoov)])
}

/** A 1×1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
)

/** The start of a PDF (enough for the type check). */
export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << >>\n%%EOF\n',
)

/** The EBML header a WebM file starts with, then padding. */
export const WEBM = Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3]), Buffer.alloc(60)])

export type Part = string | { data: Buffer; filename: string; type: string }

/** A multipart/form-data body as a browser sends it (fields in the given order). */
export async function multipart(parts: Record<string, Part>) {
  const form = new FormData()
  for (const [name, part] of Object.entries(parts)) {
    if (typeof part === 'string') form.append(name, part)
    else form.append(name, new Blob([part.data], { type: part.type }), part.filename)
  }
  const encoded = new Response(form)
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type')! },
  }
}

/** Sends a multipart form as the admin (or anyone) and returns the reply. */
export async function sendForm(
  ctx: TestContext,
  auth: Auth | undefined,
  method: 'POST' | 'PATCH' | 'PUT',
  url: string,
  parts: Record<string, Part>,
) {
  const { payload, headers } = await multipart(parts)
  return ctx.app.inject({ method, url, payload, headers: { ...headers, ...auth } })
}

/** A new video category, by the admin; its id. */
export async function createCategory(ctx: TestContext, admin: Auth, name: string, kind = 'video') {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/admin/library/categories',
    headers: admin,
    payload: { kind, name },
  })
  if (res.statusCode !== 201) throw new Error(`category: ${res.body}`)
  return res.json().id as string
}

type ContentFixture = {
  values: Record<string, string>
  body?: unknown
  headers?: Record<string, string>
}

/** A multipart body as a fixture: the payload and its content type. */
async function form(
  values: Record<string, string>,
  parts: Record<string, Part>,
): Promise<ContentFixture> {
  const { payload, headers } = await multipart(parts)
  return { values, body: payload, headers }
}

async function created(ctx: TestContext, admin: Auth, url: string, parts: Record<string, Part>) {
  const res = await sendForm(ctx, admin, 'POST', url, parts)
  if (res.statusCode !== 201) throw new Error(`${url}: ${res.body}`)
  return res.json().id as string
}

const WEBINAR = {
  title: 'Access webinar',
  speaker: 'Access Speaker',
  subject: 'Access',
  type: 'workshop',
  date: '2031-01-15',
  startTime: '18:00',
  endTime: '19:00',
  timeZone: 'America/Toronto',
  zoomLink: 'https://zoom.us/j/1',
}
const PACKAGE = {
  name: 'Access package',
  amountCents: 1000,
  currency: 'CAD',
  validityDays: 30,
  courses: ['NCLEX-RN'],
}
const LECTURE = {
  lecturerName: 'Access Lecturer',
  designation: 'RN',
  subject: 'Access',
  courseName: 'NCLEX-RN',
  startsAt: '2031-01-15T23:00:00.000Z',
  endsAt: '2031-01-16T00:00:00.000Z',
  joinUrl: 'https://zoom.us/j/2',
}

const STUDENT_VIDEO = {
  studentName: 'Access Student',
  exam: 'NCLEX-RN',
  quote: 'Access',
  video: { data: MP4, filename: 'a.mp4', type: 'video/mp4' },
}

/** A record created through a JSON admin route; its id. */
async function createdJson(ctx: TestContext, admin: Auth, url: string, payload: object) {
  const res = await ctx.app.inject({ method: 'POST', url, headers: admin, payload })
  if (res.statusCode !== 201) throw new Error(`${url}: ${res.body}`)
  return res.json().id as string
}

/**
 * Fixtures of the library, live-teaching and site-content admin routes for admin-access.test.ts
 * (a real record and a valid body per operation); undefined for other operations.
 */
export async function adminContentFixture(
  ctx: TestContext,
  admin: Auth,
  key: string,
): Promise<ContentFixture | undefined> {
  const unique = () => Math.random().toString(36).slice(2, 8)
  const video = async () => {
    const categoryId = await createCategory(ctx, admin, `Access videos ${unique()}`)
    return {
      categoryId,
      title: 'Access video',
      subject: 'Access',
      video: { data: MP4, filename: 'a.mp4', type: 'video/mp4' },
    }
  }
  const note = async () => {
    const categoryId = await createCategory(ctx, admin, `Access notes ${unique()}`, 'notes')
    return {
      categoryId,
      title: 'Access note',
      system: 'Access',
      file: { data: PDF, filename: 'a.pdf', type: 'application/pdf' },
    }
  }
  switch (key) {
    case 'POST /api/admin/library/categories':
      return { values: {}, body: { kind: 'video', name: `Access ${unique()}` } }
    case 'PATCH /api/admin/library/categories/{id}':
      return {
        values: { id: await createCategory(ctx, admin, `Access ${unique()}`) },
        body: { position: 2 },
      }
    case 'DELETE /api/admin/library/categories/{id}':
      return { values: { id: await createCategory(ctx, admin, `Access ${unique()}`) } }
    case 'GET /api/admin/library/videos':
    case 'GET /api/admin/library/notes':
    case 'GET /api/admin/library/categories':
    case 'GET /api/admin/upload-limits':
      return { values: {} }
    case 'POST /api/admin/library/videos':
      return form({}, await video())
    case 'PATCH /api/admin/library/videos/{id}':
      return form(
        { id: await created(ctx, admin, '/api/admin/library/videos', await video()) },
        { paid: 'true' },
      )
    case 'DELETE /api/admin/library/videos/{id}':
      return {
        values: { id: await created(ctx, admin, '/api/admin/library/videos', await video()) },
      }
    case 'POST /api/admin/library/notes':
      return form({}, await note())
    case 'PATCH /api/admin/library/notes/{id}':
      return form(
        { id: await created(ctx, admin, '/api/admin/library/notes', await note()) },
        { title: 'Renamed' },
      )
    case 'DELETE /api/admin/library/notes/{id}':
      return { values: { id: await created(ctx, admin, '/api/admin/library/notes', await note()) } }
    case 'GET /api/admin/webinars':
    case 'GET /api/admin/live-packages':
    case 'GET /api/admin/live-lectures':
      return { values: {} }
    case 'POST /api/admin/webinars':
      return { values: {}, body: WEBINAR }
    case 'PUT /api/admin/webinars/{id}':
      return {
        values: { id: await createdJson(ctx, admin, '/api/admin/webinars', WEBINAR) },
        body: WEBINAR,
      }
    case 'DELETE /api/admin/webinars/{id}':
    case 'GET /api/admin/webinars/{id}/registrations':
      return { values: { id: await createdJson(ctx, admin, '/api/admin/webinars', WEBINAR) } }
    case 'POST /api/admin/live-packages':
      return { values: {}, body: PACKAGE }
    case 'PUT /api/admin/live-packages/{id}':
      return {
        values: { id: await createdJson(ctx, admin, '/api/admin/live-packages', PACKAGE) },
        body: PACKAGE,
      }
    case 'POST /api/admin/live-lectures':
      return { values: {}, body: LECTURE }
    case 'PUT /api/admin/live-lectures/{id}':
      return {
        values: { id: await createdJson(ctx, admin, '/api/admin/live-lectures', LECTURE) },
        body: LECTURE,
      }
    case 'DELETE /api/admin/live-lectures/{id}':
      return { values: { id: await createdJson(ctx, admin, '/api/admin/live-lectures', LECTURE) } }
    case 'GET /api/admin/student-videos':
    case 'GET /api/admin/study-calendar':
    case 'GET /api/admin/contact-details':
      return { values: {} }
    case 'POST /api/admin/student-videos':
      return form({}, STUDENT_VIDEO)
    case 'PATCH /api/admin/student-videos/{id}':
      return form(
        { id: await created(ctx, admin, '/api/admin/student-videos', STUDENT_VIDEO) },
        { position: '3' },
      )
    case 'DELETE /api/admin/student-videos/{id}':
      return {
        values: { id: await created(ctx, admin, '/api/admin/student-videos', STUDENT_VIDEO) },
      }
    case 'PUT /api/admin/study-calendar/{key}':
      return form({ key: 'weeks-3' }, { description: 'Access' })
    case 'PUT /api/admin/contact-details':
      return {
        values: {},
        body: { address: 'Access St', email: 'access@example.com', phone: '555' },
      }
    default:
      return undefined
  }
}
