import type { TAnswer } from '../domain/grading'
import { CLIENT_NEED_LABELS, CLIENT_NEEDS, type TExamCode } from '../domain/readiness/exams'
import type { TItem } from './item'
import type { TResponse } from './responses'

/**
 * A question as written in apps/api/src/seed/data/{questions,bank}/*.json and stored in the
 * `questions` table today: options and answers as texts, matrix rows without ids (the seeder
 * numbers them r1, r2…), one explanation, tags as labels.
 */
export type TLegacySeedQuestion = {
  key: string
  style: 'traditional' | 'nextgen'
  type: 'mcq' | 'multi' | 'blank' | 'matrix'
  subsubject?: string
  stem: string
  options?: string[]
  answers?: string[]
  marks?: number
  explanation: string
  headings?: string[]
  rows?: { text: string; indicated: boolean }[]
  clientNeed?: string
  difficulty?: number
  exams?: string[]
}

const NEED_BY_LABEL = new Map(CLIENT_NEEDS.map((need) => [CLIENT_NEED_LABELS[need], need]))
const EXAM_CODE: Record<string, TExamCode> = {
  'NCLEX-RN': 'nclex-rn',
  'NCLEX-PN': 'nclex-pn',
  'REx-PN': 'rex-pn',
}
/** The spec's prescription headings when a question has none (section 2, Review). */
const DEFAULT_HEADINGS = ['STATEMENT', 'INDICATED', 'NOT INDICATED']

/** Option ids of a legacy question: o1, o2… in the order written (stable while the order is). */
export const legacyOptionId = (index: number) => `o${index + 1}`
/** Row ids as the seeder assigns them, so stored matrix answers keep their rows. */
export const legacyRowId = (index: number) => `r${index + 1}`

/**
 * A legacy seed question in the item format. Lossless: texts, marks, explanation and tags carry
 * over; the prescription table becomes matrix-mc with columns `indicated` / `not-indicated`.
 * Per-option rationales do not exist yet (missingRationales lists them). Throws when a key
 * names an option the question does not have.
 */
export function fromLegacySeedItem(q: TLegacySeedQuestion, subject: string): TItem {
  const clientNeed = q.clientNeed ? NEED_BY_LABEL.get(q.clientNeed) : undefined
  if (!clientNeed) throw new Error(`${q.key}: unknown client need ${q.clientNeed ?? '(none)'}`)
  const meta = {
    id: q.key,
    style: q.style,
    stem: q.stem,
    explanation: q.explanation,
    subject,
    ...(q.subsubject ? { subsubject: q.subsubject } : {}),
    clientNeed,
    ...(q.difficulty === undefined ? {} : { difficulty: q.difficulty }),
    exams: (q.exams ?? []).map((e) => {
      const code = EXAM_CODE[e]
      if (!code) throw new Error(`${q.key}: unknown exam ${e}`)
      return code
    }),
    ...(q.marks === undefined ? {} : { marks: q.marks }),
  }
  const options = (q.options ?? []).map((text, i) => ({ id: legacyOptionId(i), text }))
  const idOf = (answer: string) => {
    const at = (q.options ?? []).indexOf(answer)
    if (at < 0) throw new Error(`${q.key}: answer "${answer}" is not an option`)
    return legacyOptionId(at)
  }
  switch (q.type) {
    case 'mcq': {
      if (q.answers?.length !== 1) throw new Error(`${q.key}: an mcq has one answer`)
      return { ...meta, type: 'mcq', options, key: { correct: idOf(q.answers[0] ?? '') } }
    }
    case 'multi':
      return { ...meta, type: 'multi', options, key: { correct: (q.answers ?? []).map(idOf) } }
    case 'blank':
      return { ...meta, type: 'blank', key: { accepted: q.answers ?? [] } }
    case 'matrix': {
      const [rowHeading, yes, no] = q.headings ?? DEFAULT_HEADINGS
      const rows = q.rows ?? []
      return {
        ...meta,
        type: 'matrix-mc',
        rowHeading: rowHeading ?? 'STATEMENT',
        columns: [
          { id: 'indicated', text: yes ?? 'INDICATED' },
          { id: 'not-indicated', text: no ?? 'NOT INDICATED' },
        ],
        rows: rows.map((r, i) => ({ id: legacyRowId(i), text: r.text })),
        key: {
          cells: rows.map((r, i) => ({
            row: legacyRowId(i),
            column: r.indicated ? 'indicated' : 'not-indicated',
          })),
        },
      }
    }
  }
}

/**
 * A stored legacy answer (paper_items.answer) as a response to the converted item, for migrating
 * papers: option texts become ids (a text the item lacks is kept as is, so validation refuses
 * it), matrix rows without a tick are left out.
 */
export function fromLegacyAnswer(item: TItem, answer: TAnswer): TResponse {
  const idOf = (text: string) =>
    item.type === 'mcq' || item.type === 'multi'
      ? (item.options.find((o) => o.text === text)?.id ?? text)
      : text
  switch (answer.type) {
    case 'mcq':
      return { type: 'mcq', selected: answer.choice ? [idOf(answer.choice)] : [] }
    case 'multi':
      // The spec compares the sorted set of choices, so a repeated choice never counted twice.
      return { type: 'multi', selected: [...new Set(answer.choices.map(idOf))] }
    case 'blank':
      return { type: 'blank', text: answer.text }
    case 'matrix':
      return {
        type: 'matrix-mc',
        cells: answer.rows.flatMap((r) =>
          r.choice
            ? [{ row: r.id, column: r.choice === 'indicated' ? 'indicated' : 'not-indicated' }]
            : [],
        ),
      }
  }
}
