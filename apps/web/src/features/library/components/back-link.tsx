import { ArrowLeft } from 'lucide-react'
import { Link } from 'react-router'

export function BackLink({ to, label = 'Back' }: { to: string; label?: string }) {
  return (
    <Link
      to={to}
      className="inline-flex items-center gap-1.5 rounded-lg text-sm font-semibold text-brand-800 hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {label}
    </Link>
  )
}
