import { z } from 'zod'
import { ZChoice, ZPublicChoice, ZPublicSegment, ZSegment } from './common'
import { ZId, ZText } from './primitives'
import { ZClientRecord } from './record'

/** Every item type id; the renderer puts it in `data-item-type`. */
export const ITEM_TYPES = [
  'mcq',
  'multi',
  'select-n',
  'grouping',
  'blank',
  'matrix-mc',
  'matrix-mr',
  'cloze-dropdown',
  'dropdown-table',
  'dropdown-rationale',
  'cloze-drag',
  'drag-rationale',
  'highlight-text',
  'highlight-table',
  'bowtie',
  'trend',
] as const
export type TItemType = (typeof ITEM_TYPES)[number]
/** The types a trend item may ask its question with (all but trend). */
export type TInteractionType = Exclude<TItemType, 'trend'>

/** Plain text with `{{id}}` where each drop-down or drop target goes. */
export const ZTemplate = z.string().trim().min(1).max(4000)
/** The markers of a template, in order: "a {{s1}} b {{s2}}" → ["s1", "s2"]. */
export function templateMarkers(template: string): string[] {
  return [...template.matchAll(/\{\{\s*([A-Za-z0-9][A-Za-z0-9_-]*)\s*\}\}/g)].map((m) => m[1] ?? '')
}

/** A matrix cell as the key and the response name it. */
export const ZCell = z.object({ row: ZId, column: ZId })
/** A drop-down's chosen option. */
export const ZSlotChoice = z.object({ slot: ZId, option: ZId })
/** A token dropped on a target. */
export const ZPlacement = z.object({ target: ZId, token: ZId })
/** Linked drop-downs or targets of a rationale item: 1 point only when every one is right. */
const ZLink = z.object({ id: ZId, members: z.array(ZId).min(2).max(3) })

/**
 * The type-specific fields, built twice: with rationales (stored, authored) and without them
 * (public). Keys are added to the full bodies only, so a public item cannot carry one.
 */
function bodies<C extends z.ZodType, S extends z.ZodType>(choice: C, segment: S) {
  const list = (min: number, max: number) => z.array(choice).min(min).max(max)
  const slot = z.object({ id: ZId, options: list(2, 10) })
  const matrix = {
    /** Heading of the row-label column (the spec's STATEMENT). */
    rowHeading: ZText,
    columns: z
      .array(z.object({ id: ZId, text: ZText }))
      .min(2)
      .max(6),
    rows: list(2, 12),
  }
  return {
    mcq: z.object({ type: z.literal('mcq'), options: list(2, 10) }),
    multi: z.object({ type: z.literal('multi'), options: list(2, 12) }),
    'select-n': z.object({
      type: z.literal('select-n'),
      n: z.number().int().min(1).max(10),
      options: list(2, 12),
    }),
    grouping: z.object({
      type: z.literal('grouping'),
      groups: z
        .array(z.object({ id: ZId, label: ZText, options: list(2, 8) }))
        .min(2)
        .max(6),
    }),
    blank: z.object({
      type: z.literal('blank'),
      /** Shown after the input ("mL"); answers are compared without it unless listed with it. */
      unit: z.string().trim().min(1).max(20).optional(),
    }),
    'matrix-mc': z.object({ type: z.literal('matrix-mc'), ...matrix }),
    'matrix-mr': z.object({ type: z.literal('matrix-mr'), ...matrix }),
    'cloze-dropdown': z.object({
      type: z.literal('cloze-dropdown'),
      template: ZTemplate,
      slots: z.array(slot).min(1).max(8),
    }),
    'dropdown-table': z.object({
      type: z.literal('dropdown-table'),
      /** Headings of the label column and the drop-down column. */
      headings: z.tuple([ZText, ZText]),
      rows: z
        .array(z.object({ id: ZId, label: ZText, options: list(2, 10) }))
        .min(1)
        .max(10),
    }),
    'dropdown-rationale': z.object({
      type: z.literal('dropdown-rationale'),
      template: ZTemplate,
      slots: z.array(slot).min(2).max(3),
      links: z.array(ZLink).min(1).max(2),
    }),
    'cloze-drag': z.object({
      type: z.literal('cloze-drag'),
      template: ZTemplate,
      targets: z.array(ZId).min(1).max(8),
      tokens: list(2, 12),
    }),
    'drag-rationale': z.object({
      type: z.literal('drag-rationale'),
      template: ZTemplate,
      targets: z.array(ZId).min(2).max(3),
      tokens: list(3, 12),
      links: z.array(ZLink).min(1).max(2),
    }),
    'highlight-text': z.object({
      type: z.literal('highlight-text'),
      passage: z.array(segment).min(1).max(200),
    }),
    'highlight-table': z.object({
      type: z.literal('highlight-table'),
      headings: z.array(ZText).min(1).max(6),
      rows: z
        .array(z.object({ cells: z.array(segment).min(1).max(6) }))
        .min(1)
        .max(30),
    }),
    bowtie: z.object({
      type: z.literal('bowtie'),
      /** Candidate conditions (1 goes in the middle), actions (2 on the left), parameters (2 on the right). */
      conditions: list(2, 8),
      actions: list(3, 10),
      parameters: list(3, 10),
    }),
  }
}

