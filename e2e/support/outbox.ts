import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

type StoredMail = { to: string; subject: string; text: string; sentAt: string }

/** The newest mail for `to` in the server's local outbox (DATA_DIR/outbox), waiting for it. */
export async function latestMailTo(to: string, after = 0, timeoutMs = 10_000): Promise<StoredMail> {
  const dir = path.join(process.env.E2E_DATA_DIR!, 'outbox')
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const names = (() => {
      try {
        return readdirSync(dir)
      } catch {
        return []
      }
    })()
    const mails = names
      .filter((n) => n.endsWith('.json'))
      .sort()
      .reverse()
      .map((n) => JSON.parse(readFileSync(path.join(dir, n), 'utf8')) as StoredMail)
      .filter((m) => m.to === to && Date.parse(m.sentAt) >= after)
    if (mails[0]) return mails[0]
    if (Date.now() > deadline) throw new Error(`no mail for ${to}`)
    await new Promise((r) => setTimeout(r, 200))
  }
}

export function codeIn(mail: StoredMail): string {
  const m = /Code: (\d{6})/.exec(mail.text)
  if (!m) throw new Error('no code in mail')
  return m[1]!
}
