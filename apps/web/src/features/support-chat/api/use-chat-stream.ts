import type { TChatMessage, TChatStreamTicket } from '@nurseready/shared/schemas/chat'
import { useEffect, useRef, useState } from 'react'
import { ApiError, api } from '@/lib/api-client'

export type StreamStatus = 'connecting' | 'live' | 'reconnecting' | 'unsupported'

export const getStreamTicket = () =>
  api<TChatStreamTicket>('/chat/events/ticket', { method: 'POST' })

/**
 * Live messages over Server-Sent Events. Each connection gets a fresh short-lived ticket (an
 * EventSource cannot send the token) and resumes after `cursor()`; on any drop it reconnects
 * with back-off the same way, so nothing is lost and duplicates are merged away by seq.
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
  const [status, setStatus] = useState<StreamStatus>('connecting')
  const latest = useRef({ cursor, onMessage })
  latest.current = { cursor, onMessage }

  useEffect(() => {
    if (!enabled) return
    if (typeof EventSource === 'undefined') {
      setStatus('unsupported')
      return
    }
    let source: EventSource | null = null
    let timer: ReturnType<typeof setTimeout> | undefined
    let stopped = false
    let failures = 0

    const retry = () => {
      source?.close()
      source = null
      if (stopped) return
      setStatus('reconnecting')
      timer = setTimeout(connect, Math.min(30_000, 500 * 2 ** failures))
      failures += 1
    }

    async function connect() {
      let ticket: string
      try {
        ticket = (await getStreamTicket()).ticket
      } catch (err) {
        // A 401 means the session is gone: the API client already sends the user away.
        if (!(err instanceof ApiError && err.status === 401)) retry()
        return
      }
      if (stopped) return
      const after = latest.current.cursor()
      const es = new EventSource(
        `/api/chat/events?ticket=${encodeURIComponent(ticket)}&after=${after}`,
      )
      source = es
      es.onopen = () => {
        failures = 0
        setStatus('live')
      }
      es.onmessage = (event) => {
        try {
          latest.current.onMessage(JSON.parse(event.data) as TChatMessage)
        } catch {
          // A malformed event is skipped; the next reconnect re-reads from the cursor.
        }
      }
      // The browser would retry with the same (soon expired) ticket: reconnect ourselves.
      es.onerror = retry
    }

    setStatus('connecting')
    void connect()
    return () => {
      stopped = true
      clearTimeout(timer)
      source?.close()
    }
  }, [enabled])

  return status
}
