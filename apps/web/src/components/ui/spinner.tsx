import { cn } from '@/lib/cn'

export function Spinner({
  label = 'Loading...',
  className,
}: {
  label?: string
  className?: string
}) {
  return (
    <div
      role="status"
      className={cn('flex items-center justify-center gap-3 py-10 text-muted', className)}
    >
      <span
        aria-hidden="true"
        className="size-6 animate-spin rounded-full border-2 border-brand-200 border-t-brand-700"
      />
      <span>{label}</span>
    </div>
  )
}
