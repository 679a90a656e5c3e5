import { Outlet } from 'react-router'
import { PublicFooter } from './public-footer'
import { PublicHeader } from './public-header'
import { ScrollToHash } from './scroll-to-hash'

export function PublicLayout() {
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-4 focus:top-4 focus:z-50 focus:rounded focus:bg-white focus:px-4 focus:py-2"
      >
        Skip to content
      </a>
      <PublicHeader />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <PublicFooter />
      <ScrollToHash />
    </div>
  )
}
