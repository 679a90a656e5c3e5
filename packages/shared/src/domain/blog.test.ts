import { describe, expect, it } from 'vitest'
import { PUBLIC_PATHS, STUDENT_PATHS } from '../constants/routes'
import { blogExcerpt, blogSlug, isReservedSlug } from './blog'

describe('blogSlug', () => {
  it('lowercases the title and turns spaces into hyphens, as Read More does', () => {
    expect(blogSlug('How to Study for the NCLEX')).toBe('how-to-study-for-the-nclex')
  })

  it('drops characters a URL would escape and collapses hyphens', () => {
    expect(blogSlug('  REx-PN or CPNRE?  Which exam  you will write ')).toBe(
      'rex-pn-or-cpnre-which-exam-you-will-write',
    )
    expect(blogSlug('Café — “Priorité”: 5 tips')).toBe('cafe-priorite-5-tips')
  })
})

describe('isReservedSlug', () => {
  it('refuses every app route, in any case', () => {
    for (const p of [...PUBLIC_PATHS, ...STUDENT_PATHS].filter((p) => p !== '/')) {
      const first = p.split('/')[1] ?? ''
      expect(isReservedSlug(first.toLowerCase()), p).toBe(true)
    }
    expect(isReservedSlug('ContactUs')).toBe(true)
    expect(isReservedSlug('subscriptions')).toBe(true)
    expect(isReservedSlug('api')).toBe(true)
    expect(isReservedSlug('')).toBe(true)
  })

  it('accepts an ordinary article slug', () => {
    expect(isReservedSlug('how-to-study-for-the-nclex')).toBe(false)
  })
})

describe('blogExcerpt', () => {
  it('cuts at 60 characters and adds an ellipsis', () => {
    const text = `${'A'.repeat(59)} and more words after the sixtieth character`
    const out = blogExcerpt(text)
    expect(out.endsWith('...')).toBe(true)
    expect(out.length).toBeLessThanOrEqual(63)
  })

  it('keeps a short description whole', () => {
    expect(blogExcerpt('Short summary.')).toBe('Short summary.')
  })
})
