import { Spinner } from '@/components/ui/spinner'
import { useMe } from '@/features/auth/api/me'
import { EmailForm, NameForm, PasswordForm } from '@/features/auth/components/account-forms'
import { AccountSection } from '@/features/auth/components/account-section'
import { AccountSessions } from '@/features/auth/components/account-sessions'
import { DeleteAccount } from '@/features/auth/components/delete-account'

export const ACCOUNT_TEXTS = { heading: 'My account' } as const

/** /account: the student's own name, email, password, sessions, and deletion. */
export function AccountPage() {
  const me = useMe()
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <title>My account · NurseReady</title>
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
          {ACCOUNT_TEXTS.heading}
        </h1>
        <p className="mt-1 text-muted">Your details, your password and where you are signed in.</p>
      </div>
      {!me.data ? (
        <Spinner label="Loading your account..." />
      ) : (
        <>
          <AccountSection id="account-name" title="Profile">
            <NameForm user={me.data} />
          </AccountSection>
          <AccountSection
            id="account-email"
            title="Email"
            description="We send a 6-digit code to the new address; the change is made once you enter it."
          >
            <EmailForm user={me.data} />
          </AccountSection>
          <AccountSection
            id="account-password"
            title="Password"
            description="Changing it signs you out everywhere else; this browser stays signed in."
          >
            <PasswordForm />
          </AccountSection>
          <AccountSection
            id="account-sessions"
            title="Active sessions"
            description="Where your account is signed in. End the sessions you do not recognise."
          >
            <AccountSessions />
          </AccountSection>
          <AccountSection
            id="account-delete"
            title="Delete account"
            description="Deletes your account and your study data. This cannot be undone."
            tone="danger"
          >
            <DeleteAccount />
          </AccountSection>
        </>
      )}
    </div>
  )
}
