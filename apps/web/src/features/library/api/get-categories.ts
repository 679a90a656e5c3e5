import type { TCategoryList } from '@nurseready/shared/schemas/library'
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '@/lib/api-client'
import { type CategoryPage, libraryKeys, listQuery } from './library-keys'

const PATHS = { video: '/library/video-categories', notes: '/library/notes-categories' } as const

export const getCategories = ({ kind, page }: CategoryPage) =>
  api<TCategoryList>(`${PATHS[kind]}?${listQuery({ page })}`)

export const categoriesQueryOptions = (params: CategoryPage) =>
  queryOptions({
    queryKey: libraryKeys.categories(params),
    queryFn: () => getCategories(params),
    placeholderData: keepPreviousData,
  })

/** Video subjects (spec "getAllVideosCategory") or notes subjects, one page of 8. */
export const useCategories = (params: CategoryPage) => useQuery(categoriesQueryOptions(params))
