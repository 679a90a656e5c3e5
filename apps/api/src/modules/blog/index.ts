import type { Db } from '../../db/client'
import type { Clock } from '../../lib/clock'
import { blogRepository } from './blog.repository'
import { blogService } from './blog.service'

/** The blog's public interface: what the sitemap and the web-app host may ask. */
export type BlogQueries = {
  /** A published article by slug (not yet published or absent: undefined). */
  findPublished: ReturnType<typeof blogService>['findPublished']
  /** Every published article's slug and last change, for the sitemap. */
  sitemapEntries(): Promise<{ slug: string; updatedAt: Date }[]>
}

export function blogQueries(db: Db, clock: Clock): BlogQueries {
  const blog = blogService({ repo: blogRepository(db), clock })
  return { findPublished: blog.findPublished, sitemapEntries: blog.sitemapEntries }
}
