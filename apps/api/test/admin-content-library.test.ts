import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createCategory, MP4, moovAtEnd, PDF, PNG, sendForm, WEBM } from './admin-content-helper'
import { adminAuth, auditOf } from './admin-helper'
import { createTestContext, signupAndLogin, type TestContext } from './helper'
import { type Auth, buyPlan } from './question-bank-helper'

let ctx: TestContext
let admin: Auth
let student: Auth
let categoryId: string

const mp4 = (data: Buffer = MP4) => ({ data, filename: 'lecture.mp4', type: 'video/mp4' })

beforeAll(async () => {
  // A 1 MB video limit, so the size check is tested without uploading 500 MB.
  ctx = await createTestContext({ UPLOAD_VIDEO_MAX_MB: '1' })
  admin = await adminAuth(ctx)
  student = (await signupAndLogin(ctx, 'Library Student')).auth
  categoryId = await createCategory(ctx, admin, 'Admin Uploads')
})

afterAll(async () => {
  await ctx?.close()
})

describe('access', () => {
  it('answers 401 without a token and 403 to a student, on reads and uploads', async () => {
    const list = '/api/admin/library/categories?kind=video'
    const anon = await ctx.app.inject({ method: 'GET', url: list })
    expect(anon.statusCode).toBe(401)
    const asStudent = await ctx.app.inject({ method: 'GET', url: list, headers: student })
    expect(asStudent.statusCode).toBe(403)
    expect(asStudent.json().detail).toBe('Administrators only.')
    const upload = { categoryId, title: 'Sneaky', subject: 'None', video: mp4() }
    expect(
      (await sendForm(ctx, undefined, 'POST', '/api/admin/library/videos', upload)).statusCode,
    ).toBe(401)
    expect(
      (await sendForm(ctx, student, 'POST', '/api/admin/library/videos', upload)).statusCode,
    ).toBe(403)
    const videos = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/library/videos?categoryId=${categoryId}`,
      headers: admin,
    })
    expect(videos.json().total).toBe(0)
  })
})

describe('categories', () => {
  it('creates, renames and deletes a notes category, each in the audit log', async () => {
    const id = await createCategory(ctx, admin, 'Pharmacology Notes', 'notes')
    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/library/categories?kind=notes',
      headers: admin,
    })
    expect(list.json().items).toContainEqual({
      id,
      kind: 'notes',
      name: 'Pharmacology Notes',
      position: 0,
      itemCount: 0,
    })

    const renamed = await ctx.app.inject({
      method: 'PATCH',
      url: `/api/admin/library/categories/${id}`,
      headers: admin,
      payload: { name: 'Pharmacology', position: 3 },
    })
    expect(renamed.json()).toEqual({ id, kind: 'notes', name: 'Pharmacology', position: 3 })
    const gone = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/admin/library/categories/${id}`,
      headers: admin,
    })
    expect(gone.statusCode).toBe(204)

    const audit = await auditOf(ctx, admin, id)
    expect(audit.map((e) => e.action)).toEqual([
      'library_category.delete',
      'library_category.update',
      'library_category.create',
    ])
    expect(audit[1]).toMatchObject({
      actorEmail: 'admin@nurseready.local',
      before: { name: 'Pharmacology Notes', position: 0 },
      after: { name: 'Pharmacology', position: 3 },
    })
  })

  it('refuses to delete a category that still has videos (409), and an empty name (400)', async () => {
    const id = await createCategory(ctx, admin, 'Busy Category')
    const up = await sendForm(ctx, admin, 'POST', '/api/admin/library/videos', {
      categoryId: id,
      title: 'Keeps the category busy',
      subject: 'Test',
      video: mp4(),
    })
    expect(up.statusCode, up.body).toBe(201)
    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/library/categories?kind=video',
      headers: admin,
    })
    expect(list.json().items.find((c: { id: string }) => c.id === id).itemCount).toBe(1)
    const del = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/admin/library/categories/${id}`,
      headers: admin,
    })
    expect(del.statusCode).toBe(409)
    expect(del.json().detail).toBe(
      'This category still has videos or notes. Move or delete them first.',
    )
    const blank = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/library/categories',
      headers: admin,
      payload: { kind: 'video', name: '   ' },
    })
    expect(blank.statusCode).toBe(400)
    expect(blank.json().detail).toBe('Enter the name.')
  })
})

describe('a paid video uploaded by the admin', () => {
  let videoId: string

  it('is stored with the duration read from the file, its thumbnail and an audit entry', async () => {
    const res = await sendForm(ctx, admin, 'POST', '/api/admin/library/videos', {
      categoryId,
      title: 'APGAR Scoring',
      subject: 'Maternal-Newborn',
      paid: 'true',
      video: mp4(),
      thumbnail: { data: PNG, filename: 'apgar.png', type: 'image/png' },
    })
    expect(res.statusCode, res.body).toBe(201)
    const video = res.json()
    videoId = video.id
    expect(video).toMatchObject({
      categoryId,
      categoryName: 'Admin Uploads',
      title: 'APGAR Scoring',
      subject: 'Maternal-Newborn',
      durationSeconds: 5,
      paid: true,
      position: 0,
    })
    expect(video.thumbnailUrl).toMatch(/^\/media\/public\/library\/thumbnails\/[0-9a-f-]{36}\.png$/)
    const thumb = await ctx.app.inject({ method: 'GET', url: video.thumbnailUrl })
    expect(thumb.statusCode).toBe(200)
    expect(thumb.rawPayload.equals(PNG)).toBe(true)

    const [entry] = await auditOf(ctx, admin, videoId)
    expect(entry).toMatchObject({
      action: 'library_video.create',
      targetType: 'library_video',
      before: null,
      after: {
        title: 'APGAR Scoring',
        subject: 'Maternal-Newborn',
        paid: true,
        durationSeconds: 5,
        categoryId,
      },
    })
    expect(entry!.after!.mediaKey).toMatch(/^library\/videos\/[0-9a-f-]{36}\.mp4$/)
  })

  it('is locked for a student without a plan: no link to the file', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/library/videos/${videoId}`,
      headers: student,
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({
      title: 'APGAR Scoring',
      paid: true,
      locked: true,
      url: null,
    })
  })

  it('plays for a subscribed student: the signed link streams byte ranges (206)', async () => {
    const subscriber = (await signupAndLogin(ctx, 'Subscribed Student')).auth
    await buyPlan(ctx, subscriber)
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/library/videos/${videoId}`,
      headers: subscriber,
    })
    expect(res.json()).toMatchObject({ title: 'APGAR Scoring', durationSeconds: 5, locked: false })
    const url = res.json().url as string
    expect(url).toMatch(/^\/media\/library\/videos\/[0-9a-f-]{36}\.mp4\?exp=\d+&sig=/)

    const part = await ctx.app.inject({ method: 'GET', url, headers: { range: 'bytes=100-1099' } })
    expect(part.statusCode).toBe(206)
    expect(part.headers['content-range']).toBe('bytes 100-1099/39806')
    expect(part.headers['content-type']).toBe('video/mp4')
    expect(part.rawPayload.equals(MP4.subarray(100, 1100))).toBe(true)
    const tail = await ctx.app.inject({ method: 'GET', url, headers: { range: 'bytes=39800-' } })
    expect(tail.statusCode).toBe(206)
    expect(tail.rawPayload.equals(MP4.subarray(39800))).toBe(true)
    // The same key without the signature is refused.
    const unsigned = await ctx.app.inject({ method: 'GET', url: url.split('?')[0]! })
    expect(unsigned.statusCode).toBe(403)
  })

  it('is edited (free now, new title) and deleted, each in the audit log', async () => {
    const edit = await sendForm(ctx, admin, 'PATCH', `/api/admin/library/videos/${videoId}`, {
      title: 'APGAR Score in 5 Minutes',
      paid: 'false',
    })
    expect(edit.statusCode, edit.body).toBe(200)
    expect(edit.json()).toMatchObject({
      title: 'APGAR Score in 5 Minutes',
      paid: false,
      durationSeconds: 5,
    })
    const del = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/admin/library/videos/${videoId}`,
      headers: admin,
    })
    expect(del.statusCode).toBe(204)
    const audit = await auditOf(ctx, admin, videoId)
    expect(audit.map((e) => e.action)).toEqual([
      'library_video.delete',
      'library_video.update',
      'library_video.create',
    ])
    expect(audit[1]).toMatchObject({
      before: { title: 'APGAR Scoring', paid: true },
      after: { title: 'APGAR Score in 5 Minutes', paid: false },
    })
    const gone = await ctx.app.inject({
      method: 'GET',
      url: `/api/library/videos/${videoId}`,
      headers: student,
    })
    expect(gone.statusCode).toBe(404)
  })
})

