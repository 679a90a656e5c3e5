import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib'

const BRAND = rgb(0.059, 0.463, 0.431) // #0f766e
const INK = rgb(0.059, 0.09, 0.165) // #0f172a
const MUTED = rgb(0.28, 0.33, 0.41) // #475569
const LINE = rgb(0.8, 0.84, 0.88)
const TINT = rgb(0.94, 0.99, 0.98) // #f0fdfa

/** Standard PDF fonts speak WinAnsi only: spell out the few symbols it lacks. */
function clean(text: string): string {
  return text
    .replaceAll('≥', '>=')
    .replaceAll('≤', '<=')
    .replaceAll('→', '->')
    .replaceAll('⁹', '^9')
    .replaceAll('₂', '2')
    .replaceAll('₃', '3')
}

export type Block =
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'bullets'; items: string[] }
  | { kind: 'table'; headers: string[]; rows: string[][]; widths: number[]; minRowHeight?: number }
  | { kind: 'tip'; text: string; label?: string }

export type DocSpec = {
  kicker: string
  title: string
  subtitle: string
  blocks: Block[]
  landscape?: boolean
  footer?: string
}

/** A small typesetter: wrapped text, bullets, tables and boxed tips, with page breaks. */
export async function renderPdf(spec: DocSpec): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  doc.setTitle(spec.title)
  doc.setAuthor('NurseReady')
  doc.setSubject(spec.subtitle)
  doc.setProducer('NurseReady demo content (pdf-lib)')
  doc.setCreator('scripts/generate-demo-media.sh')
  const fixed = new Date('2026-01-01T00:00:00Z')
  doc.setCreationDate(fixed)
  doc.setModificationDate(fixed)
  const regular = await doc.embedFont(StandardFonts.Helvetica)
  const bold = await doc.embedFont(StandardFonts.HelveticaBold)
  const [W, H] = spec.landscape ? [792, 612] : [612, 792]
  const M = 54
  const width = W - 2 * M
  let page: PDFPage
  let y = 0

  const newPage = () => {
    page = doc.addPage([W, H])
    page.drawRectangle({ x: 0, y: H - 8, width: W, height: 8, color: BRAND })
    y = H - M
  }
  const ensure = (needed: number) => {
    if (y - needed < M + 24) newPage()
  }
  const lines = (text: string, font: PDFFont, size: number, max: number): string[] => {
    const out: string[] = []
    for (const para of clean(text).split('\n')) {
      let line = ''
      for (const word of para.split(' ')) {
        const next = line ? `${line} ${word}` : word
        if (line && font.widthOfTextAtSize(next, size) > max) {
          out.push(line)
          line = word
        } else {
          line = next
        }
      }
      out.push(line)
    }
    return out
  }
  const write = (
    text: string,
    font: PDFFont,
    size: number,
    x: number,
    max: number,
    color = INK,
  ) => {
    for (const l of lines(text, font, size, max)) {
      ensure(size * 1.45)
      page.drawText(l, { x, y: y - size, size, font, color })
      y -= size * 1.45
    }
  }

  newPage()
  page!.drawText(clean(spec.kicker.toUpperCase()), {
    x: M,
    y: y - 10,
    size: 10,
    font: bold,
    color: BRAND,
  })
  y -= 22
  write(spec.title, bold, 22, M, width)
  y -= 2
  write(spec.subtitle, regular, 11, M, width, MUTED)
  y -= 6
  page!.drawLine({ start: { x: M, y }, end: { x: W - M, y }, thickness: 1, color: LINE })
  y -= 14

  for (const block of spec.blocks) {
    switch (block.kind) {
      case 'heading':
        ensure(48)
        y -= 8
        write(block.text, bold, 13.5, M, width, BRAND)
        y -= 2
        break
      case 'paragraph':
        write(block.text, regular, 10.5, M, width)
        y -= 4
        break
      case 'bullets':
        for (const item of block.items) {
          ensure(16)
          page!.drawText('•', { x: M + 4, y: y - 10.5, size: 10.5, font: bold, color: BRAND })
          write(item, regular, 10.5, M + 18, width - 18)
          y -= 2
        }
        y -= 4
        break
      case 'tip': {
        const body = lines(block.text, regular, 10.5, width - 28)
        const h = body.length * 15 + 30
        ensure(h + 6)
        page!.drawRectangle({
          x: M,
          y: y - h,
          width,
          height: h,
          color: TINT,
          borderColor: BRAND,
          borderWidth: 0.75,
        })
        page!.drawText(block.label ?? 'EXAM TIP', {
          x: M + 14,
          y: y - 18,
          size: 9,
          font: bold,
          color: BRAND,
        })
        let ty = y - 34
        for (const l of body) {
          page!.drawText(l, { x: M + 14, y: ty, size: 10.5, font: regular, color: INK })
          ty -= 15
        }
        y -= h + 12
        break
      }
      case 'table': {
        const total = block.widths.reduce((a, b) => a + b, 0)
        const cols = block.widths.map((w) => (w / total) * width)
        const drawRow = (cells: string[], font: PDFFont, shade: boolean) => {
          const wrapped = cells.map((c, i) => lines(c, font, 9.5, cols[i]! - 10))
          const h = Math.max(
            Math.max(...wrapped.map((w) => w.length)) * 13 + 10,
            font === bold ? 0 : (block.minRowHeight ?? 0),
          )
          if (y - h < M + 24) {
            newPage()
            if (font !== bold) drawRow(block.headers, bold, true)
          }
          let x = M
          if (shade) page!.drawRectangle({ x: M, y: y - h, width, height: h, color: TINT })
          wrapped.forEach((cell, i) => {
            cell.forEach((l, j) => {
              page!.drawText(l, { x: x + 5, y: y - 14 - j * 13, size: 9.5, font, color: INK })
            })
            x += cols[i]!
          })
          page!.drawLine({
            start: { x: M, y: y - h },
            end: { x: W - M, y: y - h },
            thickness: 0.5,
            color: LINE,
          })
          y -= h
        }
        drawRow(block.headers, bold, true)
        for (const row of block.rows) drawRow(row, regular, false)
        y -= 12
        break
      }
    }
  }

  const footer = clean(
    spec.footer ??
      'NurseReady study notes. Ranges and doses are typical teaching values: always follow your agency policy, the prescriber and current references.',
  )
  const pages = doc.getPages()
  pages.forEach((p, i) => {
    p.drawText(footer, {
      x: M,
      y: 40,
      size: 7.5,
      lineHeight: 9.5,
      font: regular,
      color: MUTED,
      maxWidth: width - 60,
    })
    p.drawText(`${i + 1} / ${pages.length}`, {
      x: W - M - 30,
      y: 40,
      size: 8,
      font: regular,
      color: MUTED,
    })
  })
  return doc.save({ useObjectStreams: true })
}
