import type { TItemType } from '@nurseready/shared/items/bodies'
import { EXAMPLE_ITEMS } from '@nurseready/shared/items/examples'
import type { TItem } from '@nurseready/shared/items/item'

/** The common fields the editor's first part edits; the rest is the type's body (its form). */
export const COMMON = [
  'id',
  'type',
  'style',
  'stem',
  'explanation',
  'subject',
  'subsubject',
  'clientNeed',
  'clinicalJudgmentStep',
  'difficulty',
  'exams',
  'marks',
] as const

/** An item as its common fields and its body (JSON text, what Advanced (JSON) shows). */
export function splitItem(item: TItem) {
  const common: Record<string, unknown> = {}
  const body: Record<string, unknown> = {}
  for (const [k, v] of Object.entries(item))
    ((COMMON as readonly string[]).includes(k) ? common : body)[k] = v
  return { common, body: JSON.stringify(body, null, 2) }
}

/** The body of the example item of a type: what a new item (or a trend's question) starts from. */
export function exampleBody(type: TItemType): Record<string, unknown> {
  return JSON.parse(splitItem(EXAMPLE_ITEMS[type] as TItem).body)
}
