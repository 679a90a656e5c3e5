import { describe, expect, it } from 'vitest'
import { PUBLIC_PATHS, STUDENT_PATHS } from '../constants/routes'
import { BLOG_SLUG_PATTERN, blogExcerpt, blogSlug, isReservedSlug } from './blog'

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

describe('blogSlug at the edges', () => {
  it('never starts or ends with a hyphen', () => {
    expect(blogSlug('— Tips for week one —')).toBe('tips-for-week-one')
    expect(blogSlug('-Priority- ')).toBe('priority')
  })
})

describe('BLOG_SLUG_PATTERN (a slug as stored)', () => {
  it.each(['a', 'nclex', 'ab-cd', 'how-to-study-101', 'a1-b2-c3'])('accepts %s', (slug) => {
    expect(BLOG_SLUG_PATTERN.test(slug)).toBe(true)
  })
  it.each(['', '-a', 'a-', 'a--b', 'A-b', 'a b', 'a_b', 'café', 'tips!', '-'])(
    'refuses %j',
    (slug) => {
      expect(BLOG_SLUG_PATTERN.test(slug)).toBe(false)
    },
  )
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

  it('cuts exactly: 60 characters stay whole, 61 are cut, a space before the cut is dropped', () => {
    const sixty = 'B'.repeat(60)
    expect(blogExcerpt(sixty)).toBe(sixty)
    expect(blogExcerpt(`${sixty}C`)).toBe(`${sixty}...`)
    expect(blogExcerpt(`${'A'.repeat(59)} and more words`)).toBe(`${'A'.repeat(59)}...`)
    expect(blogExcerpt(`   ${'D'.repeat(58)}   `)).toBe('D'.repeat(58))
  })
})
