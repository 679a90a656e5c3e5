import '@fontsource-variable/inter'
import './styles.css'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { App } from './app/app'

// The server fills each page's title, description, canonical and Open Graph tags into index.html
// for crawlers and link previews; the app renders its own per page (components/layout/page-meta).
for (const el of document.head.querySelectorAll('[data-server-meta]')) el.remove()

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
)
