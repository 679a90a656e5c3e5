import { useState } from 'react'
import { useNavigate } from 'react-router'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { Field } from '@/components/ui/field'
import { paths } from '@/config/paths'
import { errorMessage } from '@/lib/api-client'
import { useSingleFlight } from '@/lib/use-single-flight'
import { useDeleteAccount } from '../api/account-profile'

/** Delete the account, after the password in a confirmation dialog. */
export function DeleteAccount() {
  const [open, setOpen] = useState(false)
  const [password, setPassword] = useState('')
  const remove = useDeleteAccount()
  const once = useSingleFlight()
  const navigate = useNavigate()
  const close = () => {
    remove.reset()
    setPassword('')
    setOpen(false)
  }
  return (
    <>
      <Button variant="danger" onClick={() => setOpen(true)}>
        Delete my account
      </Button>
      {open ? (
        <ConfirmDialog
          title="Delete your account?"
          confirmLabel="Delete account"
          danger
          busy={remove.isPending}
          error={
            remove.isError ? errorMessage(remove.error, 'The account could not be deleted.') : null
          }
          onCancel={close}
          onConfirm={() =>
            void once(async () => {
              const res = await remove.mutateAsync({ password }).catch(() => null)
              if (res) navigate(paths.home, { replace: true })
            })
          }
        >
          <p>
            Your tests, results, flashcards, schedule and sessions are deleted for good. Your orders
            are kept for our accounts, without your name or email.
          </p>
          <Field
            label="Your password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </ConfirmDialog>
      ) : null}
    </>
  )
}
