/**
 * mulberry32: a 32-bit seeded PRNG whose whole state is one integer, so an assessment's random
 * choices (exposure control, pretest positions) survive being stored as JSON and replay exactly.
 * Not for secrets. `nextRandom` is the pure step; `createRandom` wraps it for simulations.
 */
export function nextRandom(state: number): { value: number; state: number } {
  const next = (state + 0x6d2b79f5) | 0
  let t = next
  t = Math.imul(t ^ (t >>> 15), t | 1)
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
  return { value: ((t ^ (t >>> 14)) >>> 0) / 4294967296, state: next }
}

/** A stateful uniform [0, 1) generator over the same sequence. */
export function createRandom(seed: number): () => number {
  let state = seed | 0
  return () => {
    const step = nextRandom(state)
    state = step.state
    return step.value
  }
}

/** A standard normal draw (Box–Muller) from a uniform generator. */
export function normalDraw(random: () => number): number {
  const u = 1 - random()
  const v = random()
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v)
}
