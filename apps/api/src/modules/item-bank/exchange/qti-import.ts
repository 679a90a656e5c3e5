import type { TClientNeed, TExamCode } from '@nurseready/shared/domain/readiness/exams'
import type { TItemType } from '@nurseready/shared/items/bodies'
import { itemEntry, type TImportEntry } from './report'
import {
  child,
  childElements,
  descendants,
  isElement,
  parseXml,
  textOf,
  toHtml,
  type XElement,
  type XNode,
} from './xml'

/**
 * QTI 2.1/2.2 and 3.0 items → our item format, as docs/items.md maps them:
 * choice (single → mcq; multiple → multi, or select-n when max-choices is the number of keyed
 * options), textEntry → blank, match → matrix-mc / matrix-mr, inlineChoice → cloze-dropdown,
 * gapMatch → cloze-drag, hottext → highlight-text. Anything else is reported per item, never
 * dropped: other interactions, adaptive items, template (cloned) items, response-processing
 * templates other than match_correct and map_response.
 */

/** What QTI does not carry: the admin chooses them for the whole import. */
export type TQtiDefaults = {
  style: 'traditional' | 'nextgen'
  subject: string
  clientNeed: TClientNeed
  exams: TExamCode[]
}
export const QTI_DEFAULTS: TQtiDefaults = {
  style: 'nextgen',
  subject: 'Imported',
  clientNeed: 'management-of-care',
  exams: ['nclex-rn'],
}

export const SUPPORTED_INTERACTIONS = [
  'choiceInteraction',
  'textEntryInteraction',
  'matchInteraction',
  'inlineChoiceInteraction',
  'gapMatchInteraction',
  'hottextInteraction',
] as const

export const NO_EXPLANATION = '<p>No explanation came with the imported item.</p>'

/** Content that is not part of the stem: feedback, rubrics, template blocks. */
const NOT_STEM = new Set([
  'feedbackBlock',
  'feedbackInline',
  'modalFeedback',
  'rubricBlock',
  'templateBlock',
  'templateInline',
  'printedVariable',
  'companionMaterialsInfo',
])

/** A QTI identifier as one of our ids (letters, digits, _ and -). */
export function ourId(identifier: string): string {
  const id = identifier.replace(/[^A-Za-z0-9_-]/g, '-').replace(/^[^A-Za-z0-9]+/, '')
  return (id || 'x').slice(0, 64)
}
function ourItemId(identifier: string): string {
  const id = identifier.replace(/[^A-Za-z0-9._-]/g, '-').replace(/^[^A-Za-z0-9]+/, '')
  return (id || 'item').slice(0, 80)
}

type Declaration = {
  cardinality: string
  baseType: string
  correct: string[]
  mapping: { key: string; value: number }[]
}

function declarations(root: XElement): Map<string, Declaration> {
  const out = new Map<string, Declaration>()
  for (const rd of childElements(root, 'responseDeclaration')) {
    const correct = childElements(
      child(rd, 'correctResponse') ?? { name: '', attrs: {}, children: [] },
      'value',
    ).map((v) => textOf(v))
    const mapping = childElements(
      child(rd, 'mapping') ?? { name: '', attrs: {}, children: [] },
      'mapEntry',
    ).map((m) => ({
      key: (m.attrs.mapKey ?? '').trim(),
      value: Number(m.attrs.mappedValue ?? '0'),
    }))
    out.set(rd.attrs.identifier ?? '', {
      cardinality: rd.attrs.cardinality ?? 'single',
      baseType: rd.attrs.baseType ?? '',
      correct,
      mapping,
    })
  }
  return out
}

/** The keyed values: the correct response, or the entries the mapping scores above 0. */
function keyed(d: Declaration | undefined): string[] {
  if (!d) return []
  if (d.correct.length) return d.correct
  return d.mapping.filter((m) => m.value > 0).map((m) => m.key)
}

function pairs(values: string[]): [string, string][] {
  return values.map((v) => {
    const [a = '', b = ''] = v.trim().split(/\s+/)
    return [a, b]
  })
}

const isInteraction = (e: XElement) => e.name.endsWith('Interaction')

