import appStylesheet from '../styles.css?url'

let loading: Promise<void> | undefined

/**
 * Loads the whole app's stylesheet (styles.css) once, for the student area and the admin console:
 * public pages carry only public.css (inlined by the server), a subset. Their routes wait for it
 * before they render, so nothing shows unstyled; a stylesheet that fails to load does not block
 * the page (it renders with the public styles rather than not at all).
 */
export function loadAppStylesheet(): Promise<void> {
  // jsdom (component tests) loads no stylesheets: their load event would never come.
  if (import.meta.env.MODE === 'test') return Promise.resolve()
  loading ??= new Promise<void>((resolve) => {
    const link = document.createElement('link')
    link.rel = 'stylesheet'
    link.href = appStylesheet
    link.addEventListener('load', () => resolve())
    link.addEventListener('error', () => resolve())
    document.head.append(link)
  })
  return loading
}
