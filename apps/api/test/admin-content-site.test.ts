import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MP4, PDF, PNG, sendForm } from './admin-content-helper'
import { adminAuth, auditOf } from './admin-helper'
import { createTestContext, signupAndLogin, type TestContext } from './helper'
import type { Auth } from './question-bank-helper'

let ctx: TestContext
let admin: Auth
let student: Auth

beforeAll(async () => {
  ctx = await createTestContext()
  admin = await adminAuth(ctx)
  student = (await signupAndLogin(ctx, 'Site Student')).auth
})
afterAll(async () => {
  await ctx?.close()
})

describe('student videos', () => {
  it('uploads a testimonial that the public list shows, edits and deletes it; audited', async () => {
    expect(
      (await sendForm(ctx, student, 'POST', '/api/admin/student-videos', { studentName: 'X' }))
        .statusCode,
    ).toBe(403)
    const res = await sendForm(ctx, admin, 'POST', '/api/admin/student-videos', {
      studentName: 'Amara O.',
      exam: 'NCLEX-RN, passed 2026',
      quote: 'The case studies felt like the real exam.',
      position: '9',
      video: { data: MP4, filename: 'amara.mp4', type: 'video/mp4' },
      poster: { data: PNG, filename: 'amara.png', type: 'image/png' },
    })
    expect(res.statusCode, res.body).toBe(201)
    const video = res.json()
    expect(video).toMatchObject({
      studentName: 'Amara O.',
      exam: 'NCLEX-RN, passed 2026',
      position: 9,
    })
    expect(video.videoUrl).toMatch(/^\/media\/public\/students\/[0-9a-f-]{36}\.mp4$/)
    expect(video.posterUrl).toMatch(/^\/media\/public\/students\/posters\/[0-9a-f-]{36}\.png$/)
    // Public: the landing page lists it and plays it without a session.
    const list = await ctx.app.inject({ method: 'GET', url: '/api/student-videos' })
    expect(list.json().items.at(-1)).toMatchObject({
      studentName: 'Amara O.',
      videoUrl: video.videoUrl,
    })
    const file = await ctx.app.inject({
      method: 'GET',
      url: video.videoUrl,
      headers: { range: 'bytes=0-99' },
    })
    expect(file.statusCode).toBe(206)
    expect(file.rawPayload.equals(MP4.subarray(0, 100))).toBe(true)

    const edit = await sendForm(ctx, admin, 'PATCH', `/api/admin/student-videos/${video.id}`, {
      quote: 'Worth every minute.',
    })
    expect(edit.json()).toMatchObject({ quote: 'Worth every minute.', videoUrl: video.videoUrl })
    const wrong = await sendForm(ctx, admin, 'PATCH', `/api/admin/student-videos/${video.id}`, {
      video: { data: PDF, filename: 'x.pdf', type: 'application/pdf' },
    })
    expect(wrong.statusCode).toBe(415)
    expect(
      (
        await ctx.app.inject({
          method: 'DELETE',
          url: `/api/admin/student-videos/${video.id}`,
          headers: admin,
        })
      ).statusCode,
    ).toBe(204)
    const audit = await auditOf(ctx, admin, video.id)
    expect(audit.map((e) => e.action)).toEqual([
      'student_video.delete',
      'student_video.update',
      'student_video.create',
    ])
    expect(audit[1]).toMatchObject({
      before: { quote: 'The case studies felt like the real exam.' },
      after: { quote: 'Worth every minute.' },
    })
  })
})

describe('study calendar files', () => {
  it('replaces the 6-week plan with a new PDF that students then download; audited', async () => {
    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/study-calendar',
      headers: admin,
    })
    expect(list.json().items.map((f: { key: string }) => f.key)).toEqual([
      'weeks-3',
      'weeks-6',
      'weeks-12',
      'assessment-tracker',
    ])
    const res = await sendForm(ctx, admin, 'PUT', '/api/admin/study-calendar/weeks-6', {
      title: '6 Weeks',
      description: 'Revised for the 2027 test plan.',
      file: { data: PDF, filename: 'six.pdf', type: 'application/pdf' },
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toMatchObject({
      key: 'weeks-6',
      title: '6 Weeks',
      description: 'Revised for the 2027 test plan.',
    })
    const forStudent = await ctx.app.inject({
      method: 'GET',
      url: '/api/library/study-calendar',
      headers: student,
    })
    const six = forStudent.json().items.find((f: { key: string }) => f.key === 'weeks-6')
    expect(six.description).toBe('Revised for the 2027 test plan.')
    const file = await ctx.app.inject({ method: 'GET', url: six.url })
    expect(file.rawPayload.equals(PDF)).toBe(true)
    const [entry] = await auditOf(ctx, admin, 'weeks-6')
    expect(entry).toMatchObject({
      action: 'study_calendar.update',
      targetType: 'study_calendar',
      after: { description: 'Revised for the 2027 test plan.' },
    })
    expect(entry!.after!.fileKey).toMatch(/^library\/study-calendar\/[0-9a-f-]{36}\.pdf$/)

    const unknown = await sendForm(ctx, admin, 'PUT', '/api/admin/study-calendar/weeks-9', {
      title: 'Nine',
    })
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json().detail).toBe('Study calendar file not found.')
  })
})

describe('contact details', () => {
  it('are edited by the admin and shown on the public site; audited', async () => {
    const details = {
      address: '100 King St W, Toronto, ON',
      email: 'hello@nurseready.ca',
      phone: '+1 (416) 555-0199',
    }
    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/contact-details',
      headers: admin,
      payload: details,
    })
    expect(res.statusCode, res.body).toBe(200)
    const pub = await ctx.app.inject({ method: 'GET', url: '/api/contact-details' })
    expect(pub.json()).toEqual(details)
    const [entry] = await auditOf(ctx, admin, 'contact-details')
    expect(entry).toMatchObject({
      action: 'contact_details.update',
      after: { email: 'hello@nurseready.ca' },
    })
    const bad = await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/contact-details',
      headers: admin,
      payload: { ...details, email: 'nope' },
    })
    expect(bad.json().errors).toEqual({ email: ['Enter a valid email address.'] })
    expect(
      (
        await ctx.app.inject({
          method: 'PUT',
          url: '/api/admin/contact-details',
          headers: student,
          payload: details,
        })
      ).statusCode,
    ).toBe(403)
  })
})
