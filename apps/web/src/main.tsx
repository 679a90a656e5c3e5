// First: zod's global config must be set before any schema is built (lib/zod-jitless.ts).
import './lib/zod-jitless'
import '@fontsource-variable/inter'
import './public.css'
import { type ReactNode, StrictMode, startTransition, useEffect } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { App, prepareHydration } from './app/app'
import { isPublicPageDocument } from './lib/isolated-document'

// The server fills each page's title, description, canonical and Open Graph tags into index.html
// for crawlers and link previews; the app renders its own per page (components/layout/page-meta).
// They go before React starts: the first <title> of a document wins, and React must not adopt
// (then lose) a tag removed later.
for (const el of document.head.querySelectorAll('[data-server-meta]')) el.remove()

const root = document.getElementById('root')!

/**
 * Tells the page's boot script (hydrate.ts) that React has taken over the server's HTML, so it
 * hands over the clicks, submissions and typing it held meanwhile; `data-hydrated` on the root
 * says the same to tests.
 */
function Hydrated({ children }: { children: ReactNode }) {
  useEffect(() => {
    root.setAttribute('data-hydrated', '')
    window.dispatchEvent(new Event('nurseready:hydrated'))
  }, [])
  return children
}
if (isPublicPageDocument()) {
  // A public page the server rendered (apps/api/src/web/ssr.ts): React takes over its HTML. (No
  // top-level await: it would make the bundler split the entry's modules into many small chunks.)
  void prepareHydration().then(({ router, ssr }) => {
    // In a transition, React hydrates in small slices that let the browser respond in between.
    startTransition(() => {
      hydrateRoot(
        root,
        <StrictMode>
          <Hydrated>
            <App router={router} ssr={ssr} />
          </Hydrated>
        </StrictMode>,
      )
    })
  })
} else {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  )
}
