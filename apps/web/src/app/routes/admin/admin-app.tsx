import { lazy } from 'react'
import { Link, Route, Routes } from 'react-router'
import { paths } from '@/config/paths'
import { AdminLayout } from './admin-layout'
import { RequireAdmin } from './require-admin'

// Each page is its own chunk, loaded on first visit (AdminLayout's Suspense shows a spinner).
const OverviewPage = lazy(() =>
  import('./overview-page').then((m) => ({ default: m.OverviewPage })),
)

const LibraryPage = lazy(() =>
  import('@/features/admin/library/library-page').then((m) => ({ default: m.LibraryPage })),
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
          <Route path="library" element={<LibraryPage />} />
          <Route path="*" element={<AdminNotFound />} />
        </Route>
      </Route>
    </Routes>
  )
}
