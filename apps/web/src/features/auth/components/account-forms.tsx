import {
  type TAccountPasswordChangeRequest,
  type TEmailChangeConfirm,
  type TEmailChangeRequest,
  type TNameChangeRequest,
  ZAccountPasswordChangeRequest,
  ZEmailChangeConfirm,
  ZEmailChangeRequest,
  ZNameChangeRequest,
} from '@nurseready/shared/schemas/account'
import type { TUser } from '@nurseready/shared/schemas/auth'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { errorMessage } from '@/lib/api-client'
import { SUBMIT_ONLY, schemaResolver } from '@/lib/form'
import { useSingleFlight } from '@/lib/use-single-flight'
import {
  useChangeAccountPassword,
  useChangeName,
  useConfirmEmailChange,
  useRequestEmailChange,
} from '../api/account-profile'
import { FormOutcome } from './account-section'

const FAILED = 'Something went wrong. Please try again.'

export function NameForm({ user }: { user: TUser }) {
  const change = useChangeName()
  const once = useSingleFlight()
  const [ok, setOk] = useState<string | null>(null)
  const form = useForm<TNameChangeRequest>({
    ...SUBMIT_ONLY,
    resolver: schemaResolver(ZNameChangeRequest),
    defaultValues: { name: user.name },
  })
  const submit = form.handleSubmit((values) =>
    once(async () => {
      setOk(null)
      const res = await change.mutateAsync(values).catch(() => null)
      if (res) setOk(res.message)
    }),
  )
  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <Field
        label="Name"
        autoComplete="name"
        error={form.formState.errors.name?.message}
        {...form.register('name')}
      />
      <FormOutcome ok={ok} error={change.isError ? errorMessage(change.error, FAILED) : null} />
      <Button type="submit" disabled={change.isPending}>
        Save name
      </Button>
    </form>
  )
}

export function EmailForm({ user }: { user: TUser }) {
  const request = useRequestEmailChange()
  const confirm = useConfirmEmailChange()
  const once = useSingleFlight()
  const [sentTo, setSentTo] = useState<string | null>(null)
  const [ok, setOk] = useState<string | null>(null)
  const ask = useForm<TEmailChangeRequest>({
    ...SUBMIT_ONLY,
    resolver: schemaResolver(ZEmailChangeRequest),
    defaultValues: { newEmail: '', password: '' },
  })
  const code = useForm<TEmailChangeConfirm>({
    ...SUBMIT_ONLY,
    resolver: schemaResolver(ZEmailChangeConfirm),
    defaultValues: { code: '' },
  })
  const onAsk = ask.handleSubmit((values) =>
    once(async () => {
      setOk(null)
      const res = await request.mutateAsync(values).catch(() => null)
      if (!res) return
      setSentTo(values.newEmail.trim().toLowerCase())
      setOk(res.message)
      ask.reset({ newEmail: values.newEmail, password: '' })
    }),
  )
  const onConfirm = code.handleSubmit((values) =>
    once(async () => {
      const res = await confirm.mutateAsync(values).catch(() => null)
      if (!res) return
      setSentTo(null)
      setOk(res.message)
      code.reset()
      ask.reset({ newEmail: '', password: '' })
    }),
  )
  const failure = (confirm.isError && confirm.error) || (request.isError && request.error)
  return (
    <div className="space-y-4">
      <p className="text-sm">
        Current email: <span className="font-medium text-ink">{user.email}</span>
      </p>
      {sentTo ? (
        <form noValidate onSubmit={onConfirm} className="space-y-4">
          <Field
            label={`Code sent to ${sentTo}`}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            error={code.formState.errors.code?.message}
            {...code.register('code')}
          />
          <FormOutcome ok={ok} error={failure ? errorMessage(failure, FAILED) : null} />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={confirm.isPending}>
              Confirm new email
            </Button>
            <Button variant="secondary" onClick={() => setSentTo(null)}>
              Use another address
            </Button>
          </div>
        </form>
      ) : (
        <form noValidate onSubmit={onAsk} className="grid gap-4 sm:grid-cols-2">
          <Field
            label="New email"
            type="email"
            autoComplete="email"
            error={ask.formState.errors.newEmail?.message}
            {...ask.register('newEmail')}
          />
          <Field
            label="Current password"
            type="password"
            autoComplete="current-password"
            error={ask.formState.errors.password?.message}
            {...ask.register('password')}
          />
          <div className="space-y-4 sm:col-span-2">
            <FormOutcome ok={ok} error={failure ? errorMessage(failure, FAILED) : null} />
            <Button type="submit" disabled={request.isPending}>
              Send code
            </Button>
          </div>
        </form>
      )}
    </div>
  )
}

export function PasswordForm() {
  const change = useChangeAccountPassword()
  const once = useSingleFlight()
  const [ok, setOk] = useState<string | null>(null)
  const form = useForm<TAccountPasswordChangeRequest>({
    ...SUBMIT_ONLY,
    resolver: schemaResolver(ZAccountPasswordChangeRequest),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  })
  const submit = form.handleSubmit((values) =>
    once(async () => {
      setOk(null)
      const res = await change.mutateAsync(values).catch(() => null)
      if (!res) return
      setOk(res.message)
      form.reset()
    }),
  )
  const errors = form.formState.errors
  return (
    <form noValidate onSubmit={submit} className="grid gap-4 sm:grid-cols-3">
      <Field
        label="Current password"
        type="password"
        autoComplete="current-password"
        error={errors.currentPassword?.message}
        {...form.register('currentPassword')}
      />
      <Field
        label="New password"
        type="password"
        autoComplete="new-password"
        hint="8 to 128 characters"
        error={errors.newPassword?.message}
        {...form.register('newPassword')}
      />
      <Field
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...form.register('confirmPassword')}
      />
      <div className="space-y-4 sm:col-span-3">
        <FormOutcome ok={ok} error={change.isError ? errorMessage(change.error, FAILED) : null} />
        <Button type="submit" disabled={change.isPending}>
          Change password
        </Button>
      </div>
    </form>
  )
}
