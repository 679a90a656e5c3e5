import type { TChatMessageList, TChatThreadSummary } from '@nurseready/shared/schemas/chat'
import { useQueryClient } from '@tanstack/react-query'
import { ArrowLeft } from 'lucide-react'
import { useEffect, useLayoutEffect, useRef, useState } from 'react'
import { Button } from '@/components/ui/button'
import { EmptyState } from '@/components/ui/empty-state'
import { Spinner } from '@/components/ui/spinner'
import {
  INBOX_POLL_MS,
  markThreadRead,
  useReply,
  useThreadMessages,
  useThreads,
} from '@/features/admin/api/admin-api'
import { adminKeys } from '@/features/admin/api/admin-keys'
import { LoadError } from '@/features/admin/components/admin-page'
import { dateTime } from '@/features/admin/format'
import type { StreamStatus } from '@/features/support-chat/api/use-ticket-stream'
import { MessageComposer } from '@/features/support-chat/components/message-composer'
import { mergeMessages } from '@/features/support-chat/messages'
import { errorMessage } from '@/lib/api-client'
import { cn } from '@/lib/cn'
import { useLiveInbox } from './use-live-inbox'

function ThreadItem({
  thread,
  selected,
  onSelect,
}: {
  thread: TChatThreadSummary
  selected: boolean
  onSelect: () => void
}) {
  return (
    <li>
      <button
        type="button"
        aria-current={selected ? 'true' : undefined}
        onClick={onSelect}
        className={cn(
          'flex w-full flex-col gap-0.5 border-b border-slate-100 px-4 py-3 text-left hover:bg-slate-50',
          selected && 'bg-brand-50',
        )}
      >
        <span className="flex items-center justify-between gap-2">
          <span className="truncate font-medium text-ink">{thread.student.name}</span>
          {/* The open thread is being read (and is marked read as its messages arrive), so its
              count is not shown: it would flash "1" for the round trip of each mark-as-read. */}
          {thread.unreadCount > 0 && !selected ? (
            <span className="rounded-full bg-brand-700 px-2 py-0.5 text-xs font-semibold text-white">
              {thread.unreadCount}
              <span className="sr-only"> unread</span>
            </span>
          ) : null}
        </span>
        <span className="truncate text-xs text-muted">{thread.student.email}</span>
        <span className="truncate text-sm text-muted">
          {thread.lastMessage
            ? `${thread.lastMessage.sender === 'admin' ? 'You: ' : ''}${thread.lastMessage.body}`
            : 'No messages'}
        </span>
        <span className="text-xs text-muted">{dateTime(thread.updatedAt)}</span>
      </button>
    </li>
  )
}

/** The open thread: messages oldest first (student left, support right), and the reply box. */
function Conversation({
  thread,
  pollMs,
  onBack,
}: {
  thread: TChatThreadSummary
  pollMs: number | false
  onBack: () => void
}) {
  const messages = useThreadMessages(thread.id, pollMs)
  const reply = useReply(thread.id)
  const qc = useQueryClient()
  const box = useRef<HTMLOListElement>(null)
  const last = messages.data?.items.at(-1)?.seq
  const unread = thread.unreadCount

  // Reading the thread marks it read (again when new student messages arrive while it is open).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the thread or its unread count changes
  useEffect(() => {
    if (unread > 0)
      markThreadRead(thread.id).then(
        () => qc.invalidateQueries({ queryKey: adminKeys.chatThreads() }),
        // Not fatal: the thread stays unread on the server and is marked again when it is next
        // opened or gets a message (no unhandled rejection in the console).
        () => undefined,
      )
  }, [thread.id, unread])

  // biome-ignore lint/correctness/useExhaustiveDependencies: follow the newest message
  useLayoutEffect(() => {
    if (box.current) box.current.scrollTop = box.current.scrollHeight
  }, [last])

  return (
    <section
      aria-label={`Conversation with ${thread.student.name}`}
      className="flex min-h-0 flex-1 flex-col"
    >
      <header className="flex items-center gap-2 border-b border-slate-200 px-4 py-3">
        <Button
          size="sm"
          variant="ghost"
          className="lg:hidden"
          onClick={onBack}
          aria-label="Back to threads"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
        </Button>
        <span className="min-w-0">
          <span className="block truncate font-semibold text-ink">{thread.student.name}</span>
          <span className="block truncate text-xs text-muted">{thread.student.email}</span>
        </span>
      </header>
      {messages.isPending ? (
        <Spinner />
      ) : messages.isError ? (
        <LoadError message={errorMessage(messages.error, '')} />
      ) : (
        <ol
          ref={box}
          aria-label="Messages"
          aria-live="polite"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
          tabIndex={0}
          className="min-h-0 flex-1 space-y-3 overflow-y-auto bg-slate-50 p-4"
        >
          {messages.data.items.map((m) => {
            const support = m.sender === 'admin'
            return (
              <li key={m.seq} className={cn('flex', support ? 'justify-end' : 'justify-start')}>
                <div className="max-w-[85%]">
                  <p className={cn('mb-1 px-1 text-xs text-muted', support && 'text-right')}>
                    {support ? 'Support' : thread.student.name} · {dateTime(m.createdAt)}
                  </p>
                  <p
                    className={cn(
                      'whitespace-pre-wrap break-words rounded-2xl px-4 py-2.5 text-sm',
                      support
                        ? 'bg-brand-700 text-white'
                        : 'bg-white text-ink ring-1 ring-slate-200',
                    )}
                  >
                    {m.body}
                  </p>
                </div>
              </li>
            )
          })}
        </ol>
      )}
      {reply.isError ? (
        <p role="alert" className="px-4 pt-2 text-sm text-red-700">
          {errorMessage(reply.error, 'The reply was not sent. Please try again.')}
        </p>
      ) : null}
      <MessageComposer
        sending={reply.isPending}
        onSend={async (text) => {
          try {
            const sent = await reply.mutateAsync(text)
            // Shown at once (the stream's copy of it, before or after, is merged by seq).
            qc.setQueryData<TChatMessageList>(adminKeys.chatMessages(thread.id), (old) =>
              old ? { ...old, items: mergeMessages(old.items, [sent]) } : old,
            )
            return true
          } catch {
            return false
          }
        }}
      />
    </section>
  )
}

