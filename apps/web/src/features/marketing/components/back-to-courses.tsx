import { ArrowLeft } from 'lucide-react'
import { Link } from 'react-router'
import { cx } from '@/lib/cx'

/** 'Back to Courses': the landing page's course cards. */
export function BackToCourses({ className, inverted }: { className?: string; inverted?: boolean }) {
  return (
    <Link
      to="/#courses"
      className={cx(
        'inline-flex items-center gap-1.5 text-sm font-semibold hover:underline',
        inverted ? 'text-brand-100 hover:text-white' : 'text-brand-800',
        className,
      )}
    >
      <ArrowLeft aria-hidden="true" className="size-4" /> Back to Courses
    </Link>
  )
}
