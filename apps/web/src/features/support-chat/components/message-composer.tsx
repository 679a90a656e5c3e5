import { CHAT_MESSAGE_MAX_LENGTH, chatMessageProblem } from '@nurseready/shared/domain/chat'
import { SendHorizontal } from 'lucide-react'
import { type FormEvent, useId, useState } from 'react'
import { Button } from '@/components/ui/button'
import { FieldError } from '@/components/ui/field'
import { cn } from '@/lib/cn'
import { useSingleFlight } from '@/lib/use-single-flight'

/**
 * The message input with Send. Empty or whitespace-only text is never sent (Send stays
 * disabled); over-long text says why. Enter sends, Shift+Enter starts a new line.
 */
export function MessageComposer({
  onSend,
  sending,
}: {
  /** Resolves true when sent (the input is then cleared). */
  onSend: (text: string) => Promise<boolean>
  sending: boolean
}) {
  const [text, setText] = useState('')
  const id = useId()
  const once = useSingleFlight()
  const problem = chatMessageProblem(text)
  const tooLong = text.trim().length > CHAT_MESSAGE_MAX_LENGTH
  const remaining = CHAT_MESSAGE_MAX_LENGTH - text.trim().length

  function submit(e?: FormEvent) {
    e?.preventDefault()
    if (problem || sending) return
    // A double-click or a second Enter before the reply is ignored: one message, sent once.
    void once(async () => {
      if (await onSend(text.trim())) setText('')
    })
  }

  return (
    <form onSubmit={submit} className="border-t border-slate-200 bg-white p-3 sm:p-4">
      <label htmlFor={id} className="sr-only">
        Message
      </label>
      <div className="flex items-end gap-2">
        <textarea
          id={id}
          value={text}
          rows={2}
          placeholder="Write a message..."
          aria-invalid={tooLong || undefined}
          aria-describedby={tooLong ? `${id}-error` : `${id}-hint`}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
              e.preventDefault()
              submit()
            }
          }}
          className={cn(
            'block max-h-40 min-h-11 w-full resize-y rounded-lg border bg-white px-3 py-2 text-base text-ink placeholder:text-slate-400 focus:border-brand-600 focus:outline-2 focus:outline-brand-600/30',
            tooLong ? 'border-red-600' : 'border-slate-300',
          )}
        />
        <Button type="submit" disabled={problem !== null || sending} className="shrink-0">
          <SendHorizontal aria-hidden="true" className="size-4" />
          {sending ? 'Sending...' : 'Send'}
        </Button>
      </div>
      <div className="mt-1.5 flex justify-between gap-3 text-xs">
        {tooLong ? (
          <FieldError id={`${id}-error`}>{problem}</FieldError>
        ) : (
          <p id={`${id}-hint`} className="text-muted">
            Enter to send, Shift+Enter for a new line.
          </p>
        )}
        <p className={cn('shrink-0 tabular-nums', remaining < 0 ? 'text-red-700' : 'text-muted')}>
          {counterText(remaining)}
        </p>
      </div>
    </form>
  )
}

/** Near the limit: how many characters are left, or by how many the message is over it. */
function counterText(remaining: number): string | null {
  const characters = (n: number) => `${n} ${n === 1 ? 'character' : 'characters'}`
  if (remaining < 0) return `${characters(-remaining)} over the limit`
  return remaining < 200 ? `${characters(remaining)} left` : null
}
