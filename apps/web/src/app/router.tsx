import { createBrowserRouter, Navigate } from 'react-router'
import { paths } from '@/config/paths'
import { NotFoundPage } from './routes/not-found-page'
import { RouteError } from './routes/route-error'

const queryLayout = async () => ({ Component: (await import('./query-layout')).QueryLayout })

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
          lazy: async () => ({
            Component: (await import('./routes/marketing/public-layout')).PublicLayout,
          }),
          children: [
            {
              path: paths.home,
              lazy: async () => ({
                Component: (await import('./routes/marketing/landing-page')).LandingPage,
              }),
            },
            {
              // Every other page fetches through the query cache.
              lazy: queryLayout,
              children: [
                {
                  path: paths.login,
                  lazy: async () => ({
                    Component: (await import('./routes/auth/login-page')).LoginPage,
                  }),
                },
                {
                  path: paths.signup,
                  lazy: async () => ({
                    Component: (await import('./routes/auth/signup-page')).SignupPage,
                  }),
                },
                {
                  path: paths.forgotPassword,
                  lazy: async () => ({
                    Component: (await import('./routes/auth/forgot-password-page'))
                      .ForgotPasswordPage,
                  }),
                },
                {
                  path: paths.nclexRn,
                  lazy: async () => ({
                    Component: (await import('./routes/marketing/nclex-rn-page')).NclexRnPage,
                  }),
                },
                {
                  path: paths.rexPn,
                  lazy: async () => ({
                    Component: (await import('./routes/marketing/rexpn-page')).RexPnPage,
                  }),
                },
                {
                  path: paths.nclexPn,
                  lazy: async () => ({
                    Component: (await import('./routes/marketing/coming-soon-page')).NclexPnPage,
                  }),
                },
                {
                  path: paths.celban,
                  lazy: async () => ({
                    Component: (await import('./routes/marketing/coming-soon-page')).CelbanPage,
                  }),
                },
                {
                  path: paths.blog,
                  lazy: async () => ({
                    Component: (await import('./routes/marketing/blog-page')).BlogPage,
                  }),
                },
                {
                  path: paths.contactUs,
                  lazy: async () => ({
                    Component: (await import('./routes/marketing/contact-page')).ContactPage,
                  }),
                },
                {
                  // A blog article at /{slug}. Static routes always rank first, and the API refuses
                  // slugs that equal a page of the site, so an article never hides a page.
                  path: '/:slug',
                  lazy: async () => ({
                    Component: (await import('./routes/marketing/blog-article-page'))
                      .BlogArticlePage,
                  }),
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
              lazy: async () => ({
                Component: (await import('./routes/student/require-auth')).RequireAuth,
              }),
              children: [
                {
                  lazy: async () => ({
                    Component: (await import('./routes/student/student-layout')).StudentLayout,
                  }),
                  children: [
                    {
                      path: paths.dashboard,
                      lazy: async () => ({
                        Component: (await import('./routes/student/dashboard-page')).DashboardPage,
                      }),
                    },
                    {
                      path: paths.startTest,
                      lazy: async () => ({
                        Component: (await import('./routes/student/start-test-page')).StartTestPage,
                      }),
                    },
                    {
                      path: paths.testInProgress,
                      lazy: async () => ({
                        Component: (await import('./routes/student/take-test-page')).TakeTestPage,
                      }),
                    },
                    {
                      path: paths.previousTests,
                      lazy: async () => ({
                        Component: (await import('./routes/student/previous-tests-page'))
                          .PreviousTestsPage,
                      }),
                    },
                    {
                      path: paths.analysis,
                      lazy: async () => ({
                        Component: (await import('./routes/student/analysis-page')).AnalysisPage,
                      }),
                    },
                    {
                      path: paths.viewMcq,
                      lazy: async () => ({
                        Component: (await import('./routes/student/view-mcq-page')).ViewMcqPage,
                      }),
                    },
                    {
                      path: paths.viewResults,
                      lazy: async () => ({
                        Component: (await import('./routes/student/view-results-page'))
                          .ViewResultsPage,
                      }),
                    },
                    {
                      path: paths.analytics,
                      lazy: async () => ({
                        Component: (await import('./routes/student/analytics-page')).AnalyticsPage,
                      }),
                    },
                    { path: paths.createTest, element: <Navigate to={paths.startTest} replace /> },
                    { path: paths.test, element: <Navigate to={paths.testInProgress} replace /> },
                    {
                      path: paths.webinars,
                      lazy: async () => ({
                        Component: (await import('./routes/student/webinars-page')).WebinarsPage,
                      }),
                    },
                    {
                      path: paths.chat,
                      lazy: async () => ({
                        Component: (await import('./routes/student/chat-page')).ChatPage,
                      }),
                    },
                    {
                      path: paths.faqs,
                      lazy: async () => ({
                        Component: (await import('./routes/student/faqs-page')).FaqsPage,
                      }),
                    },
                    {
                      path: paths.videoCategories,
                      lazy: async () => ({
                        Component: (await import('./routes/student/video-categories-page'))
                          .VideoCategoriesPage,
                      }),
                    },
                    {
                      path: paths.videos,
                      lazy: async () => ({
                        Component: (await import('./routes/student/videos-page')).VideosPage,
                      }),
                    },
                    {
                      path: paths.videoPlayer,
                      lazy: async () => ({
                        Component: (await import('./routes/student/video-player-page'))
                          .VideoPlayerPage,
                      }),
                    },
                    {
                      path: paths.notesCategories,
                      lazy: async () => ({
                        Component: (await import('./routes/student/notes-categories-page'))
                          .NotesCategoriesPage,
                      }),
                    },
                    {
                      path: paths.notes,
                      lazy: async () => ({
                        Component: (await import('./routes/student/notes-page')).NotesPage,
                      }),
                    },
                    {
                      path: paths.readNotes,
                      lazy: async () => ({
                        Component: (await import('./routes/student/read-notes-page')).ReadNotesPage,
                      }),
                    },
                    {
                      path: paths.studyCalendar,
                      lazy: async () => ({
                        Component: (await import('./routes/student/study-calendar-page'))
                          .StudyCalendarPage,
                      }),
                    },
                    {
                      path: paths.subscriptions,
                      lazy: async () => ({
                        Component: (await import('./routes/student/subscriptions-page'))
                          .SubscriptionsPage,
                      }),
                    },
                    {
                      path: paths.comparePlans,
                      lazy: async () => ({
                        Component: (await import('./routes/student/compare-plans-page'))
                          .ComparePlansPage,
                      }),
                    },
                    {
                      path: paths.orderHistory,
                      lazy: async () => ({
                        Component: (await import('./routes/student/order-history-page'))
                          .OrderHistoryPage,
                      }),
                    },
                    {
                      path: paths.liveLectures,
                      lazy: async () => ({
                        Component: (await import('./routes/student/live-lectures-page'))
                          .LiveLecturesPage,
                      }),
                    },
                    {
                      path: paths.checkout,
                      lazy: async () => ({
                        Component: (await import('./routes/student/checkout-page')).CheckoutPage,
                      }),
                    },
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
