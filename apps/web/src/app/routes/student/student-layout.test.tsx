import { screen, waitFor } from '@testing-library/react'
import { mockApi, renderRoutes } from '@/testing/render'
import { StudentLayout } from './student-layout'

const ME = {
  id: '0b8f6f5e-3c1e-4a53-9f7e-2f1d1c1a0b01',
  name: 'Jordan Lee',
  email: 'jordan@example.com',
  role: 'student',
}

function renderLayout() {
  return renderRoutes(
    [
      {
        path: '/',
        element: <StudentLayout />,
        children: [{ path: 'dashboard', element: <h1>Dashboard</h1> }],
      },
      { path: '/login', element: <h1>Login page</h1> },
    ],
    { path: '/dashboard' },
  )
}

describe('StudentLayout logout', () => {
  it('revokes the session and forgets every key the app stored in the browser', async () => {
    localStorage.setItem('token', 'tok-123')
    localStorage.setItem('papercode', 'OPEN234567')
    localStorage.setItem('blogId', 'b-1')
    sessionStorage.setItem('papercode', 'OPEN234567')
    localStorage.setItem('other-site-key', 'kept')
    const api = mockApi({
      'GET /api/auth/me': { body: ME },
      'POST /api/auth/logout': { body: { message: 'Logged out.' } },
    })
    const { user, location } = renderLayout()
    await user.click(await screen.findByRole('button', { name: 'Logout' }))
    await waitFor(() => expect(location()).toBe('/login'))
    expect(api.callsTo('POST /api/auth/logout')).toHaveLength(1)
    expect(api.callsTo('POST /api/auth/logout')[0]!.headers.authorization).toBe('Bearer tok-123')
    expect(localStorage.getItem('token')).toBeNull()
    expect(localStorage.getItem('papercode')).toBeNull()
    expect(localStorage.getItem('blogId')).toBeNull()
    expect(sessionStorage.getItem('papercode')).toBeNull()
    // Only the app's own keys: anything else on this origin is left alone.
    expect(localStorage.getItem('other-site-key')).toBe('kept')
  })

  it('clears the stored keys even when the server cannot be reached', async () => {
    localStorage.setItem('token', 'tok-123')
    localStorage.setItem('papercode', 'OPEN234567')
    mockApi({ 'GET /api/auth/me': { body: ME } })
    const { user, location } = renderLayout()
    await user.click(await screen.findByRole('button', { name: 'Logout' }))
    await waitFor(() => expect(location()).toBe('/login'))
    expect(localStorage.getItem('token')).toBeNull()
    expect(localStorage.getItem('papercode')).toBeNull()
  })
})
