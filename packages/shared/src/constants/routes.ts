/**
 * Every page route of the web app, in one place. The web router and links use these; the
 * server uses them to answer client routes with index.html (200) and anything else with 404.
 */
export const paths = {
  home: '/',
  login: '/login',
  signup: '/signup',
  forgotPassword: '/forgotpassword',
  dashboard: '/dashboard',
  startTest: '/starttest',
  createTest: '/createtest',
  testInProgress: '/test/inprogress',
  test: '/test',
  previousTests: '/previoustest',
  analysis: '/analysis',
  viewMcq: '/view/mcq',
  viewResults: '/viewresults',
  analytics: '/test-screen',
  webinars: '/webinars',
  chat: '/chat',
  faqs: '/faqs',
  videoCategories: '/lecturesvideosNew',
  videos: '/lecturesvideos',
  videoPlayer: '/videos',
  notesCategories: '/allNotesCategory',
  notes: '/notes',
  readNotes: '/readnotes',
  studyCalendar: '/studycalendar',
  liveLectures: '/live/lectures',
  orderHistory: '/orderhistory',
  subscriptions: '/subscriptions',
  comparePlans: '/compareplans',
  /** The checkout of one order (our TEST MODE page, or the return from Stripe). */
  checkout: '/checkout/:orderId',
  /** Readiness assessments: the start screen, one assessment, its result and its review. */
  readiness: '/readiness',
  readinessAssessment: '/readiness/assessments/:id',
  readinessResult: '/readiness/assessments/:id/result',
  readinessReview: '/readiness/assessments/:id/review',
  /** Flashcards (decks, cards, retention), a review session, and highlighted questions. */
  flashcards: '/flashcards',
  flashcardsReview: '/flashcards/review',
  highlights: '/highlights',
  /** The student's own account; the study schedule; an order's printable receipt. */
  account: '/account',
  schedule: '/schedule',
  orderReceipt: '/orders/:id/receipt',
  blog: '/blog',
  contactUs: '/ContactUs',
  nclexRn: '/nclex-rn',
  nclexPn: '/nclex-pn',
  rexPn: '/Rexpn',
  celban: '/Celban',
  terms: '/terms',
  privacy: '/privacy',
  /** How the readiness assessment works and how accurate it is (not a spec page). */
  howReadinessWorks: '/how-readiness-works',
  /** The admin console (its own pages: adminPaths). */
  admin: '/admin',
} as const

/** The admin console's pages (admins only; every /admin/* path opens the console). */
export const adminPaths = {
  overview: '/admin',
  users: '/admin/users',
  auditLog: '/admin/audit-log',
  orders: '/admin/orders',
  plans: '/admin/plans',
  leads: '/admin/leads',
  chat: '/admin/chat',
  blog: '/admin/blog',
  blogNew: '/admin/blog/new',
  blogEdit: '/admin/blog/:id',
  faqs: '/admin/faqs',
  library: '/admin/library',
  items: '/admin/items',
  itemNew: '/admin/items/new',
  itemImport: '/admin/items/import',
  itemEdit: '/admin/items/:id',
  caseStudies: '/admin/case-studies',
  caseStudyNew: '/admin/case-studies/new',
  caseStudyEdit: '/admin/case-studies/:id',
  subjects: '/admin/subjects',
  live: '/admin/live',
  site: '/admin/site',
} as const

/** An admin blog post's editor. */
export const adminBlogEditPath = (id: string) => `/admin/blog/${encodeURIComponent(id)}`

/** Every admin console path: the console answers its own unknown pages. */
export const ADMIN_PATH_PATTERN = /^\/admin(\/[^?#]*)?$/i

/** Routes a visitor may open without a session. */
export const PUBLIC_PATHS: readonly string[] = [
  paths.home,
  paths.login,
  paths.signup,
  paths.forgotPassword,
  paths.blog,
  paths.contactUs,
  paths.nclexRn,
  paths.nclexPn,
  paths.rexPn,
  paths.celban,
  paths.terms,
  paths.privacy,
  paths.howReadinessWorks,
  paths.comparePlans,
]

/** Routes of the logged-in student area. */
export const STUDENT_PATHS: readonly string[] = [
  paths.dashboard,
  paths.startTest,
  paths.createTest,
  paths.testInProgress,
  paths.test,
  paths.previousTests,
  paths.analysis,
  paths.viewMcq,
  paths.viewResults,
  paths.analytics,
  paths.webinars,
  paths.chat,
  paths.faqs,
  paths.videoCategories,
  paths.videos,
  paths.videoPlayer,
  paths.notesCategories,
  paths.notes,
  paths.readNotes,
  paths.studyCalendar,
  paths.liveLectures,
  paths.orderHistory,
  paths.subscriptions,
  paths.readiness,
  paths.account,
  paths.schedule,
  paths.flashcards,
  paths.flashcardsReview,
  paths.highlights,
]

/** Student routes with a parameter: the pattern a pathname must match. */
export const STUDENT_PATH_PATTERNS: readonly RegExp[] = [
  /^\/checkout\/[0-9a-f-]{36}$/i,
  /^\/readiness\/assessments\/[0-9a-f-]{36}(\/result|\/review)?$/i,
  /^\/orders\/[0-9a-f-]{36}\/receipt$/i,
]

/** The checkout page of one order. */
export const checkoutPath = (orderId: string) => `/checkout/${encodeURIComponent(orderId)}`

/** The printable receipt of one order. */
export const orderReceiptPath = (orderId: string) =>
  `/orders/${encodeURIComponent(orderId)}/receipt`

/** A readiness assessment's pages. */
export const readinessPaths = {
  assessment: (id: string) => `/readiness/assessments/${encodeURIComponent(id)}`,
  result: (id: string) => `/readiness/assessments/${encodeURIComponent(id)}/result`,
  review: (id: string) => `/readiness/assessments/${encodeURIComponent(id)}/review`,
}

export function isClientRoute(pathname: string): boolean {
  const p = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  return (
    PUBLIC_PATHS.includes(p) ||
    STUDENT_PATHS.includes(p) ||
    STUDENT_PATH_PATTERNS.some((pattern) => pattern.test(p)) ||
    ADMIN_PATH_PATTERN.test(p)
  )
}
