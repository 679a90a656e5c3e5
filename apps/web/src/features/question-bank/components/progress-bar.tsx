import { cn } from '@/lib/cn'

/** An accessible progress bar (role=progressbar with its value, range and spoken text). */
export function ProgressBar({
  label,
  value,
  max,
  valueText,
  className,
  barClassName,
}: {
  label: string
  value: number
  max: number
  valueText: string
  className?: string
  barClassName?: string
}) {
  const ratio = max > 0 ? Math.min(1, Math.max(0, value / max)) : 0
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={max}
      aria-valuenow={value}
      aria-valuetext={valueText}
      className={cn('h-3 w-full overflow-hidden rounded-full bg-slate-100', className)}
    >
      <div
        className={cn('h-full rounded-full bg-brand-600 transition-[width]', barClassName)}
        style={{ width: `${ratio * 100}%` }}
      />
    </div>
  )
}
