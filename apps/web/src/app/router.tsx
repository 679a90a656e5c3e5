import { createBrowserRouter, Navigate, type RouteObject } from 'react-router'
import { paths } from '@/config/paths'
import { loadAppStylesheet } from '@/lib/app-stylesheet'
import { enterIsolatedDocument } from '@/lib/isolated-document'
import { component, page, publicRoutes, queryLayout, rootRoute } from './public-routes'

/**
 * The student area (behind the login, client-rendered only): every page is its own lazy chunk,
 * so public pages never download it.
 */
/** The student area's and the console's layout: the whole app's stylesheet, then the query cache. */
const appLayout = async () => {
  await loadAppStylesheet()
  return queryLayout()
}

const NothingYet = () => null

/**
 * The root of the student area and of the console. Its loader makes sure they run in a document
 * sent with Cross-Origin-Opener-Policy, never in a public page's (lib/isolated-document.ts,
 * decision 0031); while the first page of a visit loads, nothing is drawn, as before.
 */
const appArea = (children: RouteObject[]): RouteObject => ({
  loader: enterIsolatedDocument,
  HydrateFallback: NothingYet,
  lazy: appLayout,
  children,
})
const studentRoutes: RouteObject = appArea([
  {
    lazy: component(() => import('./routes/student/require-auth').then((m) => m.RequireAuth)),
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
            import('./routes/student/previous-tests-page').then((m) => m.PreviousTestsPage),
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
          page(paths.chat, () => import('./routes/student/chat-page').then((m) => m.ChatPage)),
          page(paths.faqs, () => import('./routes/student/faqs-page').then((m) => m.FaqsPage)),
          page(paths.videoCategories, () =>
            import('./routes/student/video-categories-page').then((m) => m.VideoCategoriesPage),
          ),
          page(paths.videos, () =>
            import('./routes/student/videos-page').then((m) => m.VideosPage),
          ),
          page(paths.videoPlayer, () =>
            import('./routes/student/video-player-page').then((m) => m.VideoPlayerPage),
          ),
          page(paths.notesCategories, () =>
            import('./routes/student/notes-categories-page').then((m) => m.NotesCategoriesPage),
          ),
          page(paths.notes, () => import('./routes/student/notes-page').then((m) => m.NotesPage)),
          page(paths.readNotes, () =>
            import('./routes/student/read-notes-page').then((m) => m.ReadNotesPage),
          ),
          page(paths.studyCalendar, () =>
            import('./routes/student/study-calendar-page').then((m) => m.StudyCalendarPage),
          ),
          page(paths.subscriptions, () =>
            import('./routes/student/subscriptions-page').then((m) => m.SubscriptionsPage),
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
            import('./routes/student/readiness-result-page').then((m) => m.ReadinessResultPage),
          ),
          page(paths.readinessReview, () =>
            import('./routes/student/readiness-review-page').then((m) => m.ReadinessReviewPage),
          ),
          page(paths.flashcards, () =>
            import('./routes/student/flashcards-page').then((m) => m.FlashcardsPage),
          ),
          page(paths.flashcardsReview, () =>
            import('./routes/student/flashcards-review-page').then((m) => m.FlashcardsReviewPage),
          ),
          page(paths.highlights, () =>
            import('./routes/student/highlights-page').then((m) => m.HighlightsPage),
          ),
        ],
      },
    ],
  },
])

/**
 * The admin console (/admin/*, admins only): one lazy chunk with its own routes and layout
 * (app/routes/admin/admin-app.tsx), client-rendered.
 */
const adminRoutes: RouteObject = appArea([
  {
    path: `${paths.admin}/*`,
    lazy: component(() => import('./routes/admin/admin-app').then((m) => m.AdminApp)),
  },
])

/**
 * Routes by audience: the public site (server-rendered, app/public-routes.tsx) and the student
 * area and the admin console. Every page is its own lazy chunk, so the landing page ships only the public shell. Paths
 * come from config/paths (shared with the server's 404 decision). A new area (e.g. a lazy
 * /admin route) is one more entry after `studentRoutes`; the public site stays first.
 */
export const routes = (): RouteObject[] => [
  rootRoute([
    publicRoutes, // first: the server renders it (entry-server.tsx)
    studentRoutes,
    adminRoutes,
  ]),
]

export function createRouter() {
  return createBrowserRouter(routes())
}
