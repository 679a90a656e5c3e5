import type { ReactNode } from 'react'

/** One card of the account page: a heading, a line of help, its content. */
export function AccountSection({
  id,
  title,
  description,
  children,
  tone = 'default',
}: {
  id: string
  title: string
  description?: string
  children: ReactNode
  tone?: 'default' | 'danger'
}) {
  return (
    <section
      aria-labelledby={id}
      className={`rounded-2xl bg-white p-5 shadow-sm ring-1 sm:p-6 ${tone === 'danger' ? 'ring-red-200' : 'ring-slate-200'}`}
    >
      <h2
        id={id}
        className={`text-lg font-semibold ${tone === 'danger' ? 'text-red-800' : 'text-ink'}`}
      >
        {title}
      </h2>
      {description ? <p className="mt-1 text-sm text-muted">{description}</p> : null}
      <div className="mt-4">{children}</div>
    </section>
  )
}

/** The outcome of a form: a success line (status) or the server's message (alert). */
export function FormOutcome({ ok, error }: { ok?: string | null; error?: string | null }) {
  if (error)
    return (
      <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
        {error}
      </p>
    )
  return (
    <p
      role="status"
      className={
        ok ? 'rounded-lg bg-emerald-50 px-3 py-2 text-sm font-medium text-emerald-800' : 'sr-only'
      }
    >
      {ok ?? ''}
    </p>
  )
}
