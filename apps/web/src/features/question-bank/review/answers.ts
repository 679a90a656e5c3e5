import type { TAnsweredQuestion } from '@nurseready/shared/schemas/question-bank'
import { legacyAnswer } from '../answer'

// The spec's Given / Correct Answer texts read legacy answers; an item response reads as none.

type Key = NonNullable<TAnsweredQuestion['key']>
export type MatrixChoice = 'indicated' | 'not_indicated' | null

/** The options the student chose (mcq: one, multi: several), as option texts. */
export function chosenOptions(answer: TAnsweredQuestion['given']): string[] {
  const given = legacyAnswer(answer)
  if (!given) return []
  if (given.type === 'mcq') return given.choice ? [given.choice] : []
  if (given.type === 'multi') return given.choices
  return []
}

/** The options the key marks correct; null when the key is not revealed. */
export function correctOptions(key: Key | null): string[] | null {
  if (!key || key.type === 'matrix') return null
  return key.answers
}

/** The student's tick on one matrix row. */
export function givenMatrixChoice(answer: TAnsweredQuestion['given'], rowId: string): MatrixChoice {
  const given = legacyAnswer(answer)
  if (given?.type !== 'matrix') return null
  return given.rows.find((r) => r.id === rowId)?.choice ?? null
}

/** The right tick on one matrix row; null when the key is not revealed. */
export function keyMatrixChoice(key: Key | null, rowId: string): MatrixChoice {
  if (key?.type !== 'matrix') return null
  const row = key.rows.find((r) => r.id === rowId)
  if (!row) return null
  return row.indicated ? 'indicated' : 'not_indicated'
}

/** True when the student gave nothing usable (no choice, empty text, no tick). */
export function isUnanswered(answer: TAnsweredQuestion['given']): boolean {
  const given = legacyAnswer(answer)
  if (!given) return answer == null
  switch (given.type) {
    case 'mcq':
      return !given.choice
    case 'multi':
      return given.choices.length === 0
    case 'blank':
      return given.text.trim() === ''
    case 'matrix':
      return given.rows.every((r) => r.choice === null)
  }
}

/** What the answer boxes show: a text, or (matrix) the rows grouped under each tick. */
export type AnswerValue = string | { label: string; items: string[] }[]
type TickLabels = { indicated: string; notIndicated: string }

function matrixGroups(
  q: TAnsweredQuestion,
  choiceOf: (rowId: string) => MatrixChoice,
  labels: TickLabels,
): AnswerValue | null {
  const items = (c: MatrixChoice) => q.rows.filter((r) => choiceOf(r.id) === c).map((r) => r.text)
  const groups = [
    { label: labels.indicated, items: items('indicated') },
    { label: labels.notIndicated, items: items('not_indicated') },
  ].filter((g) => g.items.length > 0)
  return groups.length > 0 ? groups : null
}

/** The 'Given Answer'; null means 'Not answered'. */
export function givenAnswer(q: TAnsweredQuestion, labels: TickLabels): AnswerValue | null {
  const given = legacyAnswer(q.given)
  if (!given || isUnanswered(given)) return null
  switch (given.type) {
    case 'mcq':
      return given.choice
    case 'multi':
      return given.choices.join(', ')
    case 'blank':
      return given.text.trim()
    case 'matrix':
      return matrixGroups(q, (id) => givenMatrixChoice(given, id), labels)
  }
}

/** The 'Correct Answer'; null when the key is not revealed. */
export function correctAnswer(q: TAnsweredQuestion, labels: TickLabels): AnswerValue | null {
  const { key } = q
  if (!key) return null
  if (key.type === 'matrix') return matrixGroups(q, (id) => keyMatrixChoice(key, id), labels)
  // A blank accepts any of its answers.
  return key.answers.join(key.type === 'blank' ? ' or ' : ', ') || null
}
