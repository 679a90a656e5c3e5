import { DEFAULT_MARKS } from '../constants/spec'

/** What a student gives, per question type. */
export type TAnswer =
  | { type: 'mcq'; choice: string }
  | { type: 'multi'; choices: string[] }
  | { type: 'blank'; text: string }
  | { type: 'matrix'; rows: { id: string; choice: 'indicated' | 'not_indicated' | null }[] }

/** The key a question is graded against (never sent to the browser before it is answered). */
export type TAnswerKey =
  | { type: 'mcq'; answers: string[] }
  | { type: 'multi'; answers: string[] }
  | { type: 'blank'; answers: string[] }
  | { type: 'matrix'; rows: { id: string; indicated: boolean }[] }

const normalizeBlank = (s: string) => s.trim().replace(/\s+/g, ' ').toLowerCase()
const sorted = (xs: string[]) => [...xs].sort()

/**
 * Spec section 5: multiple choice equals the correct option; multi-select compares the sorted
 * selections with the sorted answers; a blank matches any accepted answer, trimmed and
 * case-insensitive; a matrix is correct when every row's tick matches.
 */
export function isCorrect(key: TAnswerKey, answer: TAnswer): boolean {
  if (key.type !== answer.type) return false
  switch (key.type) {
    case 'mcq':
      return key.answers.includes((answer as Extract<TAnswer, { type: 'mcq' }>).choice)
    case 'multi': {
      const given = sorted([...new Set((answer as Extract<TAnswer, { type: 'multi' }>).choices)])
      const expected = sorted(key.answers)
      return given.length === expected.length && given.every((g, i) => g === expected[i])
    }
    case 'blank': {
      const text = normalizeBlank((answer as Extract<TAnswer, { type: 'blank' }>).text)
      return text !== '' && key.answers.some((a) => normalizeBlank(a) === text)
    }
    case 'matrix': {
      const given = new Map(
        (answer as Extract<TAnswer, { type: 'matrix' }>).rows.map((r) => [r.id, r.choice]),
      )
      return key.rows.every(
        (r) => given.get(r.id) === (r.indicated ? 'indicated' : 'not_indicated'),
      )
    }
  }
}

/** Points a question is worth: its marks, or 3 when missing (spec section 9). */
export function marksFor(marks: number | null | undefined): number {
  return marks == null || !Number.isFinite(marks) || marks <= 0 ? DEFAULT_MARKS : marks
}

/** scored / possible × 100 rounded to 2 decimals; 0 when not computable. */
export function percentage(scored: number, possible: number): number {
  if (!Number.isFinite(scored) || !Number.isFinite(possible) || possible <= 0) return 0
  return Math.round((scored / possible) * 10000) / 100
}

/** "66.67" — the spec shows percentages with 2 decimals. */
export function formatPercent(value: number): string {
  return value.toFixed(2)
}
