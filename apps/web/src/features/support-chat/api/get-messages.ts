import type { TChatMessage, TChatMessageList } from '@nurseready/shared/schemas/chat'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback, useState } from 'react'
import { api } from '@/lib/api-client'
import { type ChatCache, mergeMessages } from '../messages'
import { chatKeys } from './chat-keys'

export const CHAT_PAGE_SIZE = 50

export const getMessages = (before?: number) =>
  api<TChatMessageList>(
    `/chat/messages?limit=${CHAT_PAGE_SIZE}${before === undefined ? '' : `&before=${before}`}`,
  )

/**
 * The student's thread (spec "usermsg" + "adminmsgreply" in one list). The live stream keeps it
 * current, so it is never refetched on its own; a fetch merges into what is loaded rather than
 * replacing it, so a message streamed in meanwhile is never dropped.
 */
export function useMessages(options: { pollMs?: number } = {}) {
  const qc = useQueryClient()
  return useQuery({
    queryKey: chatKeys.messages(),
    queryFn: async (): Promise<ChatCache> => {
      const latest = await getMessages()
      const loaded = qc.getQueryData<ChatCache>(chatKeys.messages())
      if (!loaded) return latest
      return { items: mergeMessages(loaded.items, latest.items), hasMore: loaded.hasMore }
    },
    staleTime: Number.POSITIVE_INFINITY,
    refetchInterval: options.pollMs ?? false,
  })
}

/** Puts messages (sent, or streamed in) into the loaded thread. */
export function useAddMessages() {
  const qc = useQueryClient()
  return useCallback(
    (messages: TChatMessage[]) =>
      qc.setQueryData<ChatCache>(chatKeys.messages(), (old) =>
        old ? { ...old, items: mergeMessages(old.items, messages) } : old,
      ),
    [qc],
  )
}

/** "Load earlier messages": the page before the oldest loaded one. */
export function useLoadEarlier() {
  const qc = useQueryClient()
  const [loading, setLoading] = useState(false)
  const load = useCallback(async () => {
    const loaded = qc.getQueryData<ChatCache>(chatKeys.messages())
    const oldest = loaded?.items[0]
    if (!oldest) return
    setLoading(true)
    try {
      const page = await getMessages(oldest.seq)
      qc.setQueryData<ChatCache>(chatKeys.messages(), (old) =>
        old ? { items: mergeMessages(old.items, page.items), hasMore: page.hasMore } : old,
      )
    } finally {
      setLoading(false)
    }
  }, [qc])
  return { load, loading }
}