const full = bodies(ZChoice, ZSegment)
/** The bodies without rationales, per type: what the browser gets. */
export const PUBLIC_BODIES = bodies(ZPublicChoice, ZPublicSegment)
const pub = PUBLIC_BODIES
const ids = z.array(ZId).max(60)

/** The key of each type: the right answer in the shape the student gives it. */
export const KEYS = {
  mcq: z.object({ correct: ZId }),
  multi: z.object({ correct: ids.min(1) }),
  'select-n': z.object({ correct: ids.min(1) }),
  grouping: z.object({ correct: ids.min(1) }),
  /** Accepted answers, compared trimmed, with runs of spaces as one, case-insensitive. */
  blank: z.object({ accepted: z.array(z.string().trim().min(1).max(200)).min(1).max(20) }),
  'matrix-mc': z.object({ cells: z.array(ZCell).min(1).max(72) }),
  'matrix-mr': z.object({ cells: z.array(ZCell).min(1).max(72) }),
  'cloze-dropdown': z.object({ choices: z.array(ZSlotChoice).min(1).max(10) }),
  'dropdown-table': z.object({ choices: z.array(ZSlotChoice).min(1).max(10) }),
  'dropdown-rationale': z.object({ choices: z.array(ZSlotChoice).min(1).max(10) }),
  'cloze-drag': z.object({ placements: z.array(ZPlacement).min(1).max(10) }),
  'drag-rationale': z.object({ placements: z.array(ZPlacement).min(1).max(10) }),
  'highlight-text': z.object({ correct: ids.min(1) }),
  'highlight-table': z.object({ correct: ids.min(1) }),
  bowtie: z.object({
    condition: ZId,
    actions: z.tuple([ZId, ZId]),
    parameters: z.tuple([ZId, ZId]),
  }),
} as const

/** Full interactions (body and key), one per type but trend. */
export const ZMcqBody = full.mcq.extend({ key: KEYS.mcq })
export const ZMultiBody = full.multi.extend({ key: KEYS.multi })
export const ZSelectNBody = full['select-n'].extend({ key: KEYS['select-n'] })
export const ZGroupingBody = full.grouping.extend({ key: KEYS.grouping })
export const ZBlankBody = full.blank.extend({ key: KEYS.blank })
export const ZMatrixMcBody = full['matrix-mc'].extend({ key: KEYS['matrix-mc'] })
export const ZMatrixMrBody = full['matrix-mr'].extend({ key: KEYS['matrix-mr'] })
export const ZClozeDropdownBody = full['cloze-dropdown'].extend({ key: KEYS['cloze-dropdown'] })
export const ZDropdownTableBody = full['dropdown-table'].extend({ key: KEYS['dropdown-table'] })
export const ZDropdownRationaleBody = full['dropdown-rationale'].extend({
  key: KEYS['dropdown-rationale'],
})
export const ZClozeDragBody = full['cloze-drag'].extend({ key: KEYS['cloze-drag'] })
export const ZDragRationaleBody = full['drag-rationale'].extend({ key: KEYS['drag-rationale'] })
export const ZHighlightTextBody = full['highlight-text'].extend({ key: KEYS['highlight-text'] })
export const ZHighlightTableBody = full['highlight-table'].extend({ key: KEYS['highlight-table'] })
export const ZBowtieBody = full.bowtie.extend({ key: KEYS.bowtie })

export const ZInteraction = z.discriminatedUnion('type', [
  ZMcqBody,
  ZMultiBody,
  ZSelectNBody,
  ZGroupingBody,
  ZBlankBody,
  ZMatrixMcBody,
  ZMatrixMrBody,
  ZClozeDropdownBody,
  ZDropdownTableBody,
  ZDropdownRationaleBody,
  ZClozeDragBody,
  ZDragRationaleBody,
  ZHighlightTextBody,
  ZHighlightTableBody,
  ZBowtieBody,
])
export type TInteraction = z.infer<typeof ZInteraction>

/** A trend item: an exhibit of data over time and a question of any other type about it. */
export const ZTrendBody = z.object({
  type: z.literal('trend'),
  exhibit: ZClientRecord,
  interaction: ZInteraction,
})

export const ZPublicInteraction = z.discriminatedUnion('type', [
  pub.mcq,
  pub.multi,
  pub['select-n'],
  pub.grouping,
  pub.blank,
  pub['matrix-mc'],
  pub['matrix-mr'],
  pub['cloze-dropdown'],
  pub['dropdown-table'],
  pub['dropdown-rationale'],
  pub['cloze-drag'],
  pub['drag-rationale'],
  pub['highlight-text'],
  pub['highlight-table'],
  pub.bowtie,
])
export type TPublicInteraction = z.infer<typeof ZPublicInteraction>
export const ZPublicTrendBody = z.object({
  type: z.literal('trend'),
  exhibit: ZClientRecord,
  interaction: ZPublicInteraction,
})
