/**
 * Flashcards: the fixed decks, the desired-retention bounds, card text limits and how an
 * interval reads on a review button. The scheduling itself is ts-fsrs's, on the server.
 */

export const FLASHCARD_DECKS = ['mistakes', 'questions', 'custom'] as const
export type FlashcardDeck = (typeof FLASHCARD_DECKS)[number]

export const DECK_NAMES: Record<FlashcardDeck, string> = {
  mistakes: 'Mistakes',
  questions: 'Saved questions',
  custom: 'My cards',
}

export const RATINGS = ['again', 'hard', 'good', 'easy'] as const
export type FlashcardRating = (typeof RATINGS)[number]

export const RATING_LABELS: Record<FlashcardRating, string> = {
  again: 'Again',
  hard: 'Hard',
  good: 'Good',
  easy: 'Easy',
}

/** Desired retention: the probability of recall FSRS aims for when a card comes due. */
export const RETENTION = { min: 0.7, max: 0.97, default: 0.9 } as const

/** Cards the student writes: plain text, these many characters at most. */
export const CARD_TEXT_MAX = { front: 500, back: 2000 } as const

/** A student's own card text: control characters (but line breaks) removed, trimmed. */
export function cleanCardText(value: string): string {
  return (
    value
      .normalize('NFC')
      .replace(/\r\n?/g, '\n')
      // biome-ignore lint/suspicious/noControlCharactersInRegex: removing them is the point
      .replace(/[\u0000-\u0009\u000b-\u001f\u007f\u200b-\u200f\u202a-\u202e\u2066-\u2069]/g, '')
      .replace(/\n{3,}/g, '\n\n')
      .trim()
  )
}

/**
 * An interval as a review button shows it: "<1m", "10m", "3h", "4d", "2.5mo", "1.2y".
 * Months are 30 days and years 365, as Anki shows them.
 */
export function formatInterval(seconds: number): string {
  const s = Math.max(0, Math.round(seconds))
  if (s < 60) return '<1m'
  const minutes = s / 60
  if (minutes < 60) return `${Math.round(minutes)}m`
  const hours = minutes / 60
  if (hours < 24) return `${Math.round(hours)}h`
  const days = hours / 24
  if (days < 30) return `${Math.round(days)}d`
  if (days < 365) return `${trim(days / 30)}mo`
  return `${trim(days / 365)}y`
}

function trim(n: number) {
  const r = Math.round(n * 10) / 10
  return Number.isInteger(r) ? String(r) : r.toFixed(1)
}
