import type { TAdminUser, TAdminUserQuery } from '@nurseready/shared/schemas/admin'
import type { Clock } from '../../lib/clock'
import { AppError } from '../../lib/errors'
import type { AuditActor, AuditLog } from './audit'
import type { UsersRepository } from './users.repository'

export const ADMIN_USER_TEXTS = {
  notFound: 'User not found.',
  self: 'You cannot disable or demote your own account.',
  lastAdmin: 'This is the last active admin. Promote another admin first.',
  disabledAdmin: 'Enable this account before making it an admin.',
} as const

type Deps = {
  repo: UsersRepository
  clock: Clock
  audit: AuditLog
  /** Evicts the user's cached sessions in every API process (auth's session cache). */
  evictUser: (userId: string) => Promise<void>
}

type Row = NonNullable<Awaited<ReturnType<UsersRepository['find']>>>

export function toAdminUser(r: Row): TAdminUser {
  return {
    id: r.id,
    name: r.name,
    email: r.email,
    role: r.role,
    status: r.disabledAt ? 'disabled' : 'active',
    createdAt: r.createdAt.toISOString(),
    disabledAt: r.disabledAt?.toISOString() ?? null,
    plan:
      r.planName && r.planEndsAt ? { name: r.planName, endsAt: r.planEndsAt.toISOString() } : null,
  }
}

const state = (u: { role: string; disabledAt: Date | null }) => ({
  role: u.role,
  status: u.disabledAt ? 'disabled' : 'active',
})

/** Listing users, promoting, demoting, disabling and enabling them (each audited). */
export function usersService({ repo, clock, audit, evictUser }: Deps) {
  /** Losing admin rights (demoted or disabled) is refused for oneself and the last admin. */
  const keepAnAdmin =
    (actor: AuditActor, targetId: string, losesAdmin: boolean) =>
    (target: { role: string; disabledAt: Date | null }, enabledAdmins: string[]) => {
      if (!losesAdmin) return
      if (targetId === actor.id) throw new AppError('conflict', ADMIN_USER_TEXTS.self)
      const isEnabledAdmin = target.role === 'admin' && !target.disabledAt
      if (isEnabledAdmin && enabledAdmins.filter((id) => id !== targetId).length === 0)
        throw new AppError('conflict', ADMIN_USER_TEXTS.lastAdmin)
    }

  async function change(
    actor: AuditActor,
    id: string,
    action: string,
    values: { role?: 'student' | 'admin'; disabledAt?: Date | null },
    losesAdmin: boolean,
    check?: (target: { role: string; disabledAt: Date | null }) => void,
  ) {
    const now = clock.now()
    const guard = keepAnAdmin(actor, id, losesAdmin)
    const changed = await repo.change(
      id,
      values,
      now,
      (target, admins) => {
        check?.(target)
        guard(target, admins)
      },
      async (tx, before) =>
        audit.record(
          actor,
          {
            action,
            targetType: 'user',
            targetId: id,
            before: { email: before.email, ...state(before) },
            after: {
              email: before.email,
              ...state({
                role: values.role ?? before.role,
                disabledAt: values.disabledAt === undefined ? before.disabledAt : values.disabledAt,
              }),
            },
          },
          tx,
        ),
    )
    if (!changed) throw new AppError('not_found', ADMIN_USER_TEXTS.notFound)
    // The role or the right to a session changed: no process may keep serving a cached session.
    await evictUser(id)
    return get(id)
  }

  async function get(id: string) {
    const row = await repo.find(id, clock.now())
    if (!row) throw new AppError('not_found', ADMIN_USER_TEXTS.notFound)
    return toAdminUser(row)
  }

  return {
    get,

    async list(q: TAdminUserQuery & { page: number; pageSize: number }) {
      const { rows, total } = await repo.list({
        q: q.q || undefined,
        role: q.role,
        status: q.status,
        plan: q.plan,
        now: clock.now(),
        limit: q.pageSize,
        offset: (q.page - 1) * q.pageSize,
      })
      return { items: rows.map(toAdminUser), total, page: q.page, pageSize: q.pageSize }
    },

    setRole: (actor: AuditActor, id: string, role: 'student' | 'admin') =>
      change(
        actor,
        id,
        role === 'admin' ? 'user.promote' : 'user.demote',
        { role },
        role !== 'admin',
        (target) => {
          if (role === 'admin' && target.disabledAt)
            throw new AppError('conflict', ADMIN_USER_TEXTS.disabledAdmin)
        },
      ),

    disable: (actor: AuditActor, id: string) =>
      change(actor, id, 'user.disable', { disabledAt: clock.now() }, true),

    enable: (actor: AuditActor, id: string) =>
      change(actor, id, 'user.enable', { disabledAt: null }, false),
  }
}

export type UsersService = ReturnType<typeof usersService>
