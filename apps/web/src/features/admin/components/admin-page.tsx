import type { ReactNode } from 'react'

/** An admin page's heading row (title, optional description and actions) and body. */
export function AdminPage({
  title,
  description,
  actions,
  children,
}: {
  title: string
  description?: ReactNode
  actions?: ReactNode
  children: ReactNode
}) {
  return (
    <div className="mx-auto max-w-6xl">
      <title>{`${title} · Admin · NurseReady`}</title>
      <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-ink">{title}</h1>
          {description ? <p className="mt-1 text-sm text-muted">{description}</p> : null}
        </div>
        {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
      </div>
      {children}
    </div>
  )
}

/** A failed load: the server's message, or a generic one. */
export function LoadError({ message }: { message?: string }) {
  return (
    <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-800">
      {message || 'Failed to fetch data. Please check your connection and reload the page.'}
    </p>
  )
}
