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
 * API (apps/api/src), layers from low to high: db/, lib/, plugins/ → modules/ → seed/, web/, app:
 * - db/, lib/, plugins/ (and config.ts, paths.ts) never import from modules/, seed/, web/ or app;
 * - a module imports another module only through its public `index.ts` (or the shared
 *   `modules/module-deps.ts`), and never imports seed/, web/ or app;
 * - drizzle-orm only in `*.repository.ts` and db/; `process.env` only in config.ts.
 *
 * packages/shared: no Node built-ins (`node:*`, `fs`…), no drizzle-orm (it runs in the browser).
 *
 * Imports are resolved (the `@/` alias and relative paths), so `../../billing/x` is caught too.
 * To add a rule: a function (from, to) → message | null, called from the area's check below.
 * Usage: node scripts/check-imports.mjs [repo root]; exits 1 and lists each violation.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { builtinModules } from 'node:module'
import { dirname, join, relative, resolve, sep } from 'node:path'
import { fileURLToPath } from 'node:url'

const SOURCE = /\.(ts|tsx|mjs|js)$/
const SPECIFIER =
  /(?:^|[\s;])(?:import|export)\s[^'"`;]*?from\s*['"]([^'"]+)['"]|(?:^|[\s;])import\s*['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)|\bvi\.mock\(\s*['"]([^'"]+)['"]/g

function* walk(dir) {
  if (!existsSync(dir)) return
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
  // The entries (main.tsx, entry-server.tsx) assemble the app from its routes.
  const entry = a.area === 'main.tsx' || /^entry-[\w-]+\.tsx$/.test(a.area)
  if (b.area === 'app' && a.area !== 'app' && a.area !== 'testing' && !entry) {
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

/** Path of a relative import inside `src` (posix, no extension), or null for packages. */
function resolveRelative(src, file, spec) {
  if (!spec.startsWith('.')) return null
  return relative(src, resolve(dirname(file), spec))
    .split(sep)
    .join('/')
    .replace(/\.(ts|tsx|mjs|js)$/, '')
}

/** The API's layer of a path inside apps/api/src: 'low' | 'module' | 'high'. */
function apiLayer(path) {
  const top = path.split('/')[0]
  if (['db', 'lib', 'plugins', 'config', 'paths'].includes(top)) return 'low'
  if (top === 'modules') return 'module'
  return 'high'
}

/** The API's rules for one resolved import (paths inside apps/api/src); a message or null. */
export function apiRule(from, to) {
  const a = apiLayer(from)
  const b = apiLayer(to)
  if (a === 'low' && b !== 'low')
    return `${from.split('/')[0]}/ sits below modules/: it never imports from ${to.split('/')[0]}/ (pass what it needs in, as a small interface)`
  if (a === 'module' && b === 'high')
    return `modules/ never import from ${to.split('/')[0]}/ (a higher layer)`
  if (a === 'module' && b === 'module') {
    const mine = from.split('/')[1]
    const [, theirs, file] = to.split('/')
    if (
      theirs !== mine &&
      theirs !== 'module-deps' &&
      !(file === 'index' && to.split('/').length === 3)
    )
      return `modules/${mine} imports modules/${theirs}'s internals: ask it through modules/${theirs}/index.ts (or ModuleDeps)`
  }
  return null
}

/** Rules on the text of an API file: drizzle-orm and process.env stay where they belong. */
function apiTextRules(path, imports, text) {
  const found = []
  const mayUseDrizzle = path.startsWith('db/') || path.endsWith('.repository.ts')
  for (const { spec, line } of imports) {
    if (!mayUseDrizzle && (spec === 'drizzle-orm' || spec.startsWith('drizzle-orm/')))
      found.push({ line, spec, why: 'drizzle-orm only in *.repository.ts and db/' })
  }
  if (path !== 'config.ts') {
    text.split('\n').forEach((l, i) => {
      if (/\bprocess\.env\b/.test(l) && !/^\s*(\/\/|\*)/.test(l))
        found.push({
          line: i + 1,
          spec: 'process.env',
          why: 'process.env is read only in config.ts',
        })
    })
  }
  return found
}

const NODE_BUILTINS = new Set(builtinModules)
const isNodeBuiltin = (spec) => spec.startsWith('node:') || NODE_BUILTINS.has(spec.split('/')[0])

/** Violations in the API (apps/api/src) and in packages/shared/src. */
function checkApiAndShared(root, violations) {
  const api = join(root, 'apps/api/src')
  for (const file of walk(api)) {
    const from = relative(api, file).split(sep).join('/')
    const text = readFileSync(file, 'utf8')
    const imports = importsOf(text)
    for (const { spec, line } of imports) {
      const to = resolveRelative(api, file, spec)
      const why = to === null || to.startsWith('..') ? null : apiRule(from.replace(/\.ts$/, ''), to)
      if (why) violations.push(`apps/api/src/${from}:${line}: '${spec}' — ${why}`)
    }
    for (const { spec, line, why } of apiTextRules(from, imports, text))
      violations.push(`apps/api/src/${from}:${line}: '${spec}' — ${why}`)
  }
  const shared = join(root, 'packages/shared/src')
  for (const file of walk(shared)) {
    const from = relative(shared, file).split(sep).join('/')
    for (const { spec, line } of importsOf(readFileSync(file, 'utf8'))) {
      if (isNodeBuiltin(spec))
        violations.push(
          `packages/shared/src/${from}:${line}: '${spec}' — packages/shared runs in the browser too: no Node built-ins`,
        )
      else if (spec === 'drizzle-orm' || spec.startsWith('drizzle-orm/'))
        violations.push(
          `packages/shared/src/${from}:${line}: '${spec}' — packages/shared imports nothing from Drizzle`,
        )
    }
  }
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
  checkApiAndShared(root, violations)
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
