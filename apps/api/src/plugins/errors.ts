import { STATUS_CODES } from 'node:http'
import type { Socket } from 'node:net'
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
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

function problemBody(status: number, detail: string) {
  return JSON.stringify({ type: 'about:blank', title: TITLES[status] ?? 'Error', status, detail })
}

/** Details for Fastify's own 4xx errors, in plain words (never echoing the request back). */
const FASTIFY_DETAILS: Record<string, string> = {
  FST_ERR_BAD_URL: 'The address is not valid.',
  FST_ERR_MAX_PARAM_LENGTH: 'The address is too long.',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Send the request body as application/json.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body does not match its Content-Length.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
  FST_ERR_CTP_INVALID_TYPE: 'The Content-Type header is not valid.',
}

/**
 * Fastify's `frameworkErrors`: errors raised while routing (malformed percent-encoding, a path
 * parameter over maxParamLength), before any route or error handler runs.
 */
export function frameworkErrors(err: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status = err.statusCode && err.statusCode < 500 ? err.statusCode : 500
  if (status === 500) request.log.error({ err }, 'routing failed')
  return problem(
    reply,
    status,
    FASTIFY_DETAILS[err.code] ?? 'Something went wrong on our side. Please try again.',
  )
}

/**
 * Fastify's `clientErrorHandler`: the request never became an HTTP request (malformed HTTP,
 * headers too large, or it did not arrive within requestTimeout). Answers on the raw socket in
 * the same problem+json shape, then closes it.
 */
export function clientErrorHandler(err: NodeJS.ErrnoException, socket: Socket) {
  if (err.code === 'ECONNRESET' || socket.destroyed) return
  const [status, detail] =
    err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, 'The request did not arrive in time.']
      : err.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'The request headers are too large.']
        : [400, 'The request is not valid HTTP.']
  if (socket.writable) {
    const body = problemBody(status, detail)
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/problem+json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    )
  }
  socket.destroy()
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
    if (err instanceof AppError)
      return problem(reply.headers(err.headers), err.status, err.message, err.fields)
    const status = err.statusCode ?? 500
    if (status === 429)
      return problem(reply, 429, 'Too many requests. Please wait a minute and try again.')
    if (status >= 400 && status < 500) {
      return problem(reply, status, FASTIFY_DETAILS[err.code] ?? err.message)
    }
    request.log.error({ err }, 'request failed')
    return problem(reply, 500, 'Something went wrong on our side. Please try again.')
  })
}
