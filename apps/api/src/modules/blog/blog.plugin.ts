import type { FastifyPluginAsync } from 'fastify'
import type { ModuleDeps } from '../module-deps'
import { blogRepository } from './blog.repository'
import { blogAdminRoutes, blogRoutes } from './blog.routes'
import { blogService } from './blog.service'

/** The blog: public articles (/blog-posts) and their admin (/admin/blog-posts). */
export const blogPlugin: FastifyPluginAsync<ModuleDeps> = async (app, { database, clock }) => {
  const blog = blogService({ repo: blogRepository(database.db), clock })
  await app.register(blogRoutes, { blog })
  await app.register(blogAdminRoutes, { prefix: '/admin', blog })
}
