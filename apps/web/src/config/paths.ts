export { paths } from '@nurseready/shared/constants/routes'

/** Pages the spec names that are not built yet: links to them show as coming soon. */
export const upcoming = {} as const
