import type { AddressInfo } from 'node:net'
import net from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, type TestContext } from './helper'

let ctx: TestContext
let port: number

beforeAll(async () => {
  ctx = await createTestContext({
    REQUEST_TIMEOUT: '2s',
    HEADERS_TIMEOUT: '1s',
    MAX_CONNECTIONS_PER_ADDRESS: '20',
  })
  await ctx.app.listen({ host: '127.0.0.1', port: 0 })
  port = (ctx.app.server.address() as AddressInfo).port
})
afterAll(() => ctx.close())

type RawClient = { socket: net.Socket; received: string; closedAt: number | null }

/** A raw TCP client from `localAddress` that records what it receives and when it is closed. */
function connect(localAddress = '127.0.0.1'): Promise<RawClient> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: '127.0.0.1', port, localAddress })
    const client: RawClient = { socket, received: '', closedAt: null }
    socket.setEncoding('utf8')
    socket.on('data', (chunk: string) => {
      client.received += chunk
    })
    socket.on('close', () => {
      client.closedAt = Date.now()
    })
    socket.on('error', () => {})
    socket.once('connect', () => resolve(client))
    socket.once('error', reject)
  })
}

const until = async (check: () => boolean, ms: number) => {
  const deadline = Date.now() + ms
  while (!check() && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50))
  return check()
}

describe('slow clients are cut off', () => {
  it('a body sent a byte at a time is cut off at REQUEST_TIMEOUT with a 408 problem', async () => {
    const client = await connect()
    const started = Date.now()
    client.socket.write(
      'POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 200\r\n\r\n{',
    )
    const drip = setInterval(() => client.socket.writable && client.socket.write(' '), 200)
    try {
      expect(await until(() => client.closedAt !== null, 6000)).toBe(true)
    } finally {
      clearInterval(drip)
    }
    const elapsed = client.closedAt! - started
    expect(elapsed).toBeGreaterThanOrEqual(1900)
    expect(elapsed).toBeLessThan(4500)
    const [head, body] = client.received.split('\r\n\r\n')
    expect(head!.split('\r\n')[0]).toBe('HTTP/1.1 408 Request Timeout')
    expect(head).toContain('Content-Type: application/problem+json; charset=utf-8')
    expect(JSON.parse(body!)).toEqual({
      type: 'about:blank',
      title: 'Request Timeout',
      status: 408,
      detail: 'The request did not arrive in time.',
    })
  })

  it('headers sent a line at a time (slowloris) are cut off at HEADERS_TIMEOUT', async () => {
    const client = await connect()
    client.socket.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\n')
    const drip = setInterval(
      () => client.socket.writable && client.socket.write('X-Slow: 1\r\n'),
      200,
    )
    try {
      expect(await until(() => client.closedAt !== null, 4000)).toBe(true)
    } finally {
      clearInterval(drip)
    }
    expect(client.received.split('\r\n')[0]).toBe('HTTP/1.1 408 Request Timeout')
  })

  it('60 slow connections from one address cannot keep /api/health from answering', async () => {
    // 127.0.0.2 is another loopback address: the attacker; /api/health is asked from 127.0.0.1.
    const attackers = await Promise.all(Array.from({ length: 60 }, () => connect('127.0.0.2')))
    for (const a of attackers) a.socket.write('GET /api/health HTTP/1.1\r\nHost: x\r\n')
    // Beyond the per-address cap (20), the server closes them at once.
    expect(await until(() => attackers.filter((a) => a.closedAt === null).length <= 20, 2000)).toBe(
      true,
    )
    const health = await fetch(`http://127.0.0.1:${port}/api/health`)
    expect(health.status).toBe(200)
    // The other 20 are cut off by the header timeout; none is left holding a socket.
    expect(await until(() => attackers.every((a) => a.closedAt !== null), 4000)).toBe(true)
    // The address is free again afterwards.
    const again = await connect('127.0.0.2')
    again.socket.write('GET /api/health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n')
    expect(await until(() => again.closedAt !== null, 3000)).toBe(true)
    expect(again.received.split('\r\n')[0]).toBe('HTTP/1.1 200 OK')
  })
})
