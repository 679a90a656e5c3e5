import type { TAnswer } from '@nurseready/shared/domain/grading'
import {
  maxPoints,
  scoreItem,
  type TScoreOutcome,
} from '@nurseready/shared/domain/ngn-scoring/score-item'
import { CLIENT_NEED_LABELS, type TClientNeed } from '@nurseready/shared/domain/readiness/exams'
import { fromLegacyAnswer, fromLegacySeedItem } from '@nurseready/shared/items/from-legacy'
import type { TItem } from '@nurseready/shared/items/item'
import { applyRecordChanges, type TClientRecord } from '@nurseready/shared/items/record'
import { type TResponse, ZResponse } from '@nurseready/shared/items/responses'
import { ZAnswer } from '@nurseready/shared/schemas/question-bank'
import type { caseStudies, questions } from '../../db/schema/index'

/** Questions and case studies as stored (pure functions on rows; no database here). */
type QuestionRow = typeof questions.$inferSelect
export type CaseStudyRow = typeof caseStudies.$inferSelect

const EXAM_LABEL = { 'nclex-rn': 'NCLEX-RN', 'nclex-pn': 'NCLEX-PN', 'rex-pn': 'REx-PN' } as const

/**
 * A question in the item format (docs/items.md): the stored item, or a legacy row (`item` null)
 * converted the way fromLegacySeedItem converts seed questions (options o1…, rows r1…). A legacy
 * row without a client need (none are seeded so) reads as Management of Care, which the item
 * format requires; readiness and filters use the row's own column.
 */
export function itemOf(q: QuestionRow, subject: string): TItem {
  if (q.item) return q.item
  const need = (q.clientNeed ?? 'management-of-care') as TClientNeed
  return fromLegacySeedItem(
    {
      key: q.key ?? q.id,
      style: q.style,
      type: q.type as 'mcq' | 'multi' | 'blank' | 'matrix',
      ...(q.subsubject ? { subsubject: q.subsubject } : {}),
      stem: q.stem,
      options: q.options,
      answers: q.answers,
      ...(q.marks === null ? {} : { marks: q.marks }),
      explanation: q.explanation ?? '',
      ...(q.headings ? { headings: q.headings } : {}),
      rows: (q.rows ?? []).map((r) => ({ text: r.text, indicated: r.indicated })),
      clientNeed: CLIENT_NEED_LABELS[need],
      ...(q.difficulty === null ? {} : { difficulty: q.difficulty }),
      exams: q.exams.flatMap((e) =>
        e in EXAM_LABEL ? [EXAM_LABEL[e as keyof typeof EXAM_LABEL]] : [],
      ),
    },
    subject,
  )
}

/**
 * What a question is worth in a new paper (decision 0019): a Next Gen item its NGN maximum, a
 * Traditional item its marks (3 when missing).
 */
export function marksPossibleOf(q: QuestionRow): number {
  return maxPoints(itemOf(q, '-'))
}

/** A legacy answer ({type, choice | choices | text | rows}) as opposed to an item response. */
export function isLegacyAnswer(body: unknown): body is TAnswer {
  return ZAnswer.safeParse(body).success
}

/** The submitted answer as the item's response: legacy answers are converted (texts to ids). */
export function responseOf(item: TItem, given: unknown): unknown {
  if (given === null || given === undefined) return null
  const legacy = ZAnswer.safeParse(given)
  // A legacy blank answer has the response's shape already.
  return legacy.success ? fromLegacyAnswer(item, legacy.data) : given
}

/** Validates and scores an answer (legacy or response) on the server: never trusts the client. */
export function scoreAnswer(item: TItem, given: unknown): TScoreOutcome {
  return scoreItem(item, responseOf(item, given))
}

/**
 * The response stored with an answered item, for the DTO: null before the answer, and null for
 * an answer saved before NGN scoring that is no valid response (a text that was no option).
 */
export function storedResponse(item: TItem, given: unknown): TResponse | null {
  const parsed = ZResponse.safeParse(responseOf(item, given))
  return parsed.success ? parsed.data : null
}

/** The record shown with step `index` (0-5): the initial record with every change up to it (recordAt). */
export function caseRecordAt(cs: CaseStudyRow, index: number): TClientRecord {
  const next = applyRecordChanges(cs.record, cs.recordChanges.slice(0, index + 1).flat())
  if (!next.ok) throw new Error(`${cs.key}: ${next.message}`)
  return next.record
}
