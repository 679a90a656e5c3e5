import { PAGE_SIZE } from '@nurseready/shared/constants/spec'
import type { TBlogList } from '@nurseready/shared/schemas/blog'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { blogKeys } from './blog-keys'

/** One page of the blog list, paged by the server (4 per page, as the spec shows). */
export const getBlogPosts = (page: number) =>
  api<TBlogList>(`/blog-posts?page=${page}&pageSize=${PAGE_SIZE.blog}`, { auth: false })
export const blogPostsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: blogKeys.page(page),
    queryFn: () => getBlogPosts(page),
    placeholderData: keepPreviousData,
  })
export const useBlogPosts = (page: number) => useQuery(blogPostsQueryOptions(page))
