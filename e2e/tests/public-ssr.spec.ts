import { type ConsoleMessage, expect, type Page, test } from '@playwright/test'
import { createAccount } from '../support/accounts'
import { fillContactForm } from '../support/contact-form'

/**
 * Public pages arrive rendered and are then hydrated (issue 16): the heading is there without
 * JavaScript, hydration logs no warning or error (a mismatch between the server's HTML and the
 * browser's first render is logged as an error), and the pages stay interactive afterwards.
 */

const PAGES: [string, string][] = [
  ['/', 'Walk into your nursing licensing exam ready to pass.'],
  ['/nclex-rn', 'NCLEX-RN preparation'],
  ['/Rexpn', 'REx-PN and CPNRE preparation'],
  ['/nclex-pn', 'NCLEX PN'],
  ['/Celban', 'CELBAN'],
  ['/blog', 'Blog'],
  ['/blog?page=2', 'Blog'],
  ['/how-the-next-generation-nclex-works', 'How the Next Generation NCLEX Works'],
  ['/ContactUs', 'Contact Us'],
  ['/login', 'Welcome back'],
  ['/signup', 'Create your account'],
  ['/forgotpassword', 'Reset your password'],
  ['/terms', 'Terms of Service'],
  ['/privacy', 'Privacy Policy'],
  ['/how-readiness-works', 'How readiness works'],
  ['/compareplans', 'Compare plans'],
  ['/no-such-page', "We couldn't find that page"],
]

