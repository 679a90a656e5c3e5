import { useState } from 'react'
import type { InteractionProps, Resp } from './model'
import { reviewOf, type TReview } from './parts'
import {
  PlacementFieldset,
  SlotButton,
  TokenButton,
  TokenList,
  type TPlacement,
  type TSlot,
  type TToken,
  usePlacement,
} from './placement'

type Zone = 'actions' | 'condition' | 'parameters'
const SLOTS: (TSlot & { zone: Zone })[] = [
  { id: 'action-1', label: 'Action to take 1', zone: 'actions' },
  { id: 'action-2', label: 'Action to take 2', zone: 'actions' },
  { id: 'condition', label: 'Condition most likely experiencing', zone: 'condition' },
  { id: 'parameter-1', label: 'Parameter to monitor 1', zone: 'parameters' },
  { id: 'parameter-2', label: 'Parameter to monitor 2', zone: 'parameters' },
]
const REFUSE: Record<Zone, string> = {
  actions: 'That option is an action: place it in an "Action to take" box.',
  condition: 'That option is a condition: place it in the "Condition" box.',
  parameters: 'That option is a parameter: place it in a "Parameter to monitor" box.',
}

/**
 * Bow-tie: 2 actions on the left, the condition in the middle, 2 parameters on the right, each
 * filled from its own list (drag, click-then-click or keyboard; see placement.tsx). Order inside
 * a zone does not count.
 */
export function BowtieInput({
  body,
  value,
  onChange,
  disabled,
  keyed,
  labelledBy,
}: InteractionProps<'bowtie'>) {
  const zoneOf = new Map<string, Zone>([
    ...body.actions.map((o) => [o.id, 'actions'] as const),
    ...body.conditions.map((o) => [o.id, 'condition'] as const),
    ...body.parameters.map((o) => [o.id, 'parameters'] as const),
  ])
  // The boxes a student used, kept while they hold what the response says (the response does
  // not say which of the two action boxes holds what; a token stays in the box it was put in).
  const [layout, setLayout] = useState<ReadonlyMap<string, string>>(() => layoutOf(value))
  const placed = sameZones(layout, value) ? layout : layoutOf(value)
  const tokens = [...body.actions, ...body.conditions, ...body.parameters]
  const board = usePlacement({
    tokens,
    slots: SLOTS,
    placed,
    disabled,
    refuse: (token, slot) => {
      const zone = zoneOf.get(token)
      return zone && zone !== SLOTS.find((s) => s.id === slot)?.zone ? REFUSE[zone] : null
    },
    onChange: (next) => {
      setLayout(next)
      const of = (...ids: string[]) => ids.flatMap((id) => next.get(id) ?? [])
      onChange({
        type: 'bowtie',
        condition: of('condition'),
        actions: of('action-1', 'action-2'),
        parameters: of('parameter-1', 'parameter-2'),
      })
    },
  })
  const keyedIn: Record<Zone, readonly string[]> | null = keyed
    ? {
        actions: keyed.key.actions,
        condition: [keyed.key.condition],
        parameters: keyed.key.parameters,
      }
    : null
  const reviewFor = (slot: (typeof SLOTS)[number]): TReview => {
    if (!keyedIn) return 'plain'
    const token = placed.get(slot.id)
    return reviewOf(true, token !== undefined && keyedIn[slot.zone].includes(token))
  }
  const used = new Set(placed.values())
  const zone = (z: Zone, title: string) => (
    <div className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-3">
      <p className="text-xs font-semibold uppercase tracking-wide text-muted">{title}</p>
      {SLOTS.filter((s) => s.zone === z).map((s) => (
        <SlotButton
          key={s.id}
          slot={s}
          board={board}
          disabled={disabled}
          review={reviewFor(s)}
          className="[&_button[data-drop-slot]]:w-full"
        />
      ))}
    </div>
  )
  return (
    <PlacementFieldset
      board={board}
      labelledBy={labelledBy}
      disabled={disabled}
      howTo="Drag each option into its box, or select an option and then the box."
    >
      <div className="grid gap-3 sm:grid-cols-3 sm:items-center">
        {zone('actions', 'Actions to take')}
        {zone('condition', 'Condition most likely experiencing')}
        {zone('parameters', 'Parameters to monitor')}
      </div>
      {keyedIn ? <BowtieKey body={body} keyedIn={keyedIn} /> : null}
      {keyed ? null : (
        <div className="grid gap-4 sm:grid-cols-3">
          {(
            [
              ['Actions to take', body.actions],
              ['Potential conditions', body.conditions],
              ['Parameters to monitor', body.parameters],
            ] as const
          ).map(([title, options]) => (
            <List
              key={title}
              title={title}
              options={options}
              used={used}
              board={board}
              disabled={disabled}
            />
          ))}
        </div>
      )}
    </PlacementFieldset>
  )
}

function layoutOf(value: Resp<'bowtie'>): Map<string, string> {
  const placed = new Map<string, string>()
  for (const [i, id] of value.actions.slice(0, 2).entries()) placed.set(`action-${i + 1}`, id)
  for (const id of value.condition.slice(0, 1)) placed.set('condition', id)
  for (const [i, id] of value.parameters.slice(0, 2).entries()) placed.set(`parameter-${i + 1}`, id)
  return placed
}

/** Whether a layout holds the same options in each zone as the response. */
function sameZones(layout: ReadonlyMap<string, string>, value: Resp<'bowtie'>): boolean {
  const zone = (z: Zone) =>
    SLOTS.filter((s) => s.zone === z)
      .flatMap((s) => layout.get(s.id) ?? [])
      .sort()
      .join()
  return (
    zone('actions') === [...value.actions].sort().join() &&
    zone('condition') === [...value.condition].sort().join() &&
    zone('parameters') === [...value.parameters].sort().join()
  )
}

function List({
  title,
  options,
  used,
  board,
  disabled,
}: {
  title: string
  options: TToken[]
  used: Set<string>
  board: TPlacement
  disabled: boolean
}) {
  return (
    <TokenList label={title}>
      {options
        .filter((o) => !used.has(o.id))
        .map((o) => (
          <li key={o.id} className="max-w-full">
            <TokenButton token={o} board={board} disabled={disabled} />
          </li>
        ))}
    </TokenList>
  )
}

/** In review: the keyed option of each zone, in words. */
function BowtieKey({
  body,
  keyedIn,
}: {
  body: InteractionProps<'bowtie'>['body']
  keyedIn: Record<Zone, readonly string[]>
}) {
  const text = (ids: readonly string[], options: TToken[]) =>
    ids.map((id) => options.find((o) => o.id === id)?.text ?? id).join('; ')
  return (
    <dl className="grid gap-1 rounded-xl bg-emerald-50 p-3 text-sm text-ink">
      <div>
        <dt className="inline font-semibold">Correct actions: </dt>
        <dd className="inline">{text(keyedIn.actions, body.actions)}</dd>
      </div>
      <div>
        <dt className="inline font-semibold">Correct condition: </dt>
        <dd className="inline">{text(keyedIn.condition, body.conditions)}</dd>
      </div>
      <div>
        <dt className="inline font-semibold">Correct parameters: </dt>
        <dd className="inline">{text(keyedIn.parameters, body.parameters)}</dd>
      </div>
    </dl>
  )
}
