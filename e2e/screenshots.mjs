// Screenshots of pages at 375 px and 1280 px for a visual check:
//   node e2e/screenshots.mjs http://localhost:3000 /tmp/shots / /login /dashboard
// Logs in as the demo student first when LOGIN=email:password is set.
import { mkdirSync } from 'node:fs'
import { chromium } from '@playwright/test'

const [base = 'http://localhost:3000', out = '/tmp/shots', ...pages] = process.argv.slice(2)
mkdirSync(out, { recursive: true })
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
  ],
})
for (const width of [375, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: 900 } })
  if (process.env.LOGIN) {
    const [email, password] = process.env.LOGIN.split(':')
    const res = await page.request.post(`${base}/api/auth/login`, { data: { email, password } })
    const { token } = await res.json()
    await page.goto(base)
    await page.evaluate((t) => localStorage.setItem('token', t), token)
  }
  if (process.env.STORAGE) {
    // More localStorage entries, e.g. STORAGE=papercode=AB12CD34EF to open a test in progress.
    await page.goto(base)
    const entries = process.env.STORAGE.split(',').map((kv) => kv.split('='))
    await page.evaluate((es) => {
      for (const [k, v] of es) localStorage.setItem(k, v)
    }, entries)
  }
  for (const p of pages.length ? pages : ['/']) {
    await page.goto(base + p, { waitUntil: 'networkidle' })
    // Scroll through the page so sections that load on view (the landing page's lower half) render.
    await page.evaluate(async () => {
      for (let y = 0; y < document.documentElement.scrollHeight; y += 600) {
        window.scrollTo({ top: y, behavior: 'instant' })
        await new Promise((r) => setTimeout(r, 50))
      }
      // Instantly: the app scrolls smoothly, and a screenshot mid-scroll draws the sticky header mid-page.
      window.scrollTo({ top: 0, behavior: 'instant' })
    })
    await page.waitForLoadState('networkidle')
    const name = `${p.replace(/[^a-z0-9]+/gi, '_') || 'home'}-${width}.png`
    await page.screenshot({ path: `${out}/${name}`, fullPage: true })
    console.log(`${out}/${name}`)
  }
  await page.close()
}
await browser.close()
