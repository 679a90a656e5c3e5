import type { TAnswer, TAnswerKey } from '@nurseready/shared/domain/grading'
import type { TPaperQuestion } from '@nurseready/shared/schemas/question-bank'

/** Matrix (prescription) headings, with the spec's defaults when the record has none. */
export const DEFAULT_MATRIX_HEADINGS = ['STATEMENT', 'INDICATED', 'NOT INDICATED'] as const

export function matrixHeadings(headings: string[]): [string, string, string] {
  const [a, b, c] = DEFAULT_MATRIX_HEADINGS
  return [headings[0] || a, headings[1] || b, headings[2] || c]
}

/** A blank answer of the question's type. */
export function emptyAnswer(q: Pick<TPaperQuestion, 'type' | 'rows'>): TAnswer {
  switch (q.type) {
    case 'mcq':
      return { type: 'mcq', choice: '' }
    case 'multi':
      return { type: 'multi', choices: [] }
    case 'blank':
      return { type: 'blank', text: '' }
    case 'matrix':
      return { type: 'matrix', rows: q.rows.map((r) => ({ id: r.id, choice: null })) }
  }
}

/** Whether the student has answered enough to submit: a choice, some text, every matrix row. */
export function isAnswerReady(a: TAnswer): boolean {
  switch (a.type) {
    case 'mcq':
      return a.choice !== ''
    case 'multi':
      return a.choices.length > 0
    case 'blank':
      return a.text.trim() !== ''
    case 'matrix':
      return a.rows.length > 0 && a.rows.every((r) => r.choice !== null)
  }
}

/** The correct answer in words, for the tutor-mode feedback. */
export function describeKey(
  key: TAnswerKey,
  q: Pick<TPaperQuestion, 'rows' | 'headings'>,
): string[] {
  if (key.type !== 'matrix') return key.answers
  const [, indicated, notIndicated] = matrixHeadings(q.headings)
  const text = new Map(q.rows.map((r) => [r.id, r.text]))
  return key.rows.map(
    (r) => `${text.get(r.id) ?? r.id}: ${sentenceCase(r.indicated ? indicated : notIndicated)}`,
  )
}

/** 'NOT INDICATED' → 'Not indicated'. */
export const sentenceCase = (s: string) => s.charAt(0).toUpperCase() + s.slice(1).toLowerCase()
