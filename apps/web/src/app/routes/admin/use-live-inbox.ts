import type { TChatMessageList, TChatThreadList } from '@nurseready/shared/schemas/chat'
import { useQueryClient } from '@tanstack/react-query'
import { useRef } from 'react'
import { INBOX_POLL_MS } from '@/features/admin/api/admin-api'
import { adminKeys } from '@/features/admin/api/admin-keys'
import { useInboxStream } from '@/features/support-chat/api/use-inbox-stream'
import { withLatest, withThread } from '@/features/support-chat/inbox'

/**
 * Keeps the inbox's cached thread list and the open thread's messages current from the admin
 * inbox stream. While the stream is not live (connecting, reconnecting, no EventSource), the
 * list and the open thread are polled every INBOX_POLL_MS instead: `pollMs` says which.
 */
export function useLiveInbox(openId: string | null) {
  const qc = useQueryClient()
  const open = useRef(openId)
  open.current = openId
  const refetchAll = () => {
    void qc.invalidateQueries({ queryKey: adminKeys.chatThreads() })
    if (open.current) void qc.invalidateQueries({ queryKey: adminKeys.chatMessages(open.current) })
  }
  const status = useInboxStream({
    enabled: true,
    // Whatever changed while the stream was down is read once on (re)connecting.
    onOpen: refetchAll,
    onEvent: (event) => {
      if (event.type === 'resync') {
        refetchAll()
        return
      }
      const { thread } = event
      qc.setQueryData<TChatThreadList>(adminKeys.chatThreads(), (list) =>
        list ? withThread(list, thread) : list,
      )
      const key = adminKeys.chatMessages(thread.id)
      const loaded = qc.getQueryData<TChatMessageList>(key)
      const next = loaded && thread.id === open.current ? withLatest(loaded, thread) : null
      // A thread not open (or with messages missing) is read again when next shown.
      if (next) qc.setQueryData(key, next)
      else void qc.invalidateQueries({ queryKey: key })
    },
  })
  return { status, pollMs: status === 'live' ? (false as const) : INBOX_POLL_MS }
}
