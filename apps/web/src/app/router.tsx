import type { ComponentType } from 'react'
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router'
import { paths } from '@/config/paths'
import { NotFoundPage } from './routes/not-found-page'
import { RouteError } from './routes/route-error'

/** A route's `lazy` that loads its component (each page is its own chunk). */
const component = (load: () => Promise<ComponentType>) => async () => ({ Component: await load() })
/** A page at `path` whose component loads on first visit. */
const page = (path: string, load: () => Promise<ComponentType>): RouteObject => ({
  path,
  lazy: component(load),
})
const queryLayout = component(() => import('./query-layout').then((m) => m.QueryLayout))

/**
 * Routes by audience. Every page is its own lazy chunk, so the landing page ships only the
 * public shell. Paths come from config/paths (shared with the server's 404 decision).
 */
export function createRouter() {
  return createBrowserRouter([
    {
      errorElement: <RouteError />,
      children: [
        {
          lazy: component(() =>
            import('./routes/marketing/public-layout').then((m) => m.PublicLayout),
          ),
          children: [
            page(paths.home, () =>
              import('./routes/marketing/landing-page').then((m) => m.LandingPage),
            ),
            {
              // Every other page fetches through the query cache.
              lazy: queryLayout,
              children: [
                page(paths.login, () =>
                  import('./routes/auth/login-page').then((m) => m.LoginPage),
                ),
                page(paths.signup, () =>
                  import('./routes/auth/signup-page').then((m) => m.SignupPage),
                ),
                page(paths.forgotPassword, () =>
                  import('./routes/auth/forgot-password-page').then((m) => m.ForgotPasswordPage),
                ),
                page(paths.nclexRn, () =>
                  import('./routes/marketing/nclex-rn-page').then((m) => m.NclexRnPage),
                ),
                page(paths.rexPn, () =>
                  import('./routes/marketing/rexpn-page').then((m) => m.RexPnPage),
                ),
                page(paths.nclexPn, () =>
                  import('./routes/marketing/coming-soon-page').then((m) => m.NclexPnPage),
                ),
                page(paths.celban, () =>
                  import('./routes/marketing/coming-soon-page').then((m) => m.CelbanPage),
                ),
                page(paths.blog, () =>
                  import('./routes/marketing/blog-page').then((m) => m.BlogPage),
                ),
                page(paths.contactUs, () =>
                  import('./routes/marketing/contact-page').then((m) => m.ContactPage),
                ),
                page(paths.terms, () =>
                  import('./routes/marketing/legal-page').then((m) => m.TermsPage),
                ),
                page(paths.privacy, () =>
                  import('./routes/marketing/legal-page').then((m) => m.PrivacyPage),
                ),
                page(paths.howReadinessWorks, () =>
                  import('./routes/marketing/how-readiness-works-page').then(
                    (m) => m.HowReadinessWorksPage,
                  ),
                ),
                {
                  // A blog article at /{slug}. Static routes always rank first, and the API refuses
                  // slugs that equal a page of the site, so an article never hides a page.
                  path: '/:slug',
                  lazy: component(() =>
                    import('./routes/marketing/blog-article-page').then((m) => m.BlogArticlePage),
                  ),
                },
              ],
            },
            { path: '*', Component: NotFoundPage },
          ],
        },
        {
          lazy: queryLayout,
          children: [
            {
              lazy: component(() =>
                import('./routes/student/require-auth').then((m) => m.RequireAuth),
              ),
              children: [
                {
                  lazy: component(() =>
                    import('./routes/student/student-layout').then((m) => m.StudentLayout),
                  ),
                  children: [
                    page(paths.dashboard, () =>
                      import('./routes/student/dashboard-page').then((m) => m.DashboardPage),
                    ),
                    page(paths.startTest, () =>
                      import('./routes/student/start-test-page').then((m) => m.StartTestPage),
                    ),
                    page(paths.testInProgress, () =>
                      import('./routes/student/take-test-page').then((m) => m.TakeTestPage),
                    ),
                    page(paths.previousTests, () =>
                      import('./routes/student/previous-tests-page').then(
                        (m) => m.PreviousTestsPage,
                      ),
                    ),
                    page(paths.analysis, () =>
                      import('./routes/student/analysis-page').then((m) => m.AnalysisPage),
                    ),
                    page(paths.viewMcq, () =>
                      import('./routes/student/view-mcq-page').then((m) => m.ViewMcqPage),
                    ),
                    page(paths.viewResults, () =>
                      import('./routes/student/view-results-page').then((m) => m.ViewResultsPage),
                    ),
                    page(paths.analytics, () =>
                      import('./routes/student/analytics-page').then((m) => m.AnalyticsPage),
                    ),
                    { path: paths.createTest, element: <Navigate to={paths.startTest} replace /> },
                    { path: paths.test, element: <Navigate to={paths.testInProgress} replace /> },
                    page(paths.webinars, () =>
                      import('./routes/student/webinars-page').then((m) => m.WebinarsPage),
                    ),
                    page(paths.chat, () =>
                      import('./routes/student/chat-page').then((m) => m.ChatPage),
                    ),
                    page(paths.faqs, () =>
                      import('./routes/student/faqs-page').then((m) => m.FaqsPage),
                    ),
                    page(paths.videoCategories, () =>
                      import('./routes/student/video-categories-page').then(
                        (m) => m.VideoCategoriesPage,
                      ),
                    ),
                    page(paths.videos, () =>
                      import('./routes/student/videos-page').then((m) => m.VideosPage),
                    ),
                    page(paths.videoPlayer, () =>
                      import('./routes/student/video-player-page').then((m) => m.VideoPlayerPage),
                    ),
                    page(paths.notesCategories, () =>
                      import('./routes/student/notes-categories-page').then(
                        (m) => m.NotesCategoriesPage,
                      ),
                    ),
                    page(paths.notes, () =>
                      import('./routes/student/notes-page').then((m) => m.NotesPage),
                    ),
                    page(paths.readNotes, () =>
                      import('./routes/student/read-notes-page').then((m) => m.ReadNotesPage),
                    ),
                    page(paths.studyCalendar, () =>
                      import('./routes/student/study-calendar-page').then(
                        (m) => m.StudyCalendarPage,
                      ),
                    ),
                    page(paths.subscriptions, () =>
                      import('./routes/student/subscriptions-page').then(
                        (m) => m.SubscriptionsPage,
                      ),
                    ),
                    page(paths.comparePlans, () =>
                      import('./routes/student/compare-plans-page').then((m) => m.ComparePlansPage),
                    ),
                    page(paths.orderHistory, () =>
                      import('./routes/student/order-history-page').then((m) => m.OrderHistoryPage),
                    ),
                    page(paths.liveLectures, () =>
                      import('./routes/student/live-lectures-page').then((m) => m.LiveLecturesPage),
                    ),
                    page(paths.checkout, () =>
                      import('./routes/student/checkout-page').then((m) => m.CheckoutPage),
                    ),
                    page(paths.account, () =>
                      import('./routes/student/account-page').then((m) => m.AccountPage),
                    ),
                    page(paths.schedule, () =>
                      import('./routes/student/schedule-page').then((m) => m.SchedulePage),
                    ),
                    page(paths.orderReceipt, () =>
                      import('./routes/student/receipt-page').then((m) => m.ReceiptPage),
                    ),
                    page(paths.readiness, () =>
                      import('./routes/student/readiness-page').then((m) => m.ReadinessPage),
                    ),
                    page(paths.readinessAssessment, () =>
                      import('./routes/student/readiness-assessment-page').then(
                        (m) => m.ReadinessAssessmentPage,
                      ),
                    ),
                    page(paths.readinessResult, () =>
                      import('./routes/student/readiness-result-page').then(
                        (m) => m.ReadinessResultPage,
                      ),
                    ),
                    page(paths.readinessReview, () =>
                      import('./routes/student/readiness-review-page').then(
                        (m) => m.ReadinessReviewPage,
                      ),
                    ),
                    page(paths.flashcards, () =>
                      import('./routes/student/flashcards-page').then((m) => m.FlashcardsPage),
                    ),
                    page(paths.flashcardsReview, () =>
                      import('./routes/student/flashcards-review-page').then(
                        (m) => m.FlashcardsReviewPage,
                      ),
                    ),
                    page(paths.highlights, () =>
                      import('./routes/student/highlights-page').then((m) => m.HighlightsPage),
                    ),
                  ],
                },
              ],
            },
          ],
        },
      ],
    },
  ])
}
