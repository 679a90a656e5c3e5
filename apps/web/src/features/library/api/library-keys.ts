import type { TLibraryKind } from '@nurseready/shared/schemas/library'

export type CategoryPage = { kind: TLibraryKind; page: number }
export type ItemsPage = { categoryId: string; page: number; q: string }

/** Query keys of the library: one factory, so invalidation names whole families. */
export const libraryKeys = {
  all: ['library'] as const,
  categories: (params: CategoryPage) => [...libraryKeys.all, 'categories', params] as const,
  videos: (params: ItemsPage) => [...libraryKeys.all, 'videos', params] as const,
  video: (id: string) => [...libraryKeys.all, 'video', id] as const,
  notes: (params: ItemsPage) => [...libraryKeys.all, 'notes', params] as const,
  note: (id: string) => [...libraryKeys.all, 'note', id] as const,
  studyCalendar: () => [...libraryKeys.all, 'study-calendar'] as const,
}

/** `?page=…&q=…` for a list request (8 per page is the server's default). */
export function listQuery({ page, q }: { page: number; q?: string }) {
  const params = new URLSearchParams({ page: String(page) })
  if (q) params.set('q', q)
  return params.toString()
}
