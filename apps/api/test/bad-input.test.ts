import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users } from '../src/db/schema/index'
import { createTestContext, signupAndLogin, type TestContext } from './helper'
import {
  type JsonSchema,
  type Operation,
  openapiOperations,
  PATH_PARAMS,
  PUBLIC_OPERATIONS,
  TICKET_OPERATIONS,
  urlFor,
} from './openapi-operations'
import type { Auth } from './question-bank-helper'

/**
 * Bad input over every operation of the OpenAPI document (issue 10 section 6): junk path,
 * query and body values, NUL bytes, huge strings, bodies nested 10,000 deep, prototype keys and
 * wrong types, sent as an anonymous caller, a student and an admin. No answer may be a 5xx, and
 * no body may hold a stack trace, a file path or SQL.
 */

let ctx: TestContext
let ops: Operation[]

// Several students and admins, used in turn, so per-user rate limits (orders, chat: 20 a
// minute) let most cases reach validation and the handlers instead of stopping at 429.
const POOL = 8
type Persona = { name: 'anonymous' | 'student' | 'admin'; pool: { email: string; auth: Auth }[] }
const personas: Persona[] = [
  { name: 'anonymous', pool: [] },
  { name: 'student', pool: [] },
  { name: 'admin', pool: [] },
]
/** Real ids by path-parameter kind, so query and body cases reach past the record lookup. */
const realIds: Record<string, string> = {}
const ownPaper = new Map<string, string>()
const ownOrder = new Map<string, string>()

const DEEP = 10_000
const deepArray = `${'['.repeat(DEEP)}${']'.repeat(DEEP)}`
const deepObject = `${'{"a":'.repeat(DEEP)}1${'}'.repeat(DEEP)}`
/** Raw path segments (already URL-encoded where needed). */
const PATH_JUNK = [
  'x',
  '0',
  '-1',
  '1.5',
  '1e309',
  '99999999999999999999999999',
  'null',
  'undefined',
  'true',
  '%00',
  'ab%00cd',
  '%C0%80',
  '%ED%A0%80',
  '%FF%FE',
  '%',
  '%zz',
  '__proto__',
  'constructor',
  'prototype',
  '..%2F..%2Fetc%2Fpasswd',
  "'%20OR%201%3D1--",
  '%27%3B%20DROP%20TABLE%20users%3B--',
  '%F0%9F%98%80',
  '%E2%80%AE',
  '%5B%5D',
  '%7B%7D',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  'a'.repeat(300),
  'A'.repeat(5000),
]

/** Query values (URL-encoded when sent, except the raw ones). */
const QUERY_JUNK = [
  '',
  'x',
  '-1',
  '0',
  '1.5',
  '1e309',
  '99999999999999999999',
  'NaN',
  'Infinity',
  'null',
  'true',
  '\u0000',
  'a\u0000b',
  '__proto__',
  "' OR 1=1--",
  '[]',
  '{"a":1}',
  'x'.repeat(10_000),
]
const QUERY_RAW = ['%ED%A0%80', '%FF', '%', '%zz', '%00']

/** Values a body field gets instead of its valid one. */
const FIELD_JUNK: unknown[] = [
  null,
  0,
  -1,
  1.5,
  1e308,
  -1e308,
  Number.MAX_SAFE_INTEGER + 2,
  true,
  '',
  ' ',
  'x',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\u202e\u0000\uffff',
  'x'.repeat(200_000),
  "' OR 1=1--",
  '__proto__',
  [],
  [1, 'a', null],
  {},
  { __proto__: null, polluted: true },
  '00000000-0000-0000-0000-000000000000',
  randomUUID(),
  '2026-02-30T25:61:61Z',
]

/** Whole bodies sent as they are (strings) with content-type application/json. */
const RAW_BODIES = [
  '',
  'not json',
  '{',
  '{"a":',
  'null',
  '[]',
  '"a string"',
  '123',
  'true',
  '[{}]',
  '{"a":"\\u0000"}',
  '{"\\u0000":1}',
  deepArray,
  deepObject,
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  '{"a":1,"a":2}',
]

