import { Eraser, Highlighter } from 'lucide-react'
import { useMemo, useRef, useState } from 'react'
import { Button } from '@/components/ui/button'
import { SafeHtml } from '@/components/ui/safe-html'
import { markHtml, type TextRange, useHtmlSentences, useSelectionIn } from '@/features/highlights'
import { usePaperSession } from './paper-session'

const NONE: TextRange[] = []

/**
 * The stem while taking a test, with a session-only highlighter: select text (mouse, touch or
 * Shift+arrows) and press "Highlight selection", or open "Highlight a sentence" and toggle a
 * sentence by keyboard. Kept per question in sessionStorage; nothing goes to the server (the
 * saved, reviewable highlights are the Highlights feature's, in tutor feedback and review).
 */
export function StemHighlighter({
  html,
  code,
  position,
  id,
  className,
}: {
  html: string
  code: string
  position: number
  id: string
  className?: string
}) {
  const [ranges, setRanges] = usePaperSession('highlight', code, position, NONE)
  const root = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  const [pending, setPending] = useSelectionIn(root, button)
  // The sentence list exists only while its disclosure is open (no second copy of the stem).
  const [listing, setListing] = useState(false)
  const marked = useMemo(() => markHtml(html, ranges), [html, ranges])
  const sentences = useHtmlSentences(html)

  const covers = (s: TextRange) => ranges.some((r) => r.start <= s.start && r.end >= s.end)
  const toggleSentence = (s: TextRange) =>
    setRanges(
      covers(s)
        ? ranges.filter((r) => r.end <= s.start || r.start >= s.end)
        : [...ranges, { start: s.start, end: s.end }],
    )

  return (
    <div className="space-y-2">
      <div ref={root}>
        <SafeHtml
          id={id}
          html={marked}
          className={`[&_mark]:rounded-sm [&_mark]:bg-yellow-200 [&_mark]:px-0.5 [&_mark]:text-ink ${className ?? ''}`}
        />
      </div>
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <Button
          ref={button}
          size="sm"
          variant="secondary"
          disabled={!pending}
          onClick={() => {
            if (!pending) return
            setRanges([...ranges, { start: pending.start, end: pending.end }])
            setPending(null)
            document.getSelection()?.removeAllRanges()
          }}
        >
          <Highlighter aria-hidden="true" className="size-4" />
          Highlight selection
        </Button>
        {ranges.length > 0 ? (
          <Button size="sm" variant="ghost" onClick={() => setRanges(NONE)}>
            <Eraser aria-hidden="true" className="size-4" />
            Clear highlights
          </Button>
        ) : null}
        {sentences.length > 0 ? (
          <details className="w-full" onToggle={(e) => setListing(e.currentTarget.open)}>
            <summary className="cursor-pointer font-medium text-brand-800">
              Highlight a sentence
            </summary>
            {listing ? (
              <ul className="mt-2 space-y-1">
                {sentences.map((s) => (
                  <li key={s.start}>
                    <button
                      type="button"
                      aria-pressed={covers(s)}
                      onClick={() => toggleSentence(s)}
                      className="w-full rounded-md px-2 py-1 text-left text-ink hover:bg-yellow-50 focus-visible:outline-2 focus-visible:outline-brand-700 aria-pressed:bg-yellow-100"
                    >
                      {s.text}
                    </button>
                  </li>
                ))}
              </ul>
            ) : null}
          </details>
        ) : null}
      </div>
    </div>
  )
}
