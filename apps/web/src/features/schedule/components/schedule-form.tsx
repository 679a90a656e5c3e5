import type { TSchedule, TScheduleSettingsInput } from '@nurseready/shared/schemas/schedule'
import { ZScheduleSettings } from '@nurseready/shared/schemas/schedule'
import { Controller, useForm } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { Field, FieldError } from '@/components/ui/field'
import { errorMessage } from '@/lib/api-client'
import { SUBMIT_ONLY, schemaResolver } from '@/lib/form'
import { useSingleFlight } from '@/lib/use-single-flight'
import { useSaveSchedule } from '../api/schedule-actions'
import { WEEKDAYS, WEEKDAYS_SHORT } from './task-text'

type Values = { examDate: string; studyDays: number[]; hoursPerWeek: number; timeZone: string }

const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC'

/** Exam date, study days and hours per week: saving re-plans every day to come. */
export function ScheduleForm({ schedule }: { schedule: TSchedule }) {
  const save = useSaveSchedule()
  const once = useSingleFlight()
  const s = schedule.settings
  const form = useForm<Values>({
    ...SUBMIT_ONLY,
    resolver: schemaResolver<Values>(ZScheduleSettings),
    defaultValues: {
      examDate: s?.examDate ?? '',
      studyDays: s?.studyDays ?? [1, 2, 3, 4, 5],
      hoursPerWeek: s?.hoursPerWeek ?? 10,
      timeZone: s?.timeZone ?? browserZone(),
    },
  })
  const errors = form.formState.errors
  const submit = form.handleSubmit((values) =>
    once(() => save.mutateAsync(values satisfies TScheduleSettingsInput).catch(() => null)),
  )
  return (
    <form noValidate onSubmit={submit} className="grid gap-4 md:grid-cols-[1fr_1fr_2fr]">
      <Field
        label="Exam date"
        type="date"
        min={schedule.today}
        error={errors.examDate?.message}
        {...form.register('examDate')}
      />
      <Field
        label="Hours per week"
        type="number"
        min={1}
        max={80}
        inputMode="numeric"
        error={errors.hoursPerWeek?.message}
        {...form.register('hoursPerWeek', { valueAsNumber: true })}
      />
      <Controller
        control={form.control}
        name="studyDays"
        render={({ field }) => (
          <fieldset aria-describedby={errors.studyDays ? 'study-days-error' : undefined}>
            <legend className="block text-sm font-medium text-slate-800">Study days</legend>
            <div className="mt-1.5 flex flex-wrap gap-1.5">
              {WEEKDAYS_SHORT.map((short, day) => {
                const checked = field.value.includes(day)
                return (
                  <label
                    key={short}
                    className={`inline-flex h-11 min-w-11 cursor-pointer items-center justify-center rounded-lg border px-2.5 text-sm font-medium has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600 ${checked ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 bg-white text-ink hover:bg-slate-50'}`}
                  >
                    <input
                      type="checkbox"
                      className="sr-only"
                      checked={checked}
                      onChange={() =>
                        field.onChange(
                          checked
                            ? field.value.filter((d) => d !== day)
                            : [...field.value, day].sort((a, b) => a - b),
                        )
                      }
                    />
                    <span aria-hidden="true">{short}</span>
                    <span className="sr-only">{WEEKDAYS[day]}</span>
                  </label>
                )
              })}
            </div>
            {errors.studyDays ? (
              <FieldError id="study-days-error">{errors.studyDays.message}</FieldError>
            ) : null}
          </fieldset>
        )}
      />
      <div className="space-y-3 md:col-span-3">
        {save.isError ? (
          <p
            role="alert"
            className="rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800"
          >
            {errorMessage(save.error, 'The schedule could not be saved.')}
          </p>
        ) : null}
        <Button type="submit" disabled={save.isPending}>
          {s ? 'Update schedule' : 'Create my schedule'}
        </Button>
      </div>
    </form>
  )
}
