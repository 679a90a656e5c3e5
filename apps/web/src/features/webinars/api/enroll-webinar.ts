import type {
  TEnrollResponse,
  TRegisteredWebinarList,
  TWebinar,
  TWebinarList,
} from '@nurseready/shared/schemas/webinars'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { questionBankKeys } from '@/features/question-bank'
import { api } from '@/lib/api-client'
import { webinarKeys } from './webinar-keys'

export const enrollWebinar = (webinarId: string) =>
  api<TEnrollResponse>(`/webinars/${webinarId}/enrollment`, { method: 'POST' })

/** The dashboard's and analytics' counts include upcoming webinars (question-bank's keys). */
const COUNT_KEYS = [questionBankKeys.dashboard(), questionBankKeys.analytics()]

/** Enrol (spec "shdulewabinar"); on success the card moves to the registered list at once. */
export function useEnrollWebinar() {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: (webinar: TWebinar) => enrollWebinar(webinar.id),
    onSuccess: ({ registration }, webinar) => {
      qc.setQueriesData<TWebinarList>({ queryKey: webinarKeys.availableAll() }, (old) =>
        old?.items.some((w) => w.id === webinar.id)
          ? { ...old, items: old.items.filter((w) => w.id !== webinar.id), total: old.total - 1 }
          : old,
      )
      qc.setQueriesData<TRegisteredWebinarList>(
        { queryKey: webinarKeys.registeredAll() },
        (old) => {
          if (!old) return old
          if (old.page !== 1 || old.items.some((r) => r.webinar.id === webinar.id)) return old
          const items = [...old.items, registration]
            .sort((a, b) => Date.parse(a.webinar.startsAt) - Date.parse(b.webinar.startsAt))
            .slice(0, old.pageSize)
          return { ...old, items, total: old.total + 1 }
        },
      )
      void qc.invalidateQueries({ queryKey: webinarKeys.all })
      for (const queryKey of COUNT_KEYS) void qc.invalidateQueries({ queryKey })
    },
    // Already enrolled elsewhere (another tab): the lists are stale either way.
    onError: () => void qc.invalidateQueries({ queryKey: webinarKeys.all }),
  })
}
