import type { TChatMessage } from '@nurseready/shared/schemas/chat'
import { MessagesSquare } from 'lucide-react'
import { type ReactNode, useLayoutEffect, useRef } from 'react'
import { cn } from '@/lib/cn'

const timeFormat = new Intl.DateTimeFormat(undefined, {
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
})

/**
 * The thread: the student's messages on the right, support replies on the left, oldest first.
 * A `log` region, so screen readers announce new messages; it follows the newest message
 * unless the reader has scrolled up to read older ones.
 */
export function MessageThread({
  messages,
  header,
}: {
  messages: TChatMessage[]
  header?: ReactNode
}) {
  const box = useRef<HTMLDivElement>(null)
  const pinned = useRef(true)
  const last = messages.at(-1)

  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll when the newest message changes
  useLayoutEffect(() => {
    const el = box.current
    if (el && (pinned.current || last?.sender === 'student')) el.scrollTop = el.scrollHeight
  }, [last?.seq])

  return (
    <div
      ref={box}
      role="log"
      aria-label="Messages"
      aria-live="polite"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard to scroll it
      tabIndex={0}
      onScroll={(e) => {
        const el = e.currentTarget
        pinned.current = el.scrollHeight - el.scrollTop - el.clientHeight < 48
      }}
      className="min-h-0 flex-1 overflow-y-auto bg-slate-50 px-3 py-4 sm:px-5"
    >
      {header}
      {messages.length === 0 ? (
        <div className="flex h-full flex-col items-center justify-center px-6 py-10 text-center text-muted">
          <MessagesSquare aria-hidden="true" className="size-10 text-brand-700" />
          <p className="mt-3 font-semibold text-ink">No messages yet</p>
          <p className="mt-1 max-w-sm text-sm">
            Ask us anything about your plan, your tests or a webinar. Our team replies here.
          </p>
        </div>
      ) : (
        <ol className="space-y-3">
          {messages.map((m) => {
            const mine = m.sender === 'student'
            return (
              <li key={m.seq} className={cn('flex', mine ? 'justify-end' : 'justify-start')}>
                <div className={cn('max-w-[85%] sm:max-w-[75%]', mine && 'text-right')}>
                  <p className="mb-1 px-1 text-xs font-medium text-muted">
                    {mine ? 'You' : 'NurseReady Support'}
                    <span aria-hidden="true"> · </span>
                    <time dateTime={m.createdAt}>{timeFormat.format(new Date(m.createdAt))}</time>
                  </p>
                  <p
                    className={cn(
                      'whitespace-pre-wrap break-words rounded-2xl px-4 py-2.5 text-left text-sm leading-relaxed',
                      mine
                        ? 'rounded-br-md bg-brand-700 text-white'
                        : 'rounded-bl-md bg-white text-ink shadow-sm ring-1 ring-slate-200',
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
    </div>
  )
}
