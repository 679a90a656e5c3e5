import type { TPaperState } from '@nurseready/shared/schemas/question-bank'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { questionBankKeys } from './question-bank-keys'

export const getPaper = (code: string) => api<TPaperState>(`/papers/${encodeURIComponent(code)}`)

/**
 * The paper's state and, in time mode, its clock. Always fresh: the server owns the deadline,
 * so a timed paper re-syncs every minute and whenever the tab regains focus.
 */
export const paperQueryOptions = (code: string) =>
  queryOptions({
    queryKey: questionBankKeys.paper(code),
    queryFn: () => getPaper(code),
    staleTime: 0,
    refetchOnWindowFocus: true,
    refetchInterval: (query) => {
      const paper = query.state.data
      return paper?.timer && paper.status === 'in process' ? 60_000 : false
    },
  })

export const usePaper = (code: string | null) =>
  useQuery({ ...paperQueryOptions(code ?? ''), enabled: code !== null })
