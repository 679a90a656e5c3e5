/** Time source; tests pass their own to move time forward (expiries, cooldowns). */
export type Clock = { now(): Date }
export const systemClock: Clock = { now: () => new Date() }
