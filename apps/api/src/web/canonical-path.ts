import { PUBLIC_PATHS, STUDENT_PATHS } from '@nurseready/shared/constants/routes'

/** Every page path by its lower-case spelling: '/rexpn' → '/Rexpn', '/contactus' → '/ContactUs'. */
const BY_LOWER_CASE = new Map([...PUBLIC_PATHS, ...STUDENT_PATHS].map((p) => [p.toLowerCase(), p]))

/**
 * The spec's spelling of a page path typed in another case (/rexpn, /contactus, /Blog), for a
 * 301 to it; null when the path is already canonical or is not a page of the app. The web
 * router matches paths case-insensitively, so without this the same page would live at many
 * URLs (and the server, which matches exactly, would call them 404).
 */
export function canonicalPagePath(pathname: string): string | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  const canonical = BY_LOWER_CASE.get(path.toLowerCase())
  return canonical && canonical !== path ? canonical : null
}
