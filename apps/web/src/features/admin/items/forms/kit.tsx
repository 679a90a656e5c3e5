import type { TInteraction } from '@nurseready/shared/items/bodies'
import { createContext, type ReactNode, useContext, useId } from 'react'
import { Button } from '@/components/ui/button'
import { Field, FieldError } from '@/components/ui/field'
import { cn } from '@/lib/cn'

/** The fields of one interaction type without its `type` (the editor keeps that apart). */
export type BodyOf<T extends TInteraction['type']> = Omit<
  Extract<TInteraction, { type: T }>,
  'type'
>
export type FormProps<T extends TInteraction['type']> = {
  value: BodyOf<T>
  onChange: (body: BodyOf<T>) => void
}
/** An option, row, token or drop-down choice as the forms edit it. */
export type Choice = { id: string; text: string; rationale?: string }

/**
 * The item's problems by path ("options.2.text"), so each field shows its own under it. A trend
 * item's question sits under "interaction.", which IssuePrefix adds for the fields inside it.
 */
const Issues = createContext<{ map: ReadonlyMap<string, string>; prefix: string }>({
  map: new Map(),
  prefix: '',
})
export function IssuesProvider({
  issues,
  children,
}: {
  issues: ReadonlyMap<string, string>
  children: ReactNode
}) {
  return <Issues.Provider value={{ map: issues, prefix: '' }}>{children}</Issues.Provider>
}
export function IssuePrefix({ prefix, children }: { prefix: string; children: ReactNode }) {
  const outer = useContext(Issues)
  return (
    <Issues.Provider value={{ map: outer.map, prefix: outer.prefix + prefix }}>
      {children}
    </Issues.Provider>
  )
}
export function useIssue(path: string | undefined): string | undefined {
  const { map, prefix } = useContext(Issues)
  return path === undefined ? undefined : map.get(prefix + path)
}

/** The first free id `prefix1`, `prefix2`… (counting on from the list's length). */
export function nextId(prefix: string, taken: readonly string[]): string {
  let i = taken.length + 1
  while (taken.includes(`${prefix}${i}`)) i++
  return `${prefix}${i}`
}

/** A copy of `list` with item `i` patched. */
export function patchAt<T>(list: readonly T[], i: number, patch: Partial<T>): T[] {
  return list.map((x, j) => (i === j ? { ...x, ...patch } : x))
}

/** A text input that shows the problem the item has at `path` under it. */
export function TextInput({
  label,
  value,
  onChange,
  path,
  hint,
  className,
  type = 'text',
}: {
  label: string
  value: string
  onChange: (v: string) => void
  path?: string
  hint?: string
  className?: string
  type?: 'text' | 'number'
}) {
  return (
    <Field
      className={className}
      label={label}
      type={type}
      value={value}
      hint={hint}
      error={useIssue(path)}
      onChange={(e) => onChange(e.target.value)}
    />
  )
}

/** A labelled textarea (HTML or longer text) with its problem under it. */
export function TextArea({
  label,
  value,
  onChange,
  path,
  hint,
  rows = 2,
  mono = false,
}: {
  label: string
  value: string
  onChange: (v: string) => void
  path?: string
  hint?: string
  rows?: number
  mono?: boolean
}) {
  const id = useId()
  const error = useIssue(path)
  const describedBy = [error ? `${id}-error` : null, hint ? `${id}-hint` : null]
    .filter(Boolean)
    .join(' ')
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <textarea
        id={id}
        rows={rows}
        className={cn(
          'block w-full rounded-lg border bg-white p-2 text-sm text-ink focus:border-brand-600 focus:outline-2 focus:outline-brand-600/30',
          mono && 'font-mono',
          error ? 'border-red-600' : 'border-slate-300',
        )}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        onChange={(e) => onChange(e.target.value)}
      />
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-muted">
          {hint}
        </p>
      ) : null}
      {error ? <FieldError id={`${id}-error`}>{error}</FieldError> : null}
    </div>
  )
}

/** "Rationale of …" (HTML); an empty box removes the rationale (publishing then asks for it). */
export function RationaleArea({
  of,
  value,
  onChange,
  path,
}: {
  of: string
  value: string | undefined
  onChange: (v: string | undefined) => void
  path: string
}) {
  return (
    <TextArea
      label={`Rationale of ${of} (HTML)`}
      value={value ?? ''}
      path={`${path}.rationale`}
      onChange={(v) => onChange(v === '' ? undefined : v)}
    />
  )
}

/** A group of fields with a visible legend; `actions` sit at its top right (e.g. Remove). */
export function Group({
  legend,
  children,
  actions,
  className,
}: {
  legend: string
  children: ReactNode
  actions?: ReactNode
  className?: string
}) {
  return (
    <fieldset
      className={cn('min-w-0 space-y-3 rounded-lg border border-slate-200 p-2 sm:p-3', className)}
    >
      <legend className="px-1 text-sm font-semibold text-ink">{legend}</legend>
      {actions ? <div className="flex flex-wrap justify-end gap-2">{actions}</div> : null}
      {children}
    </fieldset>
  )
}

/** A "Remove" button whose accessible name says what goes ("Remove option o2"). */
export function RemoveButton({
  what,
  onClick,
  disabled,
}: {
  what: string
  onClick: () => void
  disabled?: boolean
}) {
  return (
    <Button type="button" size="sm" variant="secondary" disabled={disabled} onClick={onClick}>
      Remove <span className="sr-only">{what}</span>
    </Button>
  )
}

export function AddButton({
  children,
  onClick,
  disabled,
}: {
  children: string
  onClick: () => void
  disabled?: boolean
}) {
  return (
    <Button type="button" variant="secondary" size="sm" disabled={disabled} onClick={onClick}>
      {children}
    </Button>
  )
}

/** A radio button or checkbox with its label to its right. */
export function Toggle({
  type,
  name,
  checked,
  onChange,
  children,
}: {
  type: 'radio' | 'checkbox'
  name?: string
  checked: boolean
  onChange: (on: boolean) => void
  children: ReactNode
}) {
  return (
    <label className="flex min-h-11 items-center gap-2 text-sm text-ink">
      <input
        type={type}
        name={name}
        className="size-4 accent-brand-700"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
      />
      <span>{children}</span>
    </label>
  )
}

/** A short line under a group saying what is still wrong with it, read out when it changes. */
export function GroupProblem({ children }: { children: string | null }) {
  return children ? <FieldError>{children}</FieldError> : null
}
