/** Query keys of the study schedule. */
export const scheduleKeys = { all: ['schedule'] as const }
