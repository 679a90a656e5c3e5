import type { TExamCode } from '@nurseready/shared/domain/readiness/exams'
import { type TCaseStudy, ZCaseStudy } from '@nurseready/shared/items/case-study'
import { CJ_STEP_LABELS, CJ_STEPS } from '@nurseready/shared/items/common'
import type { TItem } from '@nurseready/shared/items/item'
import {
  applyRecordChanges,
  RECORD_TAB_LABELS,
  RECORD_TABS,
  type TClientRecord,
  type TRecordChange,
  type TRecordEntry,
} from '@nurseready/shared/items/record'
import type { TItemDetail } from '@nurseready/shared/schemas/item-bank'

/** One of the six steps being edited: its item (null until chosen) and the record's changes. */
export type StepDraft = {
  item: TItem | null
  /** The bank row it came from; `adopt`: a stand-alone draft the case takes over (same id). */
  source: { questionId: string; key: string; adopt: boolean } | null
  changes: TRecordChange[]
  /** The case's own row of a stored case (its item editor page). */
  stored?: string
}

/** A case study as the editor holds it (the content format once every item is chosen). */
export type CaseDraft = {
  id: string
  title: string
  subject: string
  exams: TExamCode[]
  record: TClientRecord
  steps: StepDraft[]
}

/** A new case: the standard record tabs, empty, and six steps without items. */
export function blankDraft(): CaseDraft {
  return {
    id: '',
    title: '',
    subject: '',
    exams: ['nclex-rn'],
    record: { tabs: RECORD_TABS.map((id) => ({ id, label: RECORD_TAB_LABELS[id], entries: [] })) },
    steps: CJ_STEPS.map(() => ({ item: null, source: null, changes: [] })),
  }
}

/** A stored case as the editor holds it. */
export function draftOf(cs: TCaseStudy, itemIds: string[] = []): CaseDraft {
  return {
    id: cs.id,
    title: cs.title,
    subject: cs.subject,
    exams: [...cs.exams],
    record: cs.record,
    steps: cs.steps.map((s, i) => ({
      item: s.item,
      source: null,
      changes: s.recordChanges ?? [],
      ...(itemIds[i] ? { stored: itemIds[i] } : {}),
    })),
  }
}

/** "Item 3 · Prioritize hypotheses" */
export const stepName = (i: number) =>
  `Item ${i + 1} · ${CJ_STEP_LABELS[CJ_STEPS[i] as (typeof CJ_STEPS)[number]]}`

/**
 * The case in the content format: every item is Next Gen, at its step, filed under the case's
 * subject. Items not chosen yet are left out (the result is then not a valid case).
 */
export function assemble(d: CaseDraft) {
  return {
    id: d.id.trim(),
    title: d.title.trim(),
    subject: d.subject.trim(),
    exams: d.exams,
    record: d.record,
    steps: d.steps.map((s, i) => ({
      ...(s.changes.length ? { recordChanges: s.changes } : {}),
      item: s.item
        ? {
            ...s.item,
            style: 'nextgen' as const,
            subject: d.subject.trim(),
            clinicalJudgmentStep: CJ_STEPS[i],
          }
        : null,
    })),
  }
}

/** Where a problem is, in words: "Item 2 · Analyze cues: options.1.text". */
function placeOf(d: CaseDraft, path: PropertyKey[]) {
  const [top, i, ...rest] = path
  if (top === 'steps' && typeof i === 'number') {
    const where = rest[0] === 'recordChanges' ? 'record changes' : rest.slice(1).join('.')
    return `${stepName(i)}${where ? ` (${where})` : ''}`
  }
  if (top === 'record' && rest[0] !== undefined && typeof rest[0] === 'number') {
    const tab = d.record.tabs[rest[0]]
    return `Client record, ${tab?.label ?? 'a tab'}${rest.length > 1 ? ` (${rest.slice(1).join('.')})` : ''}`
  }
  const names: Record<string, string> = { id: 'Case id', title: 'Title', subject: 'Subject' }
  return typeof top === 'string' ? (names[top] ?? top) : 'Case study'
}

/** The case when it is valid, else the problems in words (what the server would refuse). */
export function check(
  d: CaseDraft,
): { caseStudy: TCaseStudy; problems: [] } | { problems: string[] } {
  const missing = d.steps.flatMap((s, i) =>
    s.item ? [] : [`${stepName(i)}: choose an item from the bank.`],
  )
  const parsed = ZCaseStudy.safeParse(assemble(d))
  if (parsed.success && !missing.length) return { caseStudy: parsed.data, problems: [] }
  const issues = parsed.success
    ? []
    : parsed.error.issues
        // A step without its item is said once, above.
        .filter((e) => !(e.path[0] === 'steps' && !d.steps[e.path[1] as number]?.item))
        .map((e) => `${placeOf(d, e.path)}: ${e.message}`)
  return { problems: [...missing, ...new Set(issues)] }
}

/** The record as a student sees it with item `index`: every change up to that step applied. */
export function recordAtStep(
  d: CaseDraft,
  index: number,
): { record: TClientRecord; error: null } | { record: TClientRecord; error: string } {
  let record = d.record
  for (const [i, s] of d.steps.slice(0, index + 1).entries()) {
    const next = applyRecordChanges(record, s.changes)
    if (!next.ok) return { record, error: `${stepName(i)}: ${next.message}` }
    record = next.record
  }
  return { record, error: null }
}

/** An id of the form `${prefix}-n` not among `taken`. */
export function freshId(prefix: string, taken: Iterable<string>) {
  const used = new Set(taken)
  let n = 1
  while (used.has(`${prefix}-${n}`)) n++
  return `${prefix}-${n}`
}

/** Every entry id of the record and of every change (new entries get ids none of them has). */
export function entryIds(d: CaseDraft) {
  const ids = d.record.tabs.flatMap((t) => t.entries.map((e) => e.id))
  for (const s of d.steps)
    for (const c of s.changes) ids.push(c.op === 'remove' ? c.entryId : c.entry.id)
  return ids
}

export const newNote = (id: string): TRecordEntry => ({ kind: 'note', id, time: '', html: '' })
export const newTable = (id: string): TRecordEntry => ({
  kind: 'table',
  id,
  caption: '',
  columns: ['0800'],
  rows: [{ label: '', values: [''] }],
})

/**
 * A bank item placed at step `index`: a stand-alone draft is taken over with its id; anything
 * else (published, archived) is copied under a new id. `note` says what changed.
 */
export function fromBank(detail: TItemDetail, index: number, caseId: string) {
  const step = CJ_STEPS[index] as (typeof CJ_STEPS)[number]
  const key = detail.key ?? detail.item.id
  const adopt = detail.status === 'draft' && !detail.caseStudyId
  const { exhibit: _exhibit, ...item } = detail.item
  const id = adopt ? key : caseId.trim() ? `${caseId.trim()}-${index + 1}` : `${key}-case`
  const notes: string[] = []
  if (adopt) notes.push(`The draft ${key} moves into this case study when you save.`)
  else notes.push(`A copy of ${key} (${detail.status}); the original stays in the bank.`)
  if (detail.item.clinicalJudgmentStep !== step)
    notes.push(`Its clinical-judgment step becomes ${CJ_STEP_LABELS[step]}.`)
  return {
    item: { ...item, id, clinicalJudgmentStep: step, style: 'nextgen' } as TItem,
    source: { questionId: detail.id, key, adopt },
    note: notes.join(' '),
  }
}
