import { type InputHTMLAttributes, type ReactNode, useId } from 'react'
import { cn } from '@/lib/cn'

type FrameProps = {
  label: string
  error?: string
  hint?: string
  required?: boolean
  className?: string
  id?: string
  /** Renders the control with its id and aria wiring. */
  children: (aria: {
    id: string
    'aria-invalid': true | undefined
    'aria-describedby': string | undefined
    'aria-required': true | undefined
  }) => ReactNode
}

/** Label, control, hint and inline error, wired with aria-describedby: shared by every field. */
export function FieldFrame({ label, error, hint, required, className, id, children }: FrameProps) {
  const autoId = useId()
  const controlId = id ?? autoId
  const errorId = `${controlId}-error`
  const hintId = `${controlId}-hint`
  const describedBy =
    [error ? errorId : null, hint ? hintId : null].filter(Boolean).join(' ') || undefined
  return (
    <div className={cn('space-y-1.5', className)}>
      <label htmlFor={controlId} className="block text-sm font-medium text-slate-800">
        {label}
        {required ? (
          <span aria-hidden="true" className="text-red-700">
            {' '}
            *
          </span>
        ) : null}
      </label>
      {children({
        id: controlId,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
        'aria-required': required || undefined,
      })}
      {hint ? (
        <p id={hintId} className="text-sm text-muted">
          {hint}
        </p>
      ) : null}
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </div>
  )
}

export const controlClass = (error: string | undefined) =>
  cn(
    'block h-11 w-full rounded-lg border bg-white text-base text-ink focus:border-brand-600 focus:outline-2 focus:outline-brand-600/30',
    error ? 'border-red-600' : 'border-slate-300',
  )

type FieldProps = InputHTMLAttributes<HTMLInputElement> & {
  label: string
  error?: string
  hint?: string
  /** Something drawn inside the input's right edge (e.g. a show/hide toggle). */
  trailing?: ReactNode
}

/** A labelled input with its inline error below it. */
export function Field({
  label,
  error,
  hint,
  trailing,
  className,
  id,
  required,
  ...props
}: FieldProps) {
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
          <input
            {...aria}
            className={cn(
              controlClass(error),
              'px-3 placeholder:text-slate-400',
              trailing ? 'pr-12' : null,
            )}
            {...props}
          />
          {trailing ? (
            <div className="absolute inset-y-0 right-1 flex items-center">{trailing}</div>
          ) : null}
        </div>
      )}
    </FieldFrame>
  )
}

export function FieldError({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <p id={id} role="alert" className="text-sm font-medium text-red-700">
      {children}
    </p>
  )
}
