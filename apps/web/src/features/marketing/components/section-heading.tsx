import type { ReactNode } from 'react'
import { cx } from '@/lib/cx'

/** A section's eyebrow, heading and intro, centred by default. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  children,
  align = 'center',
  inverted = false,
}: {
  id: string
  eyebrow?: string
  title: string
  children?: ReactNode
  align?: 'center' | 'left'
  inverted?: boolean
}) {
  return (
    <div className={cx('max-w-3xl', align === 'center' && 'mx-auto text-center')}>
      {eyebrow ? (
        <p
          className={cx(
            'text-sm font-semibold uppercase tracking-widest',
            inverted ? 'text-brand-200' : 'text-brand-700',
          )}
        >
          {eyebrow}
        </p>
      ) : null}
      <h2
        id={id}
        className={cx(
          'mt-2 text-3xl font-extrabold tracking-tight sm:text-4xl',
          inverted ? 'text-white' : 'text-ink',
        )}
      >
        {title}
      </h2>
      {children ? (
        <p
          className={cx('mt-4 text-lg leading-relaxed', inverted ? 'text-brand-100' : 'text-muted')}
        >
          {children}
        </p>
      ) : null}
    </div>
  )
}