// A leak is a stack frame, a server file path, or SQL / database error text.
const LEAKS: [string, RegExp][] = [
  ['stack frame', /\bat [\w.<>$[\] ]+ \([^)\s]*:\d+:\d+\)|\n\s+at \S+:\d+:\d+/],
  [
    'file path',
    /\/work\/|\/home\/|\/usr\/|\/tmp\/|\/var\/|node_modules|file:\/\/|\.(?:ts|js|mjs):\d+/,
  ],
  [
    'SQL',
    /Failed query|\bselect\b[^"]{0,200}\bfrom\s+"|\binsert into\s+"|\bupdate\s+"\w+"\s+set|\bdelete from\s+"|syntax error at|violates [\w\s-]*constraint|duplicate key value|invalid input syntax|invalid byte sequence|relation "|column "|\bparams:/i,
  ],
  [
    'error class',
    /PostgresError|DrizzleQueryError|DatabaseError|ZodError|PGlite|RangeError|TypeError/,
  ],
]

type Case = {
  what: string
  url: string
  body?: string | Buffer
  contentType?: string
  /** Replaces the caller's Authorization header. */
  authorization?: string
}

/** Authorization headers that are not a valid bearer token. */
const AUTH_JUNK = [
  'Bearer',
  'Bearer ',
  'bearer x',
  'Basic Zm9vOmJhcg==',
  `Bearer ${'a'.repeat(5000)}`,
  'Bearer ../../etc/passwd',
  "Bearer ' OR 1=1--",
  'Bearer __proto__',
  `Bearer ${'A'.repeat(43)}, Bearer ${'B'.repeat(43)}`,
]
type Finding = { op: string; persona: string; what: string; status: number; body: string }

let requests = 0
let limited = 0
let nonProblemErrors = 0
const statusCounts = new Map<number, number>()
const findings: Finding[] = []
let addressSeq = 0

/** An example value that satisfies a JSON schema (as far as this API's schemas go). */
function example(s: JsonSchema | undefined): unknown {
  if (!s) return {}
  if (s.const !== undefined) return s.const
  if (s.enum) return s.enum.find((v) => v !== null)
  if (s.oneOf ?? s.anyOf) return example((s.oneOf ?? s.anyOf)![0])
  if (s.allOf) return Object.assign({}, ...s.allOf.map((x) => example(x) as object))
  const type = Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type
  switch (type) {
    case 'object':
      return Object.fromEntries(Object.entries(s.properties ?? {}).map(([k, v]) => [k, example(v)]))
    case 'array':
      return Array.from({ length: Math.max(1, s.minItems ?? 1) }, () => example(s.items))
    case 'integer':
    case 'number':
      return Math.min(Math.max(1, s.minimum ?? 1), s.maximum ?? 1)
    case 'boolean':
      return true
    case 'string':
      return exampleString(s)
    default:
      return s.default ?? null
  }
}

function exampleString(s: JsonSchema): string {
  if (s.format === 'uuid') return randomUUID()
  if (s.format === 'email' || s.pattern?.includes('@')) return `someone.${randomUUID()}@example.com`
  if (s.format === 'date-time') return new Date().toISOString()
  if (s.format === 'date') return '2026-01-15'
  if (s.format === 'uri' || s.format === 'url') return 'https://example.com/'
  const known: [string, string][] = [
    ['[A-Z0-9]', 'ABCDEF12'],
    ['https', '/media/public/example.png'],
    ['[a-z0-9]+(?:-', 'an-example-slug'],
    ['[0-9]', '123456'],
  ]
  const byPattern = s.pattern && known.find(([p]) => s.pattern!.includes(p))?.[1]
  if (byPattern) return byPattern
  return 'An example value 1'.slice(0, s.maxLength ?? 100).padEnd(s.minLength ?? 1, 'x')
}

/** Paths to every value inside a JSON value (objects and the first array item), 4 levels deep. */
function leafPaths(v: unknown, prefix: (string | number)[] = []): (string | number)[][] {
  const out: (string | number)[][] = prefix.length ? [prefix] : []
  if (prefix.length >= 4 || v === null || typeof v !== 'object') return out
  if (Array.isArray(v)) return v.length ? [...out, ...leafPaths(v[0], [...prefix, 0])] : out
  for (const [k, child] of Object.entries(v)) out.push(...leafPaths(child, [...prefix, k]))
  return out
}