/** Console warnings and errors, and uncaught exceptions, from the moment the page opens. */
function collectProblems(page: Page) {
  const problems: string[] = []
  page.on('console', (m: ConsoleMessage) => {
    if (m.type() !== 'error' && m.type() !== 'warning') return
    // The not-found page's own document answers 404, which Chromium logs as a failed load.
    const url = m.location().url
    if (m.text().includes('404') && new URL(url).pathname === '/no-such-page') return
    // A free student's dashboard asks for flashcards and shows the plan card on the 403.
    if (m.text().includes('403') && new URL(url).pathname === '/api/flashcards') return
    problems.push(`${m.type()}: ${m.text()}`)
  })
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`))
  return problems
}

/**
 * Resolves once React has taken over the server's HTML. A visitor without a session starts the
 * app by doing something on the page (apps/web/src/hydrate.ts), here a pointer moving over it;
 * main.tsx marks the root `data-hydrated` after the first commit.
 */
async function hydrated(page: Page) {
  await page.mouse.move(4, 300)
  await page.mouse.move(8, 320)
  await expect(page.locator('#root[data-hydrated]')).toHaveCount(1)
  await page.waitForLoadState('networkidle')
}

/** Whether React has taken over #root (hydrateRoot marks its container). */
const reactStarted = (page: Page) =>
  page.evaluate(() => {
    const root = document.getElementById('root')
    return root !== null && Object.keys(root).some((k) => k.startsWith('__reactContainer'))
  })

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('every public page shows its heading', async ({ page }) => {
    for (const [path, h1] of PAGES) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1)
    }
    await page.goto('/nclex-rn')
    await expect(page.getByTestId('plan-card')).toHaveCount(3)
    await expect(page.getByTestId('plan-card').nth(1)).toContainText(/149\s*CAD/)
  })
})

test('every public page hydrates without a console warning or error', async ({ page }) => {
  const problems = collectProblems(page)
  for (const [path, h1] of PAGES) {
    await page.goto(path)
    await hydrated(page)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1)
    expect(problems, path).toEqual([])
  }
})

test('after hydration: the Courses menu opens and leads to a course page', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  const problems = collectProblems(page)
  await page.goto('/')
  await hydrated(page)
  const courses = page.getByRole('button', { name: 'Courses' })
  await courses.click()
  await expect(courses).toHaveAttribute('aria-expanded', 'true')
  // The menu's id (useId) is the same on the server and in the browser.
  const menu = page.locator(`[id="${await courses.getAttribute('aria-controls')}"]`)
  await expect(menu).toBeVisible()
  await menu.getByRole('link', { name: 'NCLEX RN' }).click()
  await expect(page).toHaveURL(/\/nclex-rn$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('NCLEX-RN preparation')
  // After the first navigation the page's own title replaces the server's.
  await expect(page).toHaveTitle(/NCLEX-RN/)
  expect(problems).toEqual([])
})

test('after hydration: the blog pages forward and back', async ({ page }) => {
  const problems = collectProblems(page)
  await page.goto('/blog')
  await hydrated(page)
  await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible()
  // The newest seeded post is on page 1 (second if admin.spec.ts published one on this server).
  const nextGen = page
    .getByRole('article')
    .filter({ hasText: 'How the Next Generation NCLEX Works' })
  await expect(nextGen).toHaveCount(1)
  await page.getByRole('button', { name: 'Next' }).click()
  await expect(page).toHaveURL(/\/blog\?page=2$/)
  await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible()
  await expect(nextGen).toHaveCount(0)
  await page.getByRole('button', { name: 'Previous' }).click()
  await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible()
  await expect(nextGen).toHaveCount(1)
  expect(problems).toEqual([])
})

test('the contact form sends, filled in before React took over (text, select and radio kept)', async ({
  page,
}) => {
  const problems = collectProblems(page)
  await page.goto('/ContactUs')
  await page.waitForLoadState('load')
  expect(await reactStarted(page)).toBe(false)
  await fillContactForm(page)
  await page.getByRole('button', { name: 'Submit' }).click()
  await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeVisible()
  expect(problems).toEqual([])
})

test('a signed-in visitor: the server draws the page for everyone, the browser adapts it', async ({
  page,
}) => {
  const { email, password } = await createAccount(page)
  const { token } = await (
    await page.request.post('/api/auth/login', { data: { email, password } })
  ).json()
  const problems = collectProblems(page)
  await page.goto('/terms')
  await page.evaluate((t) => localStorage.setItem('token', t), token)
  // Sent with 'Buy now' leading to /signup; with a session it leads to /subscriptions.
  await page.goto('/nclex-rn')
  await hydrated(page)
  await expect(page.getByRole('link', { name: 'Buy now: 3 Months' })).toHaveAttribute(
    'href',
    '/subscriptions',
  )
  // The login page sends a visitor with a session on to the dashboard.
  await page.goto('/login')
  await expect(page).toHaveURL(/\/dashboard$/)
  expect(problems).toEqual([])
})

test('public pages inline only the public stylesheet, and it styles every class they use; the student area loads the whole one', async ({
  page,
}) => {
  const appSheets = () =>
    page.evaluate(() =>
      Array.from(document.styleSheets).flatMap((s) =>
        s.href?.includes('/assets/styles-') ? [s.href] : [],
      ),
    )
  await page.goto('/')
  await hydrated(page)
  expect(await appSheets()).toEqual([])

  // A student page (client-rendered) renders once the whole stylesheet has loaded.
  const { email, password } = await createAccount(page)
  const { token } = await (
    await page.request.post('/api/auth/login', { data: { email, password } })
  ).json()
  await page.evaluate((t) => localStorage.setItem('token', t), token)
  await page.goto('/dashboard')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  const [whole] = await appSheets()
  expect(whole).toBeTruthy()
  const wholeCss = await (await page.request.get(whole as string)).text()

  // Every class on a server-rendered page that the whole stylesheet styles is in the inline one.
  const selector = (c: string) => c.replace(/[^a-zA-Z0-9_-]/g, (ch) => `\\${ch}`)
  for (const [path] of PAGES) {
    const html = await (await page.request.get(path)).text()
    const inline = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? ''
    expect(inline.length, path).toBeGreaterThan(1000)
    expect(inline.length, path).toBeLessThan(wholeCss.length * 0.75)
    // A class whose rule also asks for an attribute (`aria-[current=page]:…`) needs it only on
    // an element that has that attribute: the cut leaves out rules no element can match yet.
    // `group` and `peer` have no rules of their own (only `group-hover:…` and the like do).
    const classes = new Set(
      [...html.matchAll(/<[^>]*\sclass="([^"]*)"[^>]*>/g)].flatMap(([tag, list]) =>
        (list ?? '').split(/\s+/).filter((c) => {
          const needs = /^aria-\[([\w-]+)=([\w-]+)\]:/.exec(c)
          if (/^(group|peer)(\/|$)/.test(c)) return false
          return !needs || tag.includes(`aria-${needs[1]}="${needs[2]}"`)
        }),
      ),
    )
    const unstyled = [...classes].filter(
      (c) => c && wholeCss.includes(`.${selector(c)}`) && !inline.includes(`.${selector(c)}`),
    )
    expect(unstyled, path).toEqual([])
  }
})

test.describe('before the visitor does anything', () => {
  test('the page runs no app code; a click on the Courses button is kept and opens the menu', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 })
    const problems = collectProblems(page)
    const modules: string[] = []
    page.on('request', (r) => {
      if (/\/assets\/index-[\w-]+\.js$/.test(r.url())) modules.push(r.url())
    })
    await page.goto('/')
    await page.waitForLoadState('load')
    await page.waitForTimeout(1000)
    // The app's entry is fetched only later (a prefetch a few seconds after load) or on an
    // interaction; React has not started.
    expect(modules).toEqual([])
    expect(await reactStarted(page)).toBe(false)
    await expect(page.locator('#root[data-hydrated]')).toHaveCount(0)

    // The first click lands before React is there: it is held, then done once React has hydrated.
    const courses = page.getByRole('button', { name: 'Courses' })
    await courses.click()
    await expect(courses).toHaveAttribute('aria-expanded', 'true')
    await expect(page.locator('#root[data-hydrated]')).toHaveCount(1)
    await expect(
      page.locator(`[id="${await courses.getAttribute('aria-controls')}"]`).getByRole('link', {
        name: 'NCLEX RN',
      }),
    ).toBeVisible()
    expect(problems).toEqual([])
  })

  test('the boot script is inline; a few seconds after load the modules are fetched, not run', async ({
    page,
  }) => {
    const problems = collectProblems(page)
    const scripts: string[] = []
    page.on('request', (r) => {
      if (r.resourceType() === 'script' || /\.js$/.test(r.url())) scripts.push(r.url())
    })
    await page.goto('/blog')
    // Written into the page (allowed by its hash in the CSP), so no script is requested at first.
    const boot = page.locator('script[data-entry]')
    await expect(boot).toHaveCount(1)
    expect(await boot.getAttribute('src')).toBeNull()
    await page.waitForLoadState('load')
    expect(scripts).toEqual([])
    // Then, about three seconds after load, the whole public stylesheet (the page inlines its own
    // part of it), the entry and the page's modules, one by one.
    const wanted = await boot.evaluate((el: HTMLScriptElement) => [
      el.dataset.stylesheet ?? '',
      el.dataset.entry ?? '',
      ...(el.dataset.preload ?? '').split(' ').filter(Boolean),
    ])
    expect(wanted[0]).toMatch(/^\/assets\/index-[\w-]+\.css$/)
    expect(wanted.length).toBeGreaterThan(5)
    await expect
      .poll(() => page.locator('link[rel="prefetch"]').count(), { timeout: 15_000 })
      .toBe(wanted.length)
    const prefetched = await page
      .locator('link[rel="prefetch"]')
      .evaluateAll((links) => links.map((l) => new URL((l as HTMLLinkElement).href).pathname))
    expect(prefetched).toEqual(wanted)
    expect(await reactStarted(page)).toBe(false)
    // The first interaction starts the app from what was fetched, the whole sheet first.
    await hydrated(page)
    expect(
      await page.evaluate(() =>
        Array.from(document.styleSheets).map((s) => (s.href ? new URL(s.href).pathname : 'inline')),
      ),
    ).toEqual(['inline', wanted[0]])
    await page.getByRole('button', { name: 'Next' }).click()
    await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible()
    expect(problems).toEqual([])
  })

  test('what is typed and submitted before React takes over is not lost', async ({ page }) => {
    const { email, password } = await createAccount(page)
    const problems = collectProblems(page)
    const urls: string[] = []
    page.on('request', (r) => urls.push(r.url()))
    await page.goto('/login')
    await page.waitForLoadState('load')
    expect(await reactStarted(page)).toBe(false)
    // Typed straight away: the first focus starts the app, the form library then registers the
    // fields, and the boot script puts back what was typed.
    await page.getByLabel('Email').fill(email)
    await page.getByLabel(/^Password/).fill(password)
    await page.getByLabel(/^Password/).press('Enter')
    await expect(page.getByRole('alertdialog')).toContainText('Login Successful.')
    // The form never went out natively: no request carried the password in its URL.
    expect(
      urls.filter((u) => u.includes(encodeURIComponent(password)) || u.includes(password)),
    ).toEqual([])
    await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click()
    await expect(page).toHaveURL(/\/dashboard$/)
    expect(problems).toEqual([])
  })
})

test.describe('the account opens in a document of its own (decision 0031)', () => {
  const isolation = (r: { headers(): Record<string, string> } | null) =>
    r?.headers()['cross-origin-opener-policy']

  test('public pages come without COOP, the dashboard with it; signing in loads the dashboard from the server', async ({
    page,
  }) => {
    const { email, password } = await createAccount(page)
    const problems = collectProblems(page)
    await page.goto('/terms')
    const login = await page.goto('/login')
    expect(isolation(login)).toBeUndefined()
    await page.evaluate(() => {
      ;(window as { publicDocument?: boolean }).publicDocument = true
    })
    const dashboardDocument = page.waitForResponse(
      (r) =>
        r.request().resourceType() === 'document' && new URL(r.url()).pathname === '/dashboard',
    )
    await page.getByLabel('Email').fill(email)
    await page.getByLabel(/^Password/).fill(password)
    await page.getByRole('button', { name: 'Login' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'OK' }).click()
    expect(isolation(await dashboardDocument)).toBe('same-origin')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dashboard')
    // A new document: the login page's window (and its variable) is gone.
    expect(await page.evaluate(() => (window as { publicDocument?: boolean }).publicDocument)).toBe(
      undefined,
    )
    // The login page's history entry was replaced, as the app's own redirect does.
    await page.goBack()
    await expect(page).toHaveURL(/\/terms$/)
    // Within the area, pages are drawn in the browser: no document is loaded.
    await page.goto('/dashboard')
    await page.evaluate(() => {
      ;(window as { publicDocument?: boolean }).publicDocument = false
    })
    await page.getByRole('link', { name: 'Create a test' }).first().click()
    await expect(page).toHaveURL(/\/starttest$/)
    expect(await page.evaluate(() => (window as { publicDocument?: boolean }).publicDocument)).toBe(
      false,
    )
    expect(problems).toEqual([])
  })

  test('a window opened from another site keeps its hold on a public page but loses it on the dashboard', async ({
    page,
    baseURL,
  }) => {
    // localhost and 127.0.0.1 are different sites to the browser.
    const otherSite = new URL(baseURL!)
    otherSite.hostname = 'localhost'
    await page.goto(new URL('/terms', otherSite).href)
    const hold = async (path: string) => {
      const popup = page.waitForEvent('popup')
      await page.evaluate((url) => {
        ;(window as { opened?: Window | null }).opened = window.open(url)
      }, new URL(path, baseURL).href)
      const opened = await popup
      await opened.waitForLoadState('load')
      const closed = await page.evaluate(
        () => (window as { opened?: Window | null }).opened?.closed,
      )
      await opened.close()
      return closed ? 'lost' : 'kept'
    }
    expect(await hold('/blog')).toBe('kept')
    expect(await hold('/dashboard')).toBe('lost')
    expect(await hold('/admin')).toBe('lost')
  })
})
