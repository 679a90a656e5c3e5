import { type ReactNode, useId } from 'react'
import { cn } from '@/lib/cn'

export type Choice<T extends string> = {
  value: T
  label: string
  description: string
  icon: ReactNode
}

/** A radio group drawn as cards: a fieldset with a legend, native radios for the keyboard. */
export function ChoiceCards<T extends string>({
  legend,
  name,
  choices,
  value,
  onChange,
}: {
  legend: string
  name: string
  choices: Choice<T>[]
  value: T | ''
  onChange: (value: T) => void
}) {
  const uid = useId()
  return (
    <fieldset className="space-y-1.5">
      <legend className="mb-1.5 text-sm font-medium text-slate-800">
        {legend}
        <span aria-hidden="true" className="text-red-700">
          {' '}
          *
        </span>
      </legend>
      <div className="grid gap-3 sm:grid-cols-2">
        {choices.map((c) => {
          const checked = value === c.value
          return (
            <label
              key={c.value}
              className={cn(
                'flex cursor-pointer items-start gap-3 rounded-xl border bg-white p-4 transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-brand-600',
                checked
                  ? 'border-brand-600 bg-brand-50 ring-1 ring-brand-600'
                  : 'border-slate-300 hover:border-brand-500',
              )}
            >
              <input
                type="radio"
                name={name}
                value={c.value}
                checked={checked}
                onChange={() => onChange(c.value)}
                className="sr-only"
                aria-labelledby={`${uid}-${c.value}-label`}
                aria-describedby={`${uid}-${c.value}-description`}
              />
              <span
                aria-hidden="true"
                className={cn(
                  'inline-flex size-9 shrink-0 items-center justify-center rounded-lg',
                  checked ? 'bg-brand-700 text-white' : 'bg-slate-100 text-muted',
                )}
              >
                {c.icon}
              </span>
              <span className="min-w-0">
                <span id={`${uid}-${c.value}-label`} className="block font-semibold text-ink">
                  {c.label}
                </span>
                <span id={`${uid}-${c.value}-description`} className="block text-sm text-muted">
                  {c.description}
                </span>
              </span>
            </label>
          )
        })}
      </div>
    </fieldset>
  )
}
