import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminAuth, auditOf } from './admin-helper'
import { createTestContext, signupAndLogin, type TestContext } from './helper'
import { type Auth, buyPlan, get, post } from './question-bank-helper'

let ctx: TestContext
let admin: Auth
let adminId: string

beforeAll(async () => {
  ctx = await createTestContext()
  admin = await adminAuth(ctx)
  adminId = (await get(ctx, admin, '/api/auth/me')).json().id
})
afterAll(() => ctx.close())

const put = (auth: Auth, url: string, payload: unknown) =>
  ctx.app.inject({ method: 'PUT', url, headers: auth, payload: payload as Record<string, unknown> })

describe('users list', () => {
  it('searches by email or name and filters by role, status and plan', async () => {
    const s = await signupAndLogin(ctx, 'Zelda Searchable')
    await buyPlan(ctx, s.auth, '3 Months')
    const byName = await get(ctx, admin, '/api/admin/users?q=zelda%20search')
    expect(byName.statusCode, byName.body).toBe(200)
    expect(byName.json().total).toBe(1)
    expect(byName.json().items[0]).toMatchObject({
      email: s.email,
      name: 'Zelda Searchable',
      role: 'student',
      status: 'active',
      disabledAt: null,
      plan: { name: '3 Months' },
    })
    const byEmail = await get(ctx, admin, `/api/admin/users?q=${encodeURIComponent(s.email)}`)
    expect(byEmail.json().items.map((u: { email: string }) => u.email)).toEqual([s.email])

    const admins = await get(ctx, admin, '/api/admin/users?role=admin')
    expect(admins.json().items.map((u: { email: string }) => u.email)).toEqual([
      'admin@nurseready.local',
    ])
    const noPlan = await get(ctx, admin, `/api/admin/users?plan=none&q=${s.email}`)
    expect(noPlan.json().total).toBe(0)
    const withPlan = await get(ctx, admin, `/api/admin/users?plan=active&q=${s.email}`)
    expect(withPlan.json().total).toBe(1)
    // A LIKE wildcard is a literal: "%" matches no one.
    expect((await get(ctx, admin, '/api/admin/users?q=%25')).json().total).toBe(0)
  })

  it('refuses a bad filter with 400', async () => {
    const res = await get(ctx, admin, '/api/admin/users?role=owner')
    expect(res.statusCode).toBe(400)
  })
})

describe('disable and enable', () => {
  it("a disabled user's token stops working at once, login is refused, enable lets them log in again", async () => {
    const s = await signupAndLogin(ctx, 'To Disable')
    // The session is resolved (and cached) first.
    expect((await get(ctx, s.auth, '/api/auth/me')).statusCode).toBe(200)
    const disabled = await post(ctx, admin, `/api/admin/users/${s.user.id}/disable`)
    expect(disabled.statusCode, disabled.body).toBe(200)
    expect(disabled.json()).toMatchObject({ id: s.user.id, status: 'disabled' })

    const me = await get(ctx, s.auth, '/api/auth/me')
    expect(me.statusCode).toBe(401)
    expect(me.json().detail).toBe('Your session has expired. Please log in again.')
    const login = await post(ctx, undefined, '/api/auth/login', {
      email: s.email,
      password: s.password,
    })
    expect(login.statusCode).toBe(403)
    expect(login.json().detail).toBe('This account has been disabled. Please contact support.')
    // A wrong password still says only that the credentials are wrong.
    const guess = await post(ctx, undefined, '/api/auth/login', {
      email: s.email,
      password: 'not the password',
    })
    expect(guess.statusCode).toBe(401)

    const enabled = await post(ctx, admin, `/api/admin/users/${s.user.id}/enable`)
    expect(enabled.json()).toMatchObject({ status: 'active', disabledAt: null })
    const again = await post(ctx, undefined, '/api/auth/login', {
      email: s.email,
      password: s.password,
    })
    expect(again.statusCode).toBe(200)

    const log = await auditOf(ctx, admin, s.user.id)
    expect(log.map((e) => e.action)).toEqual(['user.enable', 'user.disable'])
    expect(log[1]).toMatchObject({
      actorEmail: 'admin@nurseready.local',
      targetType: 'user',
      before: { status: 'active' },
      after: { status: 'disabled' },
    })
  })

  it('an admin cannot disable or demote themselves; a role change applies to cached sessions at once', async () => {
    const self = await post(ctx, admin, `/api/admin/users/${adminId}/disable`)
    expect(self.statusCode).toBe(409)
    expect(self.json().detail).toBe('You cannot disable or demote your own account.')
    const demoteSelf = await put(admin, `/api/admin/users/${adminId}/role`, {
      role: 'student',
    })
    expect(demoteSelf.statusCode).toBe(409)

    // A second admin (their cached session gets the new role at once), then back to student.
    const other = await signupAndLogin(ctx, 'Second Admin')
    const promoted = await put(admin, `/api/admin/users/${other.user.id}/role`, { role: 'admin' })
    expect(promoted.statusCode, promoted.body).toBe(200)
    expect(promoted.json().role).toBe('admin')
    // The promoted user's cached session carries the new role at once.
    expect((await get(ctx, other.auth, '/api/admin/users')).statusCode).toBe(200)

    const demoted = await put(other.auth, `/api/admin/users/${other.user.id}/role`, {
      role: 'student',
    })
    expect(demoted.statusCode).toBe(409)
    const back = await put(admin, `/api/admin/users/${other.user.id}/role`, { role: 'student' })
    expect(back.json().role).toBe('student')
    expect((await get(ctx, other.auth, '/api/admin/users')).statusCode).toBe(403)

    const log = await auditOf(ctx, admin, other.user.id)
    expect(log.map((e) => [e.action, e.before, e.after])).toEqual([
      ['user.demote', { role: 'admin' }, { role: 'student' }],
      ['user.promote', { role: 'student' }, { role: 'admin' }],
    ])
  })

  it('answers 404 for an unknown user', async () => {
    const res = await post(
      ctx,
      admin,
      '/api/admin/users/00000000-0000-4000-8000-000000000000/disable',
    )
    expect(res.statusCode).toBe(404)
    expect(res.json().detail).toBe('User not found.')
  })
})
