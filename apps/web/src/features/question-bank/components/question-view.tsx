import type { TAnswer, TAnswerKey } from '@nurseready/shared/domain/grading'
import { Check, X } from 'lucide-react'
import { useId } from 'react'
import { MATRIX_ROW_HEADER, MatrixTable } from '@/components/ui/matrix-table'
import { cn } from '@/lib/cn'
import { matrixHeadings, sentenceCase, type TCardQuestion } from '../answer'
import { StrikeOutButton, useStrikeOut } from '../test-tools/strike-out'

type Props = {
  question: TCardQuestion
  value: TAnswer
  onChange?: (value: TAnswer) => void
  /** Read-only: answered, paused or being reviewed. */
  disabled?: boolean
  /** Once answered: the key, to mark the right options green and a wrong choice red. */
  answerKey?: TAnswerKey | null
  /** The id of the element holding the question's stem, which names the answer group. */
  labelledBy: string
}

/** The answer controls of one question, by type: radios, checkboxes, a text box or a matrix. */
export function QuestionView(props: Props) {
  const { question, value } = props
  if (question.type === 'matrix' && value.type === 'matrix')
    return <MatrixInput {...props} value={value} />
  if (question.type === 'blank' && value.type === 'blank')
    return <BlankInput {...props} value={value} />
  if ((question.type === 'mcq' || question.type === 'multi') && value.type === question.type) {
    return <OptionsInput {...props} value={value} />
  }
  return null
}

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'

function OptionsInput({
  question,
  value,
  onChange,
  disabled,
  answerKey,
  labelledBy,
}: Props & { value: Extract<TAnswer, { type: 'mcq' | 'multi' }> }) {
  const name = useId()
  const multi = value.type === 'multi'
  // While taking a test: the student may strike options out (null elsewhere).
  const strike = useStrikeOut()
  const chosen = (opt: string) =>
    value.type === 'multi' ? value.choices.includes(opt) : value.choice === opt
  const correct = (opt: string) =>
    answerKey && answerKey.type !== 'matrix' ? answerKey.answers.includes(opt) : false
  const toggle = (opt: string) => {
    if (!onChange) return
    if (value.type === 'mcq') onChange({ type: 'mcq', choice: opt })
    else
      onChange({
        type: 'multi',
        choices: value.choices.includes(opt)
          ? value.choices.filter((c) => c !== opt)
          : [...value.choices, opt],
      })
  }
  return (
    <fieldset aria-labelledby={labelledBy} disabled={disabled} className="space-y-3">
      {multi && !/select all that apply/i.test(question.stem) ? (
        <p className="text-sm font-medium text-muted">Select all that apply.</p>
      ) : null}
      {question.options.map((opt, i) => {
        const isChosen = chosen(opt)
        const isRight = answerKey ? correct(opt) : false
        const isWrong = answerKey ? isChosen && !isRight : false
        const struck = strike?.isStruck(opt) ?? false
        return (
          <div
            key={opt}
            className={cn(
              'flex items-start gap-1 rounded-xl border transition-colors',
              !disabled && 'hover:border-brand-500',
              isRight
                ? 'border-emerald-500 bg-emerald-50'
                : isWrong
                  ? 'border-red-500 bg-red-50'
                  : isChosen
                    ? 'border-brand-600 bg-brand-50 ring-1 ring-brand-600'
                    : 'border-slate-300 bg-white',
            )}
          >
            <label
              className={cn(
                // On phones the right/wrong mark takes its own line under the option's text,
                // which would otherwise be squeezed into a narrow column beside it.
                'flex min-w-0 flex-1 flex-wrap items-start gap-x-3 gap-y-1 p-4 sm:flex-nowrap',
                disabled ? 'cursor-default' : 'cursor-pointer',
              )}
            >
              <input
                type={multi ? 'checkbox' : 'radio'}
                name={name}
                value={opt}
                checked={isChosen}
                onChange={() => toggle(opt)}
                className="mt-0.5 size-5 shrink-0 accent-brand-700"
              />
              <span
                data-struck={struck || undefined}
                className={cn('min-w-0 flex-1 text-ink', struck && 'text-muted line-through')}
              >
                <span aria-hidden="true" className="mr-2 font-semibold text-muted">
                  {LETTERS[i]}.
                </span>
                {opt}
                {struck ? <span className="sr-only">, struck out</span> : null}
              </span>
              {isRight ? <Mark ok label="Correct answer" /> : null}
              {isWrong ? <Mark ok={false} label="Your answer, incorrect" /> : null}
            </label>
            {strike && !answerKey ? (
              <StrikeOutButton
                letter={LETTERS[i] ?? ''}
                pressed={struck}
                onToggle={() => strike.toggle(opt)}
              />
            ) : null}
          </div>
        )
      })}
    </fieldset>
  )
}

