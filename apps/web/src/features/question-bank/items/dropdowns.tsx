import { Fragment, useId } from 'react'
import { cn } from '@/lib/cn'
import type { InteractionProps } from './model'
import { ItemTable, ReviewMark, ROW_HEAD, reviewOf } from './parts'
import { splitTemplate } from './template'

type DropdownType = 'cloze-dropdown' | 'dropdown-table' | 'dropdown-rationale'

/**
 * Drop-down cloze and drop-down rationale (a native select per `{{slot}}` inside the sentence)
 * and drop-down table (a select per row). Choices are kept in the slots' order.
 */
export function DropdownInput(props: InteractionProps<DropdownType>) {
  const { body, value, onChange } = props
  const slotIds =
    body.type === 'dropdown-table' ? body.rows.map((r) => r.id) : body.slots.map((s) => s.id)
  const chosen = (slot: string) => value.choices.find((c) => c.slot === slot)?.option ?? ''
  const set = (slot: string, option: string) => {
    const next = new Map(value.choices.map((c) => [c.slot, c.option]))
    if (option) next.set(slot, option)
    else next.delete(slot)
    onChange({
      type: body.type,
      choices: slotIds.flatMap((s) => {
        const o = next.get(s)
        return o ? [{ slot: s, option: o }] : []
      }),
    })
  }
  const keyOf = (slot: string) =>
    props.keyed ? (props.keyed.key.choices.find((c) => c.slot === slot)?.option ?? null) : undefined
  if (body.type === 'dropdown-table')
    return (
      <fieldset aria-labelledby={props.labelledBy} className="min-w-0">
        {/* Fixed layout: a long option must not squeeze the label column (the open list shows it whole). */}
        <ItemTable
          className="table-fixed"
          headings={[{ text: body.headings[0], className: 'w-2/5' }, { text: body.headings[1] }]}
        >
          {body.rows.map((row) => (
            <tr key={row.id}>
              <th scope="row" className={ROW_HEAD}>
                {row.label}
              </th>
              <td className="px-3 py-2 sm:px-4">
                <SlotSelect
                  label={`${row.label}: ${body.headings[1]}`}
                  options={row.options}
                  value={chosen(row.id)}
                  keyed={keyOf(row.id)}
                  disabled={props.disabled}
                  onChange={(o) => set(row.id, o)}
                  block
                />
              </td>
            </tr>
          ))}
        </ItemTable>
      </fieldset>
    )
  const slots = new Map(body.slots.map((s, i) => [s.id, { ...s, n: i + 1 }]))
  return (
    <fieldset aria-labelledby={props.labelledBy} className="min-w-0">
      <p className="text-base leading-loose text-ink">
        {splitTemplate(body.template).map((piece, i) => {
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed content in its authored order, without ids
          if (piece.kind === 'text') return <Fragment key={i}>{piece.text}</Fragment>
          const slot = slots.get(piece.id)
          if (!slot) return null
          return (
            <SlotSelect
              key={piece.id}
              label={`Drop-down ${slot.n} of ${slots.size}`}
              options={slot.options}
              value={chosen(slot.id)}
              keyed={keyOf(slot.id)}
              disabled={props.disabled}
              onChange={(o) => set(slot.id, o)}
            />
          )
        })}
      </p>
    </fieldset>
  )
}

/** One native drop-down; in review, the mark and the keyed option in words under it. */
function SlotSelect({
  label,
  options,
  value,
  keyed,
  disabled,
  onChange,
  block,
}: {
  label: string
  options: { id: string; text: string }[]
  value: string
  /** undefined: not in review; null: no key for this slot. */
  keyed: string | null | undefined
  disabled: boolean
  onChange: (option: string) => void
  block?: boolean
}) {
  const id = useId()
  const review = keyed === undefined ? 'plain' : reviewOf(true, value !== '' && value === keyed)
  const right = keyed ? options.find((o) => o.id === keyed)?.text : undefined
  return (
    <span className={cn('inline-flex max-w-full flex-col align-middle', block && 'flex w-full')}>
      <select
        id={id}
        aria-label={label}
        value={value}
        disabled={disabled}
        onChange={(e) => onChange(e.target.value)}
        className={cn(
          block && 'w-full',
          'mx-0.5 my-1 h-10 max-w-full rounded-lg border bg-white px-2 text-base text-ink focus:border-brand-600 focus:outline-2 focus:outline-brand-600/30 disabled:opacity-100',
          review === 'chosen-right'
            ? 'border-emerald-500 bg-emerald-50'
            : review === 'chosen-wrong'
              ? 'border-red-500 bg-red-50'
              : value
                ? 'border-brand-600'
                : 'border-slate-400',
        )}
      >
        <option value="">Select…</option>
        {options.map((o) => (
          <option key={o.id} value={o.id}>
            {o.text}
          </option>
        ))}
      </select>
      {keyed !== undefined && review !== 'plain' ? (
        <span className="mx-0.5 text-xs leading-snug">
          <ReviewMark review={review} empty={value === ''} />
          {review === 'chosen-wrong' && right ? (
            <span className="block font-semibold text-emerald-800">Correct: {right}</span>
          ) : null}
        </span>
      ) : null}
    </span>
  )
}
