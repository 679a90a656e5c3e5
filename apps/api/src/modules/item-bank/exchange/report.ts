import type { TItemType } from '@nurseready/shared/items/bodies'
import { type TCaseStudy, ZCaseStudy } from '@nurseready/shared/items/case-study'
import { missingRationales, type TItem, ZItem } from '@nurseready/shared/items/item'
import type { z } from 'zod'

/**
 * One entry of an import report: an item or a case study of the file (or a row of a CSV, a
 * resource of a package), with what stops it (`errors`) and what an author should still do
 * (`warnings`, e.g. rationales to write before publishing). `ok` when there is no error.
 */
export type TImportEntry = {
  /** Where it came from: "choice.xml", "items/BG007.xml", "#3" (3rd entry), "row 4". */
  source: string
  id?: string
  kind: 'item' | 'case-study'
  type?: TItemType
  ok: boolean
  errors: string[]
  warnings: string[]
  item?: TItem
  caseStudy?: TCaseStudy
}

export type TImportReport = {
  entries: TImportEntry[]
  /** Entries that can be written. */
  valid: number
  invalid: number
}

export function report(entries: TImportEntry[]): TImportReport {
  const valid = entries.filter((e) => e.ok).length
  return { entries, valid, invalid: entries.length - valid }
}

/** zod issues as "path: message" lines ("options.2.text: Too small…"). */
export function issueLines(error: z.ZodError): string[] {
  return error.issues.map((i) => (i.path.length ? `${i.path.join('.')}: ${i.message}` : i.message))
}

/**
 * What ZAuthoredItem still asks of a valid item (rationales, the clinical-judgment step), with its
 * messages, without parsing the item a second time (the import of 5,000 items feels each parse).
 */
export function authoringGaps(item: TItem): string[] {
  const gaps: string[] = []
  const missing = missingRationales(item)
  if (missing.length) gaps.push(`Write the rationale of ${missing.join(', ')}`)
  if (item.style === 'nextgen' && !item.clinicalJudgmentStep)
    gaps.push('clinicalJudgmentStep: Tag the clinical-judgment step')
  return gaps.map((m) => `before publishing: ${m}`)
}

/** Validates one candidate item into a report entry. */
export function itemEntry(
  source: string,
  candidate: unknown,
  errors: string[] = [],
  warnings: string[] = [],
): TImportEntry {
  const c = (candidate ?? {}) as { id?: unknown; type?: unknown }
  const id = typeof c.id === 'string' ? c.id : undefined
  const type = typeof c.type === 'string' ? (c.type as TItemType) : undefined
  if (errors.length) return { source, id, kind: 'item', type, ok: false, errors, warnings }
  const parsed = ZItem.safeParse(candidate)
  if (!parsed.success)
    return { source, id, kind: 'item', type, ok: false, errors: issueLines(parsed.error), warnings }
  return {
    source,
    id,
    kind: 'item',
    type: parsed.data.type,
    ok: true,
    errors: [],
    warnings: [...warnings, ...authoringGaps(parsed.data)],
    item: parsed.data,
  }
}

/** Validates one candidate case study into a report entry. */
export function caseEntry(source: string, candidate: unknown): TImportEntry {
  const id =
    typeof (candidate as { id?: unknown })?.id === 'string'
      ? (candidate as { id: string }).id
      : undefined
  const parsed = ZCaseStudy.safeParse(candidate)
  if (!parsed.success)
    return {
      source,
      id,
      kind: 'case-study',
      ok: false,
      errors: issueLines(parsed.error),
      warnings: [],
    }
  const warnings = parsed.data.steps.flatMap((s, i) =>
    authoringGaps(s.item).map((w) => `step ${i + 1} (${s.item.id}) ${w}`),
  )
  return { source, id, kind: 'case-study', ok: true, errors: [], warnings, caseStudy: parsed.data }
}

/** Ids of every item an entry brings (a case study brings its six). */
export function entryItemIds(e: TImportEntry): string[] {
  if (e.item) return [e.item.id]
  if (e.caseStudy) return [e.caseStudy.id, ...e.caseStudy.steps.map((s) => s.item.id)]
  return e.id ? [e.id] : []
}

/** Refuses later valid entries that repeat an id a valid earlier one brings (ids are the bank's keys). */
export function refuseRepeatedIds(entries: TImportEntry[]): TImportEntry[] {
  const seen = new Map<string, string>()
  return entries.map((e) => {
    if (!e.ok) return e
    const repeats = entryItemIds(e).filter((id) => seen.has(id))
    for (const id of entryItemIds(e)) if (!seen.has(id)) seen.set(id, e.source)
    if (!repeats.length) return e
    const errors = repeats.map((id) => `id ${id} is already used by ${seen.get(id)}`)
    return {
      ...e,
      ok: false,
      errors: [...e.errors, ...errors],
      item: undefined,
      caseStudy: undefined,
    }
  })
}
