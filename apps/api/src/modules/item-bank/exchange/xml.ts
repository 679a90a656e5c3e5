import { XMLParser, XMLValidator } from 'fast-xml-parser'

/**
 * A small element tree over fast-xml-parser's ordered output. QTI 3.0 names (`qti-choice-interaction`,
 * `max-choices`) are folded to the QTI 2.x camelCase ones (`choiceInteraction`, `maxChoices`), so one
 * mapper reads both versions. Namespace prefixes are dropped (`imsmd:lom` → `lom`).
 */
export type XNode = XElement | string
export type XElement = { name: string; attrs: Record<string, string>; children: XNode[] }

const parser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  removeNSPrefix: true,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: false,
  processEntities: true,
  htmlEntities: true,
  ignoreDeclaration: true,
  ignorePiTags: true,
})

/** `qti-choice-interaction` → `choiceInteraction`; `max-choices` → `maxChoices`; others unchanged. */
export function qti2Name(name: string): string {
  const bare = name.startsWith('qti-') ? name.slice(4) : name
  return bare.includes('-') ? bare.replace(/-([a-z0-9])/g, (_, c: string) => c.toUpperCase()) : bare
}

type Ordered = Record<string, unknown>

function convert(nodes: Ordered[], qti3: boolean): XNode[] {
  const out: XNode[] = []
  for (const node of nodes) {
    if ('#text' in node) {
      out.push(String(node['#text']))
      continue
    }
    const attrsRaw = (node[':@'] ?? {}) as Record<string, unknown>
    const name = Object.keys(node).find((k) => k !== ':@')
    if (!name) continue
    const attrs: Record<string, string> = {}
    for (const [k, v] of Object.entries(attrsRaw)) attrs[qti3 ? qti2Name(k) : k] = String(v)
    const isQti = qti3 && name.startsWith('qti-')
    out.push({
      name: isQti ? qti2Name(name) : name,
      attrs,
      children: convert(node[name] as Ordered[], qti3),
    })
  }
  return out
}

export type TParsedXml = { ok: true; root: XElement; qti3: boolean } | { ok: false; error: string }

/** Parses a document (after a well-formedness check, whose message names the line). */
export function parseXml(text: string): TParsedXml {
  const valid = XMLValidator.validate(text)
  if (valid !== true)
    return { ok: false, error: `not well-formed XML: ${valid.err.msg} (line ${valid.err.line})` }
  const qti3 = /<qti-assessment-item\b|imsqti(asi)?_v3p0|qtiv3p0/.test(text)
  const nodes = convert(parser.parse(text) as Ordered[], qti3)
  const root = nodes.find((n): n is XElement => typeof n !== 'string')
  if (!root) return { ok: false, error: 'the file has no root element' }
  return { ok: true, root, qti3 }
}

export const isElement = (n: XNode): n is XElement => typeof n !== 'string'

export function childElements(e: XElement, name?: string): XElement[] {
  return e.children.filter((c): c is XElement => isElement(c) && (!name || c.name === name))
}

export function child(e: XElement, name: string): XElement | undefined {
  return childElements(e, name)[0]
}

/** Every descendant (depth first, document order) matching the test. */
export function descendants(e: XElement, test: (x: XElement) => boolean): XElement[] {
  const found: XElement[] = []
  const walk = (x: XElement) => {
    for (const c of childElements(x)) {
      if (test(c)) found.push(c)
      walk(c)
    }
  }
  walk(e)
  return found
}

/** The text content with runs of white space as one space, trimmed. */
export function textOf(n: XNode): string {
  const raw = (x: XNode): string => (typeof x === 'string' ? x : x.children.map(raw).join(''))
  return raw(n).replace(/\s+/g, ' ').trim()
}

const escapeText = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
const escapeAttr = (s: string) => escapeText(s).replace(/"/g, '&quot;')

const VOID = new Set(['br', 'hr', 'img', 'col', 'source', 'track', 'wbr'])

/** Serialises nodes as HTML; `skip` returns true for elements to leave out (with their content). */
export function toHtml(nodes: XNode[], skip: (e: XElement) => boolean = () => false): string {
  return nodes
    .map((n) => {
      if (typeof n === 'string') return escapeText(n)
      if (skip(n)) return ''
      const attrs = Object.entries(n.attrs)
        .map(([k, v]) => ` ${k}="${escapeAttr(v)}"`)
        .join('')
      if (VOID.has(n.name)) return `<${n.name}${attrs}>`
      return `<${n.name}${attrs}>${toHtml(n.children, skip)}</${n.name}>`
    })
    .join('')
    .replace(/\s+/g, ' ')
    .trim()
}

/** XML text escaping for the exporter. */
export const xmlText = escapeText
export const xmlAttr = escapeAttr
