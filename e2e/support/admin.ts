import { type APIRequestContext, expect } from '@playwright/test'

/** The first admin seeded on the e2e server (playwright.config passes ADMIN_PASSWORD). */
export const ADMIN_EMAIL = 'admin@nurseready.local'
export const ADMIN_PASSWORD = 'e2e-admin-password-2026'

/** Logs in as the admin through the API; returns headers for admin calls. */
export async function adminHeaders(request: APIRequestContext) {
  const res = await request.post('/api/auth/login', {
    data: { email: ADMIN_EMAIL, password: ADMIN_PASSWORD },
  })
  expect(res.status()).toBe(200)
  const { token } = (await res.json()) as { token: string }
  return { authorization: `Bearer ${token}` }
}
