import { type ReactNode, useId } from 'react'
import {
  AddButton,
  type Choice,
  Group,
  nextId,
  patchAt,
  RationaleArea,
  RemoveButton,
  TextInput,
  Toggle,
} from './kit'

/**
 * A list of choices (options, rows, tokens, drop-down choices): each its text, its rationale,
 * an optional "Correct" control (radio for one right answer, checkbox for several) and Remove;
 * Add at the end. `onChange` gets the new list and, on removal, the id that went.
 */
export function ChoiceList({
  legend,
  noun,
  items,
  onChange,
  path,
  idPrefix,
  min,
  max,
  keyed,
  keyType,
  onKeyed,
  extra,
  addLabel,
}: {
  legend: string
  /** What one item is called in labels: "Option" gives "Option o1", "Rationale of option o1". */
  noun: string
  items: readonly Choice[]
  onChange: (items: Choice[], removed?: string) => void
  /** The list's path in the item ("options", "groups.0.options"). */
  path: string
  idPrefix: string
  min: number
  max: number
  keyed?: ReadonlySet<string>
  keyType?: 'radio' | 'checkbox'
  onKeyed?: (id: string, on: boolean) => void
  /** More controls of one item (a matrix row's right columns). */
  extra?: (choice: Choice, index: number) => ReactNode
  /** The add button's text when "Add a <noun>" does not read well. */
  addLabel?: string
}) {
  const name = useId()
  return (
    <Group legend={legend}>
      {items.map((c, i) => {
        const label = `${noun} ${c.id}`
        return (
          <div key={c.id} className="space-y-2 rounded-lg bg-slate-50 p-2 sm:p-3">
            <div className="flex flex-wrap items-end gap-x-3 gap-y-1">
              <TextInput
                className="min-w-0 flex-1 basis-full"
                label={label}
                value={c.text}
                path={`${path}.${i}.text`}
                onChange={(text) => onChange(patchAt(items, i, { text }))}
              />
              {keyType && keyed && onKeyed ? (
                <Toggle
                  type={keyType}
                  name={name}
                  checked={keyed.has(c.id)}
                  onChange={(on) => onKeyed(c.id, on)}
                >
                  Correct <span className="sr-only">({label.toLowerCase()})</span>
                </Toggle>
              ) : null}
              <div className="pb-1">
                <RemoveButton
                  what={label.toLowerCase()}
                  disabled={items.length <= min}
                  onClick={() =>
                    onChange(
                      items.filter((x) => x.id !== c.id),
                      c.id,
                    )
                  }
                />
              </div>
            </div>
            {extra?.(c, i)}
            <RationaleArea
              of={label.toLowerCase()}
              value={c.rationale}
              path={`${path}.${i}`}
              onChange={(rationale) => onChange(patchAt(items, i, { rationale }))}
            />
          </div>
        )
      })}
      <AddButton
        disabled={items.length >= max}
        onClick={() =>
          onChange([
            ...items,
            {
              id: nextId(
                idPrefix,
                items.map((x) => x.id),
              ),
              text: '',
            },
          ])
        }
      >
        {addLabel ?? `Add ${/^[aeiou]/i.test(noun) ? 'an' : 'a'} ${noun.toLowerCase()}`}
      </AddButton>
    </Group>
  )
}
