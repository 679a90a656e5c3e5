// Starts the app on a page the server rendered (apps/api/src/web/index-html.ts, fillRenderedPage),
// once the browser has painted it: the page is readable without JavaScript, so its scripts wait
// for the first contentful paint instead of competing with it. A classic deferred script (its own
// build entry, vite.config.ts): data-entry is the app's entry module, data-preload the page's
// other modules (fetched together instead of one import after another).
;(() => {
  const script = document.currentScript
  const entry = script?.dataset.entry
  if (!script || !entry) return
  const modules = (script.dataset.preload ?? '').split(' ').filter(Boolean)
  let started = false
  const start = () => {
    if (started) return
    started = true
    for (const href of modules) {
      const link = document.createElement('link')
      link.rel = 'modulepreload'
      link.href = href
      document.head.append(link)
    }
    void import(/* @vite-ignore */ entry)
  }
  // After the first contentful paint, or a second at most without one (a tab opened in the
  // background paints nothing).
  if (performance.getEntriesByName('first-contentful-paint').length > 0) return start()
  try {
    new PerformanceObserver((list, observer) => {
      if (!list.getEntries().some((e) => e.name === 'first-contentful-paint')) return
      observer.disconnect()
      start()
    }).observe({ type: 'paint', buffered: true })
  } catch {}
  setTimeout(start, 1000)
})()
