import { useState } from 'react'
import { RouterProvider } from 'react-router/dom'
import { paths } from '@/config/paths'
import { setUnauthorizedHandler } from '@/lib/api-client'
import { Providers } from './providers'
import { createRouter } from './router'

export function App() {
  const [router] = useState(() => {
    const r = createRouter()
    // A 401 on a request that carried a token: the session ended; back to the landing page.
    setUnauthorizedHandler(() => void r.navigate(paths.home, { replace: true }))
    return r
  })
  return (
    <Providers>
      <RouterProvider router={router} />
    </Providers>
  )
}
