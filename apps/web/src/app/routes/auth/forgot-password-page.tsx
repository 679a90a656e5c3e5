import {
  type TOtpSendRequest,
  type TPasswordChangeRequest,
  ZOtpSendRequest,
  ZOtpVerifyRequest,
  ZPasswordChangeRequest,
} from '@nurseready/shared/schemas/auth'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { Link, useNavigate } from 'react-router'
import { PageMeta } from '@/components/layout/page-meta'
import { useAlert } from '@/components/ui/alert-dialog'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { paths } from '@/config/paths'
import { useChangePassword, useSendOtp, useVerifyOtp } from '@/features/auth/api/password-reset'
import { errorMessage } from '@/lib/api-client'
import { firstErrorOnly, SUBMIT_ONLY, schemaResolver } from '@/lib/form'
import { useSingleFlight } from '@/lib/use-single-flight'
import { AuthCard } from './auth-card'

type Step = 'email' | 'otp' | 'password'
type OtpValues = { otp: string }

const emailResolver = schemaResolver<TOtpSendRequest>(ZOtpSendRequest)
const otpResolver = schemaResolver<OtpValues>(ZOtpVerifyRequest.pick({ otp: true }))
/** One message at a time under Confirm password: required, then the length, then the match. */
const passwordResolver = firstErrorOnly(
  schemaResolver<TPasswordChangeRequest>(ZPasswordChangeRequest),
  ['newPassword', 'confirmPassword'],
)
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
  const emailForm = useForm<TOtpSendRequest>({
    ...SUBMIT_ONLY,
    resolver: emailResolver,
    defaultValues: { email: '' },
  })
  const otpForm = useForm<OtpValues>({
    ...SUBMIT_ONLY,
    resolver: otpResolver,
    defaultValues: { otp: '' },
  })
  const passwordForm = useForm<TPasswordChangeRequest>({
    ...SUBMIT_ONLY,
    resolver: passwordResolver,
    defaultValues: { resetToken: '', newPassword: '', confirmPassword: '' },
  })
  const email = emailForm.watch('email')
  const once = useSingleFlight()

  const fail = (err: unknown, fallback: string) =>
    alert({ title: 'Failed', text: errorMessage(err, fallback), tone: 'error' })

  async function requestCode() {
    try {
      await send.mutateAsync({ email: emailForm.getValues('email').trim() })
      await alert({ title: 'Success', text: 'OTP sent successfully.', tone: 'success' })
      setStep('otp')
    } catch (err) {
      await fail(err, 'Failed to send OTP')
    }
  }

  async function onOtp({ otp }: OtpValues) {
    try {
      const res = await verify.mutateAsync({ email: email.trim(), otp: otp.trim() })
      passwordForm.setValue('resetToken', res.resetToken)
      await alert({ title: 'Success', text: 'OTP verified successfully.', tone: 'success' })
      setStep('password')
    } catch (err) {
      await fail(err, 'Failed to verify OTP')
    }
  }

  async function onPassword(values: TPasswordChangeRequest) {
    try {
      await change.mutateAsync(values)
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
      <PageMeta path={paths.forgotPassword} />
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
            void once(emailForm.handleSubmit(requestCode))
          }}
          className="space-y-5"
        >
          <Field
            label="Email"
            type="email"
            autoComplete="email"
            required
            {...emailForm.register('email')}
            error={emailForm.formState.errors.email?.message}
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
            void once(otpForm.handleSubmit(onOtp))
          }}
          className="space-y-5"
        >
          <p className="text-sm text-muted">
            Enter the code we sent to <strong className="text-ink">{email.trim()}</strong>. It is
            valid for 10 minutes.
          </p>
          <Field
            label="OTP"
            inputMode="numeric"
            autoComplete="one-time-code"
            required
            maxLength={12}
            {...otpForm.register('otp')}
            error={otpForm.formState.errors.otp?.message}
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
            void once(passwordForm.handleSubmit(onPassword))
          }}
          className="space-y-5"
        >
          <Field
            label="New password"
            type="password"
            autoComplete="new-password"
            required
            {...passwordForm.register('newPassword')}
          />
          <Field
            label="Confirm password"
            type="password"
            autoComplete="new-password"
            required
            {...passwordForm.register('confirmPassword')}
            error={
              passwordForm.formState.errors.newPassword?.message ??
              passwordForm.formState.errors.confirmPassword?.message
            }
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
