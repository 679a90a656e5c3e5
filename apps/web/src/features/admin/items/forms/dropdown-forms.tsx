import { ChoiceList } from './choice-list'
import { LinksFields, linksWithout, TemplateField, withMarker, withoutMarker } from './cloze-kit'
import {
  AddButton,
  type BodyOf,
  type Choice,
  type FormProps,
  Group,
  nextId,
  patchAt,
  RemoveButton,
  TextInput,
} from './kit'

type SlotChoice = { slot: string; option: string }
type Slot = { id: string; options: Choice[] }

/** Key choices in the drop-downs' order; a removed option's choice goes. */
function orderedChoices(slots: readonly Slot[], choices: readonly SlotChoice[]): SlotChoice[] {
  return slots.flatMap((s) => {
    const c = choices.find((k) => k.slot === s.id && s.options.some((o) => o.id === k.option))
    return c ? [{ slot: s.id, option: c.option }] : []
  })
}

/** The key with `option` as the right choice of drop-down `slot`. */
function choose(
  slots: readonly Slot[],
  choices: readonly SlotChoice[],
  slot: string,
  option: string,
) {
  return {
    choices: orderedChoices(slots, [...choices.filter((k) => k.slot !== slot), { slot, option }]),
  }
}

const twoOptions = (): Choice[] => [
  { id: 'o1', text: '' },
  { id: 'o2', text: '' },
]

/** One drop-down's choices, each with its rationale; the right one is a radio button. */
function SlotOptions({
  slot,
  path,
  choices,
  onOptions,
  onKey,
}: {
  slot: Slot
  path: string
  choices: readonly SlotChoice[]
  onOptions: (options: Choice[]) => void
  onKey: (option: string) => void
}) {
  const right = choices.find((k) => k.slot === slot.id)?.option
  return (
    <ChoiceList
      legend={`Choices of drop-down ${slot.id} (one correct)`}
      noun={`${slot.id} choice`}
      addLabel={`Add a choice to ${slot.id}`}
      idPrefix="o"
      path={path}
      min={2}
      max={10}
      items={slot.options}
      keyType="radio"
      keyed={new Set(right ? [right] : [])}
      onKeyed={onKey}
      onChange={onOptions}
    />
  )
}

type Cloze = BodyOf<'cloze-dropdown'> & { links?: BodyOf<'dropdown-rationale'>['links'] }

/**
 * Drop-down cloze (1-8 drop-downs) and drop-down rationale (2-3 drop-downs and their links): the
 * text with `{{s1}}` markers and each drop-down's choices, rationales and key.
 */
export function ClozeDropdownFields({
  value,
  onChange,
  rationale,
}: {
  value: Cloze
  onChange: (b: Cloze) => void
  rationale: boolean
}) {
  const ids = value.slots.map((s) => s.id)
  const [min, max] = rationale ? [2, 3] : [1, 8]
  const set = (slots: Slot[], patch: Partial<Cloze> = {}) => {
    const body = { ...value, ...patch, slots }
    onChange({ ...body, key: { choices: orderedChoices(slots, value.key.choices) } })
  }
  return (
    <div className="space-y-3">
      <TemplateField
        noun="drop-down"
        ids={ids}
        value={value.template}
        onChange={(template) => onChange({ ...value, template })}
      />
      {value.slots.map((s, i) => (
        <Group
          key={s.id}
          legend={`Drop-down ${s.id}`}
          actions={
            <RemoveButton
              what={`drop-down ${s.id}`}
              disabled={value.slots.length <= min}
              onClick={() =>
                set(
                  value.slots.filter((x) => x.id !== s.id),
                  {
                    template: withoutMarker(value.template, s.id),
                    ...linksWithout(value.links, s.id),
                  },
                )
              }
            />
          }
        >
          <SlotOptions
            slot={s}
            path={`slots.${i}.options`}
            choices={value.key.choices}
            onOptions={(options) => set(patchAt(value.slots, i, { options }))}
            onKey={(option) =>
              onChange({ ...value, key: choose(value.slots, value.key.choices, s.id, option) })
            }
          />
        </Group>
      ))}
      <AddButton
        disabled={value.slots.length >= max}
        onClick={() => {
          const id = nextId('s', ids)
          set([...value.slots, { id, options: twoOptions() }], {
            template: withMarker(value.template, id),
          })
        }}
      >
        Add a drop-down
      </AddButton>
      {rationale && value.links ? (
        <LinksFields
          noun="drop-down"
          links={value.links}
          members={ids}
          onChange={(links) => onChange({ ...value, links })}
        />
      ) : null}
    </div>
  )
}

/** Drop-down table: the two headings, and rows of a label and a drop-down each. */
export function DropdownTableFields({ value, onChange }: FormProps<'dropdown-table'>) {
  const set = (rows: BodyOf<'dropdown-table'>['rows']) =>
    onChange({ ...value, rows, key: { choices: orderedChoices(rows, value.key.choices) } })
  return (
    <div className="space-y-3">
      <div className="grid gap-3 sm:grid-cols-2">
        <TextInput
          label="Heading of the label column"
          path="headings.0"
          value={value.headings[0]}
          onChange={(v) => onChange({ ...value, headings: [v, value.headings[1]] })}
        />
        <TextInput
          label="Heading of the drop-down column"
          path="headings.1"
          value={value.headings[1]}
          onChange={(v) => onChange({ ...value, headings: [value.headings[0], v] })}
        />
      </div>
      {value.rows.map((r, i) => (
        <Group
          key={r.id}
          legend={`Row ${r.id}`}
          actions={
            <RemoveButton
              what={`row ${r.id}`}
              disabled={value.rows.length <= 1}
              onClick={() => set(value.rows.filter((x) => x.id !== r.id))}
            />
          }
        >
          <TextInput
            label={`Label of row ${r.id}`}
            path={`rows.${i}.label`}
            value={r.label}
            onChange={(label) => set(patchAt(value.rows, i, { label }))}
          />
          <SlotOptions
            slot={r}
            path={`rows.${i}.options`}
            choices={value.key.choices}
            onOptions={(options) => set(patchAt(value.rows, i, { options }))}
            onKey={(option) =>
              onChange({ ...value, key: choose(value.rows, value.key.choices, r.id, option) })
            }
          />
        </Group>
      ))}
      <AddButton
        disabled={value.rows.length >= 10}
        onClick={() =>
          set([
            ...value.rows,
            {
              id: nextId(
                'r',
                value.rows.map((r) => r.id),
              ),
              label: '',
              options: twoOptions(),
            },
          ])
        }
      >
        Add a row
      </AddButton>
    </div>
  )
}
