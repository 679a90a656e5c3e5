import { PUBLIC_PATHS, paths, STUDENT_PATHS } from '@nurseready/shared/constants/routes'
import type { FastifyPluginAsync } from 'fastify'
import { escapeHtml } from '../../lib/html'

type Options = {
  publicUrl: string
  articles: () => Promise<{ slug: string; updatedAt: Date }[]>
}

/** Public pages worth a search result (the password reset form is not). */
const SITEMAP_PAGES = PUBLIC_PATHS.filter((p) => p !== paths.forgotPassword)

/** GET /sitemap.xml (public pages and every published article) and GET /robots.txt. */
export const seoRoutes: FastifyPluginAsync<Options> = async (app, { publicUrl, articles }) => {
  const url = (p: string) => new URL(p, publicUrl).toString()

  app.get('/sitemap.xml', { schema: { hide: true } }, async (_req, reply) => {
    const posts = await articles()
    const entries = [
      ...SITEMAP_PAGES.map((p) => `  <url><loc>${escapeHtml(url(p))}</loc></url>`),
      ...posts.map(
        (a) =>
          `  <url><loc>${escapeHtml(url(`/${a.slug}`))}</loc><lastmod>${a.updatedAt.toISOString().slice(0, 10)}</lastmod></url>`,
      ),
    ]
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(
        `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</urlset>\n`,
      )
  })

  app.get('/robots.txt', { schema: { hide: true } }, async (_req, reply) => {
    // `$` ends a rule, so "/test$" blocks /test without blocking an article such as /test-day-tips.
    const student = STUDENT_PATHS.flatMap((p) => [`Disallow: ${p}$`, `Disallow: ${p}/`])
    const lines = [
      'User-agent: *',
      'Allow: /',
      'Disallow: /api/',
      'Disallow: /dev/',
      `Disallow: ${paths.forgotPassword}$`,
      ...student,
      '',
      `Sitemap: ${url('/sitemap.xml')}`,
      '',
    ]
    return reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(lines.join('\n'))
  })
}
