import { screen, waitFor, within } from '@testing-library/react'
import { mockApi, problem, renderRoutes } from '@/testing/render'
import { AccountPage } from './account-page'

const user = { id: 'u1', name: 'Ada Nurse', email: 'ada@example.com', role: 'student' }
const sessions = {
  items: [
    {
      id: 's1',
      device: 'Chrome on Windows',
      current: true,
      createdAt: '2030-03-01T10:00:00.000Z',
      lastSeenAt: '2030-03-02T10:00:00.000Z',
    },
    {
      id: 's2',
      device: 'Safari on iPhone',
      current: false,
      createdAt: '2030-02-01T10:00:00.000Z',
      lastSeenAt: '2030-02-03T10:00:00.000Z',
    },
  ],
}

function render() {
  localStorage.setItem('token', 't'.repeat(43))
  return renderRoutes(
    [
      { path: '/account', element: <AccountPage /> },
      { path: '/', element: <p>Home page</p> },
    ],
    { path: '/account' },
  )
}

describe('AccountPage', () => {
  it('changes the name and shows the server message', async () => {
    const api = mockApi({
      'GET /api/auth/me': { body: user },
      'GET /api/account/sessions': { body: sessions },
      'PUT /api/account/name': ({ body }) => ({
        body: {
          user: { ...user, name: (body as { name: string }).name },
          message: 'Your name has been updated.',
        },
      }),
    })
    const { user: u } = render()
    const name = await screen.findByRole('textbox', { name: 'Name' })
    await u.clear(name)
    await u.type(name, 'Ada Lovelace')
    await u.click(screen.getByRole('button', { name: 'Save name' }))
    expect(await screen.findByText('Your name has been updated.')).toBeInTheDocument()
    expect(api.callsTo('PUT /api/account/name')[0]!.body).toEqual({ name: 'Ada Lovelace' })
  })

  it('lists sessions with the device and ends the other ones', async () => {
    const api = mockApi({
      'GET /api/auth/me': { body: user },
      'GET /api/account/sessions': { body: sessions },
      'POST /api/account/sessions/end-others': {
        body: { ended: 1, message: 'Signed out of 1 other session.' },
      },
    })
    const { user: u } = render()
    const list = await screen.findByRole('list', { name: 'Active sessions' })
    const items = within(list).getAllByRole('listitem')
    expect(items[0]).toHaveTextContent('Chrome on Windows')
    expect(items[0]).toHaveTextContent('This device')
    expect(items[1]).toHaveTextContent('Safari on iPhone')
    await u.click(screen.getByRole('button', { name: 'End other sessions' }))
    expect(await screen.findByText('Signed out of 1 other session.')).toBeInTheDocument()
    expect(api.callsTo('POST /api/account/sessions/end-others')).toHaveLength(1)
  })

  it('changes the email in two steps: code sent, then confirmed', async () => {
    const api = mockApi({
      'GET /api/auth/me': { body: user },
      'GET /api/account/sessions': { body: sessions },
      'POST /api/account/email-change': { body: { message: 'We sent a 6-digit code.' } },
      'POST /api/account/email-change/confirm': ({ body }) =>
        (body as { code: string }).code === '123456'
          ? {
              body: {
                user: { ...user, email: 'new@example.com' },
                message: 'Your email address has been changed.',
              },
            }
          : problem(400, 'Invalid or expired code.'),
    })
    const { user: u } = render()
    await u.type(await screen.findByLabelText('New email'), 'new@example.com')
    await u.type(screen.getAllByLabelText('Current password')[0]!, 'my password')
    await u.click(screen.getByRole('button', { name: 'Send code' }))
    const code = await screen.findByLabelText('Code sent to new@example.com')
    await u.type(code, '000000')
    await u.click(screen.getByRole('button', { name: 'Confirm new email' }))
    expect(await screen.findByText('Invalid or expired code.')).toBeInTheDocument()
    await u.clear(code)
    await u.type(code, '123456')
    await u.click(screen.getByRole('button', { name: 'Confirm new email' }))
    expect(await screen.findByText('Your email address has been changed.')).toBeInTheDocument()
    expect(screen.getByText('new@example.com')).toBeInTheDocument()
    expect(api.callsTo('POST /api/account/email-change')[0]!.body).toEqual({
      newEmail: 'new@example.com',
      password: 'my password',
    })
  })

  it('validates the new password before sending', async () => {
    const api = mockApi({
      'GET /api/auth/me': { body: user },
      'GET /api/account/sessions': { body: sessions },
    })
    const { user: u } = render()
    const current = (await screen.findAllByLabelText('Current password'))[1]!
    await u.type(current, 'old password')
    await u.type(screen.getByLabelText('New password'), 'short')
    await u.type(screen.getByLabelText('Confirm new password'), 'short')
    await u.click(screen.getByRole('button', { name: 'Change password' }))
    expect(await screen.findByText('Password must be at least 8 characters')).toBeInTheDocument()
    expect(api.callsTo('PUT /api/account/password')).toHaveLength(0)
  })

  it('deletes the account after the password in a confirmation dialog', async () => {
    const api = mockApi({
      'GET /api/auth/me': { body: user },
      'GET /api/account/sessions': { body: sessions },
      'DELETE /api/account': { body: { message: 'Your account has been deleted.' } },
    })
    const { user: u, location } = render()
    await u.click(await screen.findByRole('button', { name: 'Delete my account' }))
    const dialog = screen.getByRole('alertdialog', { name: 'Delete your account?' })
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus()
    await u.type(within(dialog).getByLabelText('Your password'), 'my password')
    await u.click(within(dialog).getByRole('button', { name: 'Delete account' }))
    await waitFor(() => expect(location()).toBe('/'))
    expect(api.callsTo('DELETE /api/account')[0]!.body).toEqual({ password: 'my password' })
    expect(localStorage.getItem('token')).toBeNull()
  })
})
