import type { TSchedule } from '@nurseready/shared/schemas/schedule'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { scheduleKeys } from './schedule-keys'

export const getSchedule = () => api<TSchedule>('/schedule')
export const scheduleQueryOptions = () =>
  queryOptions({ queryKey: scheduleKeys.all, queryFn: getSchedule, retry: false })

/** The settings and the day-by-day plan (403 without a question-bank plan). */
export const useSchedule = () => useQuery(scheduleQueryOptions())
