import { type TSignupForm, ZSignupForm } from '@nurseready/shared/schemas/auth'
import { Quote } from 'lucide-react'
import { useId, useState } from 'react'
import { useForm } from 'react-hook-form'
import { Link, useNavigate } from 'react-router'
import { PageMeta } from '@/components/layout/page-meta'
import { useAlert } from '@/components/ui/alert-dialog'
import { Button } from '@/components/ui/button'
import { Field, FieldError } from '@/components/ui/field'
import { paths } from '@/config/paths'
import { useSignup } from '@/features/auth/api/signup'
import { ApiError, errorMessage } from '@/lib/api-client'
import { firstErrorOnly, SUBMIT_ONLY, schemaResolver } from '@/lib/form'
import { useSingleFlight } from '@/lib/use-single-flight'
import { AuthCard } from './auth-card'
import { PasswordToggle } from './password-toggle'

const SERVER_FIELDS = ['name', 'email', 'password'] as const
/** One message at a time, the first failing field in the spec's order. */
const resolver = firstErrorOnly(schemaResolver<TSignupForm>(ZSignupForm), [
  ...SERVER_FIELDS,
  'terms',
])

function serverFieldError(err: ApiError) {
  for (const field of SERVER_FIELDS) {
    const message = err.errors?.[field]?.[0]
    if (message) return { field, message }
  }
  return null
}

export function SignupPage() {
  const navigate = useNavigate()
  const alert = useAlert()
  const signup = useSignup()
  const termsId = useId()
  const { register, handleSubmit, formState, setError } = useForm<TSignupForm>({
    ...SUBMIT_ONLY,
    resolver,
    defaultValues: { name: '', email: '', password: '', terms: false },
  })
  const [shown, setShown] = useState(false)
  const once = useSingleFlight()

  async function onSubmit(values: TSignupForm) {
    try {
      await signup.mutateAsync({
        name: values.name.trim(),
        email: values.email.trim(),
        password: values.password,
      })
      await alert({ title: 'Congratulations!', text: 'Signup Successful.', tone: 'success' })
      navigate(paths.login)
    } catch (err) {
      // A field the server refuses (its rules match the form's) shows under that field.
      const field = err instanceof ApiError && err.status === 400 ? serverFieldError(err) : null
      if (field) setError(field.field, { message: field.message })
      else if (err instanceof ApiError)
        await alert({ title: 'Failed', text: err.detail, tone: 'error' })
      else
        await alert({ title: 'Error', text: errorMessage(err, 'An error occurred'), tone: 'error' })
    }
  }

  const errorFor = (field: keyof TSignupForm) => formState.errors[field]?.message

  return (
    <AuthCard
      title="Create your account"
      subtitle="Start preparing for your licensing exam today."
      aside={<Testimonial />}
    >
      <PageMeta path={paths.signup} />
      <meta
        name="description"
        content="Create a NurseReady account and start preparing for NCLEX, REx-PN or CELBAN."
      />
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault()
          void once(handleSubmit(onSubmit))
        }}
        className="space-y-5"
      >
        <Field
          label="Name"
          autoComplete="name"
          required
          {...register('name')}
          error={errorFor('name')}
        />
        <Field
          label="Email"
          type="email"
          autoComplete="email"
          required
          {...register('email')}
          error={errorFor('email')}
        />
        <Field
          label="Password"
          type={shown ? 'text' : 'password'}
          autoComplete="new-password"
          required
          {...register('password')}
          error={errorFor('password')}
          trailing={<PasswordToggle shown={shown} onToggle={() => setShown((s) => !s)} />}
        />
        <div>
          <div className="flex items-start gap-3">
            <input
              id={termsId}
              type="checkbox"
              required
              aria-required="true"
              aria-invalid={errorFor('terms') ? true : undefined}
              aria-describedby={errorFor('terms') ? `${termsId}-error` : undefined}
              {...register('terms')}
              className="mt-0.5 size-5 rounded border-slate-400 accent-brand-700"
            />
            <label htmlFor={termsId} className="text-sm text-slate-700">
              I accept the{' '}
              <Link
                to={paths.terms}
                target="_blank"
                className="font-semibold text-brand-800 underline underline-offset-2"
              >
                terms and conditions
              </Link>{' '}
              and the{' '}
              <Link
                to={paths.privacy}
                target="_blank"
                className="font-semibold text-brand-800 underline underline-offset-2"
              >
                privacy policy
              </Link>{' '}
              <span aria-hidden="true" className="text-red-700">
                *
              </span>
            </label>
          </div>
          {errorFor('terms') ? (
            <FieldError id={`${termsId}-error`}>{errorFor('terms')}</FieldError>
          ) : null}
        </div>
        <Button type="submit" block size="lg" disabled={signup.isPending}>
          {signup.isPending ? 'Loading...' : 'Sign up'}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-muted">
        <Link to={paths.login} className="font-semibold text-brand-800 hover:underline">
          Already have an account? Log in
        </Link>
      </p>
    </AuthCard>
  )
}

function Testimonial() {
  return (
    <figure className="space-y-6">
      <Quote aria-hidden="true" className="size-10 text-brand-200" />
      <blockquote className="text-xl leading-relaxed">
        “The Next Generation cases felt exactly like exam day. I knew how to think through each
        scenario, and I passed my NCLEX-RN in 85 questions.”
      </blockquote>
      <figcaption className="text-brand-100">
        <span className="block font-semibold text-white">Priya S., RN</span>
        NurseReady student, Ontario
      </figcaption>
    </figure>
  )
}
