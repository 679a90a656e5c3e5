/**
 * Readiness's public face: what other features may use. Anything else under features/readiness
 * is its own.
 */
export { readinessOverviewQueryOptions, useReadinessOverview } from './api/get-readiness-overview'
export { readinessKeys } from './api/readiness-keys'
export { ReadinessCard } from './components/readiness-card'
