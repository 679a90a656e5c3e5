import { Navigate, Outlet } from 'react-router'
import { Spinner } from '@/components/ui/spinner'
import { paths } from '@/config/paths'
import { useMe } from '@/features/auth/api/me'
import { tokenStore } from '@/lib/token'

/**
 * The console's guard: no token → /login; a signed-in student → their dashboard. The server
 * checks the role again on every /api/admin request; this only keeps students off the screens.
 */
export function RequireAdmin() {
  const token = tokenStore.get()
  const me = useMe()
  if (!token) return <Navigate to={paths.login} replace />
  if (me.isPending) return <Spinner className="min-h-dvh" />
  if (me.isError) {
    return (
      <div role="alert" className="mx-auto max-w-md p-10 text-center text-muted">
        Failed to fetch data. Please check your connection and reload the page.
      </div>
    )
  }
  if (me.data.role !== 'admin') return <Navigate to={paths.dashboard} replace />
  return <Outlet />
}
