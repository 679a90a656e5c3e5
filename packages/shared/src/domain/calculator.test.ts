import { afterEach, describe, expect, it, vi } from 'vitest'
import { evaluateExpression } from './calculator'

describe('evaluateExpression: arithmetic', () => {
  it.each([
    ['7*8', '56'],
    ['2+3*4', '14'],
    ['2*3+4', '10'],
    ['10-2*3', '4'],
    ['8/2', '4'],
    ['10/4', '2.5'],
    ['9-3', '6'],
    ['0/5', '0'],
    ['7', '7'],
  ])('%s = %s', (expr, result) => {
    expect(evaluateExpression(expr)).toBe(result)
  })

  it('gives multiplication and division precedence over + and -', () => {
    expect(evaluateExpression('1+2*3-4/2')).toBe('5')
    expect(evaluateExpression('2+3*4*2')).toBe('26')
  })

  it('works left to right for operators of the same level', () => {
    expect(evaluateExpression('100-1-1-1')).toBe('97')
    expect(evaluateExpression('8/2/2')).toBe('2')
    expect(evaluateExpression('9-4+2')).toBe('7')
    expect(evaluateExpression('12/3*2')).toBe('8')
  })

  it('handles decimals without floating-point noise', () => {
    expect(evaluateExpression('0.1+0.2')).toBe('0.3')
    expect(evaluateExpression('0.1*3')).toBe('0.3')
    expect(evaluateExpression('1.5*4')).toBe('6')
    expect(evaluateExpression('2.5+2.5')).toBe('5')
    expect(evaluateExpression('0.3-0.1')).toBe('0.2')
    expect(evaluateExpression('.5+.25')).toBe('0.75')
    expect(evaluateExpression('1/3')).toBe('0.333333333333')
    expect(evaluateExpression('1/3*3')).toBe('1')
  })

  it('supports a unary minus (and plus)', () => {
    expect(evaluateExpression('-5')).toBe('-5')
    expect(evaluateExpression('-5+2')).toBe('-3')
    expect(evaluateExpression('3*-2')).toBe('-6')
    expect(evaluateExpression('3--2')).toBe('5')
    expect(evaluateExpression('-2*-2')).toBe('4')
    expect(evaluateExpression('2-5')).toBe('-3')
    expect(evaluateExpression('+4')).toBe('4')
  })

  it('evaluates long chains of operations', () => {
    expect(evaluateExpression('1+2+3+4+5+6+7+8+9')).toBe('45')
    expect(evaluateExpression('2*3*4*5-6/3')).toBe('118')
    expect(evaluateExpression('1.5*2+3.25*4-10/4+0.5')).toBe('14')
    expect(evaluateExpression(Array.from({ length: 200 }, () => '1').join('+'))).toBe('200')
    expect(evaluateExpression(`${'2*'.repeat(20)}1`)).toBe('1048576')
  })

  it('ignores spaces', () => {
    expect(evaluateExpression(' 7 * 8 ')).toBe('56')
  })
})

describe('evaluateExpression: failures show Error', () => {
  it.each([
    ['5/0', 'division by zero'],
    ['5/0.0', 'division by zero (decimal zero)'],
    ['1+5/0*2', 'division by zero inside a chain'],
    ['', 'empty display'],
    ['   ', 'only spaces'],
    ['3+', 'trailing operator'],
    ['3*', 'trailing multiply'],
    ['*3', 'leading multiply'],
    ['/3', 'leading divide'],
    ['3**2', 'doubled operator'],
    ['1..2', 'two decimal points in a row'],
    ['1.2.3', 'two decimal points in one number'],
    ['.', 'a lone decimal point'],
    ['-', 'a lone minus'],
    ['=', 'equals sign'],
  ])('%j (%s)', (expr) => {
    expect(evaluateExpression(expr)).toBe('Error')
  })

  it.each([
    'abc',
    '2x3',
    '1e3',
    'Infinity',
    'NaN',
    '(1+2)',
    '2*(3)',
    'alert(1)',
    'Math.max(1,2)',
    'process.exit(1)',
    'constructor',
    '1;2',
    '0x10',
    '2^3',
    '5%2',
  ])('refuses anything but numbers and + - * / : %j', (expr) => {
    expect(evaluateExpression(expr)).toBe('Error')
  })

  it('gives Error when a number overflows', () => {
    expect(evaluateExpression('9'.repeat(400))).toBe('Error')
  })
})

describe('evaluateExpression: never runs code', () => {
  afterEach(() => vi.restoreAllMocks())

  it('does not call eval or the Function constructor', () => {
    const evalSpy = vi.spyOn(globalThis, 'eval')
    const fnSpy = vi.spyOn(globalThis, 'Function')
    expect(evaluateExpression('7*8')).toBe('56')
    expect(evaluateExpression('alert(1)')).toBe('Error')
    expect(evalSpy).not.toHaveBeenCalled()
    expect(fnSpy).not.toHaveBeenCalled()
  })

  it('does not call a function named in the expression', () => {
    const alert = vi.fn()
    vi.stubGlobal('alert', alert)
    try {
      expect(evaluateExpression('alert(1)')).toBe('Error')
      expect(evaluateExpression('globalThis.alert(1)')).toBe('Error')
      expect(alert).not.toHaveBeenCalled()
    } finally {
      vi.unstubAllGlobals()
    }
  })
})
