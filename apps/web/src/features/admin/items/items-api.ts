import type {
  TItemDetail,
  TItemImportResult,
  TItemListQuery,
  TItemSummary,
} from '@nurseready/shared/schemas/item-bank'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { tokenStore } from '@/lib/token'
import { queryString } from '../api/admin-keys'

/** Query keys of the question bank (under ['admin'], so every admin write refreshes them too). */
export const itemKeys = {
  all: ['admin', 'items'] as const,
  list: (q: TItemListQuery) => ['admin', 'items', 'list', q] as const,
  item: (id: string) => ['admin', 'items', 'item', id] as const,
  subjects: () => ['admin', 'items', 'subjects'] as const,
}

type Page = { items: TItemSummary[]; total: number; page: number; pageSize: number }

export const useItems = (q: TItemListQuery) =>
  useQuery({
    queryKey: itemKeys.list(q),
    queryFn: () => api<Page>(`/admin/items${queryString(q as Record<string, string | number>)}`),
    placeholderData: keepPreviousData,
  })

export const useItem = (id: string | undefined) =>
  useQuery({
    queryKey: itemKeys.item(id ?? ''),
    queryFn: () => api<TItemDetail>(`/admin/items/${id}`),
    enabled: Boolean(id),
  })

export const useSubjects = () =>
  useQuery({
    queryKey: itemKeys.subjects(),
    queryFn: () => api<{ id: string; name: string; items: number }[]>('/admin/subjects'),
  })

function useWrite<A, R>(fn: (a: A) => Promise<R>) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: fn,
    onSuccess: () => qc.invalidateQueries({ queryKey: ['admin'] }),
  })
}

export const useSaveItem = () =>
  useWrite(({ id, item, tags }: { id: string | null; item: unknown; tags: string[] }) =>
    id
      ? api<{ id: string; version: number }>(`/admin/items/${id}`, {
          method: 'PUT',
          body: { item, tags },
        })
      : api<{ id: string }>('/admin/items', { method: 'POST', body: { item, tags } }),
  )

export const useItemAction = () =>
  useWrite(({ id, action }: { id: string; action: 'publish' | 'archive' }) =>
    api<{ id: string; status: string }>(`/admin/items/${id}/${action}`, { method: 'POST' }),
  )

export type ImportBody = {
  format: 'json' | 'csv' | 'qti-xml' | 'qti-zip'
  content: string
  onlyValid: boolean
  dryRun: boolean
  defaults: {
    style: 'traditional' | 'nextgen'
    subject: string
    clientNeed: string
    exams: string[]
  }
}
export const useImportItems = () =>
  useWrite((body: ImportBody) =>
    api<TItemImportResult>('/admin/items/import', { method: 'POST', body }),
  )

/** Downloads an export (JSON or a QTI 3.0 zip) of the chosen ids (none: the whole bank). */
export async function downloadExport(format: 'json' | 'qti', ids: string[]) {
  const token = tokenStore.get()
  const res = await fetch('/api/admin/items/export', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ format, ids }),
  })
  if (!res.ok) throw new Error('The export failed. Please try again.')
  const url = URL.createObjectURL(await res.blob())
  const a = document.createElement('a')
  a.href = url
  a.download = format === 'json' ? 'items.json' : 'items-qti3.zip'
  a.click()
  URL.revokeObjectURL(url)
}
