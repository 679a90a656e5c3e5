/**
 * zod 4 probes for `new Function` when it builds an object schema, to compile fast parsers. The
 * CSP allows no eval (script-src 'self'), so each probe is reported as a violation (Lighthouse
 * best practices). This sets zod's global `jitless` before any schema exists: main.tsx imports it
 * first. (zod keeps its global config on globalThis.__zod_globalConfig; the same as
 * `z.config({ jitless: true })`, without loading zod on pages that do not use it.)
 */
const scope = globalThis as { __zod_globalConfig?: { jitless?: boolean } }
scope.__zod_globalConfig ??= {}
scope.__zod_globalConfig.jitless = true
