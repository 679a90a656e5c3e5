import type { TBlogPost } from '@nurseready/shared/schemas/blog'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { blogKeys } from './blog-keys'

/** One article by the slug in the URL (a direct link, a refresh or a new tab all work). */
export const getBlogPost = (slug: string) =>
  api<TBlogPost>(`/blog-posts/${encodeURIComponent(slug)}`, { auth: false })
export const blogPostQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: blogKeys.post(slug),
    queryFn: () => getBlogPost(slug),
    // An address with no article stays 'not found' when the page mounts again: the server drew
    // that page (404) and the browser hydrates the same, instead of a loading state and a refetch.
    retryOnMount: false,
  })
export const useBlogPost = (slug: string) => useQuery(blogPostQueryOptions(slug))
