/**
 * Gauss–Hermite quadrature for expectations under a normal distribution:
 * E[f(θ)] for θ ~ N(mean, sd²) ≈ Σ weights[i] · f(mean + sd · nodes[i]), weights summing to 1.
 * Nodes come from Newton's method on the orthonormal Hermite recurrence (the classic `gauher`
 * routine), computed once per size and cached.
 */
export type TQuadrature = { nodes: Float64Array; weights: Float64Array }

const cache = new Map<number, TQuadrature>()
const PI_TO_MINUS_QUARTER = 0.7511255444649425

export function normalQuadrature(size: number): TQuadrature {
  const hit = cache.get(size)
  if (hit) return hit
  // Above about 198 points the recurrence underflows in double precision and every weight comes
  // out near 0 (found by its test); the engine uses 41 and 61.
  if (!Number.isInteger(size) || size < 2 || size > 150) throw new RangeError('size must be 2..150')
  const x = new Float64Array(size)
  const w = new Float64Array(size)
  const half = (size + 1) >> 1
  let z = 0
  for (let i = 0; i < half; i++) {
    if (i === 0) z = Math.sqrt(2 * size + 1) - 1.85575 * (2 * size + 1) ** -0.16667
    else if (i === 1) z -= (1.14 * size ** 0.426) / z
    else if (i === 2) z = 1.86 * z - 0.86 * x[0]!
    else if (i === 3) z = 1.91 * z - 0.91 * x[1]!
    else z = 2 * z - x[i - 2]!
    let derivative = 1
    for (let iteration = 0; iteration < 100; iteration++) {
      let p1 = PI_TO_MINUS_QUARTER
      let p2 = 0
      for (let j = 0; j < size; j++) {
        const p3 = p2
        p2 = p1
        p1 = z * Math.sqrt(2 / (j + 1)) * p2 - Math.sqrt(j / (j + 1)) * p3
      }
      derivative = Math.sqrt(2 * size) * p2
      const previous = z
      z = previous - p1 / derivative
      if (Math.abs(z - previous) <= 1e-14) break
    }
    x[i] = z
    x[size - 1 - i] = -z
    w[i] = 2 / (derivative * derivative)
    w[size - 1 - i] = w[i]!
  }
  // Physicists' rule (weight e^{-x²}) → standard normal: θ = √2·x, weight / √π.
  const nodes = new Float64Array(size)
  const weights = new Float64Array(size)
  for (let i = 0; i < size; i++) {
    nodes[i] = Math.SQRT2 * x[size - 1 - i]!
    weights[i] = w[size - 1 - i]! / Math.sqrt(Math.PI)
  }
  const rule = { nodes, weights }
  cache.set(size, rule)
  return rule
}
