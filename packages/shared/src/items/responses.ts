import { z } from 'zod'
import { ZCell, ZPlacement, ZSlotChoice } from './bodies'
import { ZId } from './primitives'

/**
 * What a student submits, per type. Lists are arrays (not objects keyed by id) so a repeated id
 * reaches the grader and is refused rather than silently merged by JSON.parse. The shapes only;
 * validateResponse (domain/ngn-scoring) checks them against the item.
 */
const selected = z.array(ZId).max(60)
const picks = <
  T extends 'mcq' | 'multi' | 'select-n' | 'grouping' | 'highlight-text' | 'highlight-table',
>(
  type: T,
) => z.object({ type: z.literal(type), selected })
const cells = <T extends 'matrix-mc' | 'matrix-mr'>(type: T) =>
  z.object({ type: z.literal(type), cells: z.array(ZCell).max(100) })
const choices = <T extends 'cloze-dropdown' | 'dropdown-table' | 'dropdown-rationale'>(type: T) =>
  z.object({ type: z.literal(type), choices: z.array(ZSlotChoice).max(20) })
const placements = <T extends 'cloze-drag' | 'drag-rationale'>(type: T) =>
  z.object({ type: z.literal(type), placements: z.array(ZPlacement).max(20) })

export const ZInteractionResponse = z.discriminatedUnion('type', [
  picks('mcq'),
  picks('multi'),
  picks('select-n'),
  picks('grouping'),
  z.object({ type: z.literal('blank'), text: z.string().max(500) }),
  cells('matrix-mc'),
  cells('matrix-mr'),
  choices('cloze-dropdown'),
  choices('dropdown-table'),
  choices('dropdown-rationale'),
  placements('cloze-drag'),
  placements('drag-rationale'),
  picks('highlight-text'),
  picks('highlight-table'),
  z.object({
    type: z.literal('bowtie'),
    condition: z.array(ZId).max(10),
    actions: z.array(ZId).max(10),
    parameters: z.array(ZId).max(10),
  }),
])
export type TInteractionResponse = z.infer<typeof ZInteractionResponse>

/** Any item's response; a trend item's wraps the response to its inner question. */
export const ZResponse = z.discriminatedUnion('type', [
  ...ZInteractionResponse.options,
  z.object({ type: z.literal('trend'), response: ZInteractionResponse }),
])
export type TResponse = z.infer<typeof ZResponse>