/** Plain text of nodes with `{{id}}` where each interaction or gap is; blocks become line breaks. */
function templateText(nodes: XNode[], marker: (e: XElement) => string | null): string {
  const BLOCK = /^(p|div|br|li|ul|ol|blockquote|h[1-6]|table|tr|pre)$/
  const walk = (ns: XNode[]): string =>
    ns
      .map((n) => {
        if (typeof n === 'string') return n.replace(/\s+/g, ' ')
        if (NOT_STEM.has(n.name) || n.name === 'prompt') return ''
        const m = marker(n)
        if (m !== null) return m
        const inner = walk(n.children)
        return BLOCK.test(n.name) ? `\n${inner}\n` : inner
      })
      .join('')
  return walk(nodes)
    .split('\n')
    .map((l) => l.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n')
}

/** Choices of an interaction (simpleChoice, inlineChoice, gapText…) as our options. */
function choicesOf(elements: XElement[], warnings: string[]): { id: string; text: string }[] {
  return elements.map((c) => {
    if (descendants(c, (d) => d.name === 'img' || d.name === 'math' || d.name === 'object').length)
      warnings.push(
        `option ${c.attrs.identifier}: images and formulas are dropped, its text is kept`,
      )
    const shown = {
      ...c,
      children: c.children.filter((n) => !(isElement(n) && NOT_STEM.has(n.name))),
    }
    return { id: ourId(c.attrs.identifier ?? ''), text: textOf(shown) }
  })
}

/** Options with no text cannot be shown (ZText); say which. */
function emptyChoices(choices: { id: string; text: string }[]): string[] {
  return choices
    .filter((c) => !c.text)
    .map((c) => `option ${c.id} has no text (image-only options are not supported)`)
}

type Mapped = { body: Record<string, unknown>; stemExtra?: XNode[]; errors: string[] }

function mapChoice(i: XElement, d: Declaration | undefined, warnings: string[]): Mapped {
  const options = choicesOf(childElements(i, 'simpleChoice'), warnings)
  const key = keyed(d).map(ourId)
  const errors = emptyChoices(options)
  if (!key.length) errors.push('no correct response')
  if (!d || d.cardinality === 'single')
    return { body: { type: 'mcq', options, key: { correct: key[0] } }, errors }
  const max = Number(i.attrs.maxChoices ?? '1')
  if (max > 0 && max < options.length) {
    if (max === key.length)
      return { body: { type: 'select-n', n: max, options, key: { correct: key } }, errors }
    warnings.push(
      `max-choices is ${max} but ${key.length} options are keyed: imported as select all that apply`,
    )
  }
  return { body: { type: 'multi', options, key: { correct: key } }, errors }
}

function mapTextEntry(d: Declaration | undefined): Mapped {
  const accepted: string[] = []
  for (const v of [
    ...(d?.correct ?? []),
    ...(d?.mapping ?? []).filter((m) => m.value > 0).map((m) => m.key),
  ])
    if (!accepted.some((a) => a.toLowerCase() === v.toLowerCase())) accepted.push(v)
  return {
    body: { type: 'blank', key: { accepted } },
    errors: accepted.length ? [] : ['no correct response'],
  }
}

function mapMatch(i: XElement, d: Declaration | undefined, warnings: string[]): Mapped {
  const sets = childElements(i, 'simpleMatchSet')
  if (sets.length !== 2)
    return { body: {}, errors: [`a match needs 2 match sets, this one has ${sets.length}`] }
  const rowEls = childElements(sets[0] as XElement, 'simpleAssociableChoice')
  const rows = choicesOf(rowEls, warnings)
  const columns = choicesOf(childElements(sets[1] as XElement, 'simpleAssociableChoice'), warnings)
  const rowIds = new Set(rows.map((r) => r.id))
  const cells = pairs(keyed(d)).map(([a, b]) =>
    rowIds.has(ourId(a))
      ? { row: ourId(a), column: ourId(b) }
      : { row: ourId(b), column: ourId(a) },
  )
  const errors = [...emptyChoices(rows), ...emptyChoices(columns)]
  if (!cells.length) errors.push('no correct response')
  const onePerRow =
    rowEls.every((r) => r.attrs.matchMax === '1') ||
    rows.every((r) => cells.filter((c) => c.row === r.id).length === 1)
  return {
    body: {
      type: onePerRow ? 'matrix-mc' : 'matrix-mr',
      rowHeading: i.attrs.dataFirstColumnHeader?.trim() || 'Statement',
      columns,
      rows,
      key: { cells },
    },
    errors,
  }
}

function mapInlineChoices(
  body: XElement,
  list: XElement[],
  decl: Map<string, Declaration>,
  warnings: string[],
): Mapped {
  const errors: string[] = []
  const slots = list.map((i) => {
    const options = choicesOf(childElements(i, 'inlineChoice'), warnings)
    errors.push(...emptyChoices(options))
    return { id: ourId(i.attrs.responseIdentifier ?? ''), options }
  })
  const choices = list.map((i) => {
    const d = decl.get(i.attrs.responseIdentifier ?? '')
    const k = keyed(d)[0]
    if (!k) errors.push(`drop-down ${i.attrs.responseIdentifier} has no correct response`)
    return { slot: ourId(i.attrs.responseIdentifier ?? ''), option: ourId(k ?? '') }
  })
  const { template, rest } = splitTemplate(body, (e) =>
    e.name === 'inlineChoiceInteraction' ? `{{${ourId(e.attrs.responseIdentifier ?? '')}}}` : null,
  )
  return {
    body: { type: 'cloze-dropdown', template, slots, key: { choices } },
    stemExtra: rest,
    errors,
  }
}

/** The blocks of the body that hold the interactions become the template; the others the stem. */
function splitTemplate(
  body: XElement,
  marker: (e: XElement) => string | null,
): { template: string; rest: XNode[] } {
  const holds = (n: XNode) =>
    isElement(n) && (isInteraction(n) || descendants(n, isInteraction).length > 0)
  return {
    template: templateText(body.children.filter(holds), marker),
    rest: body.children.filter((n) => !holds(n)),
  }
}

function mapGapMatch(i: XElement, d: Declaration | undefined, warnings: string[]): Mapped {
  const errors: string[] = []
  if (childElements(i, 'gapImg').length) errors.push('image tokens (gapImg) are not supported')
  const tokens = choicesOf(childElements(i, 'gapText'), warnings)
  errors.push(...emptyChoices(tokens))
  const targets = descendants(i, (e) => e.name === 'gap').map((g) =>
    ourId(g.attrs.identifier ?? ''),
  )
  const content = i.children.filter(
    (n) => !(isElement(n) && (n.name === 'gapText' || n.name === 'gapImg')),
  )
  const template = templateText(content, (e) =>
    e.name === 'gap' ? `{{${ourId(e.attrs.identifier ?? '')}}}` : null,
  )
  const targetSet = new Set(targets)
  const placements = pairs(keyed(d)).map(([a, b]) =>
    targetSet.has(ourId(b))
      ? { target: ourId(b), token: ourId(a) }
      : { target: ourId(a), token: ourId(b) },
  )
  if (!placements.length) errors.push('no correct response')
  return { body: { type: 'cloze-drag', template, targets, tokens, key: { placements } }, errors }
}

function mapHottext(i: XElement, d: Declaration | undefined): Mapped {
  const passage: { id?: string; text: string }[] = []
  let text = ''
  const flush = () => {
    // A space between two hottexts is kept (words would run together), but not at either end.
    const t = passage.length ? text.replace(/\s+/g, ' ') : text.replace(/\s+/g, ' ').trimStart()
    if (t) passage.push({ text: t })
    text = ''
  }
  const walk = (ns: XNode[]) => {
    for (const n of ns) {
      if (typeof n === 'string') text += n
      else if (n.name === 'prompt' || NOT_STEM.has(n.name)) continue
      else if (n.name === 'hottext') {
        flush()
        passage.push({ id: ourId(n.attrs.identifier ?? ''), text: textOf(n) })
      } else {
        if (/^(p|div|br|li|h[1-6])$/.test(n.name) && text.trim()) text += ' '
        walk(n.children)
      }
    }
  }
  walk(i.children)
  flush()
  const last = passage.at(-1)
  if (last && !last.id) {
    last.text = last.text.trimEnd()
    if (!last.text) passage.pop()
  }
  const correct = keyed(d).map(ourId)
  const errors = passage.filter((s) => s.id && !s.text).map((s) => `hottext ${s.id} has no text`)
  if (!correct.length) errors.push('no correct response')
  return { body: { type: 'highlight-text', passage, key: { correct } }, errors }
}

const RP_TEMPLATES = new Set(['match_correct', 'map_response'])

/** The item's checks that come before any interaction: adaptive, templates, response processing. */
function itemProblems(root: XElement, warnings: string[]): string[] {
  const errors: string[] = []
  if (root.attrs.adaptive === 'true')
    errors.push('adaptive items (several attempts with feedback) are not supported')
  if (child(root, 'templateDeclaration') || child(root, 'templateProcessing'))
    errors.push('template variables (cloned items) are not supported')
  const rp = child(root, 'responseProcessing')
  const template = rp?.attrs.template ?? rp?.attrs.templateLocation
  if (template) {
    const name = (template.split('/').pop() ?? '').replace(/\.xml$/, '')
    if (!RP_TEMPLATES.has(name))
      errors.push(
        `response processing template ${name} is not supported (only match_correct and map_response)`,
      )
  } else if (rp && childElements(rp).length)
    warnings.push("the file's own response processing is replaced by our scoring rule for the type")
  return errors
}

/** Maps one QTI item document. `source` names it in the report. */
export function importQtiItem(
  xml: string,
  source: string,
  defaults: TQtiDefaults = QTI_DEFAULTS,
): TImportEntry {
  const parsed = parseXml(xml)
  if (!parsed.ok) return { source, kind: 'item', ok: false, errors: [parsed.error], warnings: [] }
  const root = parsed.root
  if (root.name !== 'assessmentItem')
    return {
      source,
      kind: 'item',
      ok: false,
      errors: [`not a QTI item (root element ${root.name})`],
      warnings: [],
    }
  const id = ourItemId(root.attrs.identifier ?? source)
  const warnings: string[] = []
  const errors = itemProblems(root, warnings)
  const body = child(root, 'itemBody')
  const interactions = body ? descendants(body, isInteraction) : []
  const kinds = [...new Set(interactions.map((i) => i.name))]
  const unsupported = kinds.filter(
    (k) => !(SUPPORTED_INTERACTIONS as readonly string[]).includes(k),
  )
  for (const k of unsupported) errors.push(`unsupported interaction: ${k}`)
  if (!interactions.length) errors.push('no interaction')
  const onlyInline = kinds.length === 1 && kinds[0] === 'inlineChoiceInteraction'
  if (interactions.length > 1 && !onlyInline && !unsupported.length)
    errors.push(
      `${interactions.length} interactions (${kinds.join(', ')}): one item has one question here; split it into items`,
    )
  const fail = (type?: TItemType) => ({
    source,
    id,
    kind: 'item' as const,
    type,
    ok: false,
    errors,
    warnings,
  })
  if (errors.length || !body) return fail()

  const decl = declarations(root)
  const first = interactions[0] as XElement
  const d = decl.get(first.attrs.responseIdentifier ?? '')
  let mapped: Mapped
  // The stem: the body without interactions (inline blanks shown as a line), with the prompt.
  let stemNodes: XNode[] = body.children
  let blankMarker = false
  switch (first.name) {
    case 'choiceInteraction':
      mapped = mapChoice(first, d, warnings)
      break
    case 'textEntryInteraction':
      mapped = mapTextEntry(d)
      blankMarker = true
      break
    case 'matchInteraction':
      mapped = mapMatch(first, d, warnings)
      break
    case 'inlineChoiceInteraction':
      mapped = mapInlineChoices(body, interactions, decl, warnings)
      stemNodes = mapped.stemExtra ?? []
      break
    case 'gapMatchInteraction':
      mapped = mapGapMatch(first, d, warnings)
      break
    default:
      mapped = mapHottext(first, d)
  }
  errors.push(...mapped.errors)
  if (errors.length) return fail(mapped.body.type as TItemType | undefined)

  const prompt =
    first.name === 'inlineChoiceInteraction' ? [] : (child(first, 'prompt')?.children ?? [])
  const stemHtml = [
    toHtml(stemNodes, (e) => NOT_STEM.has(e.name) || (isInteraction(e) && !blankMarker)),
    wrapPrompt(prompt),
  ]
    .filter(Boolean)
    .join(' ')
  const stem =
    (blankMarker ? withBlank(stemNodes, prompt) : stemHtml) ||
    `<p>${escapeHtml(root.attrs.title ?? id)}</p>`
  const feedback = [
    ...childElements(root, 'modalFeedback'),
    ...descendants(body, (e) => e.name === 'feedbackBlock'),
  ]
    .map((f) => toHtml((child(f, 'contentBody') ?? f).children))
    .filter(Boolean)
  if (!feedback.length) warnings.push('no explanation in the file: write one before publishing')
  if (defaults === QTI_DEFAULTS)
    warnings.push('subject, client need and exams are the import defaults')
  const candidate = {
    id,
    ...mapped.body,
    style: defaults.style,
    stem,
    explanation: feedback.length ? feedback.map((f) => `<div>${f}</div>`).join('') : NO_EXPLANATION,
    subject: defaults.subject,
    clientNeed: defaults.clientNeed,
    exams: defaults.exams,
  }
  return itemEntry(source, candidate, [], warnings)
}

/** The interaction's prompt as a paragraph (or a div when it holds blocks itself). */
function wrapPrompt(prompt: XNode[]): string {
  if (!prompt.length) return ''
  const html = toHtml(prompt)
  return /^<(p|div|ul|ol|table|blockquote)\b/.test(html) ? html : `<p>${html}</p>`
}

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** A text-entry stem: the body with the input shown as a blank line where it stood. */
function withBlank(nodes: XNode[], prompt: XNode[]): string {
  const html = toHtml(nodes, (e) => NOT_STEM.has(e.name))
  const marked = html.replace(/<textEntryInteraction\b[^>]*>(<\/textEntryInteraction>)?/g, '_____')
  return [marked, wrapPrompt(prompt)].filter(Boolean).join(' ')
}
