import { randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'

export type StandInSession = {
  id: string
  object: 'checkout.session'
  url: string
  status: 'open' | 'complete' | 'expired'
  payment_status: 'unpaid' | 'paid'
  amount_total: number
  currency: string
  client_reference_id: string | null
  metadata: Record<string, string>
  customer_email: string | null
  success_url: string
  cancel_url: string
  payment_intent: string | null
}

export type StandInRequest = {
  method: string
  path: string
  form: URLSearchParams
  headers: IncomingMessage['headers']
}

/**
 * A local stand-in for the parts of api.stripe.com billing uses (create and expire Checkout
 * Sessions, create refunds), on a free port. The `stripe` package talks to it through its host/port/protocol
 * options, so tests run offline.
 */
export async function startStripeStandIn() {
  const sessions = new Map<string, StandInSession>()
  const requests: StandInRequest[] = []
  let failNext = false

  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = []
    for await (const chunk of req) chunks.push(chunk as Buffer)
    const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'))
    const path = (req.url ?? '/').split('?')[0]!
    requests.push({ method: req.method ?? 'GET', path, form, headers: req.headers })
    const send = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': 'req_standin' })
      res.end(JSON.stringify(body))
    }
    if (failNext) {
      failNext = false
      return send(400, { error: { type: 'invalid_request_error', message: 'stand-in failure' } })
    }
    if (req.method === 'POST' && path === '/v1/checkout/sessions') {
      const id = `cs_test_${randomBytes(12).toString('hex')}`
      const metadata: Record<string, string> = {}
      for (const [k, v] of form) {
        const m = /^metadata\[(.+)\]$/.exec(k)
        if (m) metadata[m[1]!] = v
      }
      const session: StandInSession = {
        id,
        object: 'checkout.session',
        url: `https://checkout.stripe.test/c/pay/${id}`,
        status: 'open',
        payment_status: 'unpaid',
        amount_total: Number(form.get('line_items[0][price_data][unit_amount]')),
        currency: form.get('line_items[0][price_data][currency]') ?? '',
        client_reference_id: form.get('client_reference_id'),
        metadata,
        customer_email: form.get('customer_email'),
        success_url: form.get('success_url') ?? '',
        cancel_url: form.get('cancel_url') ?? '',
        payment_intent: null,
      }
      sessions.set(id, session)
      return send(200, session)
    }
    const expire = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(path)
    if (req.method === 'POST' && expire) {
      const session = sessions.get(expire[1]!)
      if (!session)
        return send(404, { error: { type: 'invalid_request_error', message: 'No such session' } })
      if (session.status !== 'open')
        return send(400, {
          error: { type: 'invalid_request_error', message: `Session is ${session.status}` },
        })
      session.status = 'expired'
      return send(200, session)
    }
    if (req.method === 'POST' && path === '/v1/refunds') {
      // A refund of a payment intent: pending until Stripe's charge.refunded event.
      return send(200, {
        id: `re_test_${randomBytes(8).toString('hex')}`,
        object: 'refund',
        status: 'pending',
        payment_intent: form.get('payment_intent'),
        amount: Number(form.get('amount')),
        metadata: { orderId: form.get('metadata[orderId]') },
      })
    }
    send(404, { error: { type: 'invalid_request_error', message: `No route ${path}` } })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo

  return {
    port,
    sessions,
    requests,
    /** The next request answers with a Stripe error. */
    failNextRequest() {
      failNext = true
    },
    /** What Stripe would hold after the student pays on its hosted page. */
    complete(id: string): StandInSession {
      const session = sessions.get(id)!
      session.status = 'complete'
      session.payment_status = 'paid'
      session.payment_intent = `pi_test_${randomBytes(8).toString('hex')}`
      return { ...session }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
