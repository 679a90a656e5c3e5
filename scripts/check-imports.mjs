#!/usr/bin/env node
/**
 * Import rules a tool enforces (run by `npm run check`; docs/architecture.md).
 *
 * Web app (apps/web/src), dependencies flow shared → features → app:
 * - a feature never imports another feature's internals, only its public `index.ts`
 *   (`@/features/billing`, not `@/features/billing/api/get-plans`);
 * - features, components/, lib/ and config/ never import from app/ (the routes);
 * - components/, lib/ and config/ never import from features/.
 *
 * Imports are resolved (the `@/` alias and relative paths), so `../../billing/x` is caught too.
 * Usage: node scripts/check-imports.mjs [repo root]; exits 1 and lists each violation.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve, sep } from 'node:path'
import { fileURLToPath } from 'node:url'

const SOURCE = /\.(ts|tsx|mjs|js)$/
const SPECIFIER =
  /(?:^|[\s;])(?:import|export)\s[^'"`;]*?from\s*['"]([^'"]+)['"]|(?:^|[\s;])import\s*['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)|\bvi\.mock\(\s*['"]([^'"]+)['"]/g

function* walk(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) yield* walk(path)
    else if (SOURCE.test(entry.name)) yield path
  }
}

/** The specifiers a file imports, with their line numbers. */
export function importsOf(text) {
  const found = []
  for (const m of text.matchAll(SPECIFIER)) {
    const spec = m[1] ?? m[2] ?? m[3] ?? m[4]
    const at = m.index + m[0].length - m[0].trimStart().length
    found.push({ spec, line: text.slice(0, at).split('\n').length })
  }
  return found
}

/** Path of an import inside src (posix, no extension), or null for packages. */
function resolveWeb(src, file, spec) {
  let abs
  if (spec.startsWith('@/')) abs = join(src, spec.slice(2))
  else if (spec.startsWith('.')) abs = resolve(dirname(file), spec)
  else return null
  return relative(src, abs)
    .split(sep)
    .join('/')
    .replace(/\.(ts|tsx|mjs|js)$/, '')
}

/** Where a path inside src sits: { area: 'features', feature } | { area: 'app' } | … */
function place(path) {
  const [top, second] = path.split('/')
  return top === 'features' ? { area: 'features', feature: second } : { area: top }
}

/** The web app's rules for one import; returns a message or null. */
export function webRule(from, to) {
  const a = place(from)
  const b = place(to)
  if (b.area === 'app' && a.area !== 'app' && a.area !== 'testing' && a.area !== 'main.tsx') {
    return `${a.area}/ never imports from app/ (routes): move the shared piece to components/ or lib/`
  }
  if (['components', 'lib', 'config'].includes(a.area) && b.area === 'features') {
    return `${a.area}/ never imports from features/: it sits below them`
  }
  if (a.area === 'features' && b.area === 'features' && a.feature !== b.feature) {
    const publicIndex = to === `features/${b.feature}` || to === `features/${b.feature}/index`
    if (!publicIndex) {
      return `features/${a.feature} imports features/${b.feature}'s internals: use '@/features/${b.feature}' (its index.ts) or move the piece to components/ or lib/`
    }
  }
  return null
}

/** Every violation under `root` (the repository), as "file:line: spec — why". */
export function checkImports(root) {
  const src = join(root, 'apps/web/src')
  const violations = []
  for (const file of walk(src)) {
    const from = relative(src, file).split(sep).join('/')
    for (const { spec, line } of importsOf(readFileSync(file, 'utf8'))) {
      const to = resolveWeb(src, file, spec)
      const why = to === null ? null : webRule(from, to)
      if (why) violations.push(`apps/web/src/${from}:${line}: '${spec}' — ${why}`)
    }
  }
  return violations
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = resolve(process.argv[2] ?? join(dirname(fileURLToPath(import.meta.url)), '..'))
  const violations = checkImports(root)
  for (const v of violations) console.error(v)
  if (violations.length > 0) {
    console.error(`check-imports: ${violations.length} import rule violation(s)`)
    process.exit(1)
  }
  console.log('check-imports: import rules hold')
}
