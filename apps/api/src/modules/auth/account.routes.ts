import {
  ZAccountDeleteRequest,
  ZAccountPasswordChangeRequest,
  ZAccountSessionList,
  ZEmailChangeConfirm,
  ZEmailChangeRequest,
  ZNameChangeRequest,
  ZSessionsEnded,
} from '@nurseready/shared/schemas/account'
import { ZUser } from '@nurseready/shared/schemas/auth'
import { ZMessage } from '@nurseready/shared/schemas/common'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { currentUser, requireUser } from '../../plugins/auth'
import { ACCOUNT_TEXTS, type AccountService } from './account.service'

type Options = { account: AccountService; authRateLimit: number }

const ZUserResult = z.object({ user: ZUser, message: z.string() })

/** The signed-in student's account (/account/*): every route acts on the caller only. */
export const accountRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { account, authRateLimit },
) => {
  app.addHook('onRequest', requireUser)
  const tags = ['account']
  const security = [{ bearer: [] }]
  // Password checks and mailed codes: limited like the auth routes.
  const limited = { rateLimit: { max: authRateLimit, timeWindow: '1 minute' } }
  const token = (req: { sessionTokenHash: string | null }) => req.sessionTokenHash!

  app.put(
    '/name',
    { schema: { tags, security, body: ZNameChangeRequest, response: { 200: ZUserResult } } },
    async (req) => ({
      user: await account.changeName(currentUser(req).id, req.body.name),
      message: ACCOUNT_TEXTS.nameChanged,
    }),
  )

  app.post(
    '/email-change',
    {
      config: limited,
      schema: { tags, security, body: ZEmailChangeRequest, response: { 200: ZMessage } },
    },
    async (req) => {
      await account.requestEmailChange(currentUser(req).id, req.body)
      return { message: ACCOUNT_TEXTS.codeSent }
    },
  )

  app.post(
    '/email-change/confirm',
    {
      config: limited,
      schema: { tags, security, body: ZEmailChangeConfirm, response: { 200: ZUserResult } },
    },
    async (req) => ({
      user: await account.confirmEmailChange(currentUser(req).id, req.body.code),
      message: ACCOUNT_TEXTS.emailChanged,
    }),
  )

  app.put(
    '/password',
    {
      config: limited,
      schema: {
        tags,
        security,
        body: ZAccountPasswordChangeRequest,
        response: { 200: ZSessionsEnded },
      },
    },
    async (req) => ({
      ended: await account.changePassword(currentUser(req).id, token(req), req.body),
      message: ACCOUNT_TEXTS.passwordChanged,
    }),
  )

  app.get(
    '/sessions',
    { schema: { tags, security, response: { 200: ZAccountSessionList } } },
    async (req) => account.listSessions(currentUser(req).id, token(req)),
  )

  app.post(
    '/sessions/end-others',
    { schema: { tags, security, response: { 200: ZSessionsEnded } } },
    async (req) => {
      const ended = await account.endOtherSessions(currentUser(req).id, token(req))
      return { ended, message: ACCOUNT_TEXTS.sessionsEnded(ended) }
    },
  )

  app.delete(
    '',
    {
      config: limited,
      schema: { tags, security, body: ZAccountDeleteRequest, response: { 200: ZMessage } },
    },
    async (req) => {
      await account.deleteAccount(currentUser(req).id, req.body.password)
      return { message: ACCOUNT_TEXTS.accountDeleted }
    },
  )
}
