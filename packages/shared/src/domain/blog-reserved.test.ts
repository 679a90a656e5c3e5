import { describe, expect, it, vi } from 'vitest'

// The reserved slugs must not depend on today's router: a page of the spec's route list that is
// not built (or was removed) must still never be taken by an article, nor the server's own paths.
vi.mock('../constants/routes', () => ({ paths: {} }))

const { isReservedSlug, RESERVED_SLUGS } = await import('./blog')

const SPEC_ROUTES = [
  'login',
  'signup',
  'forgotpassword',
  'dashboard',
  'webinars',
  'live',
  'studycalendar',
  'orderhistory',
  'subscriptions',
  'compareplans',
  'lecturesvideos',
  'videos',
  'notes',
  'readnotes',
  'starttest',
  'test',
  'viewresults',
  'createtest',
  'previoustest',
  'chat',
  'faqs',
  'lecturesvideosnew',
  'allnotescategory',
  'contactus',
  'blog',
  'nclex-rn',
  'nclex-pn',
  'rexpn',
  'celban',
  'view',
  'analysis',
  'test-screen',
]
const SERVER_PATHS = ['api', 'media', 'assets', 'dev', 'admin', 'sitemap', 'robots', 'index']

describe('reserved blog slugs without any router path', () => {
  it.each([...SPEC_ROUTES, ...SERVER_PATHS])('%s is reserved', (slug) => {
    expect(isReservedSlug(slug)).toBe(true)
    expect(isReservedSlug(slug.toUpperCase())).toBe(true)
  })

  it('reserves exactly the spec routes and server paths, and the empty slug', () => {
    expect([...RESERVED_SLUGS].sort()).toEqual([...SPEC_ROUTES, ...SERVER_PATHS].sort())
    expect(isReservedSlug('')).toBe(true)
    expect(isReservedSlug('nclex-rn-tips')).toBe(false)
    expect(isReservedSlug('tests')).toBe(false)
  })
})
