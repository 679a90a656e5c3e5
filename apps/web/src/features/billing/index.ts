/**
 * Billing's public face: what other features may use. Anything else under features/billing is
 * its own (`npm run check` enforces it).
 */
export { getPlans, plansQueryOptions, usePlans } from './api/get-plans'