function withValue(base: unknown, path: (string | number)[], value: unknown): unknown {
  const copy = structuredClone(base) as Record<string | number, unknown>
  let node = copy
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>
  node[path.at(-1)!] = value
  return copy
}

/** Bodies known to need real ids to pass validation and the first lookups. */
function baseBody(op: Operation): unknown {
  const body = example(op.body) as Record<string, unknown>
  if (op.key === 'POST /api/papers') return { ...body, subjectId: realIds.subject, count: 3 }
  if (op.key === 'POST /api/orders') return { kind: 'plan', planId: realIds.plan }
  return body
}

function pathValues(op: Operation, who: string): Record<string, string> {
  const values: Record<string, string> = {}
  for (const [name, kind] of Object.entries(PATH_PARAMS[op.path] ?? {})) {
    if ('owned' in kind)
      values[name] =
        kind.owned === 'paper'
          ? (ownPaper.get(who) ?? 'ABCDEF12')
          : (ownOrder.get(who) ?? randomUUID())
    else if ('part' in kind) values[name] = '1'
    else {
      const label =
        'catalogue' in kind ? kind.catalogue : 'admin' in kind ? kind.admin : kind.secret
      values[name] = realIds[label] ?? randomUUID()
    }
  }
  return values
}

function casesFor(op: Operation, who: string): Case[] {
  const values = pathValues(op, who)
  const url = urlFor(op.path, values)
  const cases: Case[] = []
  const hasBody = ['POST', 'PUT', 'PATCH', 'DELETE'].includes(op.method)
  const base = hasBody ? JSON.stringify(baseBody(op)) : undefined
  const send = (
    what: string,
    u: string,
    body: string | Buffer | undefined = base,
    contentType = 'application/json',
  ) => cases.push({ what, url: u, body, contentType: body === undefined ? undefined : contentType })

  send('valid example', url)
  for (const authorization of AUTH_JUNK)
    cases.push({
      what: `authorization ${authorization.slice(0, 40)}`,
      url,
      body: base,
      contentType: base && 'application/json',
      authorization,
    })
  for (const name of op.pathParams)
    for (const junk of PATH_JUNK) {
      const raw = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, encodeURI(v)]))
      send(`path ${name}=${junk.slice(0, 40)}`, urlFor(op.path, { ...raw, [name]: junk }, true))
    }

  const queryNames = [...op.query.map((q) => q.name), 'page', '__proto__']
  for (const name of new Set(queryNames)) {
    for (const junk of QUERY_JUNK)
      send(
        `query ${name}=${JSON.stringify(junk.slice(0, 40))}`,
        `${url}?${name}=${encodeURIComponent(junk)}`,
      )
    for (const junk of QUERY_RAW) send(`query ${name}=${junk} (raw)`, `${url}?${name}=${junk}`)
    send(`query ${name} twice`, `${url}?${name}=1&${name}=2`)
  }
  send('query prototype keys', `${url}?__proto__[polluted]=1&constructor[prototype][polluted]=1`)
  send(
    'query 2,000 parameters',
    `${url}?${Array.from({ length: 2000 }, (_, i) => `p${i}=${i}`).join('&')}`,
  )

  if (!hasBody) return cases
  for (const raw of RAW_BODIES) send(`body ${raw.slice(0, 40)}`, url, raw)
  send(
    'body with invalid UTF-8',
    url,
    Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
  )
  send('body 2 MB', url, JSON.stringify({ a: 'x'.repeat(2 * 1024 * 1024) }))
  send('body as text/plain', url, base, 'text/plain')
  send('body as a form', url, 'a=1&b=2', 'application/x-www-form-urlencoded')
  send('body as multipart', url, '--x\r\n\r\njunk\r\n--x--', 'multipart/form-data; boundary=x')
  send('body as UTF-16 JSON', url, base, 'application/json; charset=utf-16')
  send('body with a junk content type', url, base, 'application/what;;=')
  const object = JSON.parse(base!) as unknown
  if (object && typeof object === 'object') {
    send(
      'body + __proto__ key',
      url,
      `${base!.slice(0, -1)}${base!.length > 2 ? ',' : ''}"__proto__":{"role":"admin"}}`,
    )
    send(
      'body + constructor key',
      url,
      JSON.stringify({ ...object, constructor: { prototype: { role: 'admin' } } }),
    )
    send('body + unknown 100 kB key', url, JSON.stringify({ ...object, ['k'.repeat(100_000)]: 1 }))
    send('body + NUL key', url, JSON.stringify({ ...object, 'a\u0000': 1 }))
    for (const path of leafPaths(object)) {
      for (const junk of FIELD_JUNK)
        send(
          `body ${path.join('.')}=${JSON.stringify(junk)?.slice(0, 40)}`,
          url,
          JSON.stringify(withValue(object, path, junk)),
        )
      send(
        `body ${path.join('.')} nested ${DEEP} deep`,
        url,
        JSON.stringify(withValue(object, path, '<deep>')).replace('"<deep>"', deepObject),
      )
      send(
        `body ${path.join('.')} = __proto__ object`,
        url,
        JSON.stringify(withValue(object, path, {})).replace('{}', '{"__proto__":{"x":1}}'),
      )
    }
  }
  return cases
}

