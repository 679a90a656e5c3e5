import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { paths } from '@nurseready/shared/constants/routes'

type ManifestChunk = { file: string; imports?: string[] }
type Manifest = Record<string, ManifestChunk>

const LAYOUT = 'src/app/routes/marketing/public-layout.tsx'
/** Wraps every public page but the landing page (apps/web/src/app/router.tsx). */
const QUERY_LAYOUT = 'src/app/query-layout.tsx'
/** The page module of each public route (as in apps/web/src/app/router.tsx). */
const PAGE_MODULES: Record<string, string> = {
  [paths.home]: 'src/app/routes/marketing/landing-page.tsx',
  [paths.login]: 'src/app/routes/auth/login-page.tsx',
  [paths.signup]: 'src/app/routes/auth/signup-page.tsx',
  [paths.forgotPassword]: 'src/app/routes/auth/forgot-password-page.tsx',
  [paths.nclexRn]: 'src/app/routes/marketing/nclex-rn-page.tsx',
  [paths.rexPn]: 'src/app/routes/marketing/rexpn-page.tsx',
  [paths.nclexPn]: 'src/app/routes/marketing/coming-soon-page.tsx',
  [paths.celban]: 'src/app/routes/marketing/coming-soon-page.tsx',
  [paths.blog]: 'src/app/routes/marketing/blog-page.tsx',
  [paths.contactUs]: 'src/app/routes/marketing/contact-page.tsx',
  [paths.terms]: 'src/app/routes/marketing/legal-page.tsx',
  [paths.privacy]: 'src/app/routes/marketing/legal-page.tsx',
  [paths.howReadinessWorks]: 'src/app/routes/marketing/how-readiness-works-page.tsx',
  [paths.comparePlans]: 'src/app/routes/marketing/compare-plans-page.tsx',
}
export const ARTICLE_MODULE = 'src/app/routes/marketing/blog-article-page.tsx'

/**
 * The JavaScript files a public page needs before it can draw, from the build's Vite manifest:
 * the public layout's (and, except on the landing page, the query layout's) and the page's chunks
 * with their static imports, minus what index.html already loads. The server lists them as <link rel=modulepreload>, so they download together
 * with the entry instead of after it (one round trip less before the first paint).
 * Returns nothing without a manifest (development, tests).
 */
export function pagePreloader(webDist: string) {
  const file = path.join(webDist, '.vite', 'manifest.json')
  if (!existsSync(file)) return () => []
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest

  const closure = (key: string, into: Set<string>) => {
    const chunk = manifest[key]
    if (!chunk || into.has(chunk.file)) return
    into.add(chunk.file)
    for (const dep of chunk.imports ?? []) closure(dep, into)
  }
  const initial = new Set<string>()
  closure('index.html', initial)

  const cache = new Map<string, string[]>()
  return (pageModule: string | undefined): string[] => {
    if (!pageModule) return []
    let list = cache.get(pageModule)
    if (!list) {
      const files = new Set<string>()
      closure(LAYOUT, files)
      if (pageModule !== PAGE_MODULES[paths.home]) closure(QUERY_LAYOUT, files)
      closure(pageModule, files)
      list = [...files].filter((f) => !initial.has(f) && f.endsWith('.js')).map((f) => `/${f}`)
      cache.set(pageModule, list)
    }
    return list
  }
}

/** A built asset whose name matches `pattern` ('/assets/<name>'), if the build has one. */
export function assetNamed(webDist: string, pattern: RegExp): string | undefined {
  const dir = path.join(webDist, 'assets')
  if (!existsSync(dir)) return undefined
  const file = readdirSync(dir).find((f) => pattern.test(f))
  return file ? `/assets/${file}` : undefined
}

export const pageModuleOf = (pathname: string) => PAGE_MODULES[pathname]
