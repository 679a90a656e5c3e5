import { QueryClientProvider } from '@tanstack/react-query'
import { type ReactNode, useState } from 'react'
import { AlertProvider } from '@/components/ui/alert-dialog'
import { createQueryClient } from '@/lib/query-client'

export function Providers({ children }: { children: ReactNode }) {
  const [client] = useState(createQueryClient)
  return (
    <QueryClientProvider client={client}>
      <AlertProvider>{children}</AlertProvider>
    </QueryClientProvider>
  )
}
