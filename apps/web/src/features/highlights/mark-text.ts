/** A range of a field's text content (what the API stores, without the quote). */
export type TextRange = { start: number; end: number }

/** Overlapping or touching ranges merged, in order. */
export function mergeRanges(ranges: TextRange[]): TextRange[] {
  const sorted = [...ranges].filter((r) => r.end > r.start).sort((a, b) => a.start - b.start)
  const out: TextRange[] = []
  for (const r of sorted) {
    const last = out.at(-1)
    if (last && r.start <= last.end) last.end = Math.max(last.end, r.end)
    else out.push({ ...r })
  }
  return out
}

/**
 * The HTML with every range of its text content wrapped in <mark>: text nodes are split where a
 * range starts or ends, so a range may cross tags (each piece gets its own <mark>).
 */
export function markHtml(html: string, ranges: TextRange[]): string {
  const merged = mergeRanges(ranges)
  if (merged.length === 0) return html
  const template = document.createElement('template')
  template.innerHTML = html
  const walker = document.createTreeWalker(template.content, NodeFilter.SHOW_TEXT)
  const nodes: Text[] = []
  for (let n = walker.nextNode(); n; n = walker.nextNode()) nodes.push(n as Text)
  let offset = 0
  for (const node of nodes) {
    const text = node.data
    const from = offset
    const to = offset + text.length
    offset = to
    const pieces = merged.filter((r) => r.start < to && r.end > from)
    if (pieces.length === 0) continue
    const frag = document.createDocumentFragment()
    let at = 0
    for (const r of pieces) {
      const s = Math.max(r.start - from, 0)
      const e = Math.min(r.end - from, text.length)
      if (s > at) frag.append(text.slice(at, s))
      const mark = document.createElement('mark')
      mark.className = 'highlight'
      mark.textContent = text.slice(s, e)
      frag.append(mark)
      at = e
    }
    if (at < text.length) frag.append(text.slice(at))
    node.replaceWith(frag)
  }
  return template.innerHTML
}

/** The offset in `root`'s text content of a point (node, offset) inside it. */
export function textOffset(root: Node, node: Node, offset: number): number {
  const range = document.createRange()
  range.selectNodeContents(root)
  range.setEnd(node, offset)
  return range.toString().length
}

/** The selection's range of `root`'s text content, or null when it is empty or elsewhere. */
export function selectionIn(root: HTMLElement, selection: Selection | null) {
  if (!selection || selection.rangeCount === 0 || selection.isCollapsed) return null
  const range = selection.getRangeAt(0)
  if (!root.contains(range.startContainer) || !root.contains(range.endContainer)) return null
  const start = textOffset(root, range.startContainer, range.startOffset)
  const end = textOffset(root, range.endContainer, range.endOffset)
  const text = (root.textContent ?? '').slice(start, end)
  // Leading and trailing spaces are not worth a highlight.
  const lead = text.length - text.trimStart().length
  const trail = text.length - text.trimEnd().length
  if (end - trail <= start + lead) return null
  return { start: start + lead, end: end - trail, text: text.trim() }
}

/**
 * The sentences of a text with their ranges: the keyboard way to pick what to highlight. A
 * sentence ends at . ! or ? followed by a capital, a digit or the end ("C. difficile" is one).
 */
export function sentencesOf(text: string): (TextRange & { text: string })[] {
  const out: (TextRange & { text: string })[] = []
  const ends = /[.!?]+["')\]”’]*(?=\s+["“(]?[A-Z0-9]|\s*$)/g
  let from = 0
  const push = (start: number, end: number) => {
    const raw = text.slice(start, end)
    const lead = raw.length - raw.trimStart().length
    const trimmed = raw.trim()
    if (trimmed.length >= 2)
      out.push({ start: start + lead, end: start + lead + trimmed.length, text: trimmed })
  }
  for (let m = ends.exec(text); m; m = ends.exec(text)) {
    const end = m.index + m[0].length
    push(from, end)
    from = end
    if (m[0].length === 0) ends.lastIndex += 1
  }
  if (from < text.length) push(from, text.length)
  return out
}
