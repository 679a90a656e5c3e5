import { expect, type Page } from '@playwright/test'

let n = 0
export function newEmail(prefix = 'e2e') {
  n += 1
  return `${prefix}.${Date.now().toString(36)}.${n}@example.com`
}

/** Creates an account through the API (fast set-up for tests that are not about signup). */
export async function createAccount(page: Page, name = 'E2E Student') {
  const email = newEmail()
  const password = 'safe-password-1'
  const res = await page.request.post('/api/auth/signup', { data: { name, email, password } })
  expect(res.status()).toBe(201)
  return { name, email, password }
}

/** Logs in through the form and accepts the success dialog. */
export async function loginThroughForm(page: Page, email: string, password: string) {
  await page.goto('/login')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel(/^Password/).fill(password)
  await page.getByRole('button', { name: 'Login' }).click()
  const dialog = page.getByRole('alertdialog')
  await expect(dialog).toContainText('Congratulations!')
  await expect(dialog).toContainText('Login Successful.')
  await dialog.getByRole('button', { name: 'OK' }).click()
  await expect(page).toHaveURL(/\/dashboard$/)
}

/**
 * A new account signed in through the API (its token in localStorage), for specs that are not
 * about the login form; returns the account and its token.
 */
export async function signInThroughApi(page: Page, name = 'E2E Student') {
  const account = await createAccount(page, name)
  const login = await page.request.post('/api/auth/login', {
    data: { email: account.email, password: account.password },
  })
  expect(login.status()).toBe(200)
  const { token } = (await login.json()) as { token: string }
  await page.goto('/')
  await page.evaluate((t) => localStorage.setItem('token', t), token)
  return { ...account, token }
}