async function inject(c: Case, auth: Auth | undefined, method: Operation['method']) {
  addressSeq += 1
  const res = await Promise.race([
    ctx.app.inject({
      method,
      url: c.url,
      headers: {
        ...(auth ?? {}),
        ...(c.authorization === undefined ? {} : { authorization: c.authorization }),
        ...(c.contentType ? { 'content-type': c.contentType } : {}),
      },
      // A different client address each time: per-address limits must not hide the handlers.
      remoteAddress: `10.${(addressSeq >> 16) & 255}.${(addressSeq >> 8) & 255}.${addressSeq & 255}`,
      ...(c.body === undefined ? {} : { payload: c.body }),
    }),
    new Promise<never>((_, reject) =>
      setTimeout(
        () => reject(new Error(`no answer in 10 s: ${method} ${c.url.slice(0, 200)}`)),
        10_000,
      ).unref(),
    ),
  ])
  return res
}

async function login(email: string, password: string): Promise<Auth> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
  })
  if (res.statusCode !== 200) throw new Error(`login ${email}: ${res.statusCode} ${res.body}`)
  return { authorization: `Bearer ${res.json().token}` }
}
const PASSWORD = 'correct horse battery'

async function refreshSessions(persona: Persona) {
  for (const member of persona.pool) {
    const me = await ctx.app.inject({ method: 'GET', url: '/api/auth/me', headers: member.auth })
    if (me.statusCode === 401) member.auth = await login(member.email, PASSWORD)
  }
}

beforeAll(async () => {
  ctx = await createTestContext()
  ops = await openapiOperations(ctx.app)
  for (let i = 0; i < POOL; i++) {
    const student = await signupAndLogin(ctx, `Junk Student ${i}`)
    personas[1]!.pool.push({ email: student.email, auth: student.auth })
    const admin = await signupAndLogin(ctx, `Junk Admin ${i}`)
    await ctx.database.db.update(users).set({ role: 'admin' }).where(eq(users.email, admin.email))
    personas[2]!.pool.push({ email: admin.email, auth: await login(admin.email, PASSWORD) })
  }
  const get = async (url: string, auth?: Auth) =>
    (await ctx.app.inject({ method: 'GET', url, headers: auth ?? {} })).json()
  const admin = personas[2]!.pool[0]!.auth
  const student = personas[1]!.pool[0]!.auth
  realIds.subject = (await get('/api/subjects', student)).items[0].id
  realIds.plan = (await get('/api/plans')).items[0].id
  // Each user's own paper and order: the owned records its path cases start from.
  for (const persona of personas.slice(1)) {
    for (const [i, member] of persona.pool.entries()) {
      const key = `${persona.name}${i}`
      const paper = await ctx.app.inject({
        method: 'POST',
        url: '/api/papers',
        headers: member.auth,
        payload: { style: 'traditional', mode: 'time', subjectId: realIds.subject, count: 3 },
      })
      ownPaper.set(key, paper.json().code)
      const order = await ctx.app.inject({
        method: 'POST',
        url: '/api/orders',
        headers: member.auth,
        payload: { kind: 'plan', planId: realIds.plan },
      })
      ownOrder.set(key, order.json().order.id)
    }
  }
  await ctx.app.inject({
    method: 'POST',
    url: '/api/chat/messages',
    headers: student,
    payload: { body: 'Hello' },
  })
  const first = (list: { items?: { id?: string; slug?: string }[] }) => list.items?.[0]
  realIds.webinar = first(await get('/api/webinars', student))?.id ?? randomUUID()
  realIds['video category'] = first(await get('/api/library/video-categories', student))?.id ?? ''
  realIds['notes category'] = first(await get('/api/library/notes-categories', student))?.id ?? ''
  realIds.video =
    first(await get(`/api/library/video-categories/${realIds['video category']}/videos`, student))
      ?.id ?? ''
  realIds['notes file'] =
    first(await get(`/api/library/notes-categories/${realIds['notes category']}/notes`, student))
      ?.id ?? ''
  realIds['blog post'] = first(await get('/api/blog-posts'))?.slug ?? ''
  realIds['chat thread'] = first(await get('/api/admin/chat/threads', admin))?.id ?? ''
  for (const [k, v] of Object.entries(realIds)) if (!v) delete realIds[k]
})

