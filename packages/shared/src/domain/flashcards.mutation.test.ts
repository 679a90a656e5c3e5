import { describe, expect, it } from 'vitest'
import { cleanCardText, DECK_NAMES, formatInterval, RATING_LABELS } from './flashcards'

// The edges of the flashcard rules (issue 18): where a review button's interval changes unit and
// how it rounds, and which characters a written card keeps.
describe('formatInterval at the edges of each unit', () => {
  it('rounds to whole seconds first, and never shows a negative time', () => {
    expect(formatInterval(-30)).toBe('<1m')
    expect(formatInterval(59.4)).toBe('<1m')
    expect(formatInterval(59.5)).toBe('1m')
    expect(formatInterval(89)).toBe('1m')
    expect(formatInterval(90)).toBe('2m')
  })
  it('minutes up to an hour, hours up to a day, days up to 30', () => {
    expect(formatInterval(3599)).toBe('60m')
    expect(formatInterval(3600)).toBe('1h')
    expect(formatInterval(86_399)).toBe('24h')
    expect(formatInterval(86_400)).toBe('1d')
    expect(formatInterval(30 * 86_400 - 1)).toBe('30d')
    expect(formatInterval(30 * 86_400)).toBe('1mo')
  })
  it('months of 30 days to one decimal up to 365 days, then years of 365', () => {
    expect(formatInterval(100 * 86_400)).toBe('3.3mo')
    expect(formatInterval(364 * 86_400)).toBe('12.1mo')
    expect(formatInterval(365 * 86_400)).toBe('1y')
    expect(formatInterval(400 * 86_400)).toBe('1.1y')
    expect(formatInterval(1000 * 86_400)).toBe('2.7y')
  })
})

describe('cleanCardText keeps what a student wrote and nothing invisible', () => {
  it('a lone carriage return becomes a line break; more than two breaks become two', () => {
    expect(cleanCardText('a\rb')).toBe('a\nb')
    expect(cleanCardText('a\r\n\r\nb')).toBe('a\n\nb')
    expect(cleanCardText('a\n\n\n\n\nb')).toBe('a\n\nb')
    expect(cleanCardText('a\n\nb')).toBe('a\n\nb')
  })
  it('composes accents (NFC): a typed é and a composed é are the same text', () => {
    expect(cleanCardText('Cafe\u0301')).toBe('Caf\u00e9')
  })
  it('removes tabs, control, zero-width and direction characters; keeps spaces and symbols', () => {
    expect(cleanCardText('a\u0009b\u000bc\u001fd\u007fe')).toBe('abcde')
    expect(cleanCardText('a\u200bb\u200fc\u202ad\u2066e\u2069f')).toBe('abcdef')
    expect(cleanCardText('a b\u00a0c ~')).toBe('a b\u00a0c ~')
    expect(cleanCardText('\u2010 \u2070 \u2030')).toBe('\u2010 \u2070 \u2030')
  })
})

describe('names a student reads', () => {
  it('decks and rating buttons', () => {
    expect(DECK_NAMES).toEqual({
      mistakes: 'Mistakes',
      questions: 'Saved questions',
      custom: 'My cards',
    })
    expect(RATING_LABELS).toEqual({ again: 'Again', hard: 'Hard', good: 'Good', easy: 'Easy' })
  })
})
