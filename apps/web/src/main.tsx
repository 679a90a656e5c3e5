import '@fontsource-variable/inter'
import './styles.css'
import { StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { App, prepareHydration } from './app/app'

// The server fills each page's title, description, canonical and Open Graph tags into index.html
// for crawlers and link previews; the app renders its own per page (components/layout/page-meta).
for (const el of document.head.querySelectorAll('[data-server-meta]')) el.remove()

const root = document.getElementById('root')!
if (root.hasAttribute('data-ssr')) {
  // A public page the server rendered (apps/api/src/web/ssr.ts): React takes over its HTML.
  const { router, ssr } = await prepareHydration()
  hydrateRoot(
    root,
    <StrictMode>
      <App router={router} ssr={ssr} />
    </StrictMode>,
  )
} else {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  )
}
