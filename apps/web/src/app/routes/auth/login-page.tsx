import { type TLoginRequest, ZLoginRequest } from '@nurseready/shared/schemas/auth'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { Link, Navigate, useNavigate } from 'react-router'
import { PageMeta } from '@/components/layout/page-meta'
import { useAlert } from '@/components/ui/alert-dialog'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { paths } from '@/config/paths'
import { useLogin } from '@/features/auth/api/login'
import { ApiError, errorMessage } from '@/lib/api-client'
import { SUBMIT_ONLY, schemaResolver } from '@/lib/form'
import { useSignedIn } from '@/lib/use-signed-in'
import { useSingleFlight } from '@/lib/use-single-flight'
import { AuthCard } from './auth-card'
import { PasswordToggle } from './password-toggle'

const resolver = schemaResolver<TLoginRequest>(ZLoginRequest)

export function LoginPage() {
  const navigate = useNavigate()
  const alert = useAlert()
  const login = useLogin()
  const { register, handleSubmit, formState } = useForm<TLoginRequest>({
    ...SUBMIT_ONLY,
    resolver,
    defaultValues: { email: '', password: '' },
  })
  const [shown, setShown] = useState(false)
  const once = useSingleFlight()
  const signedIn = useSignedIn()

  if (signedIn && !login.isSuccess) return <Navigate to={paths.dashboard} replace />

  async function onSubmit({ email, password }: TLoginRequest) {
    try {
      const { user } = await login.mutateAsync({ email: email.trim(), password })
      await alert({ title: 'Congratulations!', text: 'Login Successful.', tone: 'success' })
      // Admins land on their console; everyone else on the student dashboard.
      navigate(user.role === 'admin' ? paths.admin : paths.dashboard, { replace: true })
    } catch (err) {
      if (err instanceof ApiError) await alert({ title: 'Failed', text: err.detail, tone: 'error' })
      else
        await alert({ title: 'Error', text: errorMessage(err, 'An error occurred'), tone: 'error' })
    }
  }

  return (
    <AuthCard title="Welcome back" subtitle="Log in to continue your exam preparation.">
      <PageMeta path={paths.login} />
      <meta
        name="description"
        content="Log in to your NurseReady account to practise questions and watch lectures."
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
          label="Email"
          type="email"
          autoComplete="email"
          required
          {...register('email')}
          error={formState.errors.email?.message}
        />
        <Field
          label="Password"
          type={shown ? 'text' : 'password'}
          autoComplete="current-password"
          required
          {...register('password')}
          error={formState.errors.password?.message}
          trailing={<PasswordToggle shown={shown} onToggle={() => setShown((s) => !s)} />}
        />
        <div className="flex justify-end">
          <Link
            to={paths.forgotPassword}
            className="text-sm font-medium text-brand-800 hover:underline"
          >
            Forgot password?
          </Link>
        </div>
        <Button type="submit" block size="lg" disabled={login.isPending}>
          {login.isPending ? 'Loading...' : 'Login'}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-muted">
        New to NurseReady?{' '}
        <Link to={paths.signup} className="font-semibold text-brand-800 hover:underline">
          Create an account
        </Link>
      </p>
    </AuthCard>
  )
}
