import { isRouteErrorResponse, useRouteError } from 'react-router'
import { NotFoundPage } from './not-found-page'

/** Shown when a page fails to load (a lazy chunk after a deploy, a render error). */
export function RouteError() {
  const error = useRouteError()
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />
  return (
    <div role="alert" className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-2xl font-bold text-ink">Something went wrong</h1>
      <p className="mt-3 text-muted">Failed to fetch data. Please reload the page.</p>
      <button
        type="button"
        className="mt-6 font-semibold text-brand-800 underline"
        onClick={() => window.location.reload()}
      >
        Reload
      </button>
    </div>
  )
}
