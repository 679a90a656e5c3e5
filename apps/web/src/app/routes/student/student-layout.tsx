import { LogOut, UserRound } from 'lucide-react'
import { Outlet, useNavigate } from 'react-router'
import { Logo } from '@/components/layout/logo'
import { NavTarget } from '@/components/layout/nav-target'
import { SidebarFrame } from '@/components/layout/sidebar-frame'
import { paths } from '@/config/paths'
import { useLogout } from '@/features/auth/api/logout'
import { useMe } from '@/features/auth/api/me'
import { cn } from '@/lib/cn'
import { SIDEBAR, type SidebarLink } from './sidebar-items'

const item =
  'flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium text-slate-300 hover:bg-white/10 hover:text-white'
const activeItem = 'bg-white/15 text-white'

export function StudentLayout() {
  const navigate = useNavigate()
  const logout = useLogout()
  const me = useMe()

  const onLogout = () =>
    logout.mutate(undefined, { onSettled: () => navigate(paths.login, { replace: true }) })

  const renderLink = (l: SidebarLink) => (
    <NavTarget key={l.to} to={l.to} className={item} activeClassName={activeItem}>
      <l.icon aria-hidden="true" className="size-5 shrink-0" />
      {l.label}
    </NavTarget>
  )

  return (
    <SidebarFrame
      id="student-sidebar"
      className="lg:grid-cols-[16rem_1fr]"
      sidebarClassName="w-64"
      headerClassName="h-16"
      mobileBrand={<Logo />}
      sidebar={
        <>
          <div className="flex h-16 items-center px-5">
            <Logo inverted />
          </div>
          <nav aria-label="Student" className="flex-1 space-y-1 overflow-y-auto px-3 py-4">
            {SIDEBAR.map((entry) =>
              'group' in entry ? (
                <div key={entry.group} className="pt-4">
                  <p className="px-3 pb-2 text-xs font-semibold uppercase tracking-wider text-slate-400">
                    {entry.group}
                  </p>
                  <div className="space-y-1">{entry.links.map(renderLink)}</div>
                </div>
              ) : (
                renderLink(entry)
              ),
            )}
          </nav>
          <div className="border-t border-white/10 p-3">
            <NavTarget to={paths.account} className={item} activeClassName={activeItem}>
              <UserRound aria-hidden="true" className="size-5 shrink-0" />
              <span className="min-w-0">
                <span className="block">My account</span>
                {me.data ? (
                  <span className="block truncate text-xs text-slate-300" title={me.data.email}>
                    {me.data.name}
                  </span>
                ) : null}
              </span>
            </NavTarget>
            <button
              type="button"
              onClick={onLogout}
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
      <main id="main" className="min-w-0 px-4 py-6 sm:px-8 sm:py-8">
        <Outlet />
      </main>
    </SidebarFrame>
  )
}
