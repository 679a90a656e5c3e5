import { expect, test } from '@playwright/test'
import { createAccount, loginThroughForm, newEmail } from '../support/accounts'
import { codeIn, latestMailTo } from '../support/outbox'

test('signup shows the three messages in the spec order, then succeeds and goes to /login', async ({
  page,
}) => {
  await page.goto('/signup')
  await expect(page.getByText('Already have an account? Log in')).toBeVisible()
  await expect(page.getByText(/passed my NCLEX-RN in 85 questions/)).toBeVisible()

  await page.getByLabel('Name').fill('Maya Patel')
  const submit = page.getByRole('button', { name: 'Sign up' })
  await submit.click()
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid email address' })).toBeVisible()

  await page.getByLabel('Email').fill(newEmail('signup'))
  await submit.click()
  await expect(page.getByText('Invalid email address')).toHaveCount(0)
  await expect(page.getByRole('alert').filter({ hasText: 'Please write a password' })).toBeVisible()

  // Beyond the spec's messages, a field error says what is wrong (the API's 8-character rule).
  await page.getByLabel(/^Password/).fill('a')
  await submit.click()
  await expect(
    page.getByRole('alert').filter({ hasText: 'Password must be at least 8 characters' }),
  ).toBeVisible()

  await page.getByLabel(/^Password/).fill('maya-secret-1')
  await submit.click()
  await expect(
    page.getByRole('alert').filter({ hasText: 'Please accept the terms and conditions' }),
  ).toBeVisible()

  await page.getByRole('checkbox').check()
  await submit.click()
  const dialog = page.getByRole('alertdialog')
  await expect(dialog).toContainText('Congratulations!')
  await expect(dialog).toContainText('Signup Successful.')
  await dialog.getByRole('button', { name: 'OK' }).click()
  await expect(page).toHaveURL(/\/login$/)
})

test('signup with a taken email shows the Failed dialog with the server message', async ({
  page,
}) => {
  const { email } = await createAccount(page)
  await page.goto('/signup')
  await page.getByLabel('Name').fill('Someone Else')
  await page.getByLabel('Email').fill(email)
  await page.getByLabel(/^Password/).fill('another-secret-1')
  await page.getByRole('checkbox').check()
  await page.getByRole('button', { name: 'Sign up' }).click()
  const dialog = page.getByRole('alertdialog')
  await expect(dialog).toContainText('Failed')
  await expect(dialog).toContainText('already exists')
})

test('login validates, lands on /dashboard, and logout revokes the session', async ({ page }) => {
  const account = await createAccount(page, 'Jordan Lee')
  await page.goto('/login')
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page.getByText('Invalid email address')).toBeVisible()
  await expect(page.getByText('Please enter a password')).toBeVisible()

  await loginThroughForm(page, account.email, account.password)
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible()
  await expect(page.getByText('Welcome back, Jordan.')).toBeVisible()
  const token = await page.evaluate(() => localStorage.getItem('token'))
  expect(token).toBeTruthy()

  // A logged-in user opening /login goes to the dashboard.
  await page.goto('/login')
  await expect(page).toHaveURL(/\/dashboard$/)

  await page.getByRole('button', { name: 'Logout' }).click()
  await expect(page).toHaveURL(/\/login$/)
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull()
  // The old token no longer works on the server.
  const me = await page.request.get('/api/auth/me', {
    headers: { authorization: `Bearer ${token}` },
  })
  expect(me.status()).toBe(401)
})

test('a student page without a token, or with a revoked one, lands on /', async ({ page }) => {
  await page.goto('/dashboard')
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('heading', { level: 1 })).toContainText('nursing licensing exam')

  await page.evaluate(() => localStorage.setItem('token', 'not-a-real-session-token-123456'))
  await page.goto('/dashboard')
  await expect(page).toHaveURL(/\/$/)
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull()
})

test('forgot password end to end with the code from the outbox', async ({ page }) => {
  const account = await createAccount(page)
  await page.goto('/login')
  await page.getByRole('link', { name: 'Forgot password?' }).click()
  await expect(page).toHaveURL(/\/forgotpassword$/)

  const started = Date.now() - 1000
  await page.getByLabel('Email').fill(account.email)
  await page.getByRole('button', { name: 'Send OTP' }).click()
  let dialog = page.getByRole('alertdialog')
  await expect(dialog).toContainText('OTP sent successfully.')
  await dialog.getByRole('button', { name: 'OK' }).click()

  await page.getByLabel('OTP').fill('123')
  await page.getByRole('button', { name: 'Verify OTP' }).click()
  await expect(page.getByText('OTP must be exactly 6 characters long')).toBeVisible()

  const code = codeIn(await latestMailTo(account.email, started))
  await page.getByLabel('OTP').fill(code)
  await page.getByRole('button', { name: 'Verify OTP' }).click()
  dialog = page.getByRole('alertdialog')
  await expect(dialog).toContainText('OTP verified successfully.')
  await dialog.getByRole('button', { name: 'OK' }).click()

  await page.getByLabel('New password').fill('brand-new-pass')
  await page.getByLabel('Confirm password').fill('brand-new-typo')
  await page.getByRole('button', { name: 'Change password' }).click()
  await expect(page.getByText('Passwords do not match')).toBeVisible()

  await page.getByLabel('Confirm password').fill('brand-new-pass')
  await page.getByRole('button', { name: 'Change password' }).click()
  dialog = page.getByRole('alertdialog')
  await expect(dialog).toContainText('Password changed successfully.')
  await dialog.getByRole('button', { name: 'OK' }).click()
  await expect(page).toHaveURL(/\/$/)

  await loginThroughForm(page, account.email, 'brand-new-pass')
})

test('an unknown path shows the 404 page with HTTP 404', async ({ page }) => {
  const res = await page.goto('/no-such-page')
  expect(res?.status()).toBe(404)
  await expect(page.getByRole('heading', { name: "We couldn't find that page" })).toBeVisible()
})
