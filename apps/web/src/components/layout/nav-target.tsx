import { isClientRoute } from '@nurseready/shared/constants/routes'
import type { ReactNode } from 'react'
import { Link, NavLink } from 'react-router'
import { cn } from '@/lib/cn'

/**
 * A navigation link to a page of the spec. Pages not built yet render as a muted "Soon" item
 * instead of a link to a 404, and turn into links as soon as their route exists.
 */
export function NavTarget({
  to,
  children,
  className,
  activeClassName,
  onNavigate,
}: {
  to: string
  children: ReactNode
  className?: string
  activeClassName?: string
  onNavigate?: () => void
}) {
  const [pathname] = to.split('#')
  if (!isClientRoute(pathname || '/')) {
    return (
      <span
        aria-disabled="true"
        className={cn(className, 'cursor-default opacity-60')}
        title="Coming soon"
      >
        {children}
        <span className="ml-2 rounded bg-slate-200 px-1.5 py-0.5 text-[0.65rem] font-semibold uppercase text-slate-700">
          Soon
        </span>
      </span>
    )
  }
  if (to.includes('#')) {
    return (
      <Link to={to} className={className} onClick={onNavigate}>
        {children}
      </Link>
    )
  }
  return (
    <NavLink
      to={to}
      end
      onClick={onNavigate}
      className={({ isActive }) => cn(className, isActive && activeClassName)}
    >
      {children}
    </NavLink>
  )
}
