import type { TReadinessBandCode } from '@nurseready/shared/schemas/readiness'
import { cn } from '@/lib/cn'
import { BAND_TEXT } from '../texts'

/** The readiness band as a labelled badge (colour is never the only cue: the name is shown). */
export function BandBadge({ band, className }: { band: TReadinessBandCode; className?: string }) {
  const text = BAND_TEXT[band]
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-3 py-1 text-sm font-semibold ring-1',
        text.tone,
        className,
      )}
    >
      {text.label}
    </span>
  )
}
