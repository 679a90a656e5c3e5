import type { TMessage } from '@nurseready/shared/schemas/common'
import type {
  TCalendarSubscription,
  TSchedule,
  TScheduleDayRequest,
  TScheduleSettingsInput,
} from '@nurseready/shared/schemas/schedule'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { ApiError, api, NetworkError } from '@/lib/api-client'
import { tokenStore } from '@/lib/token'
import { scheduleKeys } from './schedule-keys'

export const saveSchedule = (body: TScheduleSettingsInput) =>
  api<TSchedule>('/schedule', { method: 'PUT', body })
export const setScheduleDay = (body: TScheduleDayRequest) =>
  api<TSchedule>('/schedule/days', { method: 'PUT', body })
export const createSubscription = () =>
  api<TCalendarSubscription>('/schedule/subscription', { method: 'POST' })
export const revokeSubscription = () =>
  api<TMessage>('/schedule/subscription', { method: 'DELETE' })

/** Settings saved or a day marked: the reply is the new schedule. */
function useScheduleUpdate<T>(fn: (body: T) => Promise<TSchedule>) {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: fn,
    onSuccess: (schedule) => qc.setQueryData(scheduleKeys.all, schedule),
  })
}
export const useSaveSchedule = () => useScheduleUpdate(saveSchedule)
export const useSetScheduleDay = () => useScheduleUpdate(setScheduleDay)

export function useCreateSubscription() {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: createSubscription,
    onSuccess: () => qc.invalidateQueries({ queryKey: scheduleKeys.all }),
  })
}
export function useRevokeSubscription() {
  const qc = useQueryClient()
  return useMutation({
    mutationFn: revokeSubscription,
    onSuccess: () => qc.invalidateQueries({ queryKey: scheduleKeys.all }),
  })
}

/** Downloads the plan as nurseready-schedule.ics (the request carries the session token). */
export async function downloadScheduleIcs() {
  const token = tokenStore.get()
  let res: Response
  try {
    res = await fetch('/api/schedule.ics', {
      headers: token ? { authorization: `Bearer ${token}` } : {},
    })
  } catch {
    throw new NetworkError('An error occurred')
  }
  if (!res.ok) {
    const p = (await res.json().catch(() => null)) as { detail?: string } | null
    throw new ApiError(res.status, p?.detail ?? '')
  }
  const url = URL.createObjectURL(await res.blob())
  const a = document.createElement('a')
  a.href = url
  a.download = 'nurseready-schedule.ics'
  document.body.append(a)
  a.click()
  a.remove()
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}
