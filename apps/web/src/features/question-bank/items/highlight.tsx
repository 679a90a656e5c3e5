import { cn } from '@/lib/cn'
import type { InteractionProps } from './model'
import { segmentsOfPublic } from './model'
import { ItemTable, reviewOf, type TReview, toggled } from './parts'

const REVIEW_SUFFIX: Record<TReview, string> = {
  'chosen-right': '✓ highlighted, correct',
  missed: '✓ correct, not highlighted',
  'chosen-wrong': '✗ highlighted, incorrect',
  plain: '',
}

/**
 * Highlight in text and in a table: each selectable segment is a toggle button (aria-pressed)
 * with a visible highlight; the rest is plain text.
 */
export function HighlightInput({
  body,
  value,
  onChange,
  disabled,
  keyed,
  labelledBy,
}: InteractionProps<'highlight-text' | 'highlight-table'>) {
  const order = segmentsOfPublic(body).map((s) => s.id)
  const keyedSet = keyed ? new Set(keyed.key.correct) : null
  const segment = (s: { id?: string; text: string }, key: number | string) => {
    if (!s.id) return <span key={key}>{s.text}</span>
    const id = s.id
    const pressed = value.selected.includes(id)
    const review = reviewOf(pressed, keyedSet ? keyedSet.has(id) : null)
    return (
      <button
        key={key}
        type="button"
        aria-pressed={pressed}
        disabled={disabled}
        onClick={() => onChange({ type: body.type, selected: toggled(value.selected, id, order) })}
        className={cn(
          'rounded px-0.5 text-left decoration-2 underline-offset-4 transition-colors disabled:cursor-default',
          pressed
            ? 'bg-yellow-200 text-ink underline decoration-yellow-600'
            : 'underline decoration-slate-300 decoration-dotted hover:bg-yellow-50',
          review === 'missed' && 'underline decoration-emerald-600 decoration-solid',
          review === 'chosen-wrong' && 'decoration-red-600',
        )}
      >
        {s.text}
        {review !== 'plain' ? (
          <span
            className={cn(
              'ml-1 whitespace-nowrap text-xs font-semibold',
              review === 'chosen-wrong' ? 'text-red-700' : 'text-emerald-700',
            )}
          >
            ({REVIEW_SUFFIX[review]})
          </span>
        ) : null}
      </button>
    )
  }
  const hint = (
    <p className="text-sm font-medium text-muted">
      Select text to highlight it; select it again to remove the highlight.
    </p>
  )
  if (body.type === 'highlight-text')
    return (
      <fieldset aria-labelledby={labelledBy} className="min-w-0 space-y-3">
        {hint}
        <p className="rounded-xl border border-slate-200 bg-white p-4 text-base leading-relaxed text-ink">
          {body.passage.map((s, i) => segment(s, s.id ?? `t${i}`))}
        </p>
      </fieldset>
    )
  return (
    <fieldset aria-labelledby={labelledBy} className="min-w-0 space-y-3">
      {hint}
      <ItemTable headings={body.headings.map((text) => ({ text }))}>
        {body.rows.map((row, r) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed content in its authored order, without ids
          <tr key={r}>
            {row.cells.map((cell, c) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: fixed content in its authored order, without ids
              <td key={c} className="px-3 py-2.5 text-ink sm:px-4">
                {segment(cell, c)}
              </td>
            ))}
          </tr>
        ))}
      </ItemTable>
    </fieldset>
  )
}
