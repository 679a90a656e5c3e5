import { Link } from 'react-router'
import { paths } from '@/config/paths'
import { cx } from '@/lib/cx'

export function Logo({ className, inverted = false }: { className?: string; inverted?: boolean }) {
  return (
    <Link
      to={paths.home}
      className={cx('inline-flex items-center gap-2 font-bold tracking-tight', className)}
    >
      <svg aria-hidden="true" viewBox="0 0 32 32" className="size-8 shrink-0">
        <rect width="32" height="32" rx="8" fill={inverted ? '#fff' : '#0f766e'} />
        <path d="M13 7h6v6h6v6h-6v6h-6v-6H7v-6h6z" fill={inverted ? '#0f766e' : '#fff'} />
      </svg>
      <span className={cx('text-xl', inverted ? 'text-white' : 'text-ink')}>
        Nurse<span className={inverted ? 'text-brand-200' : 'text-brand-700'}>Ready</span>
      </span>
    </Link>
  )
}
