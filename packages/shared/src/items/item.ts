import { z } from 'zod'
import {
  PUBLIC_BODIES,
  type TInteraction,
  ZBlankBody,
  ZBowtieBody,
  ZClozeDragBody,
  ZClozeDropdownBody,
  ZDragRationaleBody,
  ZDropdownRationaleBody,
  ZDropdownTableBody,
  ZGroupingBody,
  ZHighlightTableBody,
  ZHighlightTextBody,
  ZMatrixMcBody,
  ZMatrixMrBody,
  ZMcqBody,
  ZMultiBody,
  ZPublicTrendBody,
  ZSelectNBody,
  ZTrendBody,
} from './bodies'
import { ZItemMeta, ZPublicItemMeta } from './common'
import { choicesOf, interactionProblems } from './item-rules'

const meta = ZItemMeta.shape
const pmeta = ZPublicItemMeta.shape

const ZItemUnion = z.discriminatedUnion('type', [
  ZMcqBody.extend(meta),
  ZMultiBody.extend(meta),
  ZSelectNBody.extend(meta),
  ZGroupingBody.extend(meta),
  ZBlankBody.extend(meta),
  ZMatrixMcBody.extend(meta),
  ZMatrixMrBody.extend(meta),
  ZClozeDropdownBody.extend(meta),
  ZDropdownTableBody.extend(meta),
  ZDropdownRationaleBody.extend(meta),
  ZClozeDragBody.extend(meta),
  ZDragRationaleBody.extend(meta),
  ZHighlightTextBody.extend(meta),
  ZHighlightTableBody.extend(meta),
  ZBowtieBody.extend(meta),
  z.object({ ...meta, ...ZTrendBody.shape }),
])

/** The interaction an item is answered with: itself, or a trend item's inner question. */
export function interactionOf(item: TItem): TInteraction {
  return item.type === 'trend' ? item.interaction : item
}

/**
 * An item as stored, imported and exported: common fields, the type's body and its key
 * (docs/items.md). Parsing also checks that the key fits the body.
 */
export const ZItem = ZItemUnion.superRefine((item, ctx) => {
  for (const message of interactionProblems(interactionOf(item as TItem)))
    ctx.addIssue({ code: 'custom', message, path: item.type === 'trend' ? ['interaction'] : [] })
})
export type TItem = z.infer<typeof ZItemUnion>
export type TItemInput = z.input<typeof ZItemUnion>

/** What the browser gets before answering: no key, no rationale, no explanation, no difficulty. */
export const ZPublicItem = z.discriminatedUnion('type', [
  PUBLIC_BODIES.mcq.extend(pmeta),
  PUBLIC_BODIES.multi.extend(pmeta),
  PUBLIC_BODIES['select-n'].extend(pmeta),
  PUBLIC_BODIES.grouping.extend(pmeta),
  PUBLIC_BODIES.blank.extend(pmeta),
  PUBLIC_BODIES['matrix-mc'].extend(pmeta),
  PUBLIC_BODIES['matrix-mr'].extend(pmeta),
  PUBLIC_BODIES['cloze-dropdown'].extend(pmeta),
  PUBLIC_BODIES['dropdown-table'].extend(pmeta),
  PUBLIC_BODIES['dropdown-rationale'].extend(pmeta),
  PUBLIC_BODIES['cloze-drag'].extend(pmeta),
  PUBLIC_BODIES['drag-rationale'].extend(pmeta),
  PUBLIC_BODIES['highlight-text'].extend(pmeta),
  PUBLIC_BODIES['highlight-table'].extend(pmeta),
  PUBLIC_BODIES.bowtie.extend(pmeta),
  z.object({ ...pmeta, ...ZPublicTrendBody.shape }),
])
export type TPublicItem = z.infer<typeof ZPublicItem>

/**
 * The public projection of an item. zod objects drop the keys they do not declare, so the key,
 * the rationales, the explanation and the difficulty cannot pass through.
 */
export function toPublicItem(item: TItem): TPublicItem {
  return ZPublicItem.parse(item)
}

/**
 * Options, rows, drop-down choices, tokens or selectable segments without a rationale. New
 * content needs none missing (ZAuthoredItem); items migrated from the legacy bank have only
 * the item's explanation until their rationales are written.
 */
export function missingRationales(item: TItem): string[] {
  return choicesOf(interactionOf(item))
    .filter((c) => !c.rationale)
    .map((c) => c.id)
}

/** An item as the admin editor and new content must write it: every rationale present. */
export const ZAuthoredItem = ZItem.superRefine((item, ctx) => {
  const missing = missingRationales(item)
  if (missing.length)
    ctx.addIssue({ code: 'custom', message: `Write the rationale of ${missing.join(', ')}` })
  if (item.style === 'nextgen' && !item.clinicalJudgmentStep)
    ctx.addIssue({
      code: 'custom',
      message: 'Tag the clinical-judgment step',
      path: ['clinicalJudgmentStep'],
    })
})
