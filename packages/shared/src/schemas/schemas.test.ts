import { describe, expect, it } from 'vitest'
import { ZEmail, ZLoginRequest, ZOtpVerifyRequest, ZSignupForm, ZSignupRequest } from './auth'
import { ZCreateOrderRequest } from './billing'
import { ZBlogPostInput } from './blog'
import { ZPageQuery } from './common'
import { ZContactLeadRequest } from './marketing'
import { ZAnswer, ZCreatePaperRequest } from './question-bank'

// The shared schemas on their own (issue 18): what the API and the forms refuse, with the message
// the student reads, and what they silently drop (unknown keys never reach a service).
const messages = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? [] : r.error!.issues.map((i) => i.message)
const UUID = '7c9e6679-7425-40de-944b-e07fc1f90ae7'

describe('ZEmail', () => {
  it('trims and lower-cases an address', () => {
    expect(ZEmail.parse('  Grace.Lee@College.CA ')).toBe('grace.lee@college.ca')
  })
  it('refuses anything after the address, and says so', () => {
    expect(messages(ZEmail.safeParse('a@b.co x'))).toEqual(['Invalid email address'])
    expect(messages(ZEmail.safeParse(42))).toEqual(['Invalid email address'])
  })
  it('takes 254 characters and refuses 255 with the limit', () => {
    const at254 = `${'a'.repeat(243)}@example.ca`
    expect(ZEmail.parse(at254)).toBe(at254)
    expect(messages(ZEmail.safeParse(`a${at254}`))).toContain(
      'Email address is too long (254 characters at most)',
    )
  })
})

describe('ZSignupRequest and the signup form', () => {
  const ok = { name: ' Ana ', email: 'ANA@example.com', password: 'correct horse' }
  it('keeps only its fields: a role or an id sent along is dropped', () => {
    const parsed = ZSignupRequest.parse({ ...ok, role: 'admin', id: UUID, emailVerified: true })
    expect(parsed).toEqual({ name: 'Ana', email: 'ana@example.com', password: 'correct horse' })
  })
  it('says what is missing or wrong, field by field', () => {
    expect(messages(ZSignupRequest.safeParse({ ...ok, name: '   ' }))).toEqual([
      'Please enter your name',
    ])
    expect(messages(ZSignupRequest.safeParse({ ...ok, name: 'n'.repeat(121) }))).toEqual([
      'Name is too long (120 characters at most)',
    ])
    expect(messages(ZSignupRequest.safeParse({ ...ok, password: '' }))).toEqual([
      'Please write a password',
    ])
    expect(messages(ZSignupRequest.safeParse({ ...ok, password: 'p'.repeat(7) }))).toEqual([
      'Password must be at least 8 characters',
    ])
    expect(messages(ZSignupRequest.safeParse({ ...ok, password: 'p'.repeat(129) }))).toEqual([
      'Password is too long (128 characters at most)',
    ])
    expect(
      ZSignupRequest.safeParse({ ...ok, name: 'n'.repeat(120), password: 'p'.repeat(128) }).success,
    ).toBe(true)
  })
  it('the form also needs the terms accepted', () => {
    expect(messages(ZSignupForm.safeParse({ ...ok, terms: false }))).toEqual([
      'Please accept the terms and conditions',
    ])
    expect(ZSignupForm.safeParse({ ...ok, terms: true }).success).toBe(true)
  })
})

describe('ZLoginRequest and the OTP', () => {
  it('takes any stored password up to 200 characters, and needs one', () => {
    expect(ZLoginRequest.safeParse({ email: 'a@b.co', password: 'x' }).success).toBe(true)
    expect(messages(ZLoginRequest.safeParse({ email: 'a@b.co', password: '' }))).toEqual([
      'Please enter a password',
    ])
    expect(
      messages(ZLoginRequest.safeParse({ email: 'a@b.co', password: 'p'.repeat(201) })),
    ).toEqual(['Password is too long (200 characters at most)'])
  })
  it('an OTP is exactly six characters after trimming', () => {
    expect(ZOtpVerifyRequest.parse({ email: 'a@b.co', otp: ' A1B2C3 ' }).otp).toBe('A1B2C3')
    for (const otp of ['A1B2C', 'A1B2C3D'])
      expect(messages(ZOtpVerifyRequest.safeParse({ email: 'a@b.co', otp }))).toEqual([
        'OTP must be exactly 6 characters long',
      ])
  })
})

describe('ZCreateOrderRequest', () => {
  it('is a plan or a package, by id', () => {
    expect(ZCreateOrderRequest.parse({ kind: 'plan', planId: UUID, amountCents: 1 })).toEqual({
      kind: 'plan',
      planId: UUID,
    })
    expect(messages(ZCreateOrderRequest.safeParse({ kind: 'plan', planId: 'basic' }))).toEqual([
      'Choose a plan.',
    ])
    expect(
      messages(ZCreateOrderRequest.safeParse({ kind: 'live_package', packageId: 'x' })),
    ).toEqual(['Choose a package.'])
    expect(ZCreateOrderRequest.safeParse({ kind: 'gift', planId: UUID }).success).toBe(false)
  })
})

