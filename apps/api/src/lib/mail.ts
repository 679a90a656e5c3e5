import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { FastifyBaseLogger } from 'fastify'
import nodemailer from 'nodemailer'
import { escapeHtml } from './html'

export type MailMessage = { to: string; subject: string; text: string; html: string }
export type StoredMail = MailMessage & { id: string; from: string; sentAt: string }

export type Mailer = {
  kind: 'smtp' | 'outbox'
  send(message: MailMessage): Promise<void>
  close(): void
}

export const PRODUCT_NAME = 'NurseReady'

/** SMTP through nodemailer when SMTP_URL is set. */
export function smtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url)
  return {
    kind: 'smtp',
    async send(message) {
      await transport.sendMail({ from, ...message })
    },
    close: () => transport.close(),
  }
}

/**
 * Without SMTP the mail goes to DATA_DIR/outbox as JSON files and its subject and recipient are
 * logged, so the whole product works offline. The body (which may hold a code) is never logged.
 */
export function outboxMailer(dataDir: string, from: string, log: FastifyBaseLogger): Mailer {
  const dir = outboxDir(dataDir)
  return {
    kind: 'outbox',
    async send(message) {
      await mkdir(dir, { recursive: true })
      const sentAt = new Date().toISOString()
      const id = `${sentAt.replace(/[:.]/g, '-')}-${Math.random().toString(36).slice(2, 8)}`
      const stored: StoredMail = { id, from, sentAt, ...message }
      await writeFile(path.join(dir, `${id}.json`), JSON.stringify(stored, null, 2))
      log.info(
        { to: message.to, subject: message.subject, file: `${id}.json` },
        'mail written to the local outbox',
      )
    },
    close: () => {},
  }
}

export function outboxDir(dataDir: string): string {
  return path.join(dataDir, 'outbox')
}

/** Newest first. */
export async function readOutbox(dataDir: string, limit = 50): Promise<StoredMail[]> {
  const dir = outboxDir(dataDir)
  const names = await readdir(dir).catch(() => [] as string[])
  const newest = names
    .filter((n) => n.endsWith('.json'))
    .sort()
    .reverse()
    .slice(0, limit)
  return Promise.all(
    newest.map(async (n) => JSON.parse(await readFile(path.join(dir, n), 'utf8')) as StoredMail),
  )
}

/** The plain-text and HTML parts of a branded message. */
export function renderMail(opts: { heading: string; lines: string[]; code?: string }): {
  text: string
  html: string
} {
  const text = [
    `${PRODUCT_NAME}`,
    '',
    opts.heading,
    '',
    ...opts.lines,
    ...(opts.code ? ['', `Code: ${opts.code}`] : []),
  ].join('\n')
  const esc = escapeHtml
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;background:#f4f7f8;padding:24px">
<div style="max-width:480px;margin:auto;background:#fff;border-radius:12px;padding:24px">
<p style="color:#0f766e;font-weight:bold;font-size:20px;margin:0 0 16px">${PRODUCT_NAME}</p>
<h1 style="font-size:18px;color:#111827">${esc(opts.heading)}</h1>
${opts.lines.map((l) => `<p style="color:#374151">${esc(l)}</p>`).join('\n')}
${opts.code ? `<p style="font-size:28px;letter-spacing:6px;font-weight:bold;color:#111827">${esc(opts.code)}</p>` : ''}
</div></body></html>`
  return { text, html }
}
