import { ChevronDown, Menu, X } from 'lucide-react'
import { useEffect, useId, useRef, useState } from 'react'
import { Link, useLocation } from 'react-router'
import { Logo } from '@/components/layout/logo'
import { NavTarget } from '@/components/layout/nav-target'
import { buttonVariants } from '@/components/ui/button'
import { paths, upcoming } from '@/config/paths'
import { cn } from '@/lib/cn'
import { COURSES } from './courses'

const link =
  'rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-brand-50 hover:text-brand-800'
const active = 'text-brand-800 bg-brand-50'

export function PublicHeader() {
  const [menuOpen, setMenuOpen] = useState(false)
  const location = useLocation()
  // Close the mobile menu whenever the page changes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation on purpose
  useEffect(() => setMenuOpen(false), [location.pathname, location.hash])
  const close = () => setMenuOpen(false)

  const items = (
    <>
      <NavTarget to={paths.home} className={link} activeClassName={active} onNavigate={close}>
        Home
      </NavTarget>
      <CoursesMenu />
      <NavTarget to="/#subscriptions" className={link} onNavigate={close}>
        Subscription
      </NavTarget>
      <NavTarget to="/#testimonials" className={link} onNavigate={close}>
        Testimonials
      </NavTarget>
      <NavTarget to={upcoming.blog} className={link} activeClassName={active} onNavigate={close}>
        Blog
      </NavTarget>
      <NavTarget to={upcoming.contact} className={link} activeClassName={active} onNavigate={close}>
        Contact Us
      </NavTarget>
    </>
  )
  const actions = (
    <>
      <Link to={paths.login} className={buttonVariants({ variant: 'secondary', size: 'sm' })}>
        Login
      </Link>
      <Link to={paths.signup} className={buttonVariants({ size: 'sm' })}>
        Signup
      </Link>
    </>
  )

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6">
        <Logo />
        <nav aria-label="Main" className="hidden items-center gap-1 lg:flex">
          {items}
        </nav>
        <div className="hidden items-center gap-2 lg:flex">{actions}</div>
        <button
          type="button"
          className="inline-flex size-11 items-center justify-center rounded-lg text-ink hover:bg-slate-100 lg:hidden"
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          onClick={() => setMenuOpen((o) => !o)}
        >
          {menuOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
        </button>
      </div>
      {menuOpen ? (
        <div id="mobile-menu" className="border-t border-slate-200 bg-white px-4 pb-4 lg:hidden">
          <nav aria-label="Main" className="flex flex-col gap-1 py-3">
            {items}
          </nav>
          <div className="grid grid-cols-2 gap-2">{actions}</div>
        </div>
      ) : null}
    </header>
  )
}

/** A disclosure menu: a button with aria-expanded, closed by Escape or a click outside. */
function CoursesMenu() {
  const [open, setOpen] = useState(false)
  const id = useId()
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (!open) return
    const onDown = (e: MouseEvent) => {
      if (!ref.current?.contains(e.target as Node)) setOpen(false)
    }
    document.addEventListener('mousedown', onDown)
    return () => document.removeEventListener('mousedown', onDown)
  }, [open])
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape anywhere inside the menu closes it
    <div
      ref={ref}
      className="relative"
      onKeyDown={(e) => {
        if (e.key === 'Escape') setOpen(false)
      }}
    >
      <button
        type="button"
        className={cn(link, 'inline-flex w-full items-center gap-1')}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
      >
        Courses{' '}
        <ChevronDown
          aria-hidden="true"
          className={cn('size-4 transition-transform', open && 'rotate-180')}
        />
      </button>
      {open ? (
        <ul
          id={id}
          className="z-50 mt-1 min-w-56 rounded-xl border border-slate-200 bg-white p-2 shadow-lg lg:absolute lg:left-0"
        >
          {COURSES.map((c) => (
            <li key={c.label}>
              <NavTarget
                to={c.to}
                className={cn(link, 'flex w-full')}
                onNavigate={() => setOpen(false)}
              >
                {c.label}
              </NavTarget>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}
