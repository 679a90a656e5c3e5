import { expect, type Page } from '@playwright/test'

/**
 * A plan bought through the sandbox checkout's API with the page's session (set-up for tests
 * that are not about buying; billing.spec.ts drives the checkout pages).
 */
export async function buyPlanThroughApi(page: Page) {
  const token = await page.evaluate(() => localStorage.getItem('token'))
  const headers = { authorization: `Bearer ${token}` }
  const planId = (await (await page.request.get('/api/plans')).json()).items[0].id as string
  const order = await page.request.post('/api/orders', { headers, data: { kind: 'plan', planId } })
  expect(order.status()).toBe(201)
  const orderId = (await order.json()).order.id as string
  expect((await page.request.post(`/api/orders/${orderId}/pay`, { headers })).status()).toBe(200)
}
