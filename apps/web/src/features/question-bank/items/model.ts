import type { TInteraction, TPublicInteraction } from '@nurseready/shared/items/bodies'
import type { TItem, TPublicItem } from '@nurseready/shared/items/item'
import type { TInteractionResponse, TResponse } from '@nurseready/shared/items/responses'

/** The public body, response and full (keyed) body of one interaction type. */
export type Body<T extends TPublicInteraction['type']> = Extract<TPublicInteraction, { type: T }>
export type Resp<T extends TInteractionResponse['type']> = Extract<
  TInteractionResponse,
  { type: T }
>
export type Keyed<T extends TInteraction['type']> = Extract<TInteraction, { type: T }>

/** The question an item is answered with: itself, or a trend item's inner question. */
export function publicInteractionOf(item: TPublicItem): TPublicInteraction {
  return item.type === 'trend' ? item.interaction : item
}

/** The solution's keyed interaction, or null when there is none or it is of another type. */
export function keyedInteraction(
  body: TPublicInteraction,
  solution: TItem | null | undefined,
): TInteraction | null {
  if (!solution) return null
  const keyed = solution.type === 'trend' ? solution.interaction : solution
  return keyed.type === body.type ? keyed : null
}

/** A response with nothing chosen, of the interaction's type. */
export function emptyInteractionResponse(body: TPublicInteraction): TInteractionResponse {
  switch (body.type) {
    case 'mcq':
    case 'multi':
    case 'select-n':
    case 'grouping':
    case 'highlight-text':
    case 'highlight-table':
      return { type: body.type, selected: [] }
    case 'blank':
      return { type: 'blank', text: '' }
    case 'matrix-mc':
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
      return { type: 'bowtie', condition: [], actions: [], parameters: [] }
  }
}

/** A response with nothing chosen, of the item's type (a trend item's wraps its inner one). */
export function emptyResponse(item: TPublicItem): TResponse {
  const inner = emptyInteractionResponse(publicInteractionOf(item))
  return item.type === 'trend' ? { type: 'trend', response: inner } : inner
}

/** The response to the item's question, or an empty one when `response` is missing or foreign. */
export function innerResponse(item: TPublicItem, response: TResponse | null): TInteractionResponse {
  const body = publicInteractionOf(item)
  const inner = response?.type === 'trend' ? response.response : response
  return inner && inner.type === body.type ? inner : emptyInteractionResponse(body)
}

/** The drop-downs of a drop-down item (cloze slots or table rows). */
export function slotsOfPublic(
  body: Body<'cloze-dropdown' | 'dropdown-table' | 'dropdown-rationale'>,
) {
  return body.type === 'dropdown-table'
    ? body.rows.map((r) => ({ id: r.id, options: r.options }))
    : body.slots
}

/** The selectable segments of a highlight item. */
export function segmentsOfPublic(body: Body<'highlight-text' | 'highlight-table'>) {
  const all = body.type === 'highlight-text' ? body.passage : body.rows.flatMap((r) => r.cells)
  return all.filter((s): s is { id: string; text: string } => s.id !== undefined)
}

/**
 * Whether the caller may offer Submit. Types answered in slots need every slot (every matrix-mc
 * row, as the exam requires; every drop-down, target and bow-tie box); a blank needs text; the
 * others need at least one choice (an empty NGN response is valid, but the exam moves on only
 * once something is answered).
 */
export function isComplete(item: TPublicItem, response: TResponse | null): boolean {
  const body = publicInteractionOf(item)
  const r = innerResponse(item, response)
  switch (r.type) {
    case 'mcq':
    case 'multi':
    case 'select-n':
    case 'grouping':
    case 'highlight-text':
    case 'highlight-table':
      return r.selected.length > 0
    case 'blank':
      return r.text.trim() !== ''
    case 'matrix-mc':
    case 'matrix-mr': {
      if (body.type !== r.type) return false
      const answered = new Set(r.cells.map((c) => c.row))
      return r.type === 'matrix-mr'
        ? answered.size > 0
        : body.rows.every((row) => answered.has(row.id))
    }
    case 'cloze-dropdown':
    case 'dropdown-table':
    case 'dropdown-rationale': {
      if (body.type !== r.type) return false
      const chosen = new Set(r.choices.map((c) => c.slot))
      return slotsOfPublic(body).every((s) => chosen.has(s.id))
    }
    case 'cloze-drag':
    case 'drag-rationale': {
      if (body.type !== r.type) return false
      const filled = new Set(r.placements.map((p) => p.target))
      return body.targets.every((t) => filled.has(t))
    }
    case 'bowtie':
      return r.condition.length === 1 && r.actions.length === 2 && r.parameters.length === 2
  }
}

/** What every interaction component gets from ItemRenderer. */
export type InteractionProps<T extends TPublicInteraction['type']> = {
  body: Body<T>
  value: Resp<T>
  onChange: (response: TInteractionResponse) => void
  disabled: boolean
  /** In review: the keyed interaction (key and rationales), else null. */
  keyed: Keyed<T> | null
  /** Id of the stem, which names the answer group. */
  labelledBy: string
  /** The stem's HTML (to leave out an instruction it already gives). */
  stem: string
}
