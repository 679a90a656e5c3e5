export { paths } from '@nurseready/shared/constants/routes'

/** Pages the spec names that are not built yet: links to them show as coming soon. */
export const upcoming = {
  liveLectures: '/live/lectures',
  videos: '/lecturesvideosNew',
  notes: '/allNotesCategory',
  subscriptions: '/subscriptions',
  blog: '/blog',
  contact: '/ContactUs',
  nclexRn: '/nclex-rn',
  nclexPn: '/nclex-pn',
  rexPn: '/Rexpn',
  celban: '/Celban',
} as const
