import { beforeEach, describe, expect, it, vi } from 'vitest'

// The reserved slugs must not depend on today's router: a page of the spec's route list that is
// not built (or was removed) must still never be taken by an article, nor the server's own paths.
async function blogWithPaths(paths: Record<string, string>) {
  vi.doMock('../constants/routes', () => ({ paths }))
  return import('./blog')
}
beforeEach(() => {
  vi.resetModules()
})

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
  it.each([...SPEC_ROUTES, ...SERVER_PATHS])('%s is reserved', async (slug) => {
    const { isReservedSlug } = await blogWithPaths({})
    expect(isReservedSlug(slug)).toBe(true)
    expect(isReservedSlug(slug.toUpperCase())).toBe(true)
  })

  it('reserves exactly the spec routes and server paths, and the empty slug', async () => {
    const { isReservedSlug, RESERVED_SLUGS } = await blogWithPaths({})
    expect([...RESERVED_SLUGS].sort()).toEqual([...SPEC_ROUTES, ...SERVER_PATHS].sort())
    expect(isReservedSlug('')).toBe(true)
    expect(isReservedSlug('nclex-rn-tips')).toBe(false)
    expect(isReservedSlug('tests')).toBe(false)
  })
})

describe('a router path without a leading slash', () => {
  it('reserves nothing but the empty slug, and breaks nothing', async () => {
    const { RESERVED_SLUGS } = await blogWithPaths({ relative: 'no-slash' })
    expect([...RESERVED_SLUGS].sort()).toEqual(['', ...SPEC_ROUTES, ...SERVER_PATHS].sort())
  })
})
