import { screen, within } from '@testing-library/react'
import { mockApi, problem, renderRoutes } from '@/testing/render'
import { LoginPage } from './login-page'

const LOGIN = 'POST /api/auth/login'
const loggedIn = {
  status: 200,
  body: {
    token: 'session-token-123',
    expiresAt: '2030-01-01T00:00:00.000Z',
    user: { id: 'u1', name: 'Ada Lovelace', email: 'ada@example.com', role: 'student' },
    message: 'Login Successful.',
  },
}

function renderLogin() {
  return renderRoutes(
    [
      { path: '/login', element: <LoginPage /> },
      { path: '/dashboard', element: <h1>Dashboard stub</h1> },
      { path: '/admin', element: <h1>Admin console stub</h1> },
    ],
    { path: '/login' },
  )
}

type User = ReturnType<typeof renderLogin>['user']

const emailInput = () => screen.getByLabelText(/^email/i)
const passwordInput = () => screen.getByLabelText(/^password/i)
const submit = (user: User) => user.click(screen.getByRole('button', { name: 'Login' }))

async function fillValidForm(user: User) {
  await user.type(emailInput(), 'ada@example.com')
  await user.type(passwordInput(), 'secret-pass')
}

describe('LoginPage', () => {
  it('shows the email and password errors and sends nothing', async () => {
    const api = mockApi({ [LOGIN]: loggedIn })
    const { user } = renderLogin()

    await user.type(emailInput(), 'not-an-email')
    await submit(user)
    expect(emailInput()).toHaveAccessibleDescription('Invalid email address')
    expect(passwordInput()).toHaveAccessibleDescription('Please enter a password')

    await user.clear(emailInput())
    await user.type(emailInput(), 'ada@example.com')
    await submit(user)
    expect(screen.queryByText('Invalid email address')).not.toBeInTheDocument()
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual([
      'Please enter a password',
    ])

    expect(api.calls).toHaveLength(0)
  })

  it('switches the password between hidden and shown', async () => {
    mockApi({})
    const { user } = renderLogin()

    expect(passwordInput()).toHaveAttribute('type', 'password')
    await user.click(screen.getByRole('button', { name: 'Show password' }))
    expect(passwordInput()).toHaveAttribute('type', 'text')
    await user.click(screen.getByRole('button', { name: 'Hide password' }))
    expect(passwordInput()).toHaveAttribute('type', 'password')
  })

  it('stores the token, shows "Login Successful." and goes to /dashboard', async () => {
    const api = mockApi({ [LOGIN]: loggedIn })
    const { user, location } = renderLogin()

    await user.type(emailInput(), ' ada@example.com ')
    await user.type(passwordInput(), 'secret-pass')
    await submit(user)

    const dialog = await screen.findByRole('alertdialog', { name: 'Congratulations!' })
    expect(dialog).toHaveAccessibleDescription('Login Successful.')
    expect(localStorage.getItem('token')).toBe('session-token-123')
    expect(api.callsTo(LOGIN)[0]?.body).toEqual({
      email: 'ada@example.com',
      password: 'secret-pass',
    })

    await user.click(within(dialog).getByRole('button', { name: 'OK' }))
    expect(await screen.findByRole('heading', { name: 'Dashboard stub' })).toBeInTheDocument()
    expect(location()).toBe('/dashboard')
  })

  it('sends an admin to the admin console, not the student dashboard', async () => {
    mockApi({
      [LOGIN]: {
        ...loggedIn,
        body: { ...loggedIn.body, user: { ...loggedIn.body.user, role: 'admin' } },
      },
    })
    const { user, location } = renderLogin()
    await fillValidForm(user)
    await submit(user)
    const dialog = await screen.findByRole('alertdialog', { name: 'Congratulations!' })
    await user.click(within(dialog).getByRole('button', { name: 'OK' }))
    expect(await screen.findByRole('heading', { name: 'Admin console stub' })).toBeInTheDocument()
    expect(location()).toBe('/admin')
  })

  it('shows a "Failed" dialog with the server detail on 401 and stores no token', async () => {
    mockApi({ [LOGIN]: problem(401, 'Invalid email or password.', 'Unauthorized') })
    const { user, location } = renderLogin()

    await fillValidForm(user)
    await submit(user)

    const dialog = await screen.findByRole('alertdialog', { name: 'Failed' })
    expect(dialog).toHaveAccessibleDescription('Invalid email or password.')
    expect(localStorage.getItem('token')).toBeNull()
    await user.click(within(dialog).getByRole('button', { name: 'OK' }))
    expect(location()).toBe('/login')
    expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled()
  })

  it('redirects to /dashboard when a token is already stored', async () => {
    localStorage.setItem('token', 'existing-token')
    const api = mockApi({})
    const { location } = renderLogin()

    expect(await screen.findByRole('heading', { name: 'Dashboard stub' })).toBeInTheDocument()
    expect(location()).toBe('/dashboard')
    expect(screen.queryByRole('button', { name: 'Login' })).not.toBeInTheDocument()
    expect(api.calls).toHaveLength(0)
  })
})
