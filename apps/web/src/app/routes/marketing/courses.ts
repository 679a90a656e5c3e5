import { upcoming } from '@/config/paths'

/** The four courses of the Courses menu and footer, in the spec's order. */
export const COURSES = [
  { label: 'NCLEX RN', to: upcoming.nclexRn },
  { label: 'NCLEX PN', to: upcoming.nclexPn },
  { label: 'ReX PN / CPNRE', to: upcoming.rexPn },
  { label: 'CELBAN', to: upcoming.celban },
] as const
