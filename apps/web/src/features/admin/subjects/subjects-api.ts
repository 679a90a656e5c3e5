import type { TClientNeed } from '@nurseready/shared/domain/readiness/exams'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { api } from '@/lib/api-client'

export type Subject = { id: string; name: string; position: number; items: number }
export type ClientNeedCount = { clientNeed: TClientNeed; label: string; items: number }
export type TagCount = { tag: string; items: number }

/** Query keys (under ['admin'], so every admin write refreshes them too). */
export const subjectKeys = {
  subjects: () => ['admin', 'subjects', 'list'] as const,
  clientNeeds: () => ['admin', 'subjects', 'client-needs'] as const,
  tags: () => ['admin', 'subjects', 'tags'] as const,
}

export const useSubjectList = () =>
  useQuery({ queryKey: subjectKeys.subjects(), queryFn: () => api<Subject[]>('/admin/subjects') })

export const useClientNeeds = () =>
  useQuery({
    queryKey: subjectKeys.clientNeeds(),
    queryFn: () => api<ClientNeedCount[]>('/admin/client-needs'),
  })

export const useTags = () =>
  useQuery({ queryKey: subjectKeys.tags(), queryFn: () => api<TagCount[]>('/admin/item-tags') })

/** A new subject (POST) or a renamed one (PUT). */
export function useSaveSubject() {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: ({ id, name, position }: { id: string | null; name: string; position?: number }) =>
      api<Subject>(id ? `/admin/subjects/${id}` : '/admin/subjects', {
        method: id ? 'PUT' : 'POST',
        body: position === undefined ? { name } : { name, position },
      }),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['admin'] }),
  })
}
