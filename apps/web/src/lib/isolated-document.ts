import type { LoaderFunctionArgs } from 'react-router'
import { paths } from '@/config/paths'

/**
 * Whether this document is a public page the server rendered (`#root[data-ssr]`). The server
 * sends those without Cross-Origin-Opener-Policy and every other page with it (decision 0031),
 * so this also says whether a page that opened this window from another site may still hold it.
 */
export const isPublicPageDocument = () =>
  document.getElementById('root')?.hasAttribute('data-ssr') ?? false

/**
 * The student area's and the console's loader: they run only in a document sent with
 * Cross-Origin-Opener-Policy (decision 0031). The first step into them from a public page
 * (signing in, a link to the dashboard, the back button) loads the page from the server instead
 * of drawing it here; the navigation waits for the browser to leave. Leaving the login page
 * replaces its history entry, as the app's own redirects from it do.
 */
export function enterIsolatedDocument({ request }: LoaderFunctionArgs): null | Promise<never> {
  if (!isPublicPageDocument()) return null
  if (window.location.pathname === paths.login) window.location.replace(request.url)
  else window.location.assign(request.url)
  return new Promise<never>(() => {})
}
