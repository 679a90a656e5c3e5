import type { ReactNode } from 'react'
import { AlertProvider } from '@/components/ui/alert-dialog'

/**
 * What every page needs. The query cache is provided lower down by the lazy QueryLayout
 * (app/query-layout.tsx), so the landing page's first load does without the query library.
 */
export function Providers({ children }: { children: ReactNode }) {
  return <AlertProvider>{children}</AlertProvider>
}
