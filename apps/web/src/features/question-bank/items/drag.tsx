import { Fragment } from 'react'
import type { InteractionProps } from './model'
import { reviewOf } from './parts'
import { PlacementFieldset, SlotButton, TokenButton, TokenList, usePlacement } from './placement'
import { splitTemplate } from './template'

/**
 * Drag-and-drop cloze and drag-and-drop rationale: the sentence with a box per `{{target}}` and
 * the list of tokens under it (drag, click-then-click or keyboard; see placement.tsx).
 */
export function DragInput({
  body,
  value,
  onChange,
  disabled,
  keyed,
  labelledBy,
}: InteractionProps<'cloze-drag' | 'drag-rationale'>) {
  const slots = body.targets.map((id, i) => ({ id, label: `Blank ${i + 1}` }))
  const placed = new Map(value.placements.map((p) => [p.target, p.token]))
  const board = usePlacement({
    tokens: body.tokens,
    slots,
    placed,
    disabled,
    onChange: (next) =>
      onChange({
        type: body.type,
        placements: body.targets.flatMap((target) => {
          const token = next.get(target)
          return token ? [{ target, token }] : []
        }),
      }),
  })
  const keyOf = (target: string) => keyed?.key.placements.find((p) => p.target === target)?.token
  const used = new Set(placed.values())
  return (
    <PlacementFieldset
      board={board}
      labelledBy={labelledBy}
      disabled={disabled}
      howTo="Drag an option into a blank, or select an option and then the blank."
    >
      <p className="text-base leading-loose text-ink">
        {splitTemplate(body.template).map((piece, i) => {
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed content in its authored order, without ids
          if (piece.kind === 'text') return <Fragment key={i}>{piece.text}</Fragment>
          const slot = slots.find((s) => s.id === piece.id)
          if (!slot) return null
          const key = keyOf(slot.id)
          const given = placed.get(slot.id)
          const review = keyed ? reviewOf(true, given !== undefined && given === key) : 'plain'
          return (
            <SlotButton
              key={slot.id}
              slot={slot}
              board={board}
              disabled={disabled}
              review={review}
              correctText={
                review === 'chosen-wrong' && key
                  ? body.tokens.find((t) => t.id === key)?.text
                  : undefined
              }
              className="mx-0.5 my-1"
            />
          )
        })}
      </p>
      {keyed ? null : (
        <TokenList label="Options">
          {body.tokens
            .filter((t) => !used.has(t.id))
            .map((t) => (
              <li key={t.id} className="max-w-full">
                <TokenButton token={t} board={board} disabled={disabled} />
              </li>
            ))}
        </TokenList>
      )}
    </PlacementFieldset>
  )
}
