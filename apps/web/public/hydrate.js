// Starts the app on a page the server rendered (apps/api/src/web/index-html.ts, fillRenderedPage),
// once the browser has painted it: the page is readable without JavaScript, so its scripts wait
// for the first frame instead of competing with it. data-entry is the app's entry module,
// data-preload the page's other modules (fetched together instead of one import after another).
;(() => {
  const script = document.currentScript
  const entry = script?.dataset.entry
  if (!entry) return
  const modules = (script.dataset.preload ?? '').split(' ').filter(Boolean)
  const start = () => {
    for (const href of modules) {
      const link = document.createElement('link')
      link.rel = 'modulepreload'
      link.href = href
      document.head.append(link)
    }
    import(entry)
  }
  // After the first contentful paint (a paint entry), or a second at most without one.
  let started = false
  const once = () => {
    if (started) return
    started = true
    start()
  }
  if (performance.getEntriesByName('first-contentful-paint').length > 0) return once()
  try {
    new PerformanceObserver((list, observer) => {
      if (!list.getEntries().some((e) => e.name === 'first-contentful-paint')) return
      observer.disconnect()
      once()
    }).observe({ type: 'paint', buffered: true })
  } catch {}
  setTimeout(once, 1000)
})()
