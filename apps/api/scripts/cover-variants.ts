// Writes the resized copies of the demo blog covers into src/seed/media (committed, so a fresh
// start copies them like the covers instead of encoding AVIF at every first start):
//   npx tsx scripts/cover-variants.ts
// The same sharp settings as an upload (src/lib/image-variants.ts).
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { writeCoverVariants } from '../src/lib/image-variants'
import { localStorage } from '../src/lib/storage'
import { seedMediaFolder } from '../src/paths'

const storage = localStorage(seedMediaFolder)
const folder = path.join(seedMediaFolder, 'public/blog')
for (const name of readdirSync(folder).filter((f) => /^[^-]+-\d+\.jpg$/.test(f))) {
  await writeCoverVariants(storage, `public/blog/${name}`, readFileSync(path.join(folder, name)))
  console.log(`public/blog/${name}: 6 copies`)
}