describe('upload limits', () => {
  it('are listed for the form, in MB', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/upload-limits',
      headers: admin,
    })
    expect(res.json()).toEqual({ video: 1, pdf: 50, image: 5 })
  })

  const listTotal = async () =>
    (
      await ctx.app.inject({
        method: 'GET',
        url: `/api/admin/library/videos?categoryId=${categoryId}`,
        headers: admin,
      })
    ).json().total as number

  it('refuses a video over the size limit with 413, while it streams and from its length', async () => {
    const before = await listTotal()
    // 1.5 MB: under the request ceiling, so the stream itself is cut at 1 MB.
    const big = Buffer.concat([MP4, Buffer.alloc(1_500_000)])
    const streamed = await sendForm(ctx, admin, 'POST', '/api/admin/library/videos', {
      categoryId,
      title: 'Too big',
      subject: 'Test',
      video: mp4(big),
    })
    expect(streamed.statusCode).toBe(413)
    expect(streamed.headers['content-type']).toContain('application/problem+json')
    expect(streamed.json()).toMatchObject({
      status: 413,
      title: 'Payload Too Large',
      detail: 'The file is too large: an MP4 or WebM video may be at most 1 MB.',
    })
    // 8 MB: more than a video and a thumbnail may be together; refused before reading the body.
    const huge = await sendForm(ctx, admin, 'POST', '/api/admin/library/videos', {
      categoryId,
      title: 'Far too big',
      subject: 'Test',
      video: mp4(Buffer.concat([MP4, Buffer.alloc(8_000_000)])),
    })
    expect(huge.statusCode).toBe(413)
    expect(huge.json().detail).toBe(
      'The file is too large: an MP4 or WebM video may be at most 1 MB.',
    )
    expect(await listTotal()).toBe(before)
  })

  it('refuses files of the wrong type with 415, by the declared type and by the content', async () => {
    const before = await listTotal()
    const asPdf = await sendForm(ctx, admin, 'POST', '/api/admin/library/videos', {
      categoryId,
      title: 'A PDF',
      subject: 'Test',
      video: { data: PDF, filename: 'notes.pdf', type: 'application/pdf' },
    })
    expect(asPdf.statusCode).toBe(415)
    expect(asPdf.json()).toMatchObject({
      status: 415,
      title: 'Unsupported Media Type',
      detail: 'The file must be an MP4 or WebM video.',
    })
    // Claims to be an MP4, is a PNG.
    const disguised = await sendForm(ctx, admin, 'POST', '/api/admin/library/videos', {
      categoryId,
      title: 'A disguised image',
      subject: 'Test',
      video: { data: PNG, filename: 'movie.mp4', type: 'video/mp4' },
    })
    expect(disguised.statusCode).toBe(415)
    expect(disguised.json().detail).toBe('The file must be an MP4 or WebM video.')
    const thumb = await sendForm(ctx, admin, 'POST', '/api/admin/library/videos', {
      categoryId,
      title: 'Video with a PDF thumbnail',
      subject: 'Test',
      video: mp4(),
      thumbnail: { data: PDF, filename: 't.pdf', type: 'image/png' },
    })
    expect(thumb.statusCode).toBe(415)
    expect(thumb.json().detail).toBe('The file must be a JPEG, PNG or WebP image.')
    const json = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/library/videos',
      headers: admin,
      payload: { categoryId, title: 'JSON', subject: 'Test' },
    })
    expect(json.statusCode).toBe(415)
    expect(json.json().detail).toBe('Send the form as multipart/form-data.')
    const note = await sendForm(ctx, admin, 'POST', '/api/admin/library/notes', {
      categoryId,
      title: 'Video as a note',
      system: 'Cardiovascular',
      file: mp4(),
    })
    expect(note.statusCode).toBe(415)
    expect(note.json().detail).toBe('The file must be a PDF document.')
    expect(await listTotal()).toBe(before)
  })

  it('asks for the file and for valid fields (400 per field)', async () => {
    const noFile = await sendForm(ctx, admin, 'POST', '/api/admin/library/videos', {
      categoryId,
      title: 'No file',
      subject: 'Test',
    })
    expect(noFile.statusCode).toBe(400)
    expect(noFile.json()).toMatchObject({
      detail: 'Choose an MP4 or WebM video to upload.',
      errors: { video: ['Choose an MP4 or WebM video to upload.'] },
    })
    const noTitle = await sendForm(ctx, admin, 'POST', '/api/admin/library/videos', {
      categoryId,
      title: '',
      subject: 'Test',
      video: mp4(),
    })
    expect(noTitle.statusCode).toBe(400)
    expect(noTitle.json()).toMatchObject({
      detail: 'Enter the title.',
      errors: { title: ['Enter the title.'] },
    })
  })
})

