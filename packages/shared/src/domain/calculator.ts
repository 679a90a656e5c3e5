/**
 * The review calculator's evaluator: numbers, + - * /, decimals and precedence, parsed by a small
 * recursive-descent parser. Never eval or Function. Returns 'Error' for a bad expression or a
 * division by zero.
 */
export function evaluateExpression(input: string): string {
  const src = input.replace(/\s+/g, '')
  let pos = 0

  const fail = (): never => {
    throw new SyntaxError('bad expression')
  }
  const peek = () => src[pos]

  function number(): number {
    const start = pos
    while (pos < src.length && /[0-9.]/.test(src[pos]!)) pos++
    const text = src.slice(start, pos)
    if (!/^(\d+\.?\d*|\.\d+)$/.test(text)) fail()
    return Number(text)
  }
  function factor(): number {
    if (peek() === '-') {
      pos++
      return -factor()
    }
    if (peek() === '+') {
      pos++
      return factor()
    }
    return number()
  }
  function term(): number {
    let value = factor()
    while (peek() === '*' || peek() === '/') {
      const op = src[pos++]
      const rhs = factor()
      if (op === '/') {
        if (rhs === 0) fail()
        value /= rhs
      } else value *= rhs
    }
    return value
  }
  function expression(): number {
    let value = term()
    while (peek() === '+' || peek() === '-') {
      const op = src[pos++]
      const rhs = term()
      value = op === '+' ? value + rhs : value - rhs
    }
    return value
  }

  try {
    if (src === '') return 'Error'
    const value = expression()
    if (pos !== src.length || !Number.isFinite(value)) return 'Error'
    // Trim binary floating-point noise (0.1+0.2 → 0.3) without losing real precision.
    return String(Number.parseFloat(value.toPrecision(12)))
  } catch {
    return 'Error'
  }
}
