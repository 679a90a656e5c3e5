import type { TAdminUser, TAdminUserQuery } from '@nurseready/shared/schemas/admin'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { Field } from '@/components/ui/field'
import { SelectField } from '@/components/ui/select-field'
import { useSetDisabled, useSetRole, useUsers } from '@/features/admin/api/admin-api'
import { AdminList, Badge, Filters } from '@/features/admin/components/admin-list'
import { AdminPage } from '@/features/admin/components/admin-page'
import { AdminTable } from '@/features/admin/components/admin-table'
import { dateTime } from '@/features/admin/format'
import { useMe } from '@/features/auth/api/me'
import { errorMessage } from '@/lib/api-client'
import { EntitlementsDialog } from './entitlements-dialog'

type Action = { user: TAdminUser; kind: 'promote' | 'demote' | 'disable' | 'enable' }

const ACTION_TEXT: Record<Action['kind'], (u: TAdminUser) => [string, string, string]> = {
  promote: (u) => [
    'Make admin?',
    `${u.email} will be able to use the whole admin console.`,
    'Make admin',
  ],
  demote: (u) => ['Remove admin rights?', `${u.email} becomes a student account.`, 'Remove admin'],
  disable: (u) => [
    'Disable this account?',
    `${u.email} is signed out everywhere at once and cannot log in until enabled again.`,
    'Disable',
  ],
  enable: (u) => ['Enable this account?', `${u.email} can log in again.`, 'Enable'],
}

/** /admin/users: search by email or name, filter by role, status and plan; change roles and access. */
export function UsersPage() {
  const [draft, setDraft] = useState({ q: '', role: '', status: '', plan: '' })
  const [query, setQuery] = useState<TAdminUserQuery>({ page: 1 })
  const users = useUsers(query)
  const me = useMe()
  const setRole = useSetRole()
  const setDisabled = useSetDisabled()
  const [action, setAction] = useState<Action | null>(null)
  const [access, setAccess] = useState<TAdminUser | null>(null)
  const pending = setRole.isPending || setDisabled.isPending
  const error = setRole.error ?? setDisabled.error

  const confirm = () => {
    if (!action) return
    const done = { onSuccess: () => setAction(null) }
    const { user, kind } = action
    if (kind === 'promote' || kind === 'demote')
      setRole.mutate({ id: user.id, role: kind === 'promote' ? 'admin' : 'student' }, done)
    else setDisabled.mutate({ id: user.id, disabled: kind === 'disable' }, done)
  }
  const text = action ? ACTION_TEXT[action.kind](action.user) : null

  return (
    <AdminPage
      title="Users"
      description="Every account: search, change roles, disable, grant access."
    >
      <Filters
        onSubmit={() =>
          setQuery({
            page: 1,
            q: draft.q || undefined,
            role: (draft.role || undefined) as TAdminUserQuery['role'],
            status: (draft.status || undefined) as TAdminUserQuery['status'],
            plan: (draft.plan || undefined) as TAdminUserQuery['plan'],
          })
        }
      >
        <Field
          label="Email or name"
          type="search"
          value={draft.q}
          onChange={(e) => setDraft({ ...draft, q: e.target.value })}
        />
        <SelectField
          label="Role"
          value={draft.role}
          onChange={(e) => setDraft({ ...draft, role: e.target.value })}
        >
          <option value="">Any</option>
          <option value="student">Student</option>
          <option value="admin">Admin</option>
        </SelectField>
        <SelectField
          label="Status"
          value={draft.status}
          onChange={(e) => setDraft({ ...draft, status: e.target.value })}
        >
          <option value="">Any</option>
          <option value="active">Active</option>
          <option value="disabled">Disabled</option>
        </SelectField>
        <SelectField
          label="Plan"
          value={draft.plan}
          onChange={(e) => setDraft({ ...draft, plan: e.target.value })}
        >
          <option value="">Any</option>
          <option value="active">Has a plan</option>
          <option value="none">No plan</option>
        </SelectField>
        <div className="sm:col-span-2 lg:col-span-4">
          <Button type="submit" size="sm">
            Search
          </Button>
        </div>
      </Filters>
      <AdminList
        query={users}
        empty="No users match."
        onPage={(page) => setQuery({ ...query, page })}
      >
        {(data) => (
          <AdminTable
            caption="Users"
            rows={data.items}
            rowKey={(u) => u.id}
            tableClassName="min-w-[56rem]"
            columns={[
              {
                header: 'User',
                cell: (u) => (
                  <span className="block">
                    <span className="block font-medium text-ink">{u.name}</span>
                    <span className="block text-muted">{u.email}</span>
                  </span>
                ),
              },
              {
                header: 'Role',
                cell: (u) => <Badge tone={u.role === 'admin' ? 'blue' : 'slate'}>{u.role}</Badge>,
              },
              {
                header: 'Status',
                cell: (u) => (
                  <Badge tone={u.status === 'active' ? 'green' : 'red'}>{u.status}</Badge>
                ),
              },
              {
                header: 'Plan',
                cell: (u) =>
                  u.plan ? (
                    `${u.plan.name} · until ${dateTime(u.plan.endsAt)}`
                  ) : (
                    <span className="text-muted">None</span>
                  ),
              },
              { header: 'Joined', cell: (u) => dateTime(u.createdAt) },
              {
                header: 'Actions',
                cell: (u) => {
                  const self = u.id === me.data?.id
                  return (
                    <span className="flex flex-wrap gap-1">
                      <Button size="sm" variant="secondary" onClick={() => setAccess(u)}>
                        Access
                      </Button>
                      {self ? null : (
                        <>
                          <Button
                            size="sm"
                            variant="secondary"
                            onClick={() =>
                              setAction({
                                user: u,
                                kind: u.role === 'admin' ? 'demote' : 'promote',
                              })
                            }
                          >
                            {u.role === 'admin' ? 'Remove admin' : 'Make admin'}
                          </Button>
                          <Button
                            size="sm"
                            variant={u.status === 'active' ? 'danger' : 'secondary'}
                            onClick={() =>
                              setAction({
                                user: u,
                                kind: u.status === 'active' ? 'disable' : 'enable',
                              })
                            }
                          >
                            {u.status === 'active' ? 'Disable' : 'Enable'}
                          </Button>
                        </>
                      )}
                    </span>
                  )
                },
              },
            ]}
          />
        )}
      </AdminList>
      {action && text ? (
        <ConfirmDialog
          title={text[0]}
          confirmLabel={text[2]}
          danger={action.kind === 'disable' || action.kind === 'demote'}
          busy={pending}
          error={error ? errorMessage(error, 'That did not work. Please try again.') : null}
          onConfirm={confirm}
          onCancel={() => {
            setAction(null)
            setRole.reset()
            setDisabled.reset()
          }}
        >
          {text[1]}
        </ConfirmDialog>
      ) : null}
      {access ? <EntitlementsDialog user={access} onClose={() => setAccess(null)} /> : null}
    </AdminPage>
  )
}