describe('durations', () => {
  it('reads the duration of an MP4 whose movie header comes after the media data', async () => {
    const res = await sendForm(ctx, admin, 'POST', '/api/admin/library/videos', {
      categoryId,
      title: 'Moov at the end',
      subject: 'Test',
      video: mp4(moovAtEnd(MP4)),
    })
    expect(res.statusCode, res.body).toBe(201)
    expect(res.json().durationSeconds).toBe(5)
  })

  it('takes the entered duration for a WebM (its length is not read) and asks for it when missing', async () => {
    const webm = { data: WEBM, filename: 'talk.webm', type: 'video/webm' }
    const missing = await sendForm(ctx, admin, 'POST', '/api/admin/library/videos', {
      categoryId,
      title: 'WebM talk',
      subject: 'Test',
      video: webm,
    })
    expect(missing.statusCode).toBe(400)
    expect(missing.json().detail).toBe('Enter the duration: it could not be read from this file.')
    const given = await sendForm(ctx, admin, 'POST', '/api/admin/library/videos', {
      categoryId,
      title: 'WebM talk',
      subject: 'Test',
      durationSeconds: '754',
      video: webm,
    })
    expect(given.statusCode, given.body).toBe(201)
    expect(given.json().durationSeconds).toBe(754)
  })

  it('refuses an MP4 signature with no readable movie (415)', async () => {
    const broken = Buffer.concat([
      MP4.subarray(0, 32),
      Buffer.from([0, 0, 0, 16]),
      Buffer.from('mdat'),
      Buffer.alloc(8),
    ])
    const res = await sendForm(ctx, admin, 'POST', '/api/admin/library/videos', {
      categoryId,
      title: 'Broken',
      subject: 'Test',
      video: mp4(broken),
    })
    expect(res.statusCode).toBe(415)
    expect(res.json().detail).toBe('The file must be an MP4 or WebM video.')
  })
})

