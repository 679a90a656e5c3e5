import type { TCategory, TNote, TVideo } from '@nurseready/shared/schemas/library'

/** A uuid-shaped id from a number (the API validates ids as uuids). */
export const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`

export const category = (n: number, name = `Subject ${n}`): TCategory => ({ id: uuid(n), name })

export const video = (n: number, overrides: Partial<TVideo> = {}): TVideo => ({
  id: uuid(100 + n),
  categoryId: uuid(2),
  title: `Lecture ${n}`,
  subject: 'Cardiovascular',
  durationSeconds: 75,
  thumbnailUrl: `/media/public/library/thumbnails/lecture-${n}.jpg`,
  paid: false,
  locked: false,
  ...overrides,
})

export const note = (n: number, overrides: Partial<TNote> = {}): TNote => ({
  id: uuid(200 + n),
  categoryId: uuid(3),
  title: `Note ${n}`,
  system: 'Renal',
  paid: false,
  locked: false,
  ...overrides,
})

/** A list page as the API answers it. */
export const listPage = <T>(items: T[], total = items.length, page = 1, pageSize = 8) => ({
  items,
  total,
  page,
  pageSize,
})

/** The query string of each fetch to `path`, in order. */
export function queriesTo(fetchMock: { mock: { calls: unknown[][] } }, path: string) {
  return fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((u) => u.pathname === path)
    .map((u) => Object.fromEntries(u.searchParams))
}
