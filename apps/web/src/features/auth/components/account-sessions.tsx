import { Monitor, Smartphone } from 'lucide-react'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { errorMessage } from '@/lib/api-client'
import { formatDate } from '@/lib/format-date'
import { useSingleFlight } from '@/lib/use-single-flight'
import { useEndOtherSessions, useSessions } from '../api/account-sessions'
import { FormOutcome } from './account-section'

const when = (iso: string) =>
  `${formatDate(iso)}, ${new Date(iso).toLocaleTimeString(undefined, { hour: 'numeric', minute: '2-digit' })}`

/** Active sessions (device, signed in, last seen) and "End other sessions". */
export function AccountSessions() {
  const sessions = useSessions()
  const end = useEndOtherSessions()
  const once = useSingleFlight()
  const [ok, setOk] = useState<string | null>(null)
  if (sessions.isPending) return <Spinner label="Loading sessions..." />
  if (sessions.isError)
    return <FormOutcome error={errorMessage(sessions.error, 'Failed to fetch data')} />
  const others = sessions.data.items.filter((s) => !s.current).length
  return (
    <div className="space-y-4">
      <ul aria-label="Active sessions" className="divide-y divide-slate-100">
        {sessions.data.items.map((s) => (
          <li key={s.id} className="flex items-start gap-3 py-3">
            {/iPhone|Android/.test(s.device) ? (
              <Smartphone aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-slate-500" />
            ) : (
              <Monitor aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-slate-500" />
            )}
            <div className="min-w-0 flex-1">
              <p className="font-medium text-ink">
                {s.device}
                {s.current ? (
                  <span className="ml-2 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-800 ring-1 ring-brand-200">
                    This device
                  </span>
                ) : null}
              </p>
              <p className="text-sm text-muted">
                Signed in {when(s.createdAt)} · Last seen {when(s.lastSeenAt)}
              </p>
            </div>
          </li>
        ))}
      </ul>
      <FormOutcome
        ok={ok}
        error={end.isError ? errorMessage(end.error, 'Failed to end sessions') : null}
      />
      <Button
        variant="secondary"
        disabled={end.isPending || others === 0}
        onClick={() =>
          void once(async () => {
            setOk(null)
            const res = await end.mutateAsync().catch(() => null)
            if (res) setOk(res.message)
          })
        }
      >
        End other sessions
      </Button>
    </div>
  )
}
