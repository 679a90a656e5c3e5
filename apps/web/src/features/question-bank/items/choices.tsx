import { useId, useState } from 'react'
import type { InteractionProps } from './model'
import { OptionCards, ReviewMark, StatusMessage, toggled } from './parts'

type P<T extends TChoiceType> = InteractionProps<T>
type TChoiceType = 'mcq' | 'multi' | 'select-n' | 'grouping' | 'blank'

const hint = 'text-sm font-medium text-muted'

/** Multiple choice: one radio per option. */
export function McqInput({ body, value, onChange, disabled, keyed, labelledBy }: P<'mcq'>) {
  const name = useId()
  return (
    <fieldset aria-labelledby={labelledBy} className="min-w-0 space-y-3">
      <OptionCards
        type="radio"
        name={name}
        options={body.options}
        selected={value.selected}
        keyed={keyed ? [keyed.key.correct] : null}
        disabled={disabled}
        onToggle={(id) => onChange({ type: 'mcq', selected: [id] })}
      />
    </fieldset>
  )
}

/** Select all that apply, and select N (which refuses an N+1th pick with a polite message). */
export function MultiInput({
  body,
  value,
  onChange,
  disabled,
  keyed,
  labelledBy,
  stem,
}: P<'multi' | 'select-n'>) {
  const name = useId()
  const hintId = useId()
  const [message, setMessage] = useState('')
  const order = body.options.map((o) => o.id)
  const n = body.type === 'select-n' ? body.n : null
  const toggle = (id: string) => {
    const adding = !value.selected.includes(id)
    if (adding && n !== null && value.selected.length >= n) {
      setMessage(`You can select only ${n}. Clear one of your choices to pick another.`)
      return
    }
    setMessage('')
    onChange({ type: body.type, selected: toggled(value.selected, id, order) })
  }
  // The stem usually says "Select all that apply" or "Select 2" already: not said twice.
  const said = (re: RegExp) => re.test(stem)
  const instruction =
    n === null
      ? said(/select all that apply/i)
        ? ''
        : 'Select all that apply.'
      : `${said(new RegExp(`select ${n}\\b`, 'i')) ? '' : `Select ${n}. `}${value.selected.length} of ${n} selected.`
  return (
    <fieldset
      aria-labelledby={labelledBy}
      aria-describedby={instruction ? hintId : undefined}
      className="min-w-0 space-y-3"
    >
      {instruction ? (
        <p id={hintId} className={hint}>
          {instruction}
        </p>
      ) : null}
      <OptionCards
        type="checkbox"
        name={name}
        options={body.options}
        selected={value.selected}
        keyed={keyed?.key.correct ?? null}
        disabled={disabled}
        onToggle={toggle}
      />
      <StatusMessage>{message}</StatusMessage>
    </fieldset>
  )
}

/** Grouping: a group of checkboxes under each label (select all that apply per group). */
export function GroupingInput({
  body,
  value,
  onChange,
  disabled,
  keyed,
  labelledBy,
}: P<'grouping'>) {
  const name = useId()
  const order = body.groups.flatMap((g) => g.options.map((o) => o.id))
  return (
    <fieldset aria-labelledby={labelledBy} className="min-w-0 space-y-4">
      <p className={hint}>Select all that apply in each group.</p>
      {body.groups.map((g, gi) => (
        <fieldset
          key={g.id}
          className="min-w-0 space-y-2 rounded-xl border border-slate-200 p-3 sm:p-4"
        >
          <legend className="px-1 text-sm font-semibold text-ink">{g.label}</legend>
          <OptionCards
            type="checkbox"
            name={`${name}-${g.id}`}
            options={g.options}
            selected={value.selected}
            keyed={keyed?.key.correct ?? null}
            disabled={disabled}
            onToggle={(id) =>
              onChange({ type: 'grouping', selected: toggled(value.selected, id, order) })
            }
            // Strike-out letters run on over the groups: A-C in the first, D-F in the next.
            firstLetter={body.groups.slice(0, gi).reduce((n, x) => n + x.options.length, 0)}
          />
        </fieldset>
      ))}
    </fieldset>
  )
}

/** Fill in the blank: a text box with the unit after it. */
export function BlankInput({ body, value, onChange, disabled, keyed, labelledBy }: P<'blank'>) {
  const id = useId()
  const unitId = useId()
  const accepted = keyed?.key.accepted ?? null
  const norm = (s: string) => s.trim().replace(/\s+/g, ' ').toLowerCase()
  const right = accepted ? accepted.some((a) => norm(a) === norm(value.text)) : null
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        Your answer
      </label>
      <div className="flex items-center gap-2">
        <input
          id={id}
          type="text"
          autoComplete="off"
          spellCheck={false}
          aria-describedby={body.unit ? `${labelledBy} ${unitId}` : labelledBy}
          disabled={disabled}
          value={value.text}
          maxLength={500}
          onChange={(e) => onChange({ type: 'blank', text: e.target.value })}
          className="block h-11 w-full min-w-0 rounded-lg border border-slate-300 bg-white px-3 text-base text-ink focus:border-brand-600 focus:outline-2 focus:outline-brand-600/30 disabled:bg-slate-50 sm:max-w-xs"
        />
        {body.unit ? (
          <span id={unitId} className="shrink-0 text-sm font-medium text-ink">
            {body.unit}
          </span>
        ) : null}
      </div>
      {accepted ? (
        <div className="space-y-1 text-sm">
          <ReviewMark review={right ? 'chosen-right' : 'chosen-wrong'} />
          <p className="text-ink">
            Accepted answer{accepted.length > 1 ? 's' : ''}: {accepted.join(', ')}
          </p>
        </div>
      ) : null}
    </div>
  )
}
