import { paths } from '../constants/routes'
import { BLOG_SUMMARY_CHARS } from '../constants/spec'

/**
 * The article address of a title, as the spec's Read More builds it: lowercased, spaces turned
 * into hyphens. Characters that would need escaping in a URL (punctuation, accents) are dropped
 * and repeated hyphens collapsed, so "NCLEX-RN: 5 Tips" becomes "nclex-rn-5-tips".
 */
export function blogSlug(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .trim()
    .replace(/\s+/g, '-')
    .replace(/[^a-z0-9-]/g, '')
    .replace(/-{2,}/g, '-')
    .replace(/^-|-$/g, '')
}

/** A slug as stored: lowercase letters, digits and single hyphens, 1 to 120 characters. */
export const BLOG_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
export const BLOG_SLUG_MAX = 120

/**
 * First path segments an article may never take: every page of the spec's route list (also
 * those not built yet), and the server's own paths. Compared lowercased, because the router
 * matches paths case-insensitively (/contactus opens /ContactUs).
 */
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

export const RESERVED_SLUGS: ReadonlySet<string> = new Set([
  ...SPEC_ROUTES,
  ...SERVER_PATHS,
  ...Object.values(paths).map((p) => p.split('/')[1]?.toLowerCase() ?? ''),
])

export function isReservedSlug(slug: string): boolean {
  return slug === '' || RESERVED_SLUGS.has(slug.toLowerCase())
}

/** The blog card's short description: cut at 60 characters plus an ellipsis (spec section 9). */
export function blogExcerpt(text: string, max = BLOG_SUMMARY_CHARS): string {
  const t = text.trim()
  return t.length > max ? `${t.slice(0, max).trimEnd()}...` : t
}
