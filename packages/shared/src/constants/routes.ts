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
} as const

/** Routes a visitor may open without a session. */
export const PUBLIC_PATHS: readonly string[] = [
  paths.home,
  paths.login,
  paths.signup,
  paths.forgotPassword,
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
]

export function isClientRoute(pathname: string): boolean {
  const p = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  return PUBLIC_PATHS.includes(p) || STUDENT_PATHS.includes(p)
}
