// Starts the app on a page the server rendered (apps/api/src/web/index-html.ts, fillRenderedPage).
// A classic script built on its own (vite.config.ts) that the server writes inline right after
// #root, allowed by its hash in the CSP: it needs no request, so it is listening before the first
// paint. data-entry is the app's entry module, data-preload the page's other modules, data-stylesheet
// the whole public stylesheet (the page inlines only its own part of it).
//
// The first screen needs no JavaScript: its text, images and links are in the HTML, and every
// link is a plain link the server answers. React is needed when a visitor does something on the
// page (opens a menu, pages the blog, fills a form, scrolls to the landing page's later sections,
// which are drawn as they come into view), so for a visitor without a session the app starts on
// the first sign of that: a pointer over or on the page, a touch, a key, a focus, a scroll.
// Until then the phone's main thread stays free (decision 0030). A visitor with a session, or a
// link to a section of the page (#subscriptions), starts after the first paint: the page adapts
// to them (links to their area, the login page sends them on), or must draw the section.
//
// Nothing done before React takes over is lost:
// - a click on a button and a form's submission are held (their default prevented: a form sent
//   natively would put its fields, a password, in the URL) and done again once React has hydrated;
// - what was typed into a field is put back afterwards (a form library that registers its fields
//   resets them to their default values) and announced with an input event, as typing would.
// The modules are fetched, not run, a few seconds after the page has loaded, so the first
// interaction usually waits only for them to run.
;(() => {
  const script = document.currentScript
  const entry = script?.dataset.entry
  const root = document.getElementById('root')
  if (!script || !entry || !root) return
  const modules = (script.dataset.preload ?? '').split(' ').filter(Boolean)
  // The page's inline styles are cut to its HTML (decision 0033); this is the whole sheet.
  const sheet = script.dataset.stylesheet
  let started = false

  const link = (rel: string, href: string) => {
    const el = document.createElement('link')
    el.rel = rel
    el.href = href
    // The same request mode as the module import, so the import finds it (a stylesheet loads
    // without CORS).
    if (href !== sheet) el.crossOrigin = ''
    document.head.append(el)
    return el
  }
  const start = () => {
    if (started) return
    started = true
    for (const href of modules) link('modulepreload', href)
    const run = () => void import(/* @vite-ignore */ entry)
    if (!sheet) return run()
    // What React draws next (menus, form messages, the landing page's later sections) is styled
    // by the whole sheet, so it loads first; a sheet that fails to load does not stop the app.
    const el = link('stylesheet', sheet)
    el.addEventListener('load', run, { once: true })
    el.addEventListener('error', run, { once: true })
  }
  // One request per idle period: starting a request costs the main thread about 2 ms on the bench
  // host (18 at once were a 30 ms task, four times that on Lighthouse's phone; decision 0030), so
  // the prefetch never makes a long task. If the app starts first, start() asks for the rest.
  const toFetch = [...(sheet ? [sheet] : []), entry, ...modules]
  const idle = (next: () => void) =>
    'requestIdleCallback' in window
      ? requestIdleCallback(next, { timeout: 2000 })
      : setTimeout(next, 50)
  const prefetch = () => {
    const href = toFetch.shift()
    if (started || !href) return
    link('prefetch', href)
    idle(prefetch)
  }

  // ---- before React: hold clicks and submissions, remember what is typed -------------------
  const held: (() => void)[] = []
  const typed = new Map<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, string>()
  const field = (t: EventTarget | null) =>
    t instanceof HTMLInputElement ||
    t instanceof HTMLTextAreaElement ||
    t instanceof HTMLSelectElement
      ? t
      : null
  type Field = NonNullable<ReturnType<typeof field>>
  const checkable = (el: Field): el is HTMLInputElement =>
    el instanceof HTMLInputElement && /^(checkbox|radio)$/.test(el.type)
  /** What the visitor set: a box's ticked state, or a field's value. */
  const stateOf = (el: Field) => (checkable(el) ? String(el.checked) : el.value)
  const onInput = (e: Event) => {
    const el = field(e.target)
    if (el && root.contains(el)) typed.set(el, stateOf(el))
  }
  const onClick = (e: Event) => {
    const target = e.target instanceof Element ? e.target : null
    const button = target?.closest('button, [role="button"], input[type="submit"]')
    if (!(button instanceof HTMLElement) || !root.contains(button)) return
    e.preventDefault()
    e.stopPropagation()
    held.push(() => button.isConnected && button.click())
    start()
  }
  const onSubmit = (e: Event) => {
    const form = e.target
    if (!(form instanceof HTMLFormElement) || !root.contains(form)) return
    e.preventDefault()
    e.stopPropagation()
    held.push(() => form.isConnected && form.requestSubmit())
    start()
  }
  // Scrolling too: the landing page draws its sections below the first screens as they come into
  // view (landing-page.tsx), which needs React.
  const intents = [
    'pointerover',
    'pointerdown',
    'touchstart',
    'keydown',
    'focusin',
    'wheel',
    'scroll',
  ] as const
  const listen = (on: boolean) => {
    const method = on ? 'addEventListener' : 'removeEventListener'
    document[method]('input', onInput, true)
    document[method]('change', onInput, true)
    document[method]('click', onClick, true)
    document[method]('submit', onSubmit, true)
    for (const type of intents)
      document[method](type, start, { capture: true, passive: true } as AddEventListenerOptions)
  }
  listen(true)

  // main.tsx announces the first commit of the hydrated page.
  window.addEventListener(
    'nurseready:hydrated',
    () => {
      listen(false)
      for (const [el, value] of typed) {
        if (!el.isConnected) continue
        if (stateOf(el) === value) continue
        if (checkable(el)) {
          // A click puts a box back as it was and tells React, as the visitor's click did.
          if (value === 'true' || el.type === 'checkbox') el.click()
          continue
        }
        // The prototype's setter, so React's value tracker sees a change, then the event typing sends.
        const proto = Object.getPrototypeOf(el) as object
        Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(el, value)
        // React reads a text field's change from `input` and a select's from `change`.
        el.dispatchEvent(new Event('input', { bubbles: true }))
        el.dispatchEvent(new Event('change', { bubbles: true }))
      }
      for (const again of held.splice(0)) again()
    },
    { once: true },
  )

  // After the first contentful paint, or a second at most without one (a tab opened in the
  // background paints nothing).
  const afterFirstPaint = (then: () => void) => {
    let done = false
    const once = () => {
      if (done) return
      done = true
      then()
    }
    try {
      new PerformanceObserver((list, observer) => {
        if (!list.getEntries().some((e) => e.name === 'first-contentful-paint')) return
        observer.disconnect()
        once()
      }).observe({ type: 'paint', buffered: true })
    } catch {}
    setTimeout(once, 1000)
  }
  // A link to a section (/#subscriptions) needs the section drawn to scroll to it.
  if (location.hash.length > 1) afterFirstPaint(start)
  // A visitor with a session starts then too. The first read of localStorage in a new page costs
  // the main thread a few milliseconds (the origin's storage is fetched from the browser: 1.6-8.6
  // ms on the bench host), so it is not done before the first paint either.
  else
    afterFirstPaint(() => {
      let signedIn = false
      try {
        // The spec's key for the session token (STORAGE_KEYS.token; this script is built on its
        // own, without imports).
        signedIn = localStorage.getItem('token') !== null
      } catch {}
      if (signedIn) start()
    })
  // Fetched a few seconds after the page has loaded, when the browser is idle: the first screen's
  // own requests (the font, the images) never share the connection with them.
  const later = () => setTimeout(() => idle(prefetch), 3000)
  if (document.readyState === 'complete') later()
  else window.addEventListener('load', later, { once: true })
})()
