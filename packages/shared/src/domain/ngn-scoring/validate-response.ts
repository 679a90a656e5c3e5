import type { TInteraction } from '../../items/bodies'
import { interactionOf, type TItem } from '../../items/item'
import { duplicates, selectableOf, slotsOf } from '../../items/item-rules'
import { type TInteractionResponse, type TResponse, ZResponse } from '../../items/responses'

/**
 * Why a response is refused. Every code is a 400 for the API: nothing is saved or counted.
 * - malformed: not a response at all (wrong shape, bad id syntax)
 * - type_mismatch: a response for another item type
 * - duplicate_id: an option, cell, drop-down, target or token given twice
 * - unknown_id: an id the item does not have (or not there: an option of another drop-down/zone)
 * - too_many: more than the item allows (mcq 1, select-n N, matrix-mc 1 per row, bow-tie 1/2/2)
 * - incomplete: a Next Gen matrix-mc with a row left unanswered
 */
export type TResponseErrorCode =
  | 'malformed'
  | 'type_mismatch'
  | 'duplicate_id'
  | 'unknown_id'
  | 'too_many'
  | 'incomplete'
export type TResponseError = { code: TResponseErrorCode; message: string; ids: string[] }
export type TValidatedResponse =
  | { ok: true; response: TResponse }
  | { ok: false; error: TResponseError }

const fail = (code: TResponseErrorCode, message: string, ids: string[] = []) =>
  ({ ok: false, error: { code, message, ids } }) as const

function check(
  body: TInteraction,
  r: TInteractionResponse,
  style: TItem['style'],
): TResponseError | null {
  if (r.type !== body.type)
    return { code: 'type_mismatch', message: `Expected a ${body.type} response`, ids: [] }
  const err = (code: TResponseErrorCode, message: string, ids: string[] = []) => ({
    code,
    message,
    ids,
  })
  const refuse = (given: string[], known: Iterable<string>, what: string) => {
    const twice = duplicates(given)
    if (twice.length) return err('duplicate_id', `${what} given twice`, twice)
    const set = new Set(known)
    const unknown = given.filter((id) => !set.has(id))
    if (unknown.length) return err('unknown_id', `Unknown ${what}`, unknown)
    return null
  }

  switch (body.type) {
    case 'mcq':
    case 'multi':
    case 'select-n':
    case 'grouping':
    case 'highlight-text':
    case 'highlight-table': {
      const { selected } = r as Extract<TInteractionResponse, { selected: string[] }>
      const known =
        body.type === 'grouping'
          ? body.groups.flatMap((g) => g.options.map((o) => o.id))
          : body.type === 'highlight-text' || body.type === 'highlight-table'
            ? selectableOf(body).map((s) => s.id)
            : body.options.map((o) => o.id)
      const bad = refuse(selected, known, 'options')
      if (bad) return bad
      if (body.type === 'mcq' && selected.length > 1)
        return err('too_many', 'Choose one option', selected)
      if (body.type === 'select-n' && selected.length > body.n)
        return err('too_many', `Choose no more than ${body.n} options`, selected)
      return null
    }
    case 'blank':
      return null
    case 'matrix-mc':
    case 'matrix-mr': {
      const { cells } = r as Extract<TInteractionResponse, { type: 'matrix-mc' }>
      const ids = cells.map((c) => `${c.row}:${c.column}`)
      const known = body.rows.flatMap((row) => body.columns.map((col) => `${row.id}:${col.id}`))
      const bad = refuse(ids, known, 'cells')
      if (bad) return bad
      if (body.type === 'matrix-mc') {
        const twice = duplicates(cells.map((c) => c.row))
        if (twice.length) return err('too_many', 'Choose one answer per row', twice)
        const unanswered = body.rows.filter((row) => !cells.some((c) => c.row === row.id))
        if (style === 'nextgen' && unanswered.length)
          return err(
            'incomplete',
            'Answer every row',
            unanswered.map((row) => row.id),
          )
      }
      return null
    }
    case 'cloze-dropdown':
    case 'dropdown-table':
    case 'dropdown-rationale': {
      const { choices } = r as Extract<TInteractionResponse, { type: 'cloze-dropdown' }>
      const slots = slotsOf(body)
      const bad = refuse(
        choices.map((c) => c.slot),
        slots.map((s) => s.id),
        'drop-downs',
      )
      if (bad) return bad
      const foreign = choices.filter(
        (c) => !slots.find((s) => s.id === c.slot)?.options.some((o) => o.id === c.option),
      )
      if (foreign.length)
        return err(
          'unknown_id',
          'Not an option of that drop-down',
          foreign.map((c) => c.option),
        )
      return null
    }
    case 'cloze-drag':
    case 'drag-rationale': {
      const { placements } = r as Extract<TInteractionResponse, { type: 'cloze-drag' }>
      return (
        refuse(
          placements.map((p) => p.target),
          body.targets,
          'targets',
        ) ??
        refuse(
          placements.map((p) => p.token),
          body.tokens.map((t) => t.id),
          'tokens',
        )
      )
    }
    case 'bowtie': {
      const b = r as Extract<TInteractionResponse, { type: 'bowtie' }>
      const all = [...b.condition, ...b.actions, ...b.parameters]
      const twice = duplicates(all)
      if (twice.length) return err('duplicate_id', 'options given twice', twice)
      const zones = [
        [b.condition, body.conditions, 1, 'condition'],
        [b.actions, body.actions, 2, 'actions'],
        [b.parameters, body.parameters, 2, 'parameters'],
      ] as const
      for (const [given, options, capacity, zone] of zones) {
        const bad = refuse(
          [...given],
          options.map((o) => o.id),
          `options in ${zone}`,
        )
        if (bad) return bad
        if (given.length > capacity)
          return err('too_many', `The ${zone} zone takes ${capacity}`, [...given])
      }
      return null
    }
  }
}

/**
 * Checks a submitted response (any JSON) against an item: its shape, its type, and every id in
 * it. The grader scores only what passes; the API answers 400 with `error.message` otherwise.
 */
export function validateResponse(item: TItem, input: unknown): TValidatedResponse {
  const parsed = ZResponse.safeParse(input)
  if (!parsed.success) return fail('malformed', parsed.error.issues[0]?.message ?? 'Not a response')
  const response = parsed.data
  if (response.type !== item.type) return fail('type_mismatch', `Expected a ${item.type} response`)
  const inner = response.type === 'trend' ? response.response : response
  const error = check(interactionOf(item), inner, item.style)
  return error ? { ok: false, error } : { ok: true, response }
}
