import { templateMarkers } from '@nurseready/shared/items/bodies'
import { interactionOf, type TItem } from '@nurseready/shared/items/item'
import { escapeHtml } from '../../lib/html'

/**
 * The card of a Next Generation item (a question row with `item`): the front is the stem and
 * what to choose from (options, groups, condition/actions/parameters); the back is the key in
 * words, one line per part, then the item's explanation. Text is escaped; the stem and the
 * explanation are the item's sanitised HTML.
 */
type Opt = { id: string; text: string }

const textOf = (list: readonly Opt[], id: string | undefined) =>
  escapeHtml(list.find((o) => o.id === id)?.text ?? '')
const texts = (list: readonly Opt[], ids: readonly string[]) =>
  list
    .filter((o) => ids.includes(o.id))
    .map((o) => escapeHtml(o.text))
    .join('; ')
const all = (list: readonly Opt[]) => list.map((o) => escapeHtml(o.text)).join('; ')
const ul = (items: string[]) => `<ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul>`
const line = (label: string, value: string) => `<p><strong>${label}:</strong> ${value}</p>`
/** A template with each marker replaced by its right answer in bold. */
const filled = (template: string, answerOf: (marker: string) => string) => {
  let html = escapeHtml(template)
  for (const m of templateMarkers(template))
    html = html.replace(/\{\{\s*[A-Za-z0-9_-]+\s*\}\}/, `<strong>[${answerOf(m)}]</strong>`)
  return `<p>${html}</p>`
}

export function itemFront(item: TItem): string {
  const body = interactionOf(item)
  const list = (options: readonly Opt[]) => ul(options.map((o) => escapeHtml(o.text)))
  switch (body.type) {
    case 'mcq':
    case 'multi':
    case 'select-n':
      return `${item.stem}${list(body.options)}`
    case 'grouping':
      return `${item.stem}${body.groups.map((g) => `<p><strong>${escapeHtml(g.label)}</strong></p>${list(g.options)}`).join('')}`
    case 'bowtie':
      return `${item.stem}${line('Conditions', all(body.conditions))}${line('Actions', all(body.actions))}${line('Parameters', all(body.parameters))}`
    default:
      return item.stem
  }
}

function answerLines(item: TItem): string {
  const body = interactionOf(item)
  switch (body.type) {
    case 'mcq':
      return line('Answer', textOf(body.options, body.key.correct))
    case 'multi':
    case 'select-n':
      return line('Answers', texts(body.options, body.key.correct))
    case 'grouping':
      return body.groups
        .map((g) => line(escapeHtml(g.label), texts(g.options, body.key.correct) || 'none'))
        .join('')
    case 'blank':
      return line(
        'Accepted',
        body.key.accepted.map((a) => escapeHtml(body.unit ? `${a} ${body.unit}` : a)).join('; '),
      )
    case 'matrix-mc':
    case 'matrix-mr':
      return body.rows
        .map((r) =>
          line(
            escapeHtml(r.text),
            texts(
              body.columns,
              body.key.cells.filter((c) => c.row === r.id).map((c) => c.column),
            ) || 'none',
          ),
        )
        .join('')
    case 'dropdown-table':
      return body.rows
        .map((r) =>
          line(
            escapeHtml(r.label),
            textOf(r.options, body.key.choices.find((c) => c.slot === r.id)?.option),
          ),
        )
        .join('')
    case 'cloze-dropdown':
    case 'dropdown-rationale':
      return filled(body.template, (m) =>
        textOf(
          body.slots.find((s) => s.id === m)?.options ?? [],
          body.key.choices.find((c) => c.slot === m)?.option,
        ),
      )
    case 'cloze-drag':
    case 'drag-rationale':
      return filled(body.template, (m) =>
        textOf(body.tokens, body.key.placements.find((p) => p.target === m)?.token),
      )
    case 'highlight-text':
    case 'highlight-table': {
      const segments =
        body.type === 'highlight-text' ? body.passage : body.rows.flatMap((r) => r.cells)
      const opts = segments.flatMap((s) => (s.id ? [{ id: s.id, text: s.text }] : []))
      return line('Highlight', texts(opts, body.key.correct))
    }
    case 'bowtie':
      return `${line('Condition', textOf(body.conditions, body.key.condition))}${line('Actions', texts(body.actions, body.key.actions))}${line('Parameters to monitor', texts(body.parameters, body.key.parameters))}`
  }
}

export function itemBack(item: TItem): string {
  return `${answerLines(item)}${item.explanation ?? ''}`
}
