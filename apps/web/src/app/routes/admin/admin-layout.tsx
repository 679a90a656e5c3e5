import { LogOut } from 'lucide-react'
import { Suspense } from 'react'
import { NavLink, Outlet, useNavigate } from 'react-router'
import { Logo } from '@/components/layout/logo'
import { SidebarFrame } from '@/components/layout/sidebar-frame'
import { Spinner } from '@/components/ui/spinner'
import { paths } from '@/config/paths'
import { ADMIN_NAV, type AdminNavLink } from '@/features/admin'
import { useLogout } from '@/features/auth/api/logout'
import { useMe } from '@/features/auth/api/me'
import { cn } from '@/lib/cn'

const item =
  'flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium text-slate-300 hover:bg-white/10 hover:text-white'

function NavEntry({ link }: { link: AdminNavLink }) {
  const icon = <link.icon aria-hidden="true" className="size-5 shrink-0" />
  if (link.to === null)
    return (
      <span
        aria-disabled="true"
        className={cn(item, 'cursor-default opacity-60 hover:bg-transparent')}
      >
        {icon}
        {link.label}
        <span className="ml-auto rounded bg-slate-200 px-1.5 py-0.5 text-[0.65rem] font-semibold uppercase text-slate-700">
          Soon
        </span>
      </span>
    )
  return (
    <NavLink
      to={link.to}
      end={link.to === paths.admin}
      className={({ isActive }) => cn(item, isActive && 'bg-white/15 text-white')}
    >
      {icon}
      {link.label}
    </NavLink>
  )
}

/** The console's frame: a dark sidebar (a drawer below 1024 px) and the page. */
export function AdminLayout() {
  const navigate = useNavigate()
  const logout = useLogout()
  const me = useMe()

  return (
    <SidebarFrame
      id="admin-sidebar"
      className="bg-slate-50 lg:grid-cols-[15rem_1fr]"
      sidebarClassName="w-60"
      headerClassName="h-14"
      mobileBrand={
        <span className="flex items-center gap-2">
          <Logo />
          <span className="text-sm font-semibold text-slate-600">Admin</span>
        </span>
      }
      sidebar={
        <>
          <div className="flex h-14 items-center gap-2 px-5">
            <Logo inverted />
            <span className="text-xs font-semibold uppercase tracking-wider text-slate-400">
              Admin
            </span>
          </div>
          <nav aria-label="Admin" className="flex-1 space-y-1 overflow-y-auto px-3 py-3">
            {ADMIN_NAV.map((link) => (
              <NavEntry key={link.label} link={link} />
            ))}
          </nav>
          <div className="border-t border-white/10 p-3">
            {me.data ? (
              <p className="truncate px-3 pb-2 text-xs text-slate-300" title={me.data.email}>
                {me.data.email}
              </p>
            ) : null}
            <button
              type="button"
              onClick={() =>
                logout.mutate(undefined, {
                  onSettled: () => navigate(paths.login, { replace: true }),
                })
              }
              disabled={logout.isPending}
              className={cn(item, 'w-full')}
            >
              <LogOut aria-hidden="true" className="size-5" />
              Logout
            </button>
          </div>
        </>
      }
    >
      <main id="main" className="min-w-0 px-4 py-6 sm:px-8">
        <Suspense fallback={<Spinner />}>
          <Outlet />
        </Suspense>
      </main>
    </SidebarFrame>
  )
}
