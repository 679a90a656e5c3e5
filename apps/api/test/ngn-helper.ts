import type { TInteraction } from '@nurseready/shared/items/bodies'
import { interactionOf, type TItem } from '@nurseready/shared/items/item'
import type { TInteractionResponse, TResponse } from '@nurseready/shared/items/responses'

/** The key of an item's question as the response a student would submit (full points). */
function keyOfInteraction(body: TInteraction): TInteractionResponse {
  switch (body.type) {
    case 'mcq':
      return { type: body.type, selected: [body.key.correct] }
    case 'multi':
    case 'select-n':
    case 'grouping':
    case 'highlight-text':
    case 'highlight-table':
      return { type: body.type, selected: [...body.key.correct].reverse() }
    case 'blank':
      return { type: body.type, text: body.key.accepted[0]! }
    case 'matrix-mc':
    case 'matrix-mr':
      return { type: body.type, cells: body.key.cells }
    case 'cloze-dropdown':
    case 'dropdown-table':
    case 'dropdown-rationale':
      return { type: body.type, choices: body.key.choices }
    case 'cloze-drag':
    case 'drag-rationale':
      return { type: body.type, placements: body.key.placements }
    case 'bowtie':
      return {
        type: body.type,
        condition: [body.key.condition],
        actions: body.key.actions,
        parameters: body.key.parameters,
      }
  }
}

/** A valid response earning nothing: nothing chosen, or (Next Gen matrix-mc) every row wrong. */
function wrongOfInteraction(body: TInteraction): TInteractionResponse {
  switch (body.type) {
    case 'blank':
      return { type: body.type, text: 'definitely not the answer' }
    case 'matrix-mc':
      return {
        type: body.type,
        cells: body.key.cells.map((c) => ({
          row: c.row,
          column: body.columns.find((col) => col.id !== c.column)!.id,
        })),
      }
    case 'matrix-mr':
      return { type: body.type, cells: [] }
    case 'cloze-dropdown':
    case 'dropdown-table':
    case 'dropdown-rationale':
      return { type: body.type, choices: [] }
    case 'cloze-drag':
    case 'drag-rationale':
      return { type: body.type, placements: [] }
    case 'bowtie':
      return { type: body.type, condition: [], actions: [], parameters: [] }
    default:
      return { type: body.type, selected: [] }
  }
}

const wrap = (item: TItem, r: TInteractionResponse): TResponse =>
  item.type === 'trend' ? { type: 'trend', response: r } : r

/** A response with the item's key: full points. */
export const keyAsResponse = (item: TItem): TResponse =>
  wrap(item, keyOfInteraction(interactionOf(item)))

/** A valid response that earns 0 points. */
export const wrongResponse = (item: TItem): TResponse =>
  wrap(item, wrongOfInteraction(interactionOf(item)))
