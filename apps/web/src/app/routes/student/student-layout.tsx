import { LogOut, Menu, UserRound, X } from 'lucide-react'
import { useEffect, useState } from 'react'
import { Outlet, useLocation, useNavigate } from 'react-router'
import { Logo } from '@/components/layout/logo'
import { NavTarget } from '@/components/layout/nav-target'
import { paths } from '@/config/paths'
import { useLogout } from '@/features/auth/api/logout'
import { useMe } from '@/features/auth/api/me'
import { cn } from '@/lib/cn'
import { SIDEBAR, type SidebarLink } from './sidebar-items'

const item =
  'flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium text-slate-300 hover:bg-white/10 hover:text-white'
const activeItem = 'bg-white/15 text-white'

export function StudentLayout() {
  const [open, setOpen] = useState(false)
  const { pathname } = useLocation()
  const navigate = useNavigate()
  const logout = useLogout()
  const me = useMe()
  // biome-ignore lint/correctness/useExhaustiveDependencies: close the drawer on navigation
  useEffect(() => setOpen(false), [pathname])

  const onLogout = () =>
    logout.mutate(undefined, { onSettled: () => navigate(paths.login, { replace: true }) })

  const renderLink = (l: SidebarLink) => (
    <NavTarget key={l.to} to={l.to} className={item} activeClassName={activeItem}>
      <l.icon aria-hidden="true" className="size-5 shrink-0" />
      {l.label}
    </NavTarget>
  )

  return (
    <div className="min-h-dvh lg:grid lg:grid-cols-[16rem_1fr]">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2"
      >
        Skip to content
      </a>
      <header className="sticky top-0 z-30 flex h-16 items-center justify-between border-b border-slate-200 bg-white px-4 lg:hidden">
        <Logo />
        <button
          type="button"
          className="inline-flex size-11 items-center justify-center rounded-lg hover:bg-slate-100"
          aria-expanded={open}
          aria-controls="student-sidebar"
          aria-label={open ? 'Close menu' : 'Open menu'}
          onClick={() => setOpen((o) => !o)}
        >
          {open ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
        </button>
      </header>
      {open ? (
        <button
          type="button"
          aria-label="Close menu"
          className="fixed inset-0 z-30 bg-slate-900/40 lg:hidden"
          onClick={() => setOpen(false)}
        />
      ) : null}
      <aside
        id="student-sidebar"
        className={cn(
          'fixed inset-y-0 left-0 z-40 flex w-64 flex-col bg-slate-900 transition-transform lg:sticky lg:top-0 lg:h-dvh lg:translate-x-0',
          open ? 'translate-x-0' : '-translate-x-full',
        )}
      >
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
      </aside>
      <main id="main" className="min-w-0 px-4 py-6 sm:px-8 sm:py-8">
        <Outlet />
      </main>
    </div>
  )
}
