import {
  CONTACT_PRODUCTS,
  CONTACT_USER_RANGES,
  type ContactField,
  type ContactFormValues,
  contactFormErrors,
} from '@nurseready/shared/domain/contact'
import { CheckCircle2 } from 'lucide-react'
import { type FormEvent, useId, useRef, useState } from 'react'
import { Button } from '@/components/ui/button'
import { Field, FieldError } from '@/components/ui/field'
import { SelectField } from '@/components/ui/select-field'
import { ApiError, errorMessage } from '@/lib/api-client'
import { cx } from '@/lib/cx'
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
type Errors = Partial<Record<ContactField, string>>

/**
 * The Contact Us lead form. The same rules run here (inline messages, in the form's order) and
 * on the server; the server's per-field errors are shown the same way. A sent request is stored
 * as a lead and confirmed on the page.
 */
export function ContactForm() {
  const [values, setValues] = useState(EMPTY)
  const [errors, setErrors] = useState<Errors>({})
  const [submitted, setSubmitted] = useState(false)
  const [formError, setFormError] = useState<string | null>(null)
  const [sent, setSent] = useState<string | null>(null)
  const send = useSendContactRequest()
  const formRef = useRef<HTMLFormElement>(null)
  const usersId = useId()

  const set = (key: ContactField, value: string) => {
    const next = { ...values, [key]: value }
    setValues(next)
    // After the first attempt, messages follow the input as it is corrected.
    if (submitted) setErrors(contactFormErrors(next))
  }

  const once = useSingleFlight()

  function focusFirst(errs: Errors) {
    const first = ORDER.find((f) => errs[f])
    if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus()
  }

  async function onSubmit(e: FormEvent) {
    e.preventDefault()
    setSubmitted(true)
    setFormError(null)
    const errs = contactFormErrors(values)
    setErrors(errs)
    if (Object.keys(errs).length > 0) return focusFirst(errs)
    try {
      const res = await send.mutateAsync(values)
      setSent(res.message)
    } catch (err) {
      if (err instanceof ApiError && err.status === 400 && err.errors) {
        const server: Errors = {}
        for (const f of ORDER) if (err.errors[f]?.[0]) server[f] = err.errors[f][0]
        if (Object.keys(server).length > 0) {
          setErrors(server)
          return focusFirst(server)
        }
      }
      setFormError(errorMessage(err, 'An error occurred'))
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
            setValues(EMPTY)
            setErrors({})
            setSubmitted(false)
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
      ref={formRef}
      noValidate
      onSubmit={(e) => {
        e.preventDefault()
        void once(() => onSubmit(e))
      }}
      aria-label="Contact Us"
      className="space-y-5 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <Field
          label="Name"
          name="name"
          autoComplete="name"
          required
          value={values.name}
          onChange={(e) => set('name', e.target.value)}
          error={errors.name}
        />
        <Field
          label="Email"
          name="email"
          type="email"
          autoComplete="email"
          required
          value={values.email}
          onChange={(e) => set('email', e.target.value)}
          error={errors.email}
        />
        <Field
          label="Phone Number"
          name="phone"
          type="tel"
          autoComplete="tel"
          value={values.phone}
          onChange={(e) => set('phone', e.target.value)}
          error={errors.phone}
        />
        <Field
          label="Institution Name"
          name="institution"
          autoComplete="organization"
          required
          value={values.institution}
          onChange={(e) => set('institution', e.target.value)}
          error={errors.institution}
        />
      </div>
      <SelectField
        label="Product Name"
        name="product"
        required
        value={values.product}
        onChange={(e) => set('product', e.target.value)}
        error={errors.product}
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
                name="userRange"
                value={range}
                required
                checked={values.userRange === range}
                onChange={() => set('userRange', range)}
                className="size-4 accent-brand-700"
              />
              {range}
            </label>
          ))}
        </div>
        {errors.userRange ? (
          <FieldError id={`${usersId}-error`}>{errors.userRange}</FieldError>
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
