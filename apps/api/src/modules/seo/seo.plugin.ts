import type { FastifyPluginAsync } from 'fastify'
import type { ModuleDeps } from '../module-deps'
import { seoRoutes } from './seo.routes'

/** For crawlers: /sitemap.xml (public pages and published articles) and /robots.txt. */
export const seoPlugin: FastifyPluginAsync<ModuleDeps> = async (app, { config, blog }) => {
  await app.register(seoRoutes, {
    publicUrl: config.PUBLIC_URL,
    articles: () => blog.sitemapEntries(),
  })
}
