import {
  ZLoginRequest,
  ZLoginResponse,
  ZOtpSendRequest,
  ZOtpVerifyRequest,
  ZOtpVerifyResponse,
  ZPasswordChangeRequest,
  ZSignupRequest,
  ZSignupResponse,
  ZUser,
} from '@nurseready/shared/schemas/auth'
import { ZMessage } from '@nurseready/shared/schemas/common'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { currentUser, requireUser } from '../../plugins/auth'
import { AUTH_MESSAGES, type AuthService } from './auth.service'

type Options = { auth: AuthService; authRateLimit: number }

export const authRoutes: FastifyPluginAsyncZod<Options> = async (app, { auth, authRateLimit }) => {
  const limited = { rateLimit: { max: authRateLimit, timeWindow: '1 minute' } }
  const tags = ['auth']

  app.post(
    '/signup',
    { config: limited, schema: { tags, body: ZSignupRequest, response: { 201: ZSignupResponse } } },
    async (request, reply) => {
      const user = await auth.signup(request.body)
      return reply.status(201).send({ user, message: AUTH_MESSAGES.signedUp })
    },
  )

  app.post(
    '/login',
    { config: limited, schema: { tags, body: ZLoginRequest, response: { 200: ZLoginResponse } } },
    async (request) => ({
      ...(await auth.login(request.body, request.headers['user-agent'] ?? null)),
      message: AUTH_MESSAGES.loggedIn,
    }),
  )

  app.post(
    '/logout',
    { preHandler: requireUser, schema: { tags, response: { 200: ZMessage } } },
    async (request) => {
      await auth.logout(request.sessionTokenHash!)
      return { message: AUTH_MESSAGES.loggedOut }
    },
  )

  app.get(
    '/me',
    { preHandler: requireUser, schema: { tags, response: { 200: ZUser } } },
    async (request) => currentUser(request),
  )

  app.post(
    '/password-reset/otp',
    { config: limited, schema: { tags, body: ZOtpSendRequest, response: { 200: ZMessage } } },
    async (request) => {
      await auth.sendOtp(request.body.email)
      return { message: AUTH_MESSAGES.otpSent }
    },
  )

  app.post(
    '/password-reset/verify',
    {
      config: limited,
      schema: { tags, body: ZOtpVerifyRequest, response: { 200: ZOtpVerifyResponse } },
    },
    async (request) => ({
      resetToken: await auth.verifyOtp(request.body.email, request.body.otp),
      message: AUTH_MESSAGES.otpVerified,
    }),
  )

  app.post(
    '/password-reset/password',
    {
      config: limited,
      schema: { tags, body: ZPasswordChangeRequest, response: { 200: ZMessage } },
    },
    async (request) => {
      await auth.changePassword(request.body)
      return { message: AUTH_MESSAGES.passwordChanged }
    },
  )
}
