import type { TChatInboxEvent, TChatStreamTicket } from '@nurseready/shared/schemas/chat'
import { api } from '@/lib/api-client'
import { type StreamStatus, useTicketStream } from './use-ticket-stream'

export const getInboxTicket = () =>
  api<TChatStreamTicket>('/admin/chat/events/ticket', { method: 'POST' })

/**
 * The admin inbox's live updates: every thread that changes (a new message from either side,
 * or read by an admin) arrives as its summary. Events say what a thread is now, not what
 * happened, so the caller re-reads on every (re)connection (`onOpen`) and on `resync`.
 */
export function useInboxStream({
  enabled,
  onOpen,
  onEvent,
}: {
  enabled: boolean
  onOpen: () => void
  onEvent: (event: TChatInboxEvent) => void
}): StreamStatus {
  return useTicketStream({
    enabled,
    ticket: getInboxTicket,
    url: (ticket) => `/api/admin/chat/events?ticket=${encodeURIComponent(ticket)}`,
    onOpen,
    onData: (data) => onEvent(data as TChatInboxEvent),
  })
}
