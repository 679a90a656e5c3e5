import type { TBlogPost } from '@nurseready/shared/schemas/blog'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { blogKeys } from './blog-keys'

/** One article by the slug in the URL (a direct link, a refresh or a new tab all work). */
export const getBlogPost = (slug: string) =>
  api<TBlogPost>(`/blog-posts/${encodeURIComponent(slug)}`, { auth: false })
export const blogPostQueryOptions = (slug: string) =>
  queryOptions({ queryKey: blogKeys.post(slug), queryFn: () => getBlogPost(slug) })
export const useBlogPost = (slug: string) => useQuery(blogPostQueryOptions(slug))
