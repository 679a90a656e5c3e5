import type { TCaseStudy } from '@nurseready/shared/items/case-study'
import type { TItem } from '@nurseready/shared/items/item'
import { caseEntry, itemEntry, refuseRepeatedIds, report, type TImportReport } from './report'

/**
 * The documented JSON item format (docs/items.md): a file is an array whose entries are items
 * or case studies (a case study is told by its `steps`), or `{ items: [...], caseStudies: [...] }`
 * as exported. Every entry is validated on its own; the report names each one.
 */
export function importJson(text: string): TImportReport {
  let data: unknown
  try {
    data = JSON.parse(text)
  } catch (e) {
    return report([
      {
        source: 'file',
        kind: 'item',
        ok: false,
        errors: [`not JSON: ${(e as Error).message}`],
        warnings: [],
      },
    ])
  }
  let list: unknown[]
  if (Array.isArray(data)) list = data
  else if (data && typeof data === 'object' && ('items' in data || 'caseStudies' in data)) {
    const d = data as { items?: unknown; caseStudies?: unknown }
    list = [
      ...(Array.isArray(d.items) ? d.items : []),
      ...(Array.isArray(d.caseStudies) ? d.caseStudies : []),
    ]
  } else
    return report([
      {
        source: 'file',
        kind: 'item',
        ok: false,
        errors: ['expected an array of items and case studies, or { items, caseStudies }'],
        warnings: [],
      },
    ])
  const entries = list.map((entry, i) =>
    entry && typeof entry === 'object' && 'steps' in entry
      ? caseEntry(`#${i + 1}`, entry)
      : itemEntry(`#${i + 1}`, entry),
  )
  return report(refuseRepeatedIds(entries))
}

/** The export: the same format, readable by importJson. */
export function exportJson(items: TItem[], caseStudies: TCaseStudy[] = []): string {
  return `${JSON.stringify({ format: 'nurseready-items/1', items, caseStudies }, null, 2)}\n`
}
