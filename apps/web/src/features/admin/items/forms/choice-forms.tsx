import { ChoiceList } from './choice-list'
import {
  AddButton,
  type BodyOf,
  type FormProps,
  Group,
  GroupProblem,
  nextId,
  patchAt,
  RemoveButton,
  TextInput,
} from './kit'

/** Keyed ids in the order of `all` (so the saved key follows the options' order). */
export function keyedInOrder(
  all: readonly string[],
  keyed: readonly string[],
  id: string,
  on: boolean,
) {
  return all.filter((o) => (o === id ? on : keyed.includes(o)))
}

/** Multiple choice: the options, each with its rationale; exactly one is correct. */
export function McqFields({ value, onChange }: FormProps<'mcq'>) {
  return (
    <ChoiceList
      legend="Options (one correct)"
      noun="Option"
      idPrefix="o"
      path="options"
      min={2}
      max={10}
      items={value.options}
      keyType="radio"
      keyed={new Set([value.key.correct])}
      onKeyed={(id) => onChange({ ...value, key: { correct: id } })}
      onChange={(options) => onChange({ ...value, options })}
    />
  )
}

/** Select all that apply (multi) and select N: the options, the keyed ones, and N. */
export function MultiFields({
  value,
  onChange,
  withN,
}: {
  value: BodyOf<'multi'> & { n?: number }
  onChange: (b: BodyOf<'multi'> & { n?: number }) => void
  withN: boolean
}) {
  const correct = value.key.correct
  const ids = value.options.map((o) => o.id)
  const nProblem =
    withN && value.n !== undefined && correct.length !== value.n
      ? `Mark exactly ${value.n} options correct (${correct.length} marked).`
      : null
  return (
    <div className="space-y-3">
      {withN ? (
        <TextInput
          label="N (how many to choose)"
          type="number"
          path="n"
          value={String(value.n ?? '')}
          onChange={(v) => onChange({ ...value, n: v === '' ? undefined : Number(v) })}
        />
      ) : null}
      <ChoiceList
        legend={withN ? 'Options (N correct)' : 'Options (one or more correct)'}
        noun="Option"
        idPrefix="o"
        path="options"
        min={2}
        max={12}
        items={value.options}
        keyType="checkbox"
        keyed={new Set(correct)}
        onKeyed={(id, on) =>
          onChange({ ...value, key: { correct: keyedInOrder(ids, correct, id, on) } })
        }
        onChange={(options, removed) =>
          onChange({
            ...value,
            options,
            key: { correct: correct.filter((k) => k !== removed) },
          })
        }
      />
      <GroupProblem>{nProblem}</GroupProblem>
    </div>
  )
}

/** Grouping: groups (a label and 2-8 options each); each group has at least one correct option. */
export function GroupingFields({ value, onChange }: FormProps<'grouping'>) {
  const correct = value.key.correct
  const all = value.groups.flatMap((g) => g.options.map((o) => o.id))
  const setGroups = (groups: typeof value.groups, removed: string[] = []) =>
    onChange({
      ...value,
      groups,
      key: { correct: correct.filter((k) => !removed.includes(k)) },
    })
  return (
    <div className="space-y-3">
      {value.groups.map((g, i) => (
        <Group
          key={g.id}
          legend={`Group ${g.id}`}
          actions={
            <RemoveButton
              what={`group ${g.id}`}
              disabled={value.groups.length <= 2}
              onClick={() =>
                setGroups(
                  value.groups.filter((x) => x.id !== g.id),
                  g.options.map((o) => o.id),
                )
              }
            />
          }
        >
          <TextInput
            label={`Label of group ${g.id}`}
            value={g.label}
            path={`groups.${i}.label`}
            onChange={(label) => setGroups(patchAt(value.groups, i, { label }))}
          />
          <ChoiceList
            legend={`Options of group ${g.id} (one or more correct)`}
            noun="Option"
            idPrefix="o"
            path={`groups.${i}.options`}
            min={2}
            max={8}
            items={g.options}
            keyType="checkbox"
            keyed={new Set(correct)}
            onKeyed={(id, on) =>
              onChange({ ...value, key: { correct: keyedInOrder(all, correct, id, on) } })
            }
            onChange={(options, removed) => {
              // Option ids are unique across groups: a new one counts every group's.
              const fresh = options.find((o) => !g.options.some((x) => x.id === o.id))
              const others = all.filter((id) => !g.options.some((x) => x.id === id))
              const fixed = fresh
                ? options.map((o) =>
                    o === fresh
                      ? { ...o, id: nextId('o', [...others, ...g.options.map((x) => x.id)]) }
                      : o,
                  )
                : options
              setGroups(patchAt(value.groups, i, { options: fixed }), removed ? [removed] : [])
            }}
          />
        </Group>
      ))}
      <AddButton
        disabled={value.groups.length >= 6}
        onClick={() => {
          const id = nextId(
            'g',
            value.groups.map((g) => g.id),
          )
          const a = nextId('o', all)
          const b = nextId('o', [...all, a])
          setGroups([
            ...value.groups,
            {
              id,
              label: '',
              options: [
                { id: a, text: '' },
                { id: b, text: '' },
              ],
            },
          ])
        }}
      >
        Add a group
      </AddButton>
    </div>
  )
}
