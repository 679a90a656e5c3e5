import type { FastifyPluginAsync } from 'fastify'
import type { ModuleDeps } from '../module-deps'
import { blogRepository } from './blog.repository'
import { blogAdminRoutes, blogRoutes } from './blog.routes'
import { blogService } from './blog.service'

/** The blog: public articles (/blog-posts) and their admin (/admin/blog-posts, /admin/blog-images). */
export const blogPlugin: FastifyPluginAsync<ModuleDeps> = async (
  app,
  { database, clock, audit, storage },
) => {
  const blog = blogService({ repo: blogRepository(database.db), clock, audit })
  await app.register(blogRoutes, { blog })
  await app.register(blogAdminRoutes, { prefix: '/admin', blog, storage, audit })
}
