import { z } from 'zod'
import { STYLES } from '../constants/question-bank'
import { CLIENT_NEEDS, EXAM_CODES } from '../domain/readiness/exams'
import { ZHtml, ZId, ZItemId, ZText } from './primitives'
import { ZClientRecord } from './record'

/** An option, row, token or drop-down choice: a stable id, its text and why it is right or wrong. */
export const ZChoice = z.object({ id: ZId, text: ZText, rationale: ZHtml.optional() })
export type TChoice = z.infer<typeof ZChoice>
/** The same without its rationale: what the browser gets before the item is answered. */
export const ZPublicChoice = z.object({ id: ZId, text: ZText })

/** A piece of a highlight passage or table cell: selectable when it has an id. */
export const ZSegment = z.object({
  id: ZId.optional(),
  text: z.string().min(1).max(2000),
  rationale: ZHtml.optional(),
})
export const ZPublicSegment = z.object({ id: ZId.optional(), text: z.string().min(1).max(2000) })

/** The six steps of the NCSBN Clinical Judgment Measurement Model, in the order a case unfolds. */
export const CJ_STEPS = [
  'recognize-cues',
  'analyze-cues',
  'prioritize-hypotheses',
  'generate-solutions',
  'take-action',
  'evaluate-outcomes',
] as const
export type TCjStep = (typeof CJ_STEPS)[number]
export const CJ_STEP_LABELS: Record<TCjStep, string> = {
  'recognize-cues': 'Recognize cues',
  'analyze-cues': 'Analyze cues',
  'prioritize-hypotheses': 'Prioritize hypotheses',
  'generate-solutions': 'Generate solutions',
  'take-action': 'Take action',
  'evaluate-outcomes': 'Evaluate outcomes',
}
export const ZCjStep = z.enum(CJ_STEPS)

/** Fields every item carries besides its type-specific body and key. */
export const ZItemMeta = z.object({
  id: ZItemId,
  style: z.enum(STYLES),
  stem: ZHtml,
  /** The item's overall rationale, shown with the key once answered (the spec's explanation). */
  explanation: ZHtml,
  subject: z.string().trim().min(1).max(120),
  subsubject: z.string().trim().min(1).max(120).optional(),
  clientNeed: z.enum(CLIENT_NEEDS),
  clinicalJudgmentStep: ZCjStep.optional(),
  /** Author difficulty in logits (the Rasch prior of the readiness engine). */
  difficulty: z.number().min(-6).max(6).optional(),
  exams: z.array(z.enum(EXAM_CODES)).max(EXAM_CODES.length),
  /** Traditional style only: the spec's marks (missing means 3). Next Gen items are worth their maximum. */
  marks: z.number().int().positive().max(100).optional(),
  /** Data shown beside the item (required for trend items; case studies carry theirs). */
  exhibit: ZClientRecord.optional(),
})

/** What the browser gets of the common fields: no explanation, no difficulty. */
export const ZPublicItemMeta = ZItemMeta.omit({ explanation: true, difficulty: true })
