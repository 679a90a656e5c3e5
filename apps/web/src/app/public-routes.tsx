import type { ComponentType } from 'react'
import type { RouteObject } from 'react-router'
import { paths } from '@/config/paths'
import { NotFoundPage } from './routes/not-found-page'
import { RouteError } from './routes/route-error'

/** A route's `lazy` that loads its component (each page is its own chunk). */
export const component = (load: () => Promise<ComponentType>) => async () => ({
  Component: await load(),
})
/** A page at `path` whose component loads on first visit. */
export const page = (path: string, load: () => Promise<ComponentType>): RouteObject => ({
  path,
  lazy: component(load),
})
export const queryLayout = component(() => import('./query-layout').then((m) => m.QueryLayout))

/** The root of every route tree: the error page around the site's areas. */
export const rootRoute = (children: RouteObject[]): RouteObject => ({
  errorElement: <RouteError />,
  children,
})

/**
 * The public site: landing, course pages, blog and articles, contact, legal, login, signup,
 * forgot password and the not-found page. The server renders these to HTML
 * (entry-server.tsx, with this tree alone) and the browser hydrates them (main.tsx), so the
 * route ids must stay the same in both trees: this is the root's first child in router.tsx.
 */
export const publicRoutes: RouteObject = {
  lazy: component(() => import('./routes/marketing/public-layout').then((m) => m.PublicLayout)),
  children: [
    page(paths.home, () => import('./routes/marketing/landing-page').then((m) => m.LandingPage)),
    {
      // Every other page fetches through the query cache.
      lazy: queryLayout,
      children: [
        page(paths.login, () => import('./routes/auth/login-page').then((m) => m.LoginPage)),
        page(paths.signup, () => import('./routes/auth/signup-page').then((m) => m.SignupPage)),
        page(paths.forgotPassword, () =>
          import('./routes/auth/forgot-password-page').then((m) => m.ForgotPasswordPage),
        ),
        page(paths.nclexRn, () =>
          import('./routes/marketing/nclex-rn-page').then((m) => m.NclexRnPage),
        ),
        page(paths.rexPn, () => import('./routes/marketing/rexpn-page').then((m) => m.RexPnPage)),
        page(paths.nclexPn, () =>
          import('./routes/marketing/coming-soon-page').then((m) => m.NclexPnPage),
        ),
        page(paths.celban, () =>
          import('./routes/marketing/coming-soon-page').then((m) => m.CelbanPage),
        ),
        page(paths.blog, () => import('./routes/marketing/blog-page').then((m) => m.BlogPage)),
        page(paths.contactUs, () =>
          import('./routes/marketing/contact-page').then((m) => m.ContactPage),
        ),
        page(paths.terms, () => import('./routes/marketing/legal-page').then((m) => m.TermsPage)),
        page(paths.privacy, () =>
          import('./routes/marketing/legal-page').then((m) => m.PrivacyPage),
        ),
        page(paths.comparePlans, () =>
          import('./routes/marketing/compare-plans-page').then((m) => m.ComparePlansPage),
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
}
