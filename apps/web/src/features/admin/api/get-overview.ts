import type { TAdminOverview } from '@nurseready/shared/schemas/admin'
import { useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { adminKeys } from './admin-keys'

export const getOverview = () => api<TAdminOverview>('/admin/overview')

export const useOverview = () =>
  useQuery({ queryKey: adminKeys.overview(), queryFn: getOverview, staleTime: 30_000 })
