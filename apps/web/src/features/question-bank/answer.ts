import type { TAnswer, TAnswerKey } from '@nurseready/shared/domain/grading'
import type { TPublicItem } from '@nurseready/shared/items/item'
import type { TResponse } from '@nurseready/shared/items/responses'
import type {
  TGiven,
  TPaperQuestion,
  TQuestionType,
} from '@nurseready/shared/schemas/question-bank'
import { emptyResponse, isComplete } from './items/model'

/**
 * What the question card shows: a paper question (with its item) or a readiness item (the
 * spec's four types, no item).
 */
export type TCardQuestion = Pick<
  TPaperQuestion,
  'position' | 'style' | 'type' | 'stem' | 'options' | 'headings' | 'rows'
> & { item?: TPublicItem }

/**
 * The legacy type of a question stored as a spec row (options as texts), answered with the spec's
 * controls and a legacy answer; null for an item in the item format, answered with ItemRenderer.
 * A legacy mcq or multi always has its option texts; the API sends none for an item. A blank's
 * legacy answer and item response have the same shape, so the spec's text box serves both.
 */
export function legacyTypeOf(q: TCardQuestion): TQuestionType | null {
  if (!q.item || q.type === 'matrix' || q.type === 'blank') return q.type as TQuestionType
  if ((q.type === 'mcq' || q.type === 'multi') && q.options.length > 0) return q.type
  return null
}

/** A given answer in the spec's four legacy shapes (the API may also return an item response). */
export function isLegacyAnswer(g: TGiven): g is TAnswer {
  return (
    // A drop-down item's response also has `choices` (its slots): only a multi's are legacy.
    'choice' in g ||
    (g.type === 'multi' && 'choices' in g) ||
    g.type === 'blank' ||
    (g.type === 'matrix' && 'rows' in g)
  )
}

/** The given answer when it is a legacy one, else null. */
export const legacyAnswer = (g: TGiven | null | undefined): TAnswer | null =>
  g && isLegacyAnswer(g) ? g : null

/** A blank answer for the question: a legacy one for a legacy type, else the item's empty response. */
export function emptyDraft(q: TCardQuestion): TGiven {
  const legacy = legacyTypeOf(q)
  if (legacy || !q.item) return emptyAnswer({ type: legacy ?? 'mcq', rows: q.rows })
  return emptyResponse(q.item)
}

/** Whether Submit is offered: isAnswerReady for a legacy answer, isComplete for an item response. */
export function isDraftReady(q: TCardQuestion, draft: TGiven): boolean {
  if (legacyTypeOf(q) || !q.item) return isLegacyAnswer(draft) && isAnswerReady(draft)
  return isComplete(q.item, draft as TResponse)
}

/** Matrix (prescription) headings, with the spec's defaults when the record has none. */
export const DEFAULT_MATRIX_HEADINGS = ['STATEMENT', 'INDICATED', 'NOT INDICATED'] as const

export function matrixHeadings(headings: string[]): [string, string, string] {
  const [a, b, c] = DEFAULT_MATRIX_HEADINGS
  return [headings[0] || a, headings[1] || b, headings[2] || c]
}

/** A blank answer of the question's type. */
export function emptyAnswer(q: { type: TQuestionType; rows: TPaperQuestion['rows'] }): TAnswer {
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
