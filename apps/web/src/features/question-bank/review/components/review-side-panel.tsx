import { BookOpenText, NotebookPen } from 'lucide-react'
import { SafeHtml } from '@/components/ui/safe-html'
import { HighlightableHtml } from '@/features/highlights'
import { REVIEW_TEXT } from '../texts'

/** Explanation (HTML) and the student's note, beside the question (below it on small screens). */
export function ReviewSidePanel({
  explanation,
  note,
  status,
  item,
}: {
  explanation: string | null
  /** The paper question shown, so its rationale can be highlighted. */
  item?: { code: string; position: number }
  note: string | null
  /** A short confirmation after the note was saved, announced politely. */
  status?: string
}) {
  return (
    <aside
      aria-label="Explanation and notes"
      className="divide-y divide-slate-100 rounded-2xl bg-white shadow-sm ring-1 ring-slate-200"
    >
      <section aria-labelledby="explanation-heading" className="p-5">
        <h2
          id="explanation-heading"
          className="flex items-center gap-2 text-sm font-semibold uppercase tracking-wide text-muted"
        >
          <BookOpenText aria-hidden="true" className="size-4 text-brand-700" />
          Explanation
        </h2>
        <div className="mt-3 text-sm leading-relaxed">
          {explanation?.trim() ? (
            item ? (
              <HighlightableHtml html={explanation} field="explanation" {...item} />
            ) : (
              <SafeHtml html={explanation} />
            )
          ) : (
            <p className="text-muted">{REVIEW_TEXT.noExplanation}</p>
          )}
        </div>
      </section>
      <section aria-labelledby="notes-heading" className="p-5">
        <h2
          id="notes-heading"
          className="flex items-center gap-2 text-sm font-semibold uppercase tracking-wide text-muted"
        >
          <NotebookPen aria-hidden="true" className="size-4 text-brand-700" />
          Notes
        </h2>
        <div className="mt-3 text-sm leading-relaxed">
          {note?.trim() ? (
            <p data-testid="saved-note" className="whitespace-pre-wrap break-words text-ink">
              {note}
            </p>
          ) : (
            <p className="text-muted">{REVIEW_TEXT.noNotes}</p>
          )}
          <p role="status" className="mt-2 text-xs font-medium text-emerald-700">
            {status}
          </p>
        </div>
      </section>
    </aside>
  )
}