describe('notes', () => {
  it('uploads a paid PDF note that a subscribed student opens and others see locked', async () => {
    const notes = await createCategory(ctx, admin, 'Uploaded Notes', 'notes')
    const res = await sendForm(ctx, admin, 'POST', '/api/admin/library/notes', {
      categoryId: notes,
      title: 'Cardiac Drugs Summary',
      system: 'Cardiovascular',
      paid: 'true',
      file: { data: PDF, filename: 'cardiac.pdf', type: 'application/pdf' },
    })
    expect(res.statusCode, res.body).toBe(201)
    const id = res.json().id as string
    expect(res.json()).toMatchObject({
      title: 'Cardiac Drugs Summary',
      system: 'Cardiovascular',
      paid: true,
      categoryName: 'Uploaded Notes',
    })
    const locked = await ctx.app.inject({
      method: 'GET',
      url: `/api/library/notes/${id}`,
      headers: student,
    })
    expect(locked.json()).toMatchObject({ locked: true, url: null })
    const subscriber = (await signupAndLogin(ctx, 'Notes Subscriber')).auth
    await buyPlan(ctx, subscriber)
    const open = await ctx.app.inject({
      method: 'GET',
      url: `/api/library/notes/${id}`,
      headers: subscriber,
    })
    const file = await ctx.app.inject({ method: 'GET', url: open.json().url })
    expect(file.statusCode).toBe(200)
    expect(file.headers['content-type']).toBe('application/pdf')
    expect(file.rawPayload.equals(PDF)).toBe(true)
    expect((await auditOf(ctx, admin, id)).map((e) => e.action)).toEqual(['library_note.create'])
  })
})
