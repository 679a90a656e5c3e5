import { keyedInOrder } from './choice-forms'
import { ChoiceList } from './choice-list'
import { type Choice, type FormProps, GroupProblem } from './kit'

type Pair = [string, string]

/**
 * A pool of which exactly 2 are correct (actions, parameters): a line under it says so while
 * the count is off (the key's tuple refuses anything else).
 */
function PairList({
  legend,
  noun,
  plural,
  idPrefix,
  items,
  keyed,
  onChange,
}: {
  legend: string
  noun: string
  plural: string
  idPrefix: string
  items: Choice[]
  keyed: readonly string[]
  onChange: (items: Choice[], keyed: Pair) => void
}) {
  const pair = (ids: string[]) => ids as unknown as Pair
  return (
    <div className="space-y-1">
      <ChoiceList
        legend={legend}
        noun={noun}
        idPrefix={idPrefix}
        path={plural}
        min={3}
        max={10}
        items={items}
        keyType="checkbox"
        keyed={new Set(keyed)}
        onKeyed={(id, on) =>
          onChange(
            items,
            pair(
              keyedInOrder(
                items.map((x) => x.id),
                keyed,
                id,
                on,
              ),
            ),
          )
        }
        onChange={(next, removed) => onChange(next, pair(keyed.filter((k) => k !== removed)))}
      />
      <GroupProblem>
        {keyed.length === 2 ? null : `Mark exactly 2 ${plural} correct (${keyed.length} marked).`}
      </GroupProblem>
    </div>
  )
}

/**
 * Bow-tie: the candidate conditions (1 correct: the middle), actions to take (2 correct: the
 * left) and parameters to monitor (2 correct: the right), each with its rationale.
 */
export function BowtieFields({ value, onChange }: FormProps<'bowtie'>) {
  const key = value.key
  return (
    <div className="space-y-3">
      <ChoiceList
        legend="Conditions (1 correct)"
        noun="Condition"
        idPrefix="c"
        path="conditions"
        min={2}
        max={8}
        items={value.conditions}
        keyType="radio"
        keyed={new Set([key.condition])}
        onKeyed={(condition) => onChange({ ...value, key: { ...key, condition } })}
        onChange={(conditions) => onChange({ ...value, conditions })}
      />
      <PairList
        legend="Actions to take (2 correct)"
        noun="Action"
        plural="actions"
        idPrefix="a"
        items={value.actions}
        keyed={key.actions}
        onChange={(actions, picked) =>
          onChange({ ...value, actions, key: { ...key, actions: picked } })
        }
      />
      <PairList
        legend="Parameters to monitor (2 correct)"
        noun="Parameter"
        plural="parameters"
        idPrefix="p"
        items={value.parameters}
        keyed={key.parameters}
        onChange={(parameters, picked) =>
          onChange({ ...value, parameters, key: { ...key, parameters: picked } })
        }
      />
    </div>
  )
}
