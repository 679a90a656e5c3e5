import { type RefObject, useEffect, useMemo, useState } from 'react'
import { selectionIn, sentencesOf } from './mark-text'

export type PendingRange = { start: number; end: number; text: string }

/** The sentences of an HTML fragment's text, with their ranges (the keyboard way to highlight). */
export function useHtmlSentences(html: string) {
  return useMemo(() => {
    const t = document.createElement('template')
    t.innerHTML = html
    return sentencesOf(t.content.textContent ?? '')
  }, [html])
}

/**
 * The text the student has selected inside `root` (mouse, touch or Shift+arrows), kept while
 * focus moves to `keep` (the button that highlights it); null when nothing is selected there.
 */
export function useSelectionIn(
  root: RefObject<HTMLElement | null>,
  keep: RefObject<HTMLElement | null>,
  enabled = true,
) {
  const [pending, setPending] = useState<PendingRange | null>(null)
  useEffect(() => {
    if (!enabled) return
    const onChange = () => {
      if (!root.current) return
      const next = selectionIn(root.current, document.getSelection())
      if (next) setPending(next)
      else if (document.activeElement !== keep.current) setPending(null)
    }
    document.addEventListener('selectionchange', onChange)
    return () => document.removeEventListener('selectionchange', onChange)
  }, [enabled, root, keep])
  return [pending, setPending] as const
}
