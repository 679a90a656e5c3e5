import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

/** A new width, once the layout has settled (the student sidebar slides away below 1024 px). */
export async function resize(page: Page, width: number) {
  await page.setViewportSize({ width, height: 900 })
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'))
}

/**
 * axe on the screen as it is, at 1280 and at 375 px (then back to 1280); with `shot`, a full-page
 * screenshot at each width to the path it names.
 */
export async function expectNoAxeViolations(
  page: Page,
  what: string,
  shot?: (name: string) => string,
) {
  for (const width of [1280, 375]) {
    await resize(page, width)
    if (shot) await page.screenshot({ path: shot(`${what}-${width}.png`), fullPage: true })
    const { violations } = await new AxeBuilder({ page }).analyze()
    expect(
      violations.map(
        (v) => `${what} at ${width} px: ${v.id} on ${v.nodes.map((n) => n.target).join(', ')}`,
      ),
    ).toEqual([])
  }
  await resize(page, 1280)
}
