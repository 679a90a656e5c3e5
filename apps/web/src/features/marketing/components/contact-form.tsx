import {
  CONTACT_PRODUCTS,
  CONTACT_USER_RANGES,
  type ContactField,
  type ContactFormValues,
} from '@nurseready/shared/domain/contact'
import { ZContactLeadRequest } from '@nurseready/shared/schemas/marketing'
import { CheckCircle2 } from 'lucide-react'
import { useId, useState } from 'react'
import { useForm } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { Field, FieldError } from '@/components/ui/field'
import { SelectField } from '@/components/ui/select-field'
import { ApiError, errorMessage } from '@/lib/api-client'
import { cx } from '@/lib/cx'
import { schemaResolver } from '@/lib/form'
import { useSingleFlight } from '@/lib/use-single-flight'
import { useSendContactRequest } from '../api/send-contact-request'

const EMPTY: ContactFormValues = {
  name: '',
  email: '',
  phone: '',
  institution: '',
  product: '',
  userRange: '',
}
const ORDER: ContactField[] = ['name', 'email', 'phone', 'institution', 'product', 'userRange']
const resolver = schemaResolver<ContactFormValues>(ZContactLeadRequest)

/**
 * The Contact Us lead form. The same rules run here (inline messages, in the form's order) and
 * on the server; the server's per-field errors are shown the same way. A sent request is stored
 * as a lead and confirmed on the page.
 */
export function ContactForm() {
  // Validated on submit, then, after the first attempt, as the input is corrected; the first
  // field in error takes the focus.
  const { register, handleSubmit, formState, setError, reset } = useForm<ContactFormValues>({
    resolver,
    defaultValues: EMPTY,
  })
  const errors = formState.errors
  const [formError, setFormError] = useState<string | null>(null)
  const [sent, setSent] = useState<string | null>(null)
  const send = useSendContactRequest()
  const usersId = useId()
  const once = useSingleFlight()

  async function onSubmit(values: ContactFormValues) {
    try {
      const res = await send.mutateAsync(values)
      setSent(res.message)
    } catch (err) {
      const server = err instanceof ApiError && err.status === 400 ? err.errors : undefined
      const fields = ORDER.filter((f) => server?.[f]?.[0])
      for (const [i, f] of fields.entries()) {
        setError(f, { message: server?.[f]?.[0] }, { shouldFocus: i === 0 })
      }
      if (fields.length === 0) setFormError(errorMessage(err, 'An error occurred'))
    }
  }

  if (sent) {
    return (
      <div
        role="status"
        className="rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-slate-200"
      >
        <CheckCircle2 aria-hidden="true" className="mx-auto size-14 text-brand-700" />
        <h2 className="mt-4 text-2xl font-bold text-ink">Thank you!</h2>
        <p className="mx-auto mt-2 max-w-md text-slate-700">{sent}</p>
        <Button
          variant="secondary"
          className="mt-6"
          onClick={() => {
            reset(EMPTY)
            setSent(null)
          }}
        >
          Send another request
        </Button>
      </div>
    )
  }

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault()
        setFormError(null)
        void once(handleSubmit(onSubmit))
      }}
      aria-label="Contact Us"
      className="space-y-5 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <Field
          label="Name"
          autoComplete="name"
          required
          {...register('name')}
          error={errors.name?.message}
        />
        <Field
          label="Email"
          type="email"
          autoComplete="email"
          required
          {...register('email')}
          error={errors.email?.message}
        />
        <Field
          label="Phone Number"
          type="tel"
          autoComplete="tel"
          {...register('phone')}
          error={errors.phone?.message}
        />
        <Field
          label="Institution Name"
          autoComplete="organization"
          required
          {...register('institution')}
          error={errors.institution?.message}
        />
      </div>
      <SelectField
        label="Product Name"
        required
        {...register('product')}
        error={errors.product?.message}
      >
        <option value="" disabled>
          Select Product Type
        </option>
        {CONTACT_PRODUCTS.map((p) => (
          <option key={p} value={p}>
            {p}
          </option>
        ))}
      </SelectField>
      <fieldset
        aria-describedby={errors.userRange ? `${usersId}-error` : undefined}
        aria-invalid={errors.userRange ? true : undefined}
      >
        <legend className="text-sm font-medium text-slate-800">
          Approximate of users
          <span aria-hidden="true" className="text-red-700">
            {' '}
            *
          </span>
        </legend>
        <div className="mt-2 grid grid-cols-2 gap-3 sm:grid-cols-4">
          {CONTACT_USER_RANGES.map((range) => (
            <label
              key={range}
              className={cx(
                'flex h-11 cursor-pointer items-center gap-2 rounded-lg border px-3 text-sm font-medium has-checked:border-brand-600 has-checked:bg-brand-50 has-focus-visible:outline-2 has-focus-visible:outline-brand-600',
                errors.userRange ? 'border-red-600' : 'border-slate-300',
              )}
            >
              <input
                type="radio"
                value={range}
                required
                {...register('userRange')}
                className="size-4 accent-brand-700"
              />
              {range}
            </label>
          ))}
        </div>
        {errors.userRange ? (
          <FieldError id={`${usersId}-error`}>{errors.userRange.message}</FieldError>
        ) : null}
      </fieldset>
      {formError ? (
        <p role="alert" className="rounded-lg bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
          {formError}
        </p>
      ) : null}
      <Button type="submit" size="lg" block disabled={send.isPending}>
        {send.isPending ? 'Loading...' : 'Submit'}
      </Button>
      <p className="text-center text-xs text-muted">
        We use these details only to reply to your request.
      </p>
    </form>
  )
}
