/** The admin console's public pieces (pages live in app/routes/admin). */
export { queryString } from './api/admin-keys'
export { ADMIN_NAV, type AdminNavLink } from './nav'
