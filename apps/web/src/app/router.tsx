import { createBrowserRouter, Navigate } from 'react-router'
import { paths } from '@/config/paths'
import { NotFoundPage } from './routes/not-found-page'
import { RouteError } from './routes/route-error'

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
                Component: (await import('./routes/auth/forgot-password-page')).ForgotPasswordPage,
              }),
            },
            { path: '*', Component: NotFoundPage },
          ],
        },
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
                    Component: (await import('./routes/student/view-results-page')).ViewResultsPage,
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
              ],
            },
          ],
        },
      ],
    },
  ])
}
