import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'

type Option = { id: string; text: string; rationale?: string }
export type ChoiceBody = {
  options: Option[]
  n?: number
  key: { correct: string | string[] }
}
export const CHOICE_TYPES = ['mcq', 'multi', 'select-n'] as const

/** The next free option id (o1, o2…). */
function nextId(options: Option[]) {
  let i = options.length + 1
  while (options.some((o) => o.id === `o${i}`)) i++
  return `o${i}`
}

/**
 * The fields of a multiple-choice, select-all or select-N item: each option's text, rationale and
 * whether it is keyed. Every change gives the whole body back (the editor keeps it as JSON).
 */
export function ChoiceFields({
  type,
  value,
  onChange,
}: {
  type: (typeof CHOICE_TYPES)[number]
  value: ChoiceBody
  onChange: (body: ChoiceBody) => void
}) {
  const keyed = new Set(Array.isArray(value.key.correct) ? value.key.correct : [value.key.correct])
  const setOption = (i: number, patch: Partial<Option>) =>
    onChange({ ...value, options: value.options.map((o, j) => (i === j ? { ...o, ...patch } : o)) })
  const setKeyed = (id: string, on: boolean) => {
    if (type === 'mcq') return onChange({ ...value, key: { correct: id } })
    const next = value.options.map((o) => o.id).filter((o) => (o === id ? on : keyed.has(o)))
    onChange({ ...value, key: { correct: next } })
  }
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-medium text-ink">Options</legend>
      {type === 'select-n' ? (
        <Field
          label="N (how many to choose)"
          type="number"
          min={1}
          value={String(value.n ?? '')}
          onChange={(e) => onChange({ ...value, n: Number(e.target.value) })}
        />
      ) : null}
      {value.options.map((o, i) => (
        <div key={o.id} className="space-y-2 rounded-lg border border-slate-200 p-3">
          <div className="flex flex-wrap items-end gap-2">
            <Field
              className="min-w-0 flex-1 basis-full sm:basis-0"
              label={`Option ${o.id}`}
              value={o.text}
              onChange={(e) => setOption(i, { text: e.target.value })}
            />
            <label className="flex items-center gap-2 pb-2 text-sm text-ink">
              <input
                type={type === 'mcq' ? 'radio' : 'checkbox'}
                name="keyed"
                checked={keyed.has(o.id)}
                onChange={(e) => setKeyed(o.id, e.target.checked)}
              />
              Correct
            </label>
            <Button
              type="button"
              size="sm"
              variant="secondary"
              disabled={value.options.length <= 2}
              onClick={() =>
                onChange({
                  ...value,
                  options: value.options.filter((x) => x.id !== o.id),
                  key: {
                    correct: Array.isArray(value.key.correct)
                      ? value.key.correct.filter((k) => k !== o.id)
                      : value.key.correct,
                  },
                })
              }
            >
              Remove
            </Button>
          </div>
          <label className="block text-sm font-medium text-ink">
            Rationale of {o.id} (HTML)
            <textarea
              className="mt-1 block min-h-14 w-full rounded-lg border border-slate-300 p-2 text-sm font-normal"
              value={o.rationale ?? ''}
              onChange={(e) => setOption(i, { rationale: e.target.value || undefined })}
            />
          </label>
        </div>
      ))}
      <Button
        type="button"
        variant="secondary"
        onClick={() =>
          onChange({
            ...value,
            options: [...value.options, { id: nextId(value.options), text: '' }],
          })
        }
      >
        Add an option
      </Button>
    </fieldset>
  )
}
