import type { TChatMessage, TChatStreamTicket } from '@nurseready/shared/schemas/chat'
import { api } from '@/lib/api-client'
import { type StreamStatus, useTicketStream } from './use-ticket-stream'

export type { StreamStatus }

export const getStreamTicket = () =>
  api<TChatStreamTicket>('/chat/events/ticket', { method: 'POST' })

/**
 * The student's live messages over Server-Sent Events. Each connection resumes after
 * `cursor()`, so nothing is lost across drops, and duplicates are merged away by seq.
 */
export function useChatStream({
  enabled,
  cursor,
  onMessage,
}: {
  enabled: boolean
  cursor: () => number
  onMessage: (message: TChatMessage) => void
}): StreamStatus {
  return useTicketStream({
    enabled,
    ticket: getStreamTicket,
    url: (ticket) => `/api/chat/events?ticket=${encodeURIComponent(ticket)}&after=${cursor()}`,
    onData: (data) => onMessage(data as TChatMessage),
  })
}
