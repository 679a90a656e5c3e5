import { expect, type Locator } from '@playwright/test'

/** The <video> reaches HAVE_CURRENT_DATA and a seek to `to` seconds completes there. */
export async function expectPlaysAndSeeks(video: Locator, to: number) {
  await video.evaluate((el: HTMLVideoElement) => {
    el.muted = true
    return el.play()
  })
  await expect
    .poll(() => video.evaluate((el: HTMLVideoElement) => el.readyState), { timeout: 15_000 })
    .toBeGreaterThanOrEqual(2)
  const at = await video.evaluate(
    (el: HTMLVideoElement, seconds) =>
      new Promise<number>((resolve, reject) => {
        el.addEventListener('seeked', () => resolve(el.currentTime), { once: true })
        el.addEventListener('error', () => reject(new Error(`media error ${el.error?.code}`)), {
          once: true,
        })
        el.currentTime = seconds
      }),
    to,
  )
  expect(Math.abs(at - to)).toBeLessThan(0.5)
}