function BlankInput({
  question,
  value,
  onChange,
  disabled,
  labelledBy,
}: Props & { value: Extract<TAnswer, { type: 'blank' }> }) {
  const id = useId()
  const unitId = useId()
  // An item in the item format may name the unit the answer is in ("mL/h"): shown after the box.
  const unit = question.item?.type === 'blank' ? question.item.unit : undefined
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        Your answer
      </label>
      <input
        id={id}
        type="text"
        autoComplete="off"
        spellCheck={false}
        aria-describedby={unit ? `${labelledBy} ${unitId}` : labelledBy}
        disabled={disabled}
        value={value.text}
        onChange={(e) => onChange?.({ type: 'blank', text: e.target.value })}
        className="block h-11 w-full rounded-lg border border-slate-300 bg-white px-3 text-base text-ink focus:border-brand-600 focus:outline-2 focus:outline-brand-600/30 disabled:bg-slate-50 sm:max-w-md"
      />
      {unit ? (
        <p id={unitId} className="text-sm text-muted">
          Answer in {unit}
        </p>
      ) : null}
    </div>
  )
}

function MatrixInput({
  question,
  value,
  onChange,
  disabled,
  answerKey,
  labelledBy,
}: Props & { value: Extract<TAnswer, { type: 'matrix' }> }) {
  const group = useId()
  const [statement, indicated, notIndicated] = matrixHeadings(question.headings)
  const choiceOf = (id: string) => value.rows.find((r) => r.id === id)?.choice ?? null
  const keyOf = (id: string) =>
    answerKey?.type === 'matrix' ? answerKey.rows.find((r) => r.id === id) : undefined
  const set = (id: string, choice: 'indicated' | 'not_indicated') =>
    onChange?.({
      type: 'matrix',
      rows: question.rows.map((r) => ({ id: r.id, choice: r.id === id ? choice : choiceOf(r.id) })),
    })
  return (
    <fieldset aria-labelledby={labelledBy} disabled={disabled}>
      <MatrixTable headings={[statement, indicated, notIndicated]}>
        {question.rows.map((row) => {
          const chosen = choiceOf(row.id)
          const key = keyOf(row.id)
          const expected = key ? (key.indicated ? 'indicated' : 'not_indicated') : null
          return (
            <tr key={row.id}>
              <th scope="row" className={MATRIX_ROW_HEADER}>
                {row.text}
                {expected && chosen !== expected ? (
                  <span className="mt-1 block text-xs font-semibold text-red-700">
                    Should be: {sentenceCase(expected === 'indicated' ? indicated : notIndicated)}
                  </span>
                ) : null}
              </th>
              {(['indicated', 'not_indicated'] as const).map((choice) => {
                const heading = choice === 'indicated' ? indicated : notIndicated
                return (
                  <td
                    key={choice}
                    className={cn(
                      'px-2 py-3 text-center',
                      expected === choice && 'bg-emerald-50',
                      expected && chosen === choice && expected !== choice && 'bg-red-50',
                    )}
                  >
                    <input
                      type="radio"
                      name={`${group}-${row.id}`}
                      aria-label={`${row.text}: ${heading}`}
                      checked={chosen === choice}
                      onChange={() => set(row.id, choice)}
                      className="size-5 accent-brand-700"
                    />
                  </td>
                )
              })}
            </tr>
          )
        })}
      </MatrixTable>
    </fieldset>
  )
}

function Mark({ ok, label }: { ok: boolean; label: string }) {
  const Icon = ok ? Check : X
  return (
    <span
      className={cn(
        'inline-flex shrink-0 basis-full items-center gap-1 pl-8 text-xs font-semibold sm:basis-auto sm:pl-0',
        ok ? 'text-emerald-700' : 'text-red-700',
      )}
    >
      <Icon aria-hidden="true" className="size-4" />
      {label}
    </span>
  )
}
