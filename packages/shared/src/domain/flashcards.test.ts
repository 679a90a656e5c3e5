import { describe, expect, it } from 'vitest'
import { cleanCardText, formatInterval } from './flashcards'

describe('formatInterval', () => {
  it('reads like a review button', () => {
    expect(formatInterval(0)).toBe('<1m')
    expect(formatInterval(59)).toBe('<1m')
    expect(formatInterval(60)).toBe('1m')
    expect(formatInterval(600)).toBe('10m')
    expect(formatInterval(3600)).toBe('1h')
    expect(formatInterval(5 * 3600)).toBe('5h')
    expect(formatInterval(86_400)).toBe('1d')
    expect(formatInterval(15 * 86_400)).toBe('15d')
    expect(formatInterval(45 * 86_400)).toBe('1.5mo')
    expect(formatInterval(60 * 86_400)).toBe('2mo')
    expect(formatInterval(730 * 86_400)).toBe('2y')
  })
})

describe('cleanCardText', () => {
  it('drops control and direction characters, keeps line breaks, trims', () => {
    expect(cleanCardText('  a\u0000b\u202ec\r\nd\n\n\n\ne  ')).toBe('abc\nd\n\ne')
    expect(cleanCardText('K+ < 3.5 <b>')).toBe('K+ < 3.5 <b>')
  })
})
