import type { TChatInboxEvent } from '@nurseready/shared/schemas/chat'
import type { FastifyBaseLogger } from 'fastify'
import type { ChatService } from './chat.service'
import { ownerOfKey } from './chat.service'

export type InboxListener = (event: TChatInboxEvent) => void

/**
 * What the admins' inbox streams of this process send, read once per change for all of them.
 * The chat bus says only which student's thread changed; the feed then reads that thread's
 * summary and hands it to every open inbox stream. Reads run one at a time and changes waiting
 * for a read are merged by thread, so the last summary sent for a thread is never older than
 * the last change announced for it. After a lost LISTEN connection (changes may be gone) the
 * streams get `resync`. The bus is listened to only while an inbox stream is open.
 */
export function inboxFeed(chat: ChatService, log: FastifyBaseLogger) {
  const listeners = new Set<InboxListener>()
  const waiting = new Set<string>()
  let unsubscribe: (() => void) | null = null
  let running = false

  const send = (event: TChatInboxEvent) => {
    for (const listener of [...listeners]) listener(event)
  }

  async function pump() {
    if (running) return
    running = true
    try {
      while (waiting.size > 0 && listeners.size > 0) {
        const [owner] = waiting
        waiting.delete(owner!)
        try {
          const thread = await chat.summaryOf(owner!)
          if (thread) send({ type: 'thread', thread })
        } catch (err) {
          log.error({ err }, 'chat: inbox read failed')
          send({ type: 'resync' })
        }
      }
    } finally {
      running = false
    }
  }

  const onChange = (key: string | null) => {
    if (key === null) {
      send({ type: 'resync' })
      return
    }
    waiting.add(ownerOfKey(key))
    void pump()
  }

  return {
    /** Adds an inbox stream; returns its removal. */
    add(listener: InboxListener) {
      listeners.add(listener)
      unsubscribe ??= chat.subscribeAll(onChange)
      return () => {
        listeners.delete(listener)
        if (listeners.size === 0 && unsubscribe) {
          unsubscribe()
          unsubscribe = null
          waiting.clear()
        }
      }
    },
  }
}

export type InboxFeed = ReturnType<typeof inboxFeed>
