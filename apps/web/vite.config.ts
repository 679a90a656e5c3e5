import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { minify, type Plugin, transformWithOxc, type UserConfig } from 'vite'
import { defineConfig } from 'vitest/config'

const apiTarget = process.env.API_URL ?? 'http://localhost:3001'

/**
 * react-router's package exports point at its development build in every mode (dev warnings
 * included: remix-run/react-router#12532); production builds use its production files.
 */
const reactRouterProduction = (file: string) =>
  fileURLToPath(import.meta.resolve('react-router')).replace(
    /[\\/]development[\\/]index\.mjs$/,
    `/production/${file}`,
  )

/**
 * src/hydrate.ts, the small classic script that starts the app on a server-rendered page, as
 * dist/assets/hydrate-<hash>.js (the server finds it there). Emitted on its own rather than as a
 * second build input, which would change how the app's modules are split into chunks.
 */
const hydrateScript = (): Plugin => ({
  name: 'nurseready:hydrate-script',
  apply: (_, env) => env.command === 'build' && !env.isSsrBuild,
  async generateBundle() {
    const file = fileURLToPath(new URL('./src/hydrate.ts', import.meta.url))
    const js = await transformWithOxc(readFileSync(file, 'utf8'), file, { lang: 'ts' })
    const { code } = await minify('hydrate.js', js.code, { compress: true, mangle: true })
    const hash = createHash('sha256').update(code).digest('base64url').slice(0, 8)
    this.emitFile({ type: 'asset', fileName: `assets/hydrate-${hash}.js`, source: code })
  },
})

/**
 * Inter with `font-display: optional` instead of the package's `swap`: the latin file is
 * preloaded with every page (apps/api/src/web/web-app.ts), so it is there for the first paint
 * almost always; when it is late (a slow first visit) the page keeps the fallback font for that
 * view instead of redrawing every line when it arrives and moving the page (layout shift).
 * The latin face's file is our cut of the package's (scripts/subset-inter.mjs, decision 0032):
 * weights 400-800 and the browser's default features, 29 KB against 48 KB. Every face then says
 * 400-800: Chromium picks one weight range before it looks at unicode-range, so a latin face
 * with a range of its own beside six faces at 100-900 is never chosen.
 */
const LATIN_FACE_FILE = fileURLToPath(
  new URL('./src/assets/fonts/inter-latin-wght-normal.woff2', import.meta.url),
)
const fontDisplayOptional = (): Plugin => ({
  name: 'nurseready:font-display-optional',
  enforce: 'pre',
  transform(code, id) {
    if (!/@fontsource-variable[\\/]inter[\\/].*\.css$/.test(id)) return null
    const latinFile = 'url(./files/inter-latin-wght-normal.woff2)'
    if (!code.includes(latinFile)) this.error(`no latin face to replace in ${id}`)
    const subset = path.relative(path.dirname(id), LATIN_FACE_FILE).split(path.sep).join('/')
    return {
      code: code
        .replaceAll('font-display: swap', 'font-display: optional')
        .replaceAll('font-weight: 100 900', 'font-weight: 400 800')
        .replace(latinFile, `url(${subset})`),
      map: null,
    }
  },
})

/**
 * The server renderer's bundle (`vite build --ssr src/entry-server.tsx`): beside the client build,
 * in a dot folder the static file server never serves (apps/api/src/web/ssr.ts loads it).
 */
const SSR_OUT_DIR = 'dist/.ssr'

const clientBuild = {
  target: 'es2022',
  sourcemap: true,
  // dist/.vite/manifest.json: the server reads it to preload each page's chunks from its HTML.
  manifest: true,
  rolldownOptions: {
    output: {
      codeSplitting: {
        // tailwind-merge (with lib/cn.ts) loads only with the pages that call cn(); the public
        // pages use cx(), so the landing page does not download it.
        groups: [
          {
            name: 'tailwind-merge',
            test: /node_modules[\\/]tailwind-merge|src[\\/]lib[\\/]cn\.ts/,
            // Leave clsx (also used by cva and cx) where the default splitting puts it.
            includeDependenciesRecursively: false,
          },
          {
            // The public pages' small shared modules (site content, logo, contact details, cx)
            // in one file instead of seven: each file costs its own request and headers on the
            // landing page's first download (docs/performance.md).
            name: 'public-shared',
            test: /src[\\/](features[\\/]marketing[\\/](content[\\/](claims|courses|social)|api[\\/]contact-details|components[\\/]section-heading)|components[\\/]layout[\\/]logo|lib[\\/]cx)\.tsx?$/,
            includeDependenciesRecursively: false,
          },
        ],
      },
    },
  },
} satisfies UserConfig['build']

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [fontDisplayOptional(), react(), tailwindcss(), hydrateScript()],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      ...(command === 'build'
        ? [
            { find: /^react-router$/, replacement: reactRouterProduction('index.mjs') },
            { find: /^react-router\/dom$/, replacement: reactRouterProduction('dom-export.mjs') },
          ]
        : []),
    ],
  },
  server: {
    port: 3000,
    proxy: { '/api': apiTarget, '/media': apiTarget, '/dev': apiTarget },
  },
  // The server bundle carries its dependencies, so a build copied elsewhere (WEB_DIST) runs alone.
  ...(isSsrBuild ? { ssr: { noExternal: true } } : {}),
  build: isSsrBuild
    ? {
        target: 'node20',
        outDir: SSR_OUT_DIR,
        emptyOutDir: true,
        copyPublicDir: false,
        sourcemap: true,
      }
    : clientBuild,
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['src/testing/setup.ts'],
    css: false,
  },
}))
