import { Menu, X } from 'lucide-react'
import { type ReactNode, useEffect, useState } from 'react'
import { useLocation } from 'react-router'
import { cn } from '@/lib/cn'

/**
 * The signed-in areas' frame (student area, admin console): a skip link, a dark sidebar that is
 * a drawer under 1024 px (a header with the menu button, a backdrop that closes it, closed again
 * on navigation) and sticky beside the page from 1024 px, and the page in <main id="main">.
 */
export function SidebarFrame({
  id,
  mobileBrand,
  sidebar,
  children,
  className,
  sidebarClassName,
  headerClassName,
}: {
  /** The sidebar element's id (the menu button controls it). */
  id: string
  /** What the small-screen header shows left of the menu button. */
  mobileBrand: ReactNode
  /** The sidebar's content (brand, navigation, account). */
  sidebar: ReactNode
  children: ReactNode
  /** The outer grid (its column width from 1024 px, a background). */
  className: string
  /** The sidebar's width. */
  sidebarClassName: string
  /** The small-screen header's height. */
  headerClassName: string
}) {
  const [open, setOpen] = useState(false)
  const { pathname } = useLocation()
  // biome-ignore lint/correctness/useExhaustiveDependencies: close the drawer on navigation
  useEffect(() => setOpen(false), [pathname])

  return (
    <div className={cn('min-h-dvh lg:grid', className)}>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2"
      >
        Skip to content
      </a>
      <header
        className={cn(
          'sticky top-0 z-30 flex items-center justify-between border-b border-slate-200 bg-white px-4 lg:hidden',
          headerClassName,
        )}
      >
        {mobileBrand}
        <button
          type="button"
          className="inline-flex size-11 items-center justify-center rounded-lg hover:bg-slate-100"
          aria-expanded={open}
          aria-controls={id}
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
        id={id}
        className={cn(
          'fixed inset-y-0 left-0 z-40 flex flex-col bg-slate-900 transition-transform lg:sticky lg:top-0 lg:h-dvh lg:translate-x-0',
          sidebarClassName,
          open ? 'translate-x-0' : '-translate-x-full',
        )}
      >
        {sidebar}
      </aside>
      {children}
    </div>
  )
}