describe('ZContactLeadRequest', () => {
  const lead = {
    name: 'Grace Lee',
    email: 'grace@college.ca',
    institution: 'Lakeshore College',
    product: 'NCLEX-RN Question Bank',
    userRange: '50-100',
  }
  it('runs the form rules and reports each field under its name', () => {
    const r = ZContactLeadRequest.safeParse({ ...lead, name: 'n'.repeat(121), phone: '12' })
    expect(r.success).toBe(false)
    expect(r.error!.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['name', 'This is too long'],
      ['phone', 'Please enter a valid phone number'],
    ])
  })
  it('refuses a field over 1000 characters before any rule runs, and drops unknown keys', () => {
    expect(ZContactLeadRequest.safeParse({ ...lead, institution: 'i'.repeat(1001) }).success).toBe(
      false,
    )
    expect(ZContactLeadRequest.parse({ ...lead, admin: true })).toEqual({ ...lead, phone: '' })
  })
})

describe('ZBlogPostInput', () => {
  const post = { title: ' Tips ', shortDescription: ' Short. ' }
  it('trims, defaults the content, and checks the slug and image', () => {
    expect(ZBlogPostInput.parse(post)).toEqual({
      title: 'Tips',
      shortDescription: 'Short.',
      content: '',
    })
    expect(messages(ZBlogPostInput.safeParse({ ...post, slug: 'Bad Slug' }))).toEqual([
      'Use lowercase letters, digits and single hyphens.',
    ])
    expect(messages(ZBlogPostInput.safeParse({ ...post, image: 'http://x.test/a.png' }))).toEqual([
      'The image must be a /media/ path or an https:// URL.',
    ])
    expect(
      ZBlogPostInput.safeParse({ ...post, image: '/media/a.png', slug: 'tips-1' }).success,
    ).toBe(true)
    expect(ZBlogPostInput.safeParse({ ...post, slug: 's'.repeat(121) }).success).toBe(false)
    expect(messages(ZBlogPostInput.safeParse({ ...post, title: '  ' }))).toEqual([
      'Please enter a title.',
    ])
  })
})

describe('ZPageQuery', () => {
  it('reads numbers from the query string, page 1 by default, at most 100 a page', () => {
    expect(ZPageQuery.parse({})).toEqual({ page: 1 })
    expect(ZPageQuery.parse({ page: '3', pageSize: '100' })).toEqual({ page: 3, pageSize: 100 })
    for (const q of [
      { page: '0' },
      { page: '1.5' },
      { pageSize: '101' },
      { pageSize: '0' },
      { page: 'x' },
    ])
      expect(ZPageQuery.safeParse(q).success, JSON.stringify(q)).toBe(false)
  })
})

describe('ZCreatePaperRequest and ZAnswer', () => {
  const paper = { style: 'traditional', mode: 'time', subjectId: UUID }
  it('a paper needs a subject and 1 to 500 questions (a default when unsaid)', () => {
    expect(ZCreatePaperRequest.parse({ ...paper, count: '25' }).count).toBe(25)
    expect(ZCreatePaperRequest.parse(paper).count).toBeGreaterThan(0)
    expect(messages(ZCreatePaperRequest.safeParse({ ...paper, subjectId: 'x' }))).toEqual([
      'Choose a subject',
    ])
    expect(messages(ZCreatePaperRequest.safeParse({ ...paper, count: 0 }))).toEqual([
      'Choose at least one question',
    ])
    expect(ZCreatePaperRequest.safeParse({ ...paper, count: 501 }).success).toBe(false)
    expect(ZCreatePaperRequest.safeParse({ ...paper, mode: 'exam' }).success).toBe(false)
  })
  it('an answer is bounded: long texts and too many choices are refused', () => {
    expect(ZAnswer.safeParse({ type: 'blank', text: 'b'.repeat(500) }).success).toBe(true)
    expect(ZAnswer.safeParse({ type: 'blank', text: 'b'.repeat(501) }).success).toBe(false)
    expect(ZAnswer.safeParse({ type: 'multi', choices: Array(21).fill('a') }).success).toBe(false)
    expect(ZAnswer.safeParse({ type: 'mcq', choice: 'c'.repeat(2001) }).success).toBe(false)
    expect(ZAnswer.safeParse({ type: 'essay', text: 'x' }).success).toBe(false)
    expect(ZAnswer.parse({ type: 'mcq', choice: 'A', correct: true })).toEqual({
      type: 'mcq',
      choice: 'A',
    })
  })
})
