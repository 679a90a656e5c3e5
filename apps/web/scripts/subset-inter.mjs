// Writes src/assets/fonts/inter-latin-wght-normal.woff2: the latin file of Inter
// (@fontsource-variable/inter, 48 KB) cut to what the site draws with it (docs/decisions/0032).
// Run it after updating @fontsource-variable/inter: npm run subset-inter --workspace @nurseready/web
// (src/assets/fonts/inter-subset.test.ts fails while the committed file differs from its output).
import { readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import subsetFont from 'subset-font'

/** The latin face's unicode-range in @fontsource-variable/inter's CSS: the same characters. */
export const LATIN_RANGES = [
  [0x20, 0xff],
  [0x131],
  [0x152, 0x153],
  [0x2bb, 0x2bc],
  [0x2c6],
  [0x2da],
  [0x2dc],
  [0x304],
  [0x308],
  [0x329],
  [0x2000, 0x206f],
  [0x20ac],
  [0x2122],
  [0x2191],
  [0x2193],
  [0x2212],
  [0x2215],
]
/** The weights the stylesheets use: normal (400) to extrabold (800). */
export const WEIGHTS = { min: 400, max: 800 }
/**
 * The OpenType features a browser applies by itself (kerning, ligatures, contextual alternates
 * such as the colon raised between digits, marks, the variable font's own substitutions) and
 * `tnum`, for Tailwind's `tabular-nums`; Inter's stylistic sets and other alternates are left out.
 */
export const FEATURES = ['ccmp', 'locl', 'mark', 'mkmk', 'kern', 'liga', 'calt', 'rvrn', 'tnum']

export const SOURCE = createRequire(import.meta.url).resolve(
  '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
)
export const TARGET = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '../src/assets/fonts/inter-latin-wght-normal.woff2',
)

export async function subsetInter() {
  let text = ''
  for (const [from, to = from] of LATIN_RANGES)
    for (let c = from; c <= to; c++) text += String.fromCodePoint(c)
  return subsetFont(readFileSync(SOURCE), text, {
    targetFormat: 'woff2',
    keepFeatures: FEATURES,
    variationAxes: { wght: WEIGHTS },
  })
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const font = await subsetInter()
  writeFileSync(TARGET, font)
  console.log(`${TARGET}: ${font.length} bytes (from ${readFileSync(SOURCE).length})`)
}