const BADGES: Record<StreamStatus, { label: string; dot: string }> = {
  live: { label: 'Live', dot: 'bg-emerald-500' },
  connecting: { label: 'Connecting...', dot: 'bg-slate-400' },
  reconnecting: { label: 'Reconnecting...', dot: 'bg-amber-500' },
  unsupported: { label: 'Not live', dot: 'bg-slate-400' },
}

/** Whether the inbox is live, and how it keeps up when not. */
function InboxStatus({ status }: { status: StreamStatus }) {
  const badge = BADGES[status]
  return (
    <div className="mb-4 flex flex-wrap items-center gap-x-3 gap-y-1">
      <p
        role="status"
        className="inline-flex items-center gap-1.5 rounded-full bg-white px-2.5 py-1 text-xs font-medium text-slate-700 ring-1 ring-slate-200"
      >
        <span aria-hidden="true" className={cn('size-2 rounded-full', badge.dot)} />
        {badge.label}
      </p>
      <p className="text-sm text-muted">
        Newest first.{' '}
        {status === 'live'
          ? 'New messages appear as they arrive.'
          : `Updates every ${INBOX_POLL_MS / 1000} seconds.`}
      </p>
    </div>
  )
}

/**
 * /admin/chat: support threads by latest message with unread counts; the open thread and a
 * reply box. New messages arrive live over the admin inbox stream (use-live-inbox.ts); while it
 * is down the list and the open thread are polled every INBOX_POLL_MS.
 */
export function ChatInboxPage() {
  const [selectedId, setSelectedId] = useState<string | null>(null)
  const live = useLiveInbox(selectedId)
  const threads = useThreads(live.pollMs)
  const selected = threads.data?.items.find((t) => t.id === selectedId) ?? null
  return (
    <div className="mx-auto max-w-6xl">
      <title>Chat inbox · Admin · NurseReady</title>
      <h1 className="mb-2 text-2xl font-bold tracking-tight text-ink">Chat inbox</h1>
      <InboxStatus status={live.status} />
      {threads.isPending ? (
        <Spinner />
      ) : threads.isError ? (
        <LoadError message={errorMessage(threads.error, '')} />
      ) : threads.data.items.length === 0 ? (
        <EmptyState title="No conversations yet." />
      ) : (
        <div className="flex h-[calc(100dvh-13.5rem)] min-h-[28rem] lg:h-[calc(100dvh-8.5rem)] overflow-hidden rounded-xl border border-slate-200 bg-white">
          <nav
            aria-label="Conversations"
            className={cn(
              'w-full overflow-y-auto border-r border-slate-200 lg:block lg:w-80 lg:shrink-0',
              selected && 'hidden',
            )}
          >
            <ul>
              {threads.data.items.map((t) => (
                <ThreadItem
                  key={t.id}
                  thread={t}
                  selected={t.id === selectedId}
                  onSelect={() => setSelectedId(t.id)}
                />
              ))}
            </ul>
          </nav>
          {selected ? (
            <Conversation
              key={selected.id}
              thread={selected}
              pollMs={live.pollMs}
              onBack={() => setSelectedId(null)}
            />
          ) : (
            <p className="hidden flex-1 items-center justify-center text-muted lg:flex">
              Choose a conversation.
            </p>
          )}
        </div>
      )}
    </div>
  )
}
