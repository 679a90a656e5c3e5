import { AddButton, type FormProps, Group, RemoveButton, TextInput } from './kit'

/**
 * Fill in the blank: the accepted answers (compared trimmed, spaces collapsed, case-insensitive)
 * and the unit shown after the box. A tolerance is written as the answers it accepts ("2", "2.0").
 */
export function BlankFields({ value, onChange }: FormProps<'blank'>) {
  const accepted = value.key.accepted
  const setAccepted = (next: string[]) => onChange({ ...value, key: { accepted: next } })
  return (
    <div className="space-y-3">
      <TextInput
        label="Unit (optional)"
        hint="Shown after the answer box, e.g. mL/h. Answers are compared without it unless listed with it."
        path="unit"
        value={value.unit ?? ''}
        onChange={(v) => onChange({ ...value, unit: v === '' ? undefined : v })}
      />
      <Group legend="Accepted answers">
        <p className="text-sm text-muted">
          Compared without surrounding spaces and case. List every form you accept (2, 2.0, 2
          capsules).
        </p>
        {accepted.map((a, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: answers are plain strings without ids
          <div key={i} className="flex flex-wrap items-end gap-2">
            <TextInput
              className="min-w-0 flex-1 basis-full sm:basis-0"
              label={`Accepted answer ${i + 1}`}
              path={`key.accepted.${i}`}
              value={a}
              onChange={(v) => setAccepted(accepted.map((x, j) => (i === j ? v : x)))}
            />
            <div className="pb-1">
              <RemoveButton
                what={`accepted answer ${i + 1}`}
                disabled={accepted.length <= 1}
                onClick={() => setAccepted(accepted.filter((_, j) => j !== i))}
              />
            </div>
          </div>
        ))}
        <AddButton disabled={accepted.length >= 20} onClick={() => setAccepted([...accepted, ''])}>
          Add an accepted answer
        </AddButton>
      </Group>
    </div>
  )
}
