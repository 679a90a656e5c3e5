import { fireEvent, screen, within } from '@testing-library/react'
import {
  deferred,
  type MockReply,
  mockApi,
  networkError,
  problem,
  renderRoutes,
} from '@/testing/render'
import { SignupPage } from './signup-page'

const SIGNUP = 'POST /api/auth/signup'
const created = {
  status: 201,
  body: {
    user: { id: 'u1', name: 'Ada Lovelace', email: 'ada@example.com', role: 'student' },
    message: 'Signup Successful.',
  },
}

function renderSignup() {
  return renderRoutes(
    [
      { path: '/signup', element: <SignupPage /> },
      { path: '/login', element: <h1>Login stub</h1> },
    ],
    { path: '/signup' },
  )
}

type User = ReturnType<typeof renderSignup>['user']

async function fillValidForm(user: User) {
  await user.type(screen.getByLabelText(/^name/i), 'Ada Lovelace')
  await user.type(screen.getByLabelText(/^email/i), 'ada@example.com')
  await user.type(screen.getByLabelText(/^password/i), 'secret-pass')
  await user.click(screen.getByRole('checkbox', { name: /accept the terms and conditions/i }))
}

const submit = (user: User) => user.click(screen.getByRole('button', { name: 'Sign up' }))

describe('SignupPage', () => {
  it('shows one validation error at a time, in the spec order, and sends nothing until all pass', async () => {
    const api = mockApi({ [SIGNUP]: created })
    const { user } = renderSignup()

    await user.type(screen.getByLabelText(/^name/i), 'Ada Lovelace')
    await submit(user)
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual([
      'Invalid email address',
    ])
    expect(screen.getByLabelText(/^email/i)).toHaveAccessibleDescription('Invalid email address')

    await user.type(screen.getByLabelText(/^email/i), 'ada@example.com')
    await submit(user)
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual([
      'Please write a password',
    ])

    await user.type(screen.getByLabelText(/^password/i), 'secret-pass')
    await submit(user)
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual([
      'Please accept the terms and conditions',
    ])

    expect(api.calls).toHaveLength(0)
  })

  it('the terms checkbox links the Terms of Service and Privacy Policy pages', () => {
    mockApi({})
    renderSignup()
    expect(screen.getByRole('link', { name: 'terms and conditions' })).toHaveAttribute(
      'href',
      '/terms',
    )
    expect(screen.getByRole('link', { name: 'privacy policy' })).toHaveAttribute('href', '/privacy')
    expect(
      screen.getByRole('checkbox', {
        name: /I accept the terms and conditions and the privacy policy/,
      }),
    ).not.toBeChecked()
  })

  it('says a 3,000-character name is too long, with the limit, and sends nothing', async () => {
    const api = mockApi({ [SIGNUP]: created })
    const { user } = renderSignup()
    await fillValidForm(user)
    fireEvent.change(screen.getByLabelText(/^name/i), { target: { value: 'A'.repeat(3000) } })
    await submit(user)
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual([
      'Name is too long (120 characters at most)',
    ])
    expect(screen.getByLabelText(/^name/i)).toHaveAccessibleDescription(
      'Name is too long (120 characters at most)',
    )
    expect(screen.queryByText('Please enter your name')).toBeNull()
    expect(api.calls).toHaveLength(0)
  })

  it('says a short password must be at least 8 characters, under the password field', async () => {
    const api = mockApi({ [SIGNUP]: created })
    const { user } = renderSignup()
    await user.type(screen.getByLabelText(/^name/i), 'Ada Lovelace')
    await user.type(screen.getByLabelText(/^email/i), 'ada@example.com')
    await user.type(screen.getByLabelText(/^password/i), 'short')
    await submit(user)
    expect(screen.getByLabelText(/^password/i)).toHaveAccessibleDescription(
      'Password must be at least 8 characters',
    )
    expect(api.calls).toHaveLength(0)
  })

  it("shows a field the server refuses under that field, in the server's words", async () => {
    mockApi({
      [SIGNUP]: {
        status: 400,
        body: {
          type: 'about:blank',
          title: 'Bad Request',
          status: 400,
          detail: 'This password is one of the most common passwords. Please choose another.',
          errors: {
            password: ['This password is one of the most common passwords. Please choose another.'],
          },
        },
      },
    })
    const { user } = renderSignup()
    await fillValidForm(user)
    await submit(user)
    expect(
      await screen.findByText(
        'This password is one of the most common passwords. Please choose another.',
      ),
    ).toBeInTheDocument()
    expect(screen.getByLabelText(/^password/i)).toHaveAccessibleDescription(
      'This password is one of the most common passwords. Please choose another.',
    )
    expect(screen.queryByRole('alertdialog')).toBeNull()
  })

  it('sends {name, email, password}, shows the success dialog and goes to /login after OK', async () => {
    const api = mockApi({ [SIGNUP]: created })
    const { user, location } = renderSignup()

    await user.type(screen.getByLabelText(/^name/i), '  Ada Lovelace ')
    await user.type(screen.getByLabelText(/^email/i), ' ada@example.com ')
    await user.type(screen.getByLabelText(/^password/i), 'secret-pass')
    await user.click(screen.getByRole('checkbox', { name: /accept the terms and conditions/i }))
    await submit(user)

    const dialog = await screen.findByRole('alertdialog', { name: 'Congratulations!' })
    expect(dialog).toHaveAccessibleDescription('Signup Successful.')
    expect(api.callsTo(SIGNUP)).toHaveLength(1)
    expect(api.callsTo(SIGNUP)[0]?.body).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      password: 'secret-pass',
    })
    // Still on the signup page until the user dismisses the dialog.
    expect(location()).toBe('/signup')

    await user.click(within(dialog).getByRole('button', { name: 'OK' }))
    expect(await screen.findByRole('heading', { name: 'Login stub' })).toBeInTheDocument()
    expect(location()).toBe('/login')
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
  })

  it('shows "Loading..." on a disabled button while the request is pending', async () => {
    const reply = deferred<MockReply>()
    mockApi({ [SIGNUP]: () => reply.promise })
    const { user } = renderSignup()

    await fillValidForm(user)
    await submit(user)

    const button = await screen.findByRole('button', { name: 'Loading...' })
    expect(button).toBeDisabled()
    expect(screen.queryByRole('button', { name: 'Sign up' })).not.toBeInTheDocument()

    reply.resolve(created)
    expect(await screen.findByRole('alertdialog', { name: 'Congratulations!' })).toBeVisible()
    expect(screen.getByRole('button', { name: 'Sign up' })).toBeEnabled()
  })

  it('shows a "Failed" dialog with the server detail on 409 and stays on the page', async () => {
    mockApi({ [SIGNUP]: problem(409, 'This email is already registered.', 'Conflict') })
    const { user, location } = renderSignup()

    await fillValidForm(user)
    await submit(user)

    const dialog = await screen.findByRole('alertdialog', { name: 'Failed' })
    expect(dialog).toHaveAccessibleDescription('This email is already registered.')
    await user.click(within(dialog).getByRole('button', { name: 'OK' }))
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument()
    expect(location()).toBe('/signup')
  })

  it('shows an "Error" dialog when the server cannot be reached', async () => {
    mockApi({ [SIGNUP]: networkError })
    const { user } = renderSignup()

    await fillValidForm(user)
    await submit(user)

    const dialog = await screen.findByRole('alertdialog', { name: 'Error' })
    expect(dialog).toHaveAccessibleDescription('An error occurred')
  })
})
