import { fileURLToPath } from 'node:url'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import type { UserConfig } from 'vite'
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
    // src/hydrate.ts: the small script that starts the app on a server-rendered page.
    input: { index: 'index.html', hydrate: 'src/hydrate.ts' },
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
        ],
      },
    },
  },
} satisfies UserConfig['build']

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [react(), tailwindcss()],
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
