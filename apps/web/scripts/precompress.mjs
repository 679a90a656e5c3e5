// Writes .br and .gz copies of the built text assets, so the server sends them compressed
// without compressing on every request (@fastify/static `preCompressed`).
// Usage: node scripts/precompress.mjs [dist folder]
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

const dist = process.argv[2] ?? new URL('../dist/', import.meta.url).pathname
const TEXT = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/
let count = 0
let raw = 0
let br = 0

function walk(dir) {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name)
    if (name.startsWith('.')) continue // .vite/manifest.json is read by the server, not served
    if (statSync(file).isDirectory()) walk(file)
    else if (TEXT.test(name) && !name.endsWith('.map')) compress(file)
  }
}

function compress(file) {
  const data = readFileSync(file)
  if (data.length < 1024) return
  const brotli = brotliCompressSync(data, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
    },
  })
  writeFileSync(`${file}.br`, brotli)
  writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }))
  count += 1
  raw += data.length
  br += brotli.length
}

walk(dist)
console.log(
  `precompressed ${count} files: ${(raw / 1024).toFixed(0)} KB -> ${(br / 1024).toFixed(0)} KB brotli`,
)
