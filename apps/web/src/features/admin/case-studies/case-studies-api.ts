import type { TCaseStudy } from '@nurseready/shared/items/case-study'
import type { TCaseStudyDetail, TCaseStudyList } from '@nurseready/shared/schemas/item-bank'
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'

/** Query keys of the case studies (under ['admin'], so every admin write refreshes them too). */
export const caseStudyKeys = {
  list: (page: number) => ['admin', 'case-studies', 'list', page] as const,
  detail: (id: string) => ['admin', 'case-studies', 'detail', id] as const,
}

/** A page of case studies (25), newest first; the page on screen stays while the next loads. */
export const useCaseStudies = (page: number) =>
  useQuery({
    queryKey: caseStudyKeys.list(page),
    queryFn: () => api<TCaseStudyList>(`/admin/case-studies?page=${page}&pageSize=25`),
    placeholderData: keepPreviousData,
  })

export const useCaseStudy = (id: string | undefined) =>
  useQuery({
    queryKey: caseStudyKeys.detail(id ?? ''),
    queryFn: () => api<TCaseStudyDetail>(`/admin/case-studies/${id}`),
    enabled: Boolean(id),
  })

/** A new case (POST) or a draft rewritten as a whole (PUT); `adopt`: stand-alone drafts it takes over. */
export function useSaveCaseStudy() {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: ({
      id,
      caseStudy,
      adopt,
    }: {
      id: string | null
      caseStudy: TCaseStudy
      adopt: string[]
    }) =>
      api<{ id: string }>(id ? `/admin/case-studies/${id}` : '/admin/case-studies', {
        method: id ? 'PUT' : 'POST',
        body: { caseStudy, adopt },
      }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['admin'] }),
  })
}

/** Publishes or archives the case's six items together. */
export function useCaseStudyAction() {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: 'publish' | 'archive' }) =>
      api<{ id: string; status: 'published' | 'archived' }>(`/admin/case-studies/${id}/${action}`, {
        method: 'POST',
      }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['admin'] }),
  })
}
