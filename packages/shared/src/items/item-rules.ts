import type { TInteraction } from './bodies'
import { templateMarkers } from './bodies'

/** Ids that occur more than once. */
export function duplicates(ids: readonly string[]): string[] {
  const seen = new Set<string>()
  const twice = new Set<string>()
  for (const id of ids) (seen.has(id) ? twice : seen).add(id)
  return [...twice]
}

/** Every option id of a drop-down slot (cloze, table row or rationale). */
export function slotsOf(
  body: Extract<TInteraction, { type: 'cloze-dropdown' | 'dropdown-table' | 'dropdown-rationale' }>,
): { id: string; options: { id: string }[] }[] {
  return body.type === 'dropdown-table' ? body.rows : body.slots
}

/** The selectable segments of a highlight item. */
export function selectableOf(
  body: Extract<TInteraction, { type: 'highlight-text' | 'highlight-table' }>,
) {
  const segments = body.type === 'highlight-text' ? body.passage : body.rows.flatMap((r) => r.cells)
  return segments.filter((s): s is typeof s & { id: string } => s.id !== undefined)
}

/** The options a student picks from, for the types answered by picking options. */
export function choicesOf(body: TInteraction): { id: string; rationale?: string }[] {
  switch (body.type) {
    case 'mcq':
    case 'multi':
    case 'select-n':
      return body.options
    case 'grouping':
      return body.groups.flatMap((g) => g.options)
    case 'matrix-mc':
    case 'matrix-mr':
      return body.rows
    case 'cloze-dropdown':
    case 'dropdown-table':
    case 'dropdown-rationale':
      return slotsOf(body).flatMap((s) => s.options)
    case 'cloze-drag':
    case 'drag-rationale':
      return body.tokens
    case 'highlight-text':
    case 'highlight-table':
      return selectableOf(body)
    case 'bowtie':
      return [...body.conditions, ...body.actions, ...body.parameters]
    case 'blank':
      return []
  }
}

const missing = (what: string, ids: string[]) => `${what} not in the item: ${ids.join(', ')}`
const notIn = (ids: readonly string[], known: Set<string>) => ids.filter((id) => !known.has(id))

function templateProblems(template: string, ids: string[], what: string): string[] {
  const markers = templateMarkers(template)
  const problems: string[] = []
  if (duplicates(markers).length)
    problems.push(`Template repeats ${duplicates(markers).join(', ')}`)
  const unknown = notIn(markers, new Set(ids))
  if (unknown.length) problems.push(`Template names unknown ${what}: ${unknown.join(', ')}`)
  const absent = notIn(ids, new Set(markers))
  if (absent.length) problems.push(`Template lacks {{${absent.join('}}, {{')}}}`)
  return problems
}

function linkProblems(links: { id: string; members: string[] }[], members: string[]): string[] {
  const problems: string[] = []
  const known = new Set(members)
  if (duplicates(links.map((l) => l.id)).length) problems.push('Link ids repeat')
  for (const link of links) {
    if (duplicates(link.members).length) problems.push(`Link ${link.id} repeats a member`)
    const unknown = notIn(link.members, known)
    if (unknown.length) problems.push(missing(`Link ${link.id} members`, unknown))
  }
  const linked = new Set(links.flatMap((l) => l.members))
  const loose = members.filter((m) => !linked.has(m))
  if (loose.length) problems.push(`Not in any link (would never score): ${loose.join(', ')}`)
  return problems
}

/**
 * What is inconsistent in a body and its key (ids repeated, a key naming what is not there, a
 * key of the wrong size). Empty when the item can be rendered and scored.
 */
