import {
  ZAdminUser,
  ZAdminUserList,
  ZAdminUserQuery,
  ZRoleChange,
  ZUserIdParams,
} from '@nurseready/shared/schemas/admin'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { currentUser, requireAdmin } from '../../plugins/auth'
import type { UsersService } from './users.service'

/** /api/admin/users: list and search, promote/demote, disable/enable. */
export const usersRoutes: FastifyPluginAsyncZod<{ users: UsersService }> = async (
  app,
  { users },
) => {
  app.addHook('onRequest', requireAdmin)
  const tags = ['admin']
  const one = { tags, params: ZUserIdParams, response: { 200: ZAdminUser } }

  app.get(
    '/users',
    { schema: { tags, querystring: ZAdminUserQuery, response: { 200: ZAdminUserList } } },
    async (req) => users.list(req.query),
  )

  app.get('/users/:id', { schema: one }, async (req) => users.get(req.params.id))

  app.put('/users/:id/role', { schema: { ...one, body: ZRoleChange } }, async (req) =>
    users.setRole(currentUser(req), req.params.id, req.body.role),
  )

  app.post('/users/:id/disable', { schema: one }, async (req) =>
    users.disable(currentUser(req), req.params.id),
  )

  app.post('/users/:id/enable', { schema: one }, async (req) =>
    users.enable(currentUser(req), req.params.id),
  )
}
