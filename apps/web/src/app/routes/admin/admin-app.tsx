import { adminPaths } from '@nurseready/shared/constants/routes'
import { lazy } from 'react'
import { Link, Route, Routes } from 'react-router'
import { paths } from '@/config/paths'
import { AdminLayout } from './admin-layout'
import { RequireAdmin } from './require-admin'

// Each page is its own chunk, loaded on first visit (AdminLayout's Suspense shows a spinner).
const OverviewPage = lazy(() =>
  import('./overview-page').then((m) => ({ default: m.OverviewPage })),
)
const UsersPage = lazy(() => import('./users-page').then((m) => ({ default: m.UsersPage })))
const AuditLogPage = lazy(() =>
  import('./audit-log-page').then((m) => ({ default: m.AuditLogPage })),
)
const OrdersPage = lazy(() => import('./orders-page').then((m) => ({ default: m.OrdersPage })))
const PlansPage = lazy(() => import('./plans-page').then((m) => ({ default: m.PlansPage })))
const LeadsPage = lazy(() => import('./leads-page').then((m) => ({ default: m.LeadsPage })))
const ChatInboxPage = lazy(() =>
  import('./chat-inbox-page').then((m) => ({ default: m.ChatInboxPage })),
)
const BlogListPage = lazy(() =>
  import('./blog-list-page').then((m) => ({ default: m.BlogListPage })),
)
const BlogEditorPage = lazy(() =>
  import('./blog-editor-page').then((m) => ({ default: m.BlogEditorPage })),
)
const FaqsPage = lazy(() => import('./faqs-page').then((m) => ({ default: m.FaqsPage })))

/** A console path relative to /admin ("/admin/users" → "users"). */
const at = (path: string) => path.replace(/^\/admin\/?/, '')

const LibraryPage = lazy(() =>
  import('@/features/admin/library/library-page').then((m) => ({ default: m.LibraryPage })),
)
const LivePage = lazy(() =>
  import('@/features/admin/live/live-page').then((m) => ({ default: m.LivePage })),
)
const SitePage = lazy(() =>
  import('@/features/admin/site/site-page').then((m) => ({ default: m.SitePage })),
)

const BankListPage = lazy(() =>
  import('@/features/admin/items/bank-list-page').then((m) => ({ default: m.BankListPage })),
)
const ItemEditorPage = lazy(() =>
  import('@/features/admin/items/item-editor-page').then((m) => ({ default: m.ItemEditorPage })),
)
const ImportPage = lazy(() =>
  import('@/features/admin/items/import-page').then((m) => ({ default: m.ImportPage })),
)
const CaseStudyListPage = lazy(() =>
  import('@/features/admin/case-studies/case-study-list-page').then((m) => ({
    default: m.CaseStudyListPage,
  })),
)
const CaseStudyEditorPage = lazy(() =>
  import('@/features/admin/case-studies/case-study-editor-page').then((m) => ({
    default: m.CaseStudyEditorPage,
  })),
)
const SubjectsPage = lazy(() =>
  import('@/features/admin/subjects/subjects-page').then((m) => ({ default: m.SubjectsPage })),
)

function AdminNotFound() {
  return (
    <div className="mx-auto max-w-xl py-16 text-center">
      <title>Page not found · Admin · NurseReady</title>
      <h1 className="text-2xl font-bold text-ink">No such admin page</h1>
      <Link to={paths.admin} className="mt-4 inline-block text-brand-700 underline">
        Back to the overview
      </Link>
    </div>
  )
}

/**
 * The admin console: one lazy chunk mounted at /admin/* by the app's router, with its own
 * routes (relative to /admin) and layout. To add a page: a <Route> here and an entry in
 * features/admin/nav.ts.
 */
export function AdminApp() {
  return (
    <Routes>
      <Route element={<RequireAdmin />}>
        <Route element={<AdminLayout />}>
          <Route index element={<OverviewPage />} />
          <Route path={at(adminPaths.users)} element={<UsersPage />} />
          <Route path={at(adminPaths.auditLog)} element={<AuditLogPage />} />
          <Route path={at(adminPaths.orders)} element={<OrdersPage />} />
          <Route path={at(adminPaths.plans)} element={<PlansPage />} />
          <Route path={at(adminPaths.leads)} element={<LeadsPage />} />
          <Route path={at(adminPaths.chat)} element={<ChatInboxPage />} />
          <Route path={at(adminPaths.blog)} element={<BlogListPage />} />
          <Route path={at(adminPaths.blogEdit)} element={<BlogEditorPage />} />
          <Route path={at(adminPaths.faqs)} element={<FaqsPage />} />
          <Route path={at(adminPaths.library)} element={<LibraryPage />} />
          <Route path={at(adminPaths.live)} element={<LivePage />} />
          <Route path={at(adminPaths.site)} element={<SitePage />} />
          <Route path={at(adminPaths.items)} element={<BankListPage />} />
          <Route path={at(adminPaths.itemNew)} element={<ItemEditorPage />} />
          <Route path={at(adminPaths.itemImport)} element={<ImportPage />} />
          <Route path={at(adminPaths.itemEdit)} element={<ItemEditorPage />} />
          <Route path={at(adminPaths.caseStudies)} element={<CaseStudyListPage />} />
          <Route path={at(adminPaths.caseStudyNew)} element={<CaseStudyEditorPage />} />
          <Route path={at(adminPaths.caseStudyEdit)} element={<CaseStudyEditorPage />} />
          <Route path={at(adminPaths.subjects)} element={<SubjectsPage />} />
          <Route path="*" element={<AdminNotFound />} />
        </Route>
      </Route>
    </Routes>
  )
}
