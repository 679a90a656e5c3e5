import { ChevronDown, Menu, X } from 'lucide-react'
import { useEffect, useId, useRef, useState } from 'react'
import { Link, NavLink, useLocation } from 'react-router'
import { Logo } from '@/components/layout/logo'
import { buttonVariants } from '@/components/ui/button-variants'
import { paths } from '@/config/paths'
import { COURSES } from '@/features/marketing/content/courses'
import { cx } from '@/lib/cx'

// The current page is marked by NavLink's aria-current="page" (no class merging needed).
const link =
  'rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-brand-50 hover:text-brand-800 aria-[current=page]:bg-brand-50 aria-[current=page]:text-brand-800'

export function PublicHeader() {
  const [menuOpen, setMenuOpen] = useState(false)
  const location = useLocation()
  // Close the mobile menu whenever the page changes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on navigation on purpose
  useEffect(() => setMenuOpen(false), [location.pathname, location.hash])
  const close = () => setMenuOpen(false)

  const items = (
    <>
      <NavLink to={paths.home} end className={link} onClick={close}>
        Home
      </NavLink>
      <CoursesMenu />
      <Link to="/#subscriptions" className={link} onClick={close}>
        Subscription
      </Link>
      <Link to="/#testimonials" className={link} onClick={close}>
        Testimonials
      </Link>
      <NavLink to={paths.blog} className={link} onClick={close}>
        Blog
      </NavLink>
      <NavLink to={paths.contactUs} className={link} onClick={close}>
        Contact Us
      </NavLink>
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
        className={cx(link, 'inline-flex w-full items-center gap-1')}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
      >
        Courses{' '}
        <ChevronDown
          aria-hidden="true"
          className={cx('size-4 transition-transform', open && 'rotate-180')}
        />
      </button>
      {open ? (
        <ul
          id={id}
          className="z-50 mt-1 min-w-56 rounded-xl border border-slate-200 bg-white p-2 shadow-lg lg:absolute lg:left-0"
        >
          {COURSES.map((c) => (
            <li key={c.label}>
              <NavLink to={c.to} className={cx(link, 'flex w-full')} onClick={() => setOpen(false)}>
                {c.label}
              </NavLink>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}
