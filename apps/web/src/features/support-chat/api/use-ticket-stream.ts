import type { TChatStreamTicket } from '@nurseready/shared/schemas/chat'
import { useEffect, useRef, useState } from 'react'
import { ApiError } from '@/lib/api-client'

export type StreamStatus = 'connecting' | 'live' | 'reconnecting' | 'unsupported'

/**
 * A Server-Sent Events stream opened with a short-lived ticket (an EventSource cannot send the
 * token). Each connection gets a fresh ticket and its URL from `url(ticket)`; on any drop it
 * reconnects with back-off (0.5 s doubling up to 30 s) the same way. `onOpen` runs on every
 * (re)connection, so the caller can catch up on what it may have missed meanwhile.
 */
export function useTicketStream({
  enabled,
  ticket,
  url,
  onOpen,
  onData,
}: {
  enabled: boolean
  ticket: () => Promise<TChatStreamTicket>
  url: (ticket: string) => string
  onOpen?: () => void
  /** The parsed JSON of each `data:` event. */
  onData: (data: unknown) => void
}): StreamStatus {
  const [status, setStatus] = useState<StreamStatus>('connecting')
  const latest = useRef({ ticket, url, onOpen, onData })
  latest.current = { ticket, url, onOpen, onData }

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
      let issued: string
      try {
        issued = (await latest.current.ticket()).ticket
      } catch (err) {
        // A 401 means the session is gone: the API client already sends the user away.
        if (!(err instanceof ApiError && err.status === 401)) retry()
        return
      }
      if (stopped) return
      const es = new EventSource(latest.current.url(issued))
      source = es
      es.onopen = () => {
        failures = 0
        setStatus('live')
        latest.current.onOpen?.()
      }
      es.onmessage = (event) => {
        let data: unknown
        try {
          data = JSON.parse(event.data)
        } catch {
          // A malformed event is skipped; the next reconnect catches up.
          return
        }
        latest.current.onData(data)
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
