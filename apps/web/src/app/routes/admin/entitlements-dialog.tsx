import type { TAdminUser } from '@nurseready/shared/schemas/admin'
import { useId, useState } from 'react'
import { Button } from '@/components/ui/button'
import { Dialog } from '@/components/ui/dialog'
import { Field } from '@/components/ui/field'
import { SelectField } from '@/components/ui/select-field'
import { Spinner } from '@/components/ui/spinner'
import { useEntitlements, useGrant } from '@/features/admin/api/admin-api'
import { Badge } from '@/features/admin/components/admin-list'
import { dateTime } from '@/features/admin/format'
import { errorMessage } from '@/lib/api-client'

const SCOPE_LABEL = { plan: 'Question bank plan', live_lectures: 'Live lectures' } as const

/** A user's access periods, and a manual grant for a support case (days and a reason). */
export function EntitlementsDialog({ user, onClose }: { user: TAdminUser; onClose: () => void }) {
  const titleId = useId()
  const list = useEntitlements(user.id)
  const grant = useGrant(user.id)
  const [form, setForm] = useState({
    scope: 'plan' as 'plan' | 'live_lectures',
    days: '7',
    reason: '',
  })
  const [done, setDone] = useState(false)

  return (
    <Dialog onClose={onClose} labelledBy={titleId} className="w-full max-w-lg p-6">
      <h2 id={titleId} className="text-lg font-bold text-ink">
        Access of {user.name}
      </h2>
      <p className="text-sm text-muted">{user.email}</p>
      <h3 className="mt-4 text-sm font-semibold text-ink">Current access</h3>
      {list.isPending ? (
        <Spinner />
      ) : list.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {errorMessage(list.error, 'Failed to fetch data.')}
        </p>
      ) : list.data.items.length === 0 ? (
        <p className="mt-1 text-sm text-muted">No plan or package, ever.</p>
      ) : (
        <ul className="mt-2 space-y-2">
          {list.data.items.map((e) => (
            <li key={e.scope} className="rounded-lg border border-slate-200 p-3 text-sm">
              <span className="flex items-center justify-between gap-2">
                <span className="font-medium text-ink">{SCOPE_LABEL[e.scope]}</span>
                <Badge tone={e.active ? 'green' : 'slate'}>{e.active ? 'active' : 'ended'}</Badge>
              </span>
              <span className="block text-muted">
                {e.name ? `${e.name} · ` : ''}
                {dateTime(e.startsAt)} – {dateTime(e.endsAt)}
              </span>
            </li>
          ))}
        </ul>
      )}
      <form
        className="mt-5 space-y-3 border-t border-slate-200 pt-4"
        onSubmit={(e) => {
          e.preventDefault()
          setDone(false)
          grant.mutate(
            { scope: form.scope, days: Number(form.days), reason: form.reason.trim() },
            { onSuccess: () => setDone(true) },
          )
        }}
      >
        <h3 className="text-sm font-semibold text-ink">Grant access (support case)</h3>
        <div className="grid gap-3 sm:grid-cols-2">
          <SelectField
            label="What"
            value={form.scope}
            onChange={(e) => setForm({ ...form, scope: e.target.value as typeof form.scope })}
          >
            <option value="plan">{SCOPE_LABEL.plan}</option>
            <option value="live_lectures">{SCOPE_LABEL.live_lectures}</option>
          </SelectField>
          <Field
            label="Days"
            type="number"
            min={1}
            max={730}
            required
            value={form.days}
            onChange={(e) => setForm({ ...form, days: e.target.value })}
          />
        </div>
        <Field
          label="Reason (kept in the audit log)"
          required
          maxLength={500}
          value={form.reason}
          onChange={(e) => setForm({ ...form, reason: e.target.value })}
        />
        {grant.isError ? (
          <p role="alert" className="text-sm font-medium text-red-700">
            {errorMessage(grant.error, 'The grant did not go through. Please try again.')}
          </p>
        ) : null}
        {done ? (
          <p role="status" className="text-sm font-medium text-green-800">
            Access granted.
          </p>
        ) : null}
        <div className="flex justify-end gap-2">
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
          <Button type="submit" disabled={grant.isPending}>
            Grant
          </Button>
        </div>
      </form>
    </Dialog>
  )
}