afterAll(async () => {
  const statuses = [...statusCounts].sort(([x], [y]) => x - y).map(([s, n]) => `${s}: ${n}`)
  console.log(
    `bad-input suite: ${requests} requests over ${ops?.length} operations x 3 callers; ` +
      `${findings.length} findings; ${limited} rate-limited (429); ` +
      `${nonProblemErrors} error replies not in problem+json; statuses ${statuses.join(', ')}`,
  )
  await ctx?.close()
})

type Reply = Awaited<ReturnType<typeof inject>>
/** What is wrong with a reply ('' when nothing is). */
function judge(op: Operation, persona: Persona, c: Case, res: Reply): string {
  statusCounts.set(res.statusCode, (statusCounts.get(res.statusCode) ?? 0) + 1)
  if (res.statusCode === 429) limited += 1
  if (res.statusCode >= 500) return ' (5xx)'
  const leak = LEAKS.find(([, re]) => re.test(res.body))
  if (leak) return ` (${leak[0]} in the body)`
  // Every error, Fastify's own included, comes in the one problem+json shape.
  const type = String(res.headers['content-type'] ?? '')
  if (res.statusCode >= 400 && !type.startsWith('application/problem+json')) {
    nonProblemErrors += 1
    return ` (error not in problem+json: ${type})`
  }
  // The session is checked before the input: junk never gets an anonymous caller further.
  if (
    (persona.name === 'anonymous' || c.authorization !== undefined) &&
    !PUBLIC_OPERATIONS.has(op.key) &&
    !TICKET_OPERATIONS.has(op.key) &&
    res.statusCode < 400
  )
    return ' (anonymous caller got through)'
  return ''
}

describe('bad input on every operation', () => {
  it('never answers 5xx, never shows a stack, a file path or SQL, and errors are problem+json', async () => {
    expect(ops.length).toBeGreaterThanOrEqual(50)
    for (const op of ops) {
      for (const persona of personas) {
        const pool = persona.pool.length ? persona.pool : [undefined]
        // Each member's cases name its own paper and order.
        const lists = pool.map((_, m) => casesFor(op, `${persona.name}${m}`))
        const cases = lists[0]!
        let i = 0
        // A few requests in flight at once, each from the next member of the pool.
        const worker = async () => {
          while (i < cases.length) {
            const c = lists[i % pool.length]![i]!
            const member = pool[i % pool.length]
            i += 1
            let res: Reply
            try {
              res = await inject(c, member?.auth, op.method)
            } catch (err) {
              findings.push({
                op: op.key,
                persona: persona.name,
                what: c.what,
                status: 0,
                body: String(err),
              })
              continue
            }
            requests += 1
            const problem = judge(op, persona, c, res)
            if (problem)
              findings.push({
                op: op.key,
                persona: persona.name,
                what: `${c.what}${problem}`,
                status: res.statusCode,
                body: res.body.slice(0, 300),
              })
          }
        }
        await Promise.all(Array.from({ length: 4 }, worker))
        if (persona.pool.length) await refreshSessions(persona)
      }
    }
    expect(requests).toBeGreaterThan(5000)
    expect(
      findings.map((f) => `${f.status} ${f.op} as ${f.persona}: ${f.what} → ${f.body}`),
    ).toEqual([])
  }, 600_000)
})
