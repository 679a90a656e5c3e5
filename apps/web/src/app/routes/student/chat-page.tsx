import { useQueryClient } from '@tanstack/react-query'
import { Mail } from 'lucide-react'
import { useAlert } from '@/components/ui/alert-dialog'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { useContactDetails } from '@/features/marketing/api/get-contact-details'
import { chatKeys } from '@/features/support-chat/api/chat-keys'
import {
  useAddMessages,
  useLoadEarlier,
  useMessages,
} from '@/features/support-chat/api/get-messages'
import { useSendMessage } from '@/features/support-chat/api/send-message'
import { type StreamStatus, useChatStream } from '@/features/support-chat/api/use-chat-stream'
import { MessageComposer } from '@/features/support-chat/components/message-composer'
import { MessageThread } from '@/features/support-chat/components/message-thread'
import { type ChatCache, resumeCursor } from '@/features/support-chat/messages'
import { ApiError } from '@/lib/api-client'

export const CHAT_TEXTS = {
  loadFailed: 'Failed to load messages. Please try again.',
  sendFailed: 'Failed to send message. Please try again.',
  contactFailed: 'Failed to fetch contact details.',
} as const

/** Without EventSource (very old browsers), poll instead. */
const POLL_MS = 15_000

/** /chat: the student's support thread, live. */
export function ChatPage() {
  const qc = useQueryClient()
  const contact = useContactDetails()
  const alert = useAlert()
  const send = useSendMessage()
  const addMessages = useAddMessages()
  const earlier = useLoadEarlier()
  const supported = typeof EventSource !== 'undefined'
  const messages = useMessages({ pollMs: supported ? undefined : POLL_MS })
  const status = useChatStream({
    enabled: messages.isSuccess,
    cursor: () => resumeCursor(qc.getQueryData<ChatCache>(chatKeys.messages())?.items ?? []),
    onMessage: (m) => addMessages([m]),
  })

  async function onSend(text: string) {
    try {
      await send.mutateAsync(text)
      return true
    } catch (err) {
      // A refusal the server explains (too long, too many) keeps its message.
      const detail =
        err instanceof ApiError && err.status < 500 && err.status !== 401 && err.detail
          ? err.detail
          : CHAT_TEXTS.sendFailed
      await alert({ title: 'Error', text: detail, tone: 'error' })
      return false
    }
  }

  return (
    <div className="mx-auto flex h-[calc(100dvh-7rem)] max-w-3xl flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 sm:h-[calc(100dvh-8rem)] lg:h-[calc(100dvh-4rem)]">
      <title>Support chat · NurseReady</title>
      <header className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 border-b border-slate-200 px-4 py-3 sm:px-5">
        <div className="min-w-0">
          <h1 className="text-lg font-bold text-ink sm:text-xl">Support chat</h1>
          <p className="flex min-w-0 items-center gap-1.5 text-sm text-muted">
            <Mail aria-hidden="true" className="size-4 shrink-0" />
            {contact.data ? (
              <a
                href={`mailto:${contact.data.email}`}
                className="truncate font-medium text-brand-800 underline-offset-2 hover:underline"
              >
                {contact.data.email}
              </a>
            ) : contact.isError ? (
              <span>{CHAT_TEXTS.contactFailed}</span>
            ) : (
              <span>Loading contact details...</span>
            )}
          </p>
        </div>
        {messages.isSuccess ? <LiveBadge status={status} /> : null}
      </header>

      {messages.isPending ? (
        <Spinner label="Loading messages..." className="flex-1" />
      ) : messages.isError ? (
        <div className="flex flex-1 flex-col items-center justify-center gap-4 p-6 text-center">
          <p role="alert" className="font-medium text-red-800">
            {CHAT_TEXTS.loadFailed}
          </p>
          <Button variant="secondary" onClick={() => void messages.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <MessageThread
          messages={messages.data.items}
          header={
            messages.data.hasMore ? (
              <div className="mb-4 text-center">
                <Button
                  size="sm"
                  variant="ghost"
                  disabled={earlier.loading}
                  onClick={() =>
                    void earlier
                      .load()
                      .catch(() =>
                        alert({ title: 'Error', text: CHAT_TEXTS.loadFailed, tone: 'error' }),
                      )
                  }
                >
                  {earlier.loading ? 'Loading...' : 'Load earlier messages'}
                </Button>
              </div>
            ) : null
          }
        />
      )}
      <MessageComposer onSend={onSend} sending={send.isPending} />
    </div>
  )
}

const BADGES: Record<StreamStatus, { label: string; dot: string } | null> = {
  live: { label: 'Live', dot: 'bg-emerald-500' },
  connecting: { label: 'Connecting...', dot: 'bg-slate-400' },
  reconnecting: { label: 'Reconnecting...', dot: 'bg-amber-500' },
  unsupported: null,
}

function LiveBadge({ status }: { status: StreamStatus }) {
  const badge = BADGES[status]
  if (!badge) return null
  return (
    <p
      role="status"
      className="inline-flex items-center gap-1.5 rounded-full bg-slate-100 px-2.5 py-1 text-xs font-medium text-slate-700"
    >
      <span aria-hidden="true" className={`size-2 rounded-full ${badge.dot}`} />
      {badge.label}
    </p>
  )
}
