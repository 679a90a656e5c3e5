import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import { AppError, TITLES } from '../lib/errors'

export function problem(
  reply: FastifyReply,
  status: number,
  detail: string,
  errors?: Record<string, string[]>,
) {
  return reply
    .status(status)
    .type('application/problem+json')
    .send({
      type: 'about:blank',
      title: TITLES[status] ?? 'Error',
      status,
      detail,
      ...(errors ? { errors } : {}),
    })
}

/**
 * One error handler: RFC 9457 problem details for every failure. Validation errors list their
 * fields; 5xx replies say nothing of the cause (it goes to the log, never to the client).
 */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(err)) {
      const errors: Record<string, string[]> = {}
      for (const v of err.validation) {
        const field = v.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_'
        errors[field] = [...(errors[field] ?? []), v.message ?? 'Invalid value']
      }
      const first = err.validation[0]?.message ?? 'Invalid request'
      return problem(reply, 400, first, errors)
    }
    if (err instanceof AppError) return problem(reply, err.status, err.message)
    const status = err.statusCode ?? 500
    if (status === 429)
      return problem(reply, 429, 'Too many requests. Please wait a minute and try again.')
    if (status >= 400 && status < 500) {
      const detail =
        err.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || err.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
          ? 'The request body is not valid JSON.'
          : err.message
      return problem(reply, status, detail)
    }
    request.log.error({ err }, 'request failed')
    return problem(reply, 500, 'Something went wrong on our side. Please try again.')
  })
}
