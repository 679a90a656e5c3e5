import { isValidEmail, isValidOtp, MESSAGES } from '@nurseready/shared/domain/validation'
import { type FormEvent, useState } from 'react'
import { Link, useNavigate } from 'react-router'
import { useAlert } from '@/components/ui/alert-dialog'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { paths } from '@/config/paths'
import { useChangePassword, useSendOtp, useVerifyOtp } from '@/features/auth/api/password-reset'
import { errorMessage } from '@/lib/api-client'
import { useSingleFlight } from '@/lib/use-single-flight'
import { AuthCard } from './auth-card'

type Step = 'email' | 'otp' | 'password'
const STEPS: { key: Step; label: string }[] = [
  { key: 'email', label: 'Email' },
  { key: 'otp', label: 'Verify code' },
  { key: 'password', label: 'New password' },
]

export function ForgotPasswordPage() {
  const navigate = useNavigate()
  const alert = useAlert()
  const send = useSendOtp()
  const verify = useVerifyOtp()
  const change = useChangePassword()
  const [step, setStep] = useState<Step>('email')
  const [email, setEmail] = useState('')
  const [otp, setOtp] = useState('')
  const [resetToken, setResetToken] = useState('')
  const [password, setPassword] = useState('')
  const [confirm, setConfirm] = useState('')
  const [error, setError] = useState<string>()
  const once = useSingleFlight()

  const fail = (err: unknown, fallback: string) =>
    alert({ title: 'Failed', text: errorMessage(err, fallback), tone: 'error' })

  async function requestCode() {
    try {
      await send.mutateAsync({ email: email.trim() })
      await alert({ title: 'Success', text: 'OTP sent successfully.', tone: 'success' })
      setStep('otp')
    } catch (err) {
      await fail(err, 'Failed to send OTP')
    }
  }

  async function onEmail(e: FormEvent) {
    e.preventDefault()
    if (!isValidEmail(email)) return setError(MESSAGES.invalidEmail)
    setError(undefined)
    await requestCode()
  }

  async function onOtp(e: FormEvent) {
    e.preventDefault()
    if (!isValidOtp(otp.trim())) return setError(MESSAGES.otpLength)
    setError(undefined)
    try {
      const res = await verify.mutateAsync({ email: email.trim(), otp: otp.trim() })
      setResetToken(res.resetToken)
      await alert({ title: 'Success', text: 'OTP verified successfully.', tone: 'success' })
      setStep('password')
    } catch (err) {
      await fail(err, 'Failed to verify OTP')
    }
  }

  async function onPassword(e: FormEvent) {
    e.preventDefault()
    if (!password) return setError(MESSAGES.loginPasswordRequired)
    if (password !== confirm) return setError(MESSAGES.passwordsDiffer)
    setError(undefined)
    try {
      await change.mutateAsync({ resetToken, newPassword: password, confirmPassword: confirm })
      await alert({ title: 'Success', text: 'Password changed successfully.', tone: 'success' })
      navigate(paths.home)
    } catch (err) {
      await fail(err, 'Failed to change password')
    }
  }

  const current = STEPS.findIndex((s) => s.key === step)
  return (
    <AuthCard
      title="Reset your password"
      subtitle="We will email you a 6-character code to confirm it is you."
    >
      <title>Forgot password · NurseReady</title>
      <meta
        name="description"
        content="Reset your NurseReady password with a one-time code sent to your email."
      />
      <ol className="mb-8 flex gap-2" aria-label="Steps">
        {STEPS.map((s, i) => (
          <li
            key={s.key}
            aria-current={i === current ? 'step' : undefined}
            className={`flex-1 rounded-full px-2 py-1.5 text-center text-xs font-semibold ${i <= current ? 'bg-brand-700 text-white' : 'bg-slate-100 text-slate-600'}`}
          >
            {i + 1}. {s.label}
          </li>
        ))}
      </ol>

      {step === 'email' ? (
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault()
            void once(() => onEmail(e))
          }}
          className="space-y-5"
        >
          <Field
            label="Email"
            type="email"
            name="email"
            autoComplete="email"
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            error={error}
          />
          <Button type="submit" block size="lg" disabled={send.isPending}>
            {send.isPending ? 'Loading...' : 'Send OTP'}
          </Button>
        </form>
      ) : null}

      {step === 'otp' ? (
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault()
            void once(() => onOtp(e))
          }}
          className="space-y-5"
        >
          <p className="text-sm text-muted">
            Enter the code we sent to <strong className="text-ink">{email.trim()}</strong>. It is
            valid for 10 minutes.
          </p>
          <Field
            label="OTP"
            name="otp"
            inputMode="numeric"
            autoComplete="one-time-code"
            required
            maxLength={12}
            value={otp}
            onChange={(e) => setOtp(e.target.value)}
            error={error}
          />
          <Button type="submit" block size="lg" disabled={verify.isPending}>
            {verify.isPending ? 'Loading...' : 'Verify OTP'}
          </Button>
          <p className="text-center text-sm text-muted">
            Didn't get it?{' '}
            <button
              type="button"
              onClick={() => void once(requestCode)}
              disabled={send.isPending}
              className="font-semibold text-brand-800 hover:underline disabled:opacity-60"
            >
              Resend OTP
            </button>
          </p>
        </form>
      ) : null}

      {step === 'password' ? (
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault()
            void once(() => onPassword(e))
          }}
          className="space-y-5"
        >
          <Field
            label="New password"
            type="password"
            name="newPassword"
            autoComplete="new-password"
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
          <Field
            label="Confirm password"
            type="password"
            name="confirmPassword"
            autoComplete="new-password"
            required
            value={confirm}
            onChange={(e) => setConfirm(e.target.value)}
            error={error}
          />
          <Button type="submit" block size="lg" disabled={change.isPending}>
            {change.isPending ? 'Loading...' : 'Change password'}
          </Button>
        </form>
      ) : null}

      <p className="mt-6 text-center text-sm text-muted">
        <Link to={paths.login} className="font-semibold text-brand-800 hover:underline">
          Back to login
        </Link>
      </p>
    </AuthCard>
  )
}
