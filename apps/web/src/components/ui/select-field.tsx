import { ChevronDown } from 'lucide-react'
import { type Ref, type SelectHTMLAttributes, useId } from 'react'
import { cn } from '@/lib/cn'

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
  const autoId = useId()
  const selectId = id ?? autoId
  const hintId = `${selectId}-hint`
  const errorId = `${selectId}-error`
  const describedBy =
    [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined
  return (
    <div className={cn('space-y-1.5', className)}>
      <label htmlFor={selectId} className="block text-sm font-medium text-slate-800">
        {label}
        {required ? (
          <span aria-hidden="true" className="text-red-700">
            {' '}
            *
          </span>
        ) : null}
      </label>
      <div className="relative">
        <select
          ref={ref}
          id={selectId}
          aria-describedby={describedBy}
          aria-invalid={error ? true : undefined}
          aria-required={required || undefined}
          className={cn(
            'block h-11 w-full appearance-none rounded-lg border bg-white pr-10 pl-3 text-base text-ink focus:border-brand-600 focus:outline-2 focus:outline-brand-600/30 disabled:cursor-not-allowed disabled:bg-slate-50',
            error ? 'border-red-600' : 'border-slate-300',
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
      {hint ? (
        <p id={hintId} className="text-sm text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  )
}
