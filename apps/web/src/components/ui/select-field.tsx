import { ChevronDown } from 'lucide-react'
import type { Ref, SelectHTMLAttributes } from 'react'
import { cn } from '@/lib/cn'
import { controlClass, FieldFrame } from './field'

type SelectFieldProps = SelectHTMLAttributes<HTMLSelectElement> & {
  label: string
  hint?: string
  error?: string
  ref?: Ref<HTMLSelectElement>
}

/** A labelled native select (keyboard and screen-reader friendly), styled like Field. */
export function SelectField({
  label,
  hint,
  error,
  className,
  id,
  required,
  children,
  ref,
  ...props
}: SelectFieldProps) {
  return (
    <FieldFrame
      label={label}
      error={error}
      hint={hint}
      required={required}
      className={className}
      id={id}
    >
      {(aria) => (
        <div className="relative">
          <select
            ref={ref}
            {...aria}
            className={cn(
              controlClass(error),
              'appearance-none pr-10 pl-3 disabled:cursor-not-allowed disabled:bg-slate-50',
            )}
            {...props}
          >
            {children}
          </select>
          <ChevronDown
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted"
          />
        </div>
      )}
    </FieldFrame>
  )
}