export function interactionProblems(body: TInteraction): string[] {
  const problems: string[] = []
  const idsOf = (xs: { id: string }[]) => xs.map((x) => x.id)
  const unique = (what: string, ids: string[]) => {
    const twice = duplicates(ids)
    if (twice.length) problems.push(`${what} ids repeat: ${twice.join(', ')}`)
  }
  const subset = (what: string, ids: string[], known: string[]) => {
    unique(`Key ${what}`, ids)
    const unknown = notIn(ids, new Set(known))
    if (unknown.length) problems.push(missing(`Key ${what}`, unknown))
  }
  switch (body.type) {
    case 'mcq':
      unique('Option', idsOf(body.options))
      subset('option', [body.key.correct], idsOf(body.options))
      break
    case 'multi':
      unique('Option', idsOf(body.options))
      subset('options', body.key.correct, idsOf(body.options))
      break
    case 'select-n':
      unique('Option', idsOf(body.options))
      subset('options', body.key.correct, idsOf(body.options))
      if (body.key.correct.length !== body.n) problems.push(`The key has ${body.n} options`)
      if (body.n >= body.options.length) problems.push('N is less than the number of options')
      break
    case 'grouping': {
      const options = body.groups.flatMap((g) => idsOf(g.options))
      unique('Group', idsOf(body.groups))
      unique('Option', options)
      subset('options', body.key.correct, options)
      for (const g of body.groups)
        if (!g.options.some((o) => body.key.correct.includes(o.id)))
          problems.push(`Group ${g.id} has no correct option`)
      break
    }
    case 'blank':
      break
    case 'matrix-mc':
    case 'matrix-mr': {
      unique('Row', idsOf(body.rows))
      unique('Column', idsOf(body.columns))
      const rows = new Set(idsOf(body.rows))
      const columns = new Set(idsOf(body.columns))
      const cells = body.key.cells.map((c) => `${c.row}:${c.column}`)
      unique('Key cell', cells)
      const bad = body.key.cells.filter((c) => !rows.has(c.row) || !columns.has(c.column))
      if (bad.length)
        problems.push(
          missing(
            'Key cells',
            bad.map((c) => `${c.row}:${c.column}`),
          ),
        )
      for (const row of body.rows) {
        const n = body.key.cells.filter((c) => c.row === row.id).length
        if (body.type === 'matrix-mc' && n !== 1) problems.push(`Row ${row.id} needs exactly 1 key`)
        if (body.type === 'matrix-mr' && n < 1) problems.push(`Row ${row.id} needs at least 1 key`)
      }
      break
    }
    case 'cloze-dropdown':
    case 'dropdown-table':
    case 'dropdown-rationale': {
      const slots = slotsOf(body)
      unique('Drop-down', idsOf(slots))
      for (const s of slots) unique(`Drop-down ${s.id} option`, idsOf(s.options))
      unique(
        'Key drop-down',
        body.key.choices.map((c) => c.slot),
      )
      for (const s of slots) {
        const choice = body.key.choices.find((c) => c.slot === s.id)
        if (!choice) problems.push(`Drop-down ${s.id} has no key`)
        else if (!s.options.some((o) => o.id === choice.option))
          problems.push(`Key of ${s.id} is not one of its options`)
      }
      const extra = notIn(
        body.key.choices.map((c) => c.slot),
        new Set(idsOf(slots)),
      )
      if (extra.length) problems.push(missing('Key drop-downs', extra))
      if (body.type !== 'dropdown-table')
        problems.push(...templateProblems(body.template, idsOf(slots), 'drop-downs'))
      if (body.type === 'dropdown-rationale')
        problems.push(...linkProblems(body.links, idsOf(slots)))
      break
    }
    case 'cloze-drag':
    case 'drag-rationale': {
      unique('Target', body.targets)
      unique('Token', idsOf(body.tokens))
      const tokens = new Set(idsOf(body.tokens))
      unique(
        'Key target',
        body.key.placements.map((p) => p.target),
      )
      unique(
        'Key token (each token is placed once)',
        body.key.placements.map((p) => p.token),
      )
      for (const t of body.targets)
        if (!body.key.placements.some((p) => p.target === t))
          problems.push(`Target ${t} has no key`)
      const bad = body.key.placements.filter(
        (p) => !body.targets.includes(p.target) || !tokens.has(p.token),
      )
      if (bad.length)
        problems.push(
          missing(
            'Key placements',
            bad.map((p) => `${p.target}:${p.token}`),
          ),
        )
      if (body.tokens.length <= body.targets.length) problems.push('Give more tokens than targets')
      problems.push(...templateProblems(body.template, body.targets, 'targets'))
      if (body.type === 'drag-rationale') problems.push(...linkProblems(body.links, body.targets))
      break
    }
    case 'highlight-text':
    case 'highlight-table': {
      const selectable = idsOf(selectableOf(body))
      unique('Selectable', selectable)
      subset('segments', body.key.correct, selectable)
      if (body.type === 'highlight-table') {
        const widths = new Set(body.rows.map((r) => r.cells.length))
        if (widths.size !== 1 || !widths.has(body.headings.length))
          problems.push('Every row has one cell per heading')
      }
      break
    }
    case 'bowtie': {
      unique('Option', idsOf([...body.conditions, ...body.actions, ...body.parameters]))
      subset('condition', [body.key.condition], idsOf(body.conditions))
      subset('actions', [...body.key.actions], idsOf(body.actions))
      subset('parameters', [...body.key.parameters], idsOf(body.parameters))
      break
    }
  }
  return problems
}
