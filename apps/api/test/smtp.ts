import { type AddressInfo, createServer } from 'node:net'
import { SMTPServer } from 'smtp-server'

export type CapturedMail = { from: string; to: string[]; raw: string }

/** A real SMTP listener on a free local port that keeps every message it receives. */
export async function startSmtpCapture() {
  const messages: CapturedMail[] = []
  const waiters: Array<() => void> = []
  const server = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      stream.on('data', (c: Buffer) => chunks.push(c))
      stream.on('end', () => {
        messages.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        })
        for (const w of waiters.splice(0)) w()
        callback()
      })
    },
  })
  const port = await freePort()
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    /** Resolves with the next message for `to` (or one already received and not yet taken). */
    async next(to: string, timeoutMs = 5000): Promise<CapturedMail> {
      const deadline = Date.now() + timeoutMs
      for (;;) {
        const i = messages.findIndex((m) => m.to.includes(to))
        if (i >= 0) return messages.splice(i, 1)[0]!
        if (Date.now() > deadline) throw new Error(`no mail for ${to} within ${timeoutMs} ms`)
        await new Promise<void>((r) => {
          waiters.push(r)
          setTimeout(r, 100)
        })
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

export type SmtpCapture = Awaited<ReturnType<typeof startSmtpCapture>>

/** The six-digit code in a reset mail. */
export function otpFrom(mail: CapturedMail): string {
  const m = /Code: (\d{6})/.exec(mail.raw)
  if (!m) throw new Error('no code in the mail')
  return m[1]!
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer()
    s.once('error', reject)
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as AddressInfo
      s.close(() => resolve(port))
    })
  })
}
