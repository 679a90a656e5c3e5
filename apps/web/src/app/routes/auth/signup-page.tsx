import { firstSignupError, type SignupFormValues } from '@nurseready/shared/domain/validation'
import { Quote } from 'lucide-react'
import { type FormEvent, useId, useState } from 'react'
import { Link, useNavigate } from 'react-router'
import { useAlert } from '@/components/ui/alert-dialog'
import { Button } from '@/components/ui/button'
import { Field, FieldError } from '@/components/ui/field'
import { paths } from '@/config/paths'
import { useSignup } from '@/features/auth/api/signup'
import { ApiError, errorMessage } from '@/lib/api-client'
import { useSingleFlight } from '@/lib/use-single-flight'
import { AuthCard } from './auth-card'
import { PasswordToggle } from './password-toggle'

const SERVER_FIELDS = ['name', 'email', 'password'] as const

function serverFieldError(err: ApiError): NonNullable<ReturnType<typeof firstSignupError>> | null {
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
  const [values, setValues] = useState<SignupFormValues>({
    name: '',
    email: '',
    password: '',
    terms: false,
  })
  const [error, setError] = useState<ReturnType<typeof firstSignupError>>(null)
  const [shown, setShown] = useState(false)
  const once = useSingleFlight()
  const set = <K extends keyof SignupFormValues>(key: K, value: SignupFormValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }))

  async function onSubmit(e: FormEvent) {
    e.preventDefault()
    const first = firstSignupError(values)
    setError(first)
    if (first) return
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
      if (field) setError(field)
      else if (err instanceof ApiError)
        await alert({ title: 'Failed', text: err.detail, tone: 'error' })
      else
        await alert({ title: 'Error', text: errorMessage(err, 'An error occurred'), tone: 'error' })
    }
  }

  const errorFor = (field: keyof SignupFormValues) =>
    error?.field === field ? error.message : undefined

  return (
    <AuthCard
      title="Create your account"
      subtitle="Start preparing for your licensing exam today."
      aside={<Testimonial />}
    >
      <title>Sign up · NurseReady</title>
      <meta
        name="description"
        content="Create a NurseReady account and start preparing for NCLEX, REx-PN or CELBAN."
      />
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault()
          void once(() => onSubmit(e))
        }}
        className="space-y-5"
      >
        <Field
          label="Name"
          name="name"
          autoComplete="name"
          required
          value={values.name}
          onChange={(e) => set('name', e.target.value)}
          error={errorFor('name')}
        />
        <Field
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          required
          value={values.email}
          onChange={(e) => set('email', e.target.value)}
          error={errorFor('email')}
        />
        <Field
          label="Password"
          type={shown ? 'text' : 'password'}
          name="password"
          autoComplete="new-password"
          required
          value={values.password}
          onChange={(e) => set('password', e.target.value)}
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
              checked={values.terms}
              onChange={(e) => set('terms', e.target.checked)}
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
