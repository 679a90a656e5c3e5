import type { FastifyPluginAsync } from 'fastify'
import { escapeHtml as esc } from '../../lib/html'
import { readOutbox } from '../../lib/mail'

/**
 * Development only (DEV_OUTBOX_PAGE, and only while mail goes to the local outbox): a page that
 * lists the outbox so a developer can read reset codes without an SMTP server.
 */
export const devRoutes: FastifyPluginAsync<{ dataDir: string }> = async (app, { dataDir }) => {
  app.get('/api/dev/outbox', { schema: { hide: true } }, async () => ({
    items: await readOutbox(dataDir),
  }))
  app.get('/dev/outbox', { schema: { hide: true } }, async (_request, reply) => {
    const mails = await readOutbox(dataDir)
    const rows = mails
      .map(
        (m) =>
          `<article><h2>${esc(m.subject)}</h2><p><b>To:</b> ${esc(m.to)} · <b>Sent:</b> ${esc(m.sentAt)}</p><pre>${esc(m.text)}</pre></article>`,
      )
      .join('\n')
    return reply
      .type('text/html; charset=utf-8')
      .send(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Outbox · NurseReady (development)</title>` +
          `<style>body{font-family:system-ui,sans-serif;max-width:760px;margin:2rem auto;padding:0 1rem}article{border:1px solid #ddd;border-radius:8px;padding:1rem;margin:1rem 0}pre{white-space:pre-wrap}</style></head>` +
          `<body><h1>Local outbox</h1><p>Mail sent while SMTP_URL is unset. Newest first.</p>${rows || '<p>No mail yet.</p>'}</body></html>`,
      )
  })
}
