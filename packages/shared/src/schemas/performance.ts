import { z } from 'zod'
import { ITEM_TYPES, type TItemType } from '../items/bodies'
import { CJ_STEPS } from '../items/common'

/** A percentile rank: the share of scores below plus half the equal ones, of n scores. */
export const ZRank = z.object({ percentile: z.number().int(), n: z.number().int() })

/** Item types as the performance page names them (docs/items.md). */
export const ITEM_TYPE_LABELS: Record<TItemType, string> = {
  mcq: 'Multiple choice',
  multi: 'Select all that apply',
  'select-n': 'Select N',
  grouping: 'Grouping',
  blank: 'Fill in the blank',
  'matrix-mc': 'Matrix multiple choice',
  'matrix-mr': 'Matrix multiple response',
  'cloze-dropdown': 'Drop-down cloze',
  'dropdown-table': 'Drop-down table',
  'dropdown-rationale': 'Drop-down rationale',
  'cloze-drag': 'Drag-and-drop cloze',
  'drag-rationale': 'Drag-and-drop rationale',
  'highlight-text': 'Highlight in text',
  'highlight-table': 'Highlight in a table',
  bowtie: 'Bow-tie',
  trend: 'Trend',
}

/**
 * Points by a group of items (a clinical-judgment step, an item type): answered items of
 * completed tests, their marks earned of possible (NGN points for Next Gen items, decision 0019).
 */
export const ZPointsGroup = z.object({
  items: z.number().int(),
  points: z.number().int(),
  possible: z.number().int(),
  percent: z.number(),
})
export const ZStepPerformance = ZPointsGroup.extend({
  step: z.enum(CJ_STEPS),
  label: z.string(),
})
export const ZItemTypePerformance = ZPointsGroup.extend({
  type: z.enum(ITEM_TYPES),
  label: z.string(),
})
export type TStepPerformance = z.infer<typeof ZStepPerformance>
export type TItemTypePerformance = z.infer<typeof ZItemTypePerformance>

/** The performance dashboard: score trend, subjects and client needs, with percentile ranks. */
export const ZPerformance = z.object({
  tests: z.array(
    z.object({
      code: z.string(),
      completedAt: z.string(),
      percent: z.number(),
      percentile: z.number().int(),
      n: z.number().int(),
      averageSeconds: z.number().int().nullable(),
    }),
  ),
  subjects: z.array(
    z.object({
      subject: z.string(),
      answered: z.number().int(),
      correct: z.number().int(),
      percent: z.number(),
      percentile: z.number().int().nullable(),
      n: z.number().int(),
    }),
  ),
  clientNeeds: z.array(
    z.object({
      clientNeed: z.string(),
      label: z.string(),
      answered: z.number().int(),
      correct: z.number().int(),
      percent: z.number(),
    }),
  ),
  averageSecondsPerQuestion: z.number().int().nullable(),
  /** By clinical-judgment step (items tagged with one), in the model's order. */
  clinicalJudgment: z.array(ZStepPerformance),
  /** By item type (legacy prescription tables count as matrix-mc), in the format's order. */
  itemTypes: z.array(ZItemTypePerformance),
})
export type TPerformance = z.infer<typeof ZPerformance>
