import { Navigate, Outlet } from 'react-router'
import { paths } from '@/config/paths'
import { useMe } from '@/features/auth/api/me'
import { sessionGate } from '../student/require-auth'

/**
 * The console's guard: no token → /login; a signed-in student → their dashboard. The server
 * checks the role again on every /api/admin request; this only keeps students off the screens.
 */
export function RequireAdmin() {
  const me = useMe()
  const gate = sessionGate(me, paths.login)
  if (gate) return gate
  if (me.data?.role !== 'admin') return <Navigate to={paths.dashboard} replace />
  return <Outlet />
}
