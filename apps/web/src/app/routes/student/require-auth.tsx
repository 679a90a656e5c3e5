import type { ReactNode } from 'react'
import { Navigate, Outlet, useLocation } from 'react-router'
import { Spinner } from '@/components/ui/spinner'
import { paths } from '@/config/paths'
import { useMe } from '@/features/auth/api/me'
import { tokenStore } from '@/lib/token'

/**
 * The student area's guard: no token → the landing page. The token is then proven on the server
 * (GET /api/auth/me); a 401 clears it and the API client sends the user to / as well. An admin
 * sent to the dashboard (a link, the signed-in redirect) lands on the admin console instead.
 */
export function RequireAuth() {
  const me = useMe()
  const { pathname } = useLocation()
  const gate = sessionGate(me, paths.home)
  if (gate) return gate
  if (me.data?.role === 'admin' && pathname === paths.dashboard)
    return <Navigate to={paths.admin} replace />
  return <Outlet />
}

/**
 * What a signed-in area shows before its page: `noToken` without a token, a spinner while
 * GET /api/auth/me is pending, a message if it failed; null once the user is known.
 */
export function sessionGate(me: ReturnType<typeof useMe>, noToken: string): ReactNode {
  if (!tokenStore.get()) return <Navigate to={noToken} replace />
  if (me.isPending) return <Spinner className="min-h-dvh" />
  if (me.isError) {
    return (
      <div role="alert" className="mx-auto max-w-md p-10 text-center text-muted">
        Failed to fetch data. Please check your connection and reload the page.
      </div>
    )
  }
  return null
}
