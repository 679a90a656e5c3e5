import type { THighlightField } from '@nurseready/shared/schemas/highlights'
import { Highlighter } from 'lucide-react'
import { useId, useMemo, useRef, useState } from 'react'
import { Button } from '@/components/ui/button'
import { SafeHtml } from '@/components/ui/safe-html'
import { errorMessage } from '@/lib/api-client'
import { cn } from '@/lib/cn'
import { useCreateHighlight } from '../api/create-highlight'
import { useQuestionHighlights } from '../api/get-question-highlights'
import { markHtml } from '../mark-text'
import { type PendingRange, useHtmlSentences, useSelectionIn } from '../use-text-selection'

const FIELD_NAMES: Record<THighlightField, string> = { stem: 'question', explanation: 'rationale' }

/**
 * A question's stem or rationale with the student's highlights as <mark>, and two ways to add
 * one: select text (mouse, touch or keyboard) and press Highlight, or pick a sentence from the
 * list. Without a plan (the API answers 403) it is the plain text.
 */
export function HighlightableHtml({
  html,
  field,
  code,
  position,
  className,
  id,
}: {
  html: string
  field: THighlightField
  code: string
  position: number
  className?: string
  id?: string
}) {
  const highlights = useQuestionHighlights(code, position)
  const create = useCreateHighlight(code, position)
  const root = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  const [status, setStatus] = useState('')
  const hintId = useId()

  const ranges = useMemo(
    () => (highlights.data?.items ?? []).filter((h) => h.field === field),
    [highlights.data, field],
  )
  const marked = useMemo(() => markHtml(html, ranges), [html, ranges])
  const sentences = useHtmlSentences(html)
  const enabled = highlights.isSuccess
  const [pending, setPending] = useSelectionIn(root, button, enabled)

  async function save(range: PendingRange) {
    setStatus('')
    try {
      await create.mutateAsync({ field, ...range })
      setPending(null)
      document.getSelection()?.removeAllRanges()
      setStatus('Highlighted.')
    } catch (err) {
      setStatus(errorMessage(err, 'The highlight could not be saved.'))
    }
  }

  const covered = (s: PendingRange) => ranges.some((r) => r.start <= s.start && r.end >= s.end)

  return (
    <div className="space-y-2">
      <div ref={root} data-highlight-field={field}>
        <SafeHtml
          id={id}
          html={marked}
          className={cn(
            '[&_mark]:rounded-sm [&_mark]:bg-amber-200 [&_mark]:px-0.5 [&_mark]:text-ink',
            className,
          )}
        />
      </div>
      {enabled ? (
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <Button
            ref={button}
            size="sm"
            variant="secondary"
            disabled={!pending || create.isPending}
            aria-describedby={hintId}
            onClick={() => pending && save(pending)}
          >
            <Highlighter aria-hidden="true" className="size-4" />
            Highlight
          </Button>
          <span id={hintId} className="text-muted">
            {pending
              ? `“${pending.text.length > 40 ? `${pending.text.slice(0, 40)}…` : pending.text}”`
              : `Select text in the ${FIELD_NAMES[field]} to highlight it.`}
          </span>
          {sentences.length > 0 ? (
            <details className="w-full">
              <summary className="cursor-pointer font-medium text-brand-800">
                Highlight a sentence of the {FIELD_NAMES[field]}
              </summary>
              <ul className="mt-2 space-y-1">
                {sentences.map((s) => {
                  const done = covered(s)
                  return (
                    <li key={s.start}>
                      <button
                        type="button"
                        disabled={done || create.isPending}
                        onClick={() => save(s)}
                        aria-label={`${done ? 'Highlighted' : 'Highlight'}: ${s.text}`}
                        className="w-full rounded-md px-2 py-1 text-left text-ink hover:bg-amber-50 focus-visible:outline-2 focus-visible:outline-brand-700 disabled:cursor-default disabled:bg-amber-100"
                      >
                        {s.text}
                      </button>
                    </li>
                  )
                })}
              </ul>
            </details>
          ) : null}
          <p role="status" className="w-full text-sm text-muted empty:hidden">
            {status}
          </p>
        </div>
      ) : null}
    </div>
  )
}
