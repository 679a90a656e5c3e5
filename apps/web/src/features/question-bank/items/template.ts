/** A template ("a {{s1}} b") as text pieces and markers, in order (markers as in templateMarkers). */
export type TTemplatePiece = { kind: 'text'; text: string } | { kind: 'marker'; id: string }

export function splitTemplate(template: string): TTemplatePiece[] {
  const pieces: TTemplatePiece[] = []
  let at = 0
  for (const m of template.matchAll(/\{\{\s*([A-Za-z0-9][A-Za-z0-9_-]*)\s*\}\}/g)) {
    if (m.index > at) pieces.push({ kind: 'text', text: template.slice(at, m.index) })
    pieces.push({ kind: 'marker', id: m[1] ?? '' })
    at = m.index + m[0].length
  }
  if (at < template.length) pieces.push({ kind: 'text', text: template.slice(at) })
  return pieces
}
