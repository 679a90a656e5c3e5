import { screen, within } from '@testing-library/react'
import { mockApi, networkError, problem, renderRoutes } from '@/testing/render'
import { ForgotPasswordPage } from './forgot-password-page'

const SEND = 'POST /api/auth/password-reset/otp'
const VERIFY = 'POST /api/auth/password-reset/verify'
const CHANGE = 'POST /api/auth/password-reset/password'

const happyPath = {
  [SEND]: { body: { message: 'OTP sent.' } },
  [VERIFY]: { body: { resetToken: 'reset-token-1', message: 'OTP verified.' } },
  [CHANGE]: { body: { message: 'Password changed.' } },
}

function renderForgot() {
  return renderRoutes(
    [
      { path: '/forgotpassword', element: <ForgotPasswordPage /> },
      { path: '/', element: <h1>Landing stub</h1> },
    ],
    { path: '/forgotpassword' },
  )
}

type User = ReturnType<typeof renderForgot>['user']

/** Waits for the alert dialog with this title and text, then presses OK. */
async function acknowledge(user: User, title: string, text: string) {
  const dialog = await screen.findByRole('alertdialog', { name: title })
  expect(dialog).toHaveAccessibleDescription(text)
  await user.click(within(dialog).getByRole('button', { name: 'OK' }))
}

const currentStep = () =>
  within(screen.getByRole('list', { name: 'Steps' }))
    .getAllByRole('listitem')
    .find((li) => li.getAttribute('aria-current') === 'step')?.textContent

describe('ForgotPasswordPage', () => {
  it('walks through email, code and new password, then goes to /', async () => {
    const api = mockApi(happyPath)
    const { user, location } = renderForgot()

    // Step 1: email.
    expect(currentStep()).toBe('1. Email')
    await user.type(screen.getByLabelText(/^email/i), 'bad-email')
    await user.click(screen.getByRole('button', { name: 'Send OTP' }))
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid email address')
    expect(api.calls).toHaveLength(0)

    await user.clear(screen.getByLabelText(/^email/i))
    await user.type(screen.getByLabelText(/^email/i), 'ada@example.com')
    await user.click(screen.getByRole('button', { name: 'Send OTP' }))
    await acknowledge(user, 'Success', 'OTP sent successfully.')
    expect(api.callsTo(SEND).map((c) => c.body)).toEqual([{ email: 'ada@example.com' }])

    // Step 2: the code, exactly six characters.
    expect(currentStep()).toBe('2. Verify code')
    expect(screen.getByText('ada@example.com')).toBeInTheDocument()
    await user.type(screen.getByLabelText(/^otp/i), '12345')
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }))
    expect(screen.getByLabelText(/^otp/i)).toHaveAccessibleDescription(
      'OTP must be exactly 6 characters long',
    )
    expect(api.callsTo(VERIFY)).toHaveLength(0)

    await user.type(screen.getByLabelText(/^otp/i), '6')
    await user.click(screen.getByRole('button', { name: 'Verify OTP' }))
    await acknowledge(user, 'Success', 'OTP verified successfully.')
    expect(api.callsTo(VERIFY).map((c) => c.body)).toEqual([
      { email: 'ada@example.com', otp: '123456' },
    ])

    // Step 3: the new password, typed twice.
    expect(currentStep()).toBe('3. New password')
    await user.type(screen.getByLabelText(/^new password/i), 'new-secret')
    await user.type(screen.getByLabelText(/^confirm password/i), 'new-secreT')
    await user.click(screen.getByRole('button', { name: 'Change password' }))
    expect(screen.getByRole('alert')).toHaveTextContent('Passwords do not match')
    expect(api.callsTo(CHANGE)).toHaveLength(0)

    await user.clear(screen.getByLabelText(/^confirm password/i))
    await user.type(screen.getByLabelText(/^confirm password/i), 'new-secret')
    await user.click(screen.getByRole('button', { name: 'Change password' }))
    const dialog = await screen.findByRole('alertdialog', { name: 'Success' })
    expect(dialog).toHaveAccessibleDescription('Password changed successfully.')
    expect(api.callsTo(CHANGE).map((c) => c.body)).toEqual([
      { resetToken: 'reset-token-1', newPassword: 'new-secret', confirmPassword: 'new-secret' },
    ])
    expect(location()).toBe('/forgotpassword')

    await user.click(within(dialog).getByRole('button', { name: 'OK' }))
    expect(await screen.findByRole('heading', { name: 'Landing stub' })).toBeInTheDocument()
    expect(location()).toBe('/')
  })

  it('shows the server detail when sending the code fails', async () => {
    mockApi({ [SEND]: problem(429, 'Too many requests. Try again later.') })
    const { user } = renderForgot()

    await user.type(screen.getByLabelText(/^email/i), 'ada@example.com')
    await user.click(screen.getByRole('button', { name: 'Send OTP' }))
    await acknowledge(user, 'Failed', 'Too many requests. Try again later.')
    expect(currentStep()).toBe('1. Email')
  })

  it('falls back to "Failed to send OTP" when the server cannot be reached', async () => {
    mockApi({ [SEND]: networkError })
    const { user } = renderForgot()

    await user.type(screen.getByLabelText(/^email/i), 'ada@example.com')
    await user.click(screen.getByRole('button', { name: 'Send OTP' }))
    await acknowledge(user, 'Failed', 'Failed to send OTP')
    expect(currentStep()).toBe('1. Email')
  })

  it('falls back to "Failed to send OTP" when the error body has no detail', async () => {
    mockApi({ [SEND]: { status: 500, body: { type: 'about:blank', title: 'Error', status: 500 } } })
    const { user } = renderForgot()

    await user.type(screen.getByLabelText(/^email/i), 'ada@example.com')
    await user.click(screen.getByRole('button', { name: 'Send OTP' }))
    await acknowledge(user, 'Failed', 'Failed to send OTP')
  })
})
