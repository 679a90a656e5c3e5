import { Writable } from 'node:stream'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../src/config'
import { createLogger } from '../src/lib/logger'
import { createTestContext, signupAndLogin, type TestContext, uniqueEmail } from './helper'

/** Every log line the app writes, as text. */
const logLines: string[] = []
const sink = new Writable({
  write(chunk, _encoding, done) {
    logLines.push(String(chunk))
    done()
  },
})

let ctx: TestContext
let student: Awaited<ReturnType<typeof signupAndLogin>>

beforeAll(async () => {
  ctx = await createTestContext(
    {},
    { logger: createLogger(loadConfig({ LOG_LEVEL: 'info', NODE_ENV: 'test' }), sink) },
  )
  student = await signupAndLogin(ctx)
})
afterAll(() => ctx.close())

const BAD_TEXT = {
  type: 'about:blank',
  title: 'Bad Request',
  status: 400,
  detail:
    'The request contains characters that are not allowed in text (a NUL character or an unpaired surrogate).',
}

const json = (
  method: 'POST' | 'PUT',
  url: string,
  payload: string,
  headers: Record<string, string> = {},
) =>
  ctx.app.inject({
    method,
    url,
    headers: { 'content-type': 'application/json', ...headers },
    payload,
  })

describe('text PostgreSQL cannot store is refused at the edge with 400', () => {
  it('a NUL in a body field (signup: it used to reach the database and answer 500)', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { name: 'Nul\u0000Name', email: uniqueEmail(), password: 'correct horse battery' },
    })
    expect(res.statusCode).toBe(400)
    expect(res.headers['content-type']).toBe('application/problem+json; charset=utf-8')
    expect(res.json()).toEqual(BAD_TEXT)
  })

  it('a NUL or a lone surrogate in any string, nested or as a key, of a signed-in body', async () => {
    for (const payload of [
      '{"body":"hello\\u0000"}',
      '{"body":"hello \\ud800 there"}',
      '{"body":"hello \\udc00"}',
      '{"body":"ok","extra":{"deep":["x\\u0000"]}}',
      '{"body":"ok","ke\\u0000y":1}',
    ]) {
      const res = await json('POST', '/api/chat/messages', payload, student.auth)
      expect({ payload, status: res.statusCode, body: res.json() }).toEqual({
        payload,
        status: 400,
        body: BAD_TEXT,
      })
    }
    // Nothing was stored.
    const list = await ctx.app.inject({ url: '/api/chat/messages', headers: student.auth })
    expect(list.json().items).toEqual([])
  })

  it('still accepts an escaped backslash before u0000 and paired surrogates (emoji)', async () => {
    const res = await json(
      'POST',
      '/api/chat/messages',
      '{"body":"C:\\\\u0000 \\ud83d\\ude00"}',
      student.auth,
    )
    expect(res.statusCode).toBe(201)
    expect(res.json().body).toBe('C:\\u0000 😀')
  })

  it('a NUL in a path parameter or a query value, on routes with and without zod', async () => {
    for (const url of [
      '/api/papers/AB%00CD',
      '/api/papers?page=1%00',
      '/api/blog-posts?q=%00',
      '/api/health?x=%00',
      '/media/public/a%00b.mp4',
      '/api/papers/AB%2500CD%00',
    ]) {
      const res = await ctx.app.inject({ url, headers: student.auth })
      expect({ url, status: res.statusCode, body: res.json() }).toEqual({
        url,
        status: 400,
        body: BAD_TEXT,
      })
    }
  })
})

describe("Fastify's own errors are problem details like every other error", () => {
  const problem = (status: number, title: string, detail: string) => ({
    type: 'about:blank',
    title,
    status,
    detail,
  })

  it('malformed percent-encoding in the path: 400', async () => {
    const res = await ctx.app.inject({ url: '/api/papers/%E0%A4%A', headers: student.auth })
    expect(res.statusCode).toBe(400)
    expect(res.headers['content-type']).toBe('application/problem+json; charset=utf-8')
    expect(res.json()).toEqual(problem(400, 'Bad Request', 'The address is not valid.'))
  })

  it('a path parameter over the maximum length: 414', async () => {
    const res = await ctx.app.inject({
      url: `/api/papers/${'A'.repeat(150)}`,
      headers: student.auth,
    })
    expect(res.statusCode).toBe(414)
    expect(res.headers['content-type']).toBe('application/problem+json; charset=utf-8')
    expect(res.json()).toEqual(problem(414, 'URI Too Long', 'The address is too long.'))
  })

  it('a body that is not JSON (text/plain, form, none of ours): 415', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'application/xml']) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/chat/messages',
        headers: { ...student.auth, 'content-type': type },
        payload: 'body=hello',
      })
      expect({ type, status: res.statusCode, body: res.json() }).toEqual({
        type,
        status: 415,
        body: problem(415, 'Unsupported Media Type', 'Send the request body as application/json.'),
      })
    }
  })

  it('invalid JSON: 400; a body over 1 MB: 413', async () => {
    const bad = await json('POST', '/api/chat/messages', '{"body":', student.auth)
    expect(bad.statusCode).toBe(400)
    expect(bad.json()).toEqual(problem(400, 'Bad Request', 'The request body is not valid JSON.'))
    const big = await json(
      'POST',
      '/api/chat/messages',
      JSON.stringify({ body: 'x'.repeat(1024 * 1024 + 1) }),
      student.auth,
    )
    expect(big.statusCode).toBe(413)
    expect(big.json()).toEqual(problem(413, 'Payload Too Large', 'The request body is too large.'))
  })

  it('a prototype-poisoning body: 400 problem', async () => {
    const res = await json(
      'POST',
      '/api/chat/messages',
      '{"body":"x","__proto__":{"a":1}}',
      student.auth,
    )
    expect(res.statusCode).toBe(400)
    expect(res.headers['content-type']).toBe('application/problem+json; charset=utf-8')
    expect(res.json().status).toBe(400)
  })
})

describe('error logs never hold SQL parameters', () => {
  it('a failed signup insert logs the error without the values (no password hash, no email)', async () => {
    // Make the users insert fail in the database itself (as a NUL byte used to).
    await ctx.database.db.execute(
      sql.raw(
        'alter table users add constraint test_short_name check (length(name) < 40) not valid',
      ),
    )
    const email = uniqueEmail('logged')
    logLines.length = 0
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { name: 'N'.repeat(60), email, password: 'correct horse battery' },
    })
    await ctx.database.db.execute(sql.raw('alter table users drop constraint test_short_name'))
    expect(res.statusCode).toBe(500)
    expect(res.json()).toEqual({
      type: 'about:blank',
      title: 'Internal Server Error',
      status: 500,
      detail: 'Something went wrong on our side. Please try again.',
    })
    const failures = logLines.map((l) => JSON.parse(l)).filter((l) => l.msg === 'request failed')
    expect(failures).toHaveLength(1)
    // The statement is there (what failed), its values are not.
    expect(failures[0].err.message).toContain('insert into "users"')
    expect(failures[0].err.message).toContain('params: [redacted]')
    const text = logLines.join('\n')
    expect(text).not.toContain(email)
    expect(text).not.toContain('scrypt$')
    expect(text).not.toContain('N'.repeat(60))
    expect(text).not.toMatch(/"(params|parameters|detail)":/)
  })
})
