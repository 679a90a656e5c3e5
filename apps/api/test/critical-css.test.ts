import { describe, expect, it } from 'vitest'
import { criticalCss } from '../src/web/critical-css'

/** A stylesheet in the shape Tailwind 4 builds: escaped variant classes, :where(), @media. */
const CSS = [
  '@font-face{font-family:Inter Variable;src:url(/assets/inter.woff2)}',
  ':root{--color-brand-700:#0f766e;--unused:1px}',
  'body{margin:0}',
  'table{border-collapse:collapse}',
  '.grid{display:grid}',
  '.hidden{display:none}',
  '@media (min-width:48rem){.md\\:grid-cols-2{grid-template-columns:repeat(2,minmax(0,1fr))}}',
  '.hover\\:underline:hover{text-decoration-line:underline}',
  '.aria-\\[current\\=page\\]\\:font-bold[aria-current=page]{font-weight:700}',
  ':where(.space-y-2>:not(:last-child)){margin-block-end:.5rem}',
  '.group:hover .group-hover\\:text-white{color:#fff}',
].join('')

const PAGE = `<!doctype html><html><head></head><body><div id="root">
<nav><a href="/" aria-current="page" class="aria-[current=page]:font-bold hover:underline">Home</a></nav>
<main class="grid md:grid-cols-2 space-y-2"><p>One</p><p>Two</p></main></div></body></html>`

describe("a rendered page's stylesheet cut", () => {
  it("keeps the rules the page's tags, classes and attributes use, and drops the rest", async () => {
    const cut = await criticalCss(CSS)(PAGE)
    expect(cut).toBe(
      [
        '@font-face{font-family:Inter Variable;src:url(/assets/inter.woff2)}',
        ':root{--color-brand-700:#0f766e;--unused:1px}',
        'body{margin:0}',
        '.grid{display:grid}',
        '@media (min-width:48rem){.md\\:grid-cols-2{grid-template-columns:repeat(2,minmax(0,1fr))}}',
        '.hover\\:underline:hover{text-decoration-line:underline}',
        '.aria-\\[current\\=page\\]\\:font-bold[aria-current=page]{font-weight:700}',
        ':where(.space-y-2>:not(:last-child)){margin-block-end:.5rem}',
      ].join(''),
    )
  })

  it('is made once for the same markup, even with other text', async () => {
    const cut = criticalCss(CSS)
    const first = cut(PAGE)
    expect(cut(PAGE.replace('One', 'Another article'))).toBe(first)
    // Other markup (a class more) is another cut.
    const other = cut(PAGE.replace('class="grid', 'class="hidden grid'))
    expect(other).not.toBe(first)
    expect(await other).toContain('.hidden{display:none}')
  })

  it('keeps at most `max` cuts, the least recently used going first', async () => {
    const cut = criticalCss(CSS, 2)
    const a = cut(PAGE)
    const b = cut(PAGE.replace('<p>One</p>', '<table></table>'))
    expect(cut(PAGE)).toBe(a) // a is now the most recent
    cut(PAGE.replace('class="grid', 'class="hidden grid')) // c pushes b out
    expect(cut(PAGE)).toBe(a)
    expect(cut(PAGE.replace('<p>One</p>', '<table></table>'))).not.toBe(b)
  })

  it('sends the whole sheet when it cannot be cut', async () => {
    const broken = '.grid{display:grid'
    expect(await criticalCss(`${broken}{`)(PAGE)).toBe(`${broken}{`)
  })
})
