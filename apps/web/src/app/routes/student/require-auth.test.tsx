import { screen } from '@testing-library/react'
import { mockApi, problem, renderRoutes } from '@/testing/render'
import { RequireAuth } from './require-auth'

const ME = 'GET /api/auth/me'
const ada = { id: 'u1', name: 'Ada Lovelace', email: 'ada@example.com', role: 'student' }

function renderGuarded() {
  return renderRoutes(
    [
      { path: '/', element: <h1>Landing stub</h1> },
      {
        element: <RequireAuth />,
        children: [{ path: '/dashboard', element: <h1>Student page</h1> }],
      },
    ],
    { path: '/dashboard' },
  )
}

describe('RequireAuth', () => {
  it('sends a visitor without a token to the landing page', async () => {
    mockApi({ [ME]: { body: ada } })
    const { location } = renderGuarded()

    expect(await screen.findByRole('heading', { name: 'Landing stub' })).toBeInTheDocument()
    expect(location()).toBe('/')
    expect(screen.queryByRole('heading', { name: 'Student page' })).not.toBeInTheDocument()
  })

  it('removes a token the server rejects and lands on the landing page', async () => {
    localStorage.setItem('token', 'expired-token')
    const api = mockApi({ [ME]: problem(401, 'Session expired.', 'Unauthorized') })
    const { location } = renderGuarded()

    expect(await screen.findByRole('heading', { name: 'Landing stub' })).toBeInTheDocument()
    expect(location()).toBe('/')
    expect(localStorage.getItem('token')).toBeNull()
    expect(api.callsTo(ME)[0]?.headers.authorization).toBe('Bearer expired-token')
    expect(screen.queryByRole('heading', { name: 'Student page' })).not.toBeInTheDocument()
  })

  it('renders the child page once the server accepts the token', async () => {
    localStorage.setItem('token', 'good-token')
    const api = mockApi({ [ME]: { body: ada } })
    const { location } = renderGuarded()

    expect(await screen.findByRole('heading', { name: 'Student page' })).toBeInTheDocument()
    expect(location()).toBe('/dashboard')
    expect(localStorage.getItem('token')).toBe('good-token')
    expect(api.callsTo(ME)[0]?.headers.authorization).toBe('Bearer good-token')
  })

  it('shows an error instead of the page when the session check fails otherwise', async () => {
    localStorage.setItem('token', 'good-token')
    mockApi({ [ME]: problem(403, 'Forbidden.') })
    const { location } = renderGuarded()

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch data')
    expect(location()).toBe('/dashboard')
    expect(screen.queryByRole('heading', { name: 'Student page' })).not.toBeInTheDocument()
  })
})
