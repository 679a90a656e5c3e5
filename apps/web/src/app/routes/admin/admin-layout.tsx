import { LogOut, Menu, X } from 'lucide-react'
import { Suspense, useEffect, useState } from 'react'
import { NavLink, Outlet, useLocation, useNavigate } from 'react-router'
import { Logo } from '@/components/layout/logo'
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
  const [open, setOpen] = useState(false)
  const { pathname } = useLocation()
  const navigate = useNavigate()
  const logout = useLogout()
  const me = useMe()
  // biome-ignore lint/correctness/useExhaustiveDependencies: close the drawer on navigation
  useEffect(() => setOpen(false), [pathname])

  return (
    <div className="min-h-dvh bg-slate-50 lg:grid lg:grid-cols-[15rem_1fr]">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2"
      >
        Skip to content
      </a>
      <header className="sticky top-0 z-30 flex h-14 items-center justify-between border-b border-slate-200 bg-white px-4 lg:hidden">
        <span className="flex items-center gap-2">
          <Logo />
          <span className="text-sm font-semibold text-slate-600">Admin</span>
        </span>
        <button
          type="button"
          className="inline-flex size-11 items-center justify-center rounded-lg hover:bg-slate-100"
          aria-expanded={open}
          aria-controls="admin-sidebar"
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
        id="admin-sidebar"
        className={cn(
          'fixed inset-y-0 left-0 z-40 flex w-60 flex-col bg-slate-900 transition-transform lg:sticky lg:top-0 lg:h-dvh lg:translate-x-0',
          open ? 'translate-x-0' : '-translate-x-full',
        )}
      >
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
      </aside>
      <main id="main" className="min-w-0 px-4 py-6 sm:px-8">
        <Suspense fallback={<Spinner />}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  )
}
