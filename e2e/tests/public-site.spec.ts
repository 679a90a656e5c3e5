import { expect, type Page, test } from '@playwright/test'
import { createAccount } from '../support/accounts'
import { fillContactForm } from '../support/contact-form'

/** The amounts shown next to 'CAD' on a page, e.g. ['99', '149', '199']. */
async function cadPrices(page: Page) {
  const text = (await page.getByRole('main').textContent()) ?? ''
  return [...text.matchAll(/(\d[\d,.]*)\s*CAD/g)].map((m) => m[1])
}

test('the landing page has every section, and its plan prices match /subscriptions', async ({
  page,
}) => {
  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toContainText('ready to pass')
  for (const claim of ['5000+', 'Since 2017', 'Canadian RNs'])
    await expect(page.getByRole('main').getByText(claim, { exact: true })).toBeVisible()
  for (const course of ['NCLEX RN', 'NCLEX PN', 'ReX PN / CPNRE', 'CELBAN'])
    await expect(page.getByRole('link', { name: `View more about ${course}` })).toBeVisible()
  // The footer shows the contact details the API serves (fetched without the query library).
  const contact = await (await page.request.get('/api/contact-details')).json()
  const footer = page.getByRole('contentinfo')
  await expect(footer.getByRole('link', { name: contact.phone })).toBeVisible()
  await expect(footer.getByRole('link', { name: contact.email })).toHaveAttribute(
    'href',
    `mailto:${contact.email}`,
  )

  // The sections below the first screens load as the visitor scrolls.
  await page.getByRole('heading', { name: 'Choose your exam' }).scrollIntoViewIfNeeded()
  await page.mouse.wheel(0, 1500)
  const plans = page.getByTestId('plan-card')
  await expect(plans).toHaveCount(3)
  await expect(plans.nth(1)).toContainText('RECOMMENDED')
  await expect(page.getByRole('heading', { name: 'How does it stand out' })).toBeAttached()
  await expect(page.getByRole('link', { name: /Explore/ })).toHaveAttribute('href', '/nclex-rn')
  await expect(page.getByText(/four consecutive readiness assessments/)).toBeAttached()
  await expect(page.getByRole('button', { name: /^Play .*'s video$/ })).toHaveCount(4)
  await expect(page.getByRole('link', { name: /Get Started/ })).toHaveAttribute('href', '/login')
  for (const channel of ['YouTube', 'Instagram', 'WhatsApp'])
    await expect(page.getByText(channel, { exact: true })).toBeAttached()
  const landingPrices = await cadPrices(page)
  expect(landingPrices).toEqual(['99', '149', '199'])

  // A student sees the same prices where plans are bought.
  const { email, password } = await createAccount(page)
  const login = await page.request.post('/api/auth/login', { data: { email, password } })
  const { token } = await login.json()
  await page.evaluate((t) => localStorage.setItem('token', t), token)
  await page.goto('/subscriptions')
  await expect(page.getByRole('heading', { name: 'Affordable Pricing' })).toBeVisible()
  await expect.poll(() => cadPrices(page)).toEqual(landingPrices)

  // Logged in, the landing page's plan buttons lead to /subscriptions.
  await page.goto('/#subscriptions')
  await expect(page.getByRole('link', { name: 'Buy now: 3 Months' })).toHaveAttribute(
    'href',
    '/subscriptions',
  )
})

test('the Subscription and Testimonials links scroll to their sections, also from another page', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await page.goto('/blog')
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Subscription' })
    .click()
  await expect(page).toHaveURL(/\/#subscriptions$/)
  const section = page.locator('#subscriptions')
  await expect(section).toBeInViewport()
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500)

  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Testimonials' })
    .click()
  await expect(page).toHaveURL(/\/#testimonials$/)
  await expect(page.locator('#testimonials')).toBeInViewport()
})

test('blog: Page 1 of N, Next, Read More opens the article, and a reload still shows it', async ({
  page,
}) => {
  await page.goto('/blog')
  await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Featured Stories' })).toBeVisible()
  await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible()
  await expect(page.getByRole('article')).toHaveCount(4)
  await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled()

  await page.getByRole('button', { name: 'Next' }).click()
  await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible()
  await expect(page).toHaveURL(/\/blog\?page=2$/)
  const card = page.getByRole('article').first()
  const title = ((await card.getByRole('heading').textContent()) ?? '').trim()
  await card.getByRole('link', { name: `Read More about ${title}` }).click()

  const slug = title
    .toLowerCase()
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .replace(/\s+/g, '-')
  await expect(page).toHaveURL(new RegExp(`/${slug}$`))
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Summary' })).toBeVisible()
  expect(await page.evaluate(() => localStorage.getItem('blogId'))).toMatch(/^[0-9a-f-]{36}$/)
  await expect(page).toHaveTitle(`${title} · NurseReady Blog`)

  // A refresh (or a link opened in a new tab) finds the article by its URL alone.
  await page.evaluate(() => localStorage.clear())
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Content' })).toBeVisible()
})

test("an unknown slug shows 'Blog not found', with HTTP 404 from the server", async ({ page }) => {
  const res = await page.goto('/no-such-article-here')
  expect(res?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: 'Blog not found' })).toBeVisible()
})

test('the contact form shows its errors, then sends and confirms', async ({ page }) => {
  await page.goto('/ContactUs')
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible()
  const submit = page.getByRole('button', { name: 'Submit' })
  await submit.click()
  for (const message of [
    'Please enter your name',
    'Please enter your email address',
    'Please enter your institution name',
    'Please select a product',
    'Please choose the approximate number of users',
  ])
    await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible()

  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Grace Lee')
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill('grace@college')
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid email address' })).toBeVisible()
  await fillContactForm(page)
  await expect(page.getByRole('alert')).toHaveCount(0)
  await submit.click()
  await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeVisible()
  await expect(page.getByText(/Our team will contact you within one business day/)).toBeVisible()
})

test('course pages have their own copy, and the server HTML already carries each title', async ({
  page,
  request,
}) => {
  // Without JavaScript: the HTML the server sends for / and for an article.
  const home = await request.get('/')
  expect(home.status()).toBe(200)
  expect(await home.text()).toContain(
    '<title data-server-meta>NurseReady · NCLEX, REx-PN and CELBAN exam preparation</title>',
  )
  const list = await (await request.get('/api/blog-posts')).json()
  const post = list.items[0]
  const article = await request.get(`/${post.slug}`)
  expect(article.status()).toBe(200)
  const html = await article.text()
  expect(html).toContain(`${post.title} · NurseReady Blog</title>`)
  expect(html).toContain('<meta property="og:type" content="article"')
  expect((await request.get('/sitemap.xml')).status()).toBe(200)

  await page.goto('/nclex-rn')
  await expect(page.getByRole('heading', { level: 1, name: 'NCLEX-RN preparation' })).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Live online batches' })).toBeVisible()
  await expect(page.getByTestId('plan-card')).toHaveCount(3)
  await expect(page.getByRole('link', { name: 'Back to Courses' }).first()).toHaveAttribute(
    'href',
    '/#courses',
  )
  await page.goto('/Rexpn')
  await expect(page.getByText('What is the passing score?')).toBeVisible()
  await expect(page.getByText(/within 2-4 weeks/)).toBeAttached()
  await page.goto('/Celban')
  await expect(page.getByRole('heading', { level: 1, name: 'CELBAN' })).toBeVisible()
  await expect(page.getByText('We are working on the following pages.')).toBeVisible()
  await expect(page.getByText('Check back later')).toBeVisible()
  await page.getByRole('link', { name: 'Back to Courses' }).click()
  await expect(page).toHaveURL(/\/#courses$/)
  await expect(page.locator('#courses')).toBeInViewport()
})
