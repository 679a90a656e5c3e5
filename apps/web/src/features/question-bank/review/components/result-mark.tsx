import { CircleCheck, CircleDot, CircleMinus, CircleX } from 'lucide-react'
import { cn } from '@/lib/cn'

export type ResultTone = 'correct' | 'incorrect' | 'chosen' | 'neutral'

const STYLES: Record<ResultTone, { icon: typeof CircleCheck; className: string }> = {
  correct: { icon: CircleCheck, className: 'text-emerald-700' },
  incorrect: { icon: CircleX, className: 'text-red-700' },
  chosen: { icon: CircleDot, className: 'text-brand-800' },
  neutral: { icon: CircleMinus, className: 'text-muted' },
}

/** A right/wrong mark that never relies on colour alone: an icon and a text. */
export function ResultMark({
  tone,
  children,
  className,
  compact = false,
}: {
  tone: ResultTone
  children: React.ReactNode
  className?: string
  /** Below the sm breakpoint, show only the icon (the text stays for screen readers). */
  compact?: boolean
}) {
  const { icon: Icon, className: color } = STYLES[tone]
  return (
    <span
      data-result={tone}
      className={cn('inline-flex items-center gap-1.5 text-sm font-semibold', color, className)}
    >
      <Icon aria-hidden="true" className="size-4 shrink-0" />
      <span className={compact ? 'sr-only sm:not-sr-only' : undefined}>{children}</span>
    </span>
  )
}
