import type { TInteraction } from '../../items/bodies'
import { interactionOf, type TItem } from '../../items/item'
import { selectableOf, slotsOf } from '../../items/item-rules'
import type { TInteractionResponse } from '../../items/responses'
import { marksFor } from '../grading'
import {
  allOrNothing,
  plusMinus,
  rationale,
  type TPart,
  type TRule,
  type TRuleScore,
  zeroOne,
} from './rules'
import { type TResponseError, validateResponse } from './validate-response'

/** The NGN rule each type is scored with (Next Gen style; Traditional style is all-or-nothing). */
export const RULE_OF: Record<TInteraction['type'], TRule> = {
  mcq: 'zero-one',
  multi: 'plus-minus',
  'select-n': 'zero-one',
  grouping: 'plus-minus',
  blank: 'zero-one',
  'matrix-mc': 'zero-one',
  'matrix-mr': 'plus-minus',
  'cloze-dropdown': 'zero-one',
  'dropdown-table': 'zero-one',
  'dropdown-rationale': 'rationale',
  'cloze-drag': 'zero-one',
  'drag-rationale': 'rationale',
  'highlight-text': 'plus-minus',
  'highlight-table': 'plus-minus',
  bowtie: 'zero-one',
}

/** A scored response. `correct`: full credit (the Correct Q / Incorrect Q counts). */
export type TScore = {
  rule: TRule
  points: number
  max: number
  correct: boolean
  parts: TPart[]
}
export type TScoreOutcome = { ok: true; score: TScore } | { ok: false; error: TResponseError }

/** The spec's blank comparison: trimmed, runs of spaces as one, case-insensitive. */
export const normalizeBlank = (s: string) => s.trim().replace(/\s+/g, ' ').toLowerCase()

type R<T extends TInteraction['type']> = Extract<TInteractionResponse, { type: T }>

/** The NGN score of a valid response (validateResponse first: ids here are known and unique). */
function ngnScore(body: TInteraction, response: TInteractionResponse): TRuleScore {
  switch (body.type) {
    case 'mcq':
    case 'select-n': {
      const chosen = new Set((response as R<'mcq'>).selected)
      const keyed = new Set(body.type === 'mcq' ? [body.key.correct] : body.key.correct)
      return zeroOne(
        body.options.map((o) => ({ id: o.id, right: chosen.has(o.id) && keyed.has(o.id) })),
        keyed.size,
      )
    }
    case 'multi':
    case 'grouping':
    case 'highlight-text':
    case 'highlight-table': {
      const chosen = new Set((response as R<'multi'>).selected)
      const keyed = new Set(body.key.correct)
      const option = (o: { id: string }) => ({
        id: o.id,
        keyed: keyed.has(o.id),
        chosen: chosen.has(o.id),
      })
      if (body.type === 'grouping')
        return plusMinus(body.groups.map((g) => ({ options: g.options.map(option) })))
      const options = body.type === 'multi' ? body.options : selectableOf(body)
      return plusMinus([{ options: options.map(option) }])
    }
    case 'blank': {
      const text = normalizeBlank((response as R<'blank'>).text)
      const right = text !== '' && body.key.accepted.some((a) => normalizeBlank(a) === text)
      return zeroOne([{ id: 'answer', right }])
    }
    case 'matrix-mc': {
      const given = new Map((response as R<'matrix-mc'>).cells.map((c) => [c.row, c.column]))
      const keyed = new Map(body.key.cells.map((c) => [c.row, c.column]))
      return zeroOne(
        body.rows.map((row) => ({ id: row.id, right: given.get(row.id) === keyed.get(row.id) })),
      )
    }
    case 'matrix-mr': {
      const cell = (row: string, col: string) => `${row}:${col}`
      const chosen = new Set((response as R<'matrix-mr'>).cells.map((c) => cell(c.row, c.column)))
      const keyed = new Set(body.key.cells.map((c) => cell(c.row, c.column)))
      // Floor per row (decision 0019): each row is its own select-all-that-apply.
      return plusMinus(
        body.rows.map((row) => ({
          options: body.columns.map((col) => {
            const id = cell(row.id, col.id)
            return { id, keyed: keyed.has(id), chosen: chosen.has(id) }
          }),
        })),
      )
    }
    case 'cloze-dropdown':
    case 'dropdown-table':
    case 'dropdown-rationale': {
      const given = new Map(
        (response as R<'cloze-dropdown'>).choices.map((c) => [c.slot, c.option]),
      )
      const keyed = new Map(body.key.choices.map((c) => [c.slot, c.option]))
      const right = (slot: string) => given.get(slot) === keyed.get(slot)
      if (body.type === 'dropdown-rationale')
        return rationale(body.links.map((l) => ({ id: l.id, members: l.members.map(right) })))
      return zeroOne(slotsOf(body).map((s) => ({ id: s.id, right: right(s.id) })))
    }
    case 'cloze-drag':
    case 'drag-rationale': {
      const given = new Map(
        (response as R<'cloze-drag'>).placements.map((p) => [p.target, p.token]),
      )
      const keyed = new Map(body.key.placements.map((p) => [p.target, p.token]))
      const right = (target: string) => given.get(target) === keyed.get(target)
      if (body.type === 'drag-rationale')
        return rationale(body.links.map((l) => ({ id: l.id, members: l.members.map(right) })))
      return zeroOne(body.targets.map((t) => ({ id: t, right: right(t) })))
    }
    case 'bowtie': {
      const b = response as R<'bowtie'>
      // Each option belongs to one zone's list, so a zone is a set: order inside it is ignored.
      const zone = (options: { id: string }[], given: string[], keyed: readonly string[]) =>
        options.map((o) => ({ id: o.id, right: given.includes(o.id) && keyed.includes(o.id) }))
      return zeroOne(
        [
          ...zone(body.conditions, b.condition, [body.key.condition]),
          ...zone(body.actions, b.actions, body.key.actions),
          ...zone(body.parameters, b.parameters, body.key.parameters),
        ],
        5,
      )
    }
  }
}

/** The most an item can earn: its NGN maximum, or its marks (default 3) in Traditional style. */
export function maxPoints(item: TItem): number {
  if (item.style === 'traditional') return marksFor(item.marks)
  const body = interactionOf(item)
  switch (body.type) {
    case 'mcq':
    case 'blank':
      return 1
    case 'multi':
    case 'select-n':
    case 'grouping':
    case 'highlight-text':
    case 'highlight-table':
      return body.key.correct.length
    case 'matrix-mc':
      return body.rows.length
    case 'matrix-mr':
      return body.key.cells.length
    case 'cloze-dropdown':
    case 'dropdown-table':
      return body.key.choices.length
    case 'cloze-drag':
      return body.key.placements.length
    case 'dropdown-rationale':
    case 'drag-rationale':
      return body.links.length
    case 'bowtie':
      return 5
  }
}

/**
 * Validates and scores a response to an item. Next Gen style: the type's NGN rule. Traditional
 * style: the spec's all-or-nothing rule, worth the item's marks (3 when missing).
 */
export function scoreItem(item: TItem, input: unknown): TScoreOutcome {
  const valid = validateResponse(item, input)
  if (!valid.ok) return valid
  const response = valid.response.type === 'trend' ? valid.response.response : valid.response
  const ngn = ngnScore(interactionOf(item), response)
  if (item.style === 'traditional') {
    const { correct, ...score } = allOrNothing(ngn, marksFor(item.marks))
    return { ok: true, score: { ...score, correct } }
  }
  return { ok: true, score: { ...ngn, correct: ngn.points === ngn.max } }
}
