import {
  LIBRARY_TEXTS,
  type TCategoryList,
  type TLibraryKind,
  type TNote,
  type TNoteDetail,
  type TNoteList,
  type TStudyCalendar,
  type TVideo,
  type TVideoDetail,
  type TVideoList,
} from '@nurseready/shared/schemas/library'
import type { Clock } from '../../lib/clock'
import { AppError } from '../../lib/errors'
import { signMediaUrl } from '../../lib/signed-url'
import type { LibraryRepository, NoteRow, VideoRow } from './library.repository'

type Deps = {
  repo: LibraryRepository
  clock: Clock
  secret: string
  /** Lifetime of issued media links, in seconds. */
  urlTtlSeconds: number
  /** The paid-content check (billing's hasValidSubscription). */
  isSubscribed(userId: string, now: Date): Promise<boolean>
}

type Paging = { page: number; pageSize: number }
type Search = Paging & { q?: string }

/** `/media/<key>`: open for keys under public/, otherwise signed for `ttl` seconds. */
export function mediaUrl(secret: string, key: string, ttlSeconds: number, now: Date): string {
  if (key.startsWith('public/')) return `/media/${key.split('/').map(encodeURIComponent).join('/')}`
  return signMediaUrl(secret, key, ttlSeconds, now)
}

export function libraryService({ repo, clock, secret, urlTtlSeconds, isSubscribed }: Deps) {
  const link = (key: string, now: Date) => ({
    url: mediaUrl(secret, key, urlTtlSeconds, now),
    urlExpiresAt: new Date((Math.floor(now.getTime() / 1000) + urlTtlSeconds) * 1000).toISOString(),
  })

  const toVideo = (v: VideoRow, subscribed: boolean, now: Date): TVideo => ({
    id: v.id,
    categoryId: v.categoryId,
    title: v.title,
    subject: v.subject,
    durationSeconds: v.durationSeconds,
    thumbnailUrl: v.thumbnailKey ? mediaUrl(secret, v.thumbnailKey, urlTtlSeconds, now) : null,
    paid: v.paid,
    locked: v.paid && !subscribed,
  })

  const toNote = (n: NoteRow, subscribed: boolean): TNote => ({
    id: n.id,
    categoryId: n.categoryId,
    title: n.title,
    system: n.system,
    paid: n.paid,
    locked: n.paid && !subscribed,
  })

  /** The category as the API shows it; 404 when absent (or of the other kind). */
  function category(row: Awaited<ReturnType<LibraryRepository['findCategory']>>) {
    if (!row) throw new AppError('not_found', LIBRARY_TEXTS.categoryNotFound)
    return { id: row.id, name: row.name }
  }

  return {
    /** Video subjects or notes subjects, in display order. */
    async listCategories(kind: TLibraryKind, { page, pageSize }: Paging): Promise<TCategoryList> {
      const { rows, total } = await repo.listCategories(kind, pageSize, (page - 1) * pageSize)
      return { items: rows, total, page, pageSize }
    },

    async listVideos(userId: string, categoryId: string, query: Search): Promise<TVideoList> {
      const { page, pageSize, q } = query
      const now = clock.now()
      // All three at once; none throws, so no query is left running when the category is absent.
      const [found, { rows, total }, subscribed] = await Promise.all([
        repo.findCategory('video', categoryId),
        repo.listVideos(categoryId, q, pageSize, (page - 1) * pageSize),
        isSubscribed(userId, now),
      ])
      const cat = category(found)
      return {
        items: rows.map((v) => toVideo(v, subscribed, now)),
        total,
        page,
        pageSize,
        category: cat,
        subscribed,
      }
    },

    /** One video; its file link only when it is free or the student's subscription is valid. */
    async getVideo(userId: string, id: string): Promise<TVideoDetail> {
      const now = clock.now()
      const [row, subscribed] = await Promise.all([repo.findVideo(id), isSubscribed(userId, now)])
      if (!row) throw new AppError('not_found', LIBRARY_TEXTS.videoNotFound)
      const video = toVideo(row.video, subscribed, now)
      return {
        ...video,
        categoryName: row.categoryName,
        ...(video.locked ? { url: null, urlExpiresAt: null } : link(row.video.mediaKey, now)),
      }
    },

    async listNotes(userId: string, categoryId: string, query: Search): Promise<TNoteList> {
      const { page, pageSize, q } = query
      const now = clock.now()
      // All three at once; none throws, so no query is left running when the category is absent.
      const [found, { rows, total }, subscribed] = await Promise.all([
        repo.findCategory('notes', categoryId),
        repo.listNotes(categoryId, q, pageSize, (page - 1) * pageSize),
        isSubscribed(userId, now),
      ])
      const cat = category(found)
      return {
        items: rows.map((n) => toNote(n, subscribed)),
        total,
        page,
        pageSize,
        category: cat,
        subscribed,
      }
    },

    async getNote(userId: string, id: string): Promise<TNoteDetail> {
      const now = clock.now()
      const [row, subscribed] = await Promise.all([repo.findNote(id), isSubscribed(userId, now)])
      if (!row) throw new AppError('not_found', LIBRARY_TEXTS.noteNotFound)
      const note = toNote(row.note, subscribed)
      return {
        ...note,
        categoryName: row.categoryName,
        ...(note.locked ? { url: null, urlExpiresAt: null } : link(row.note.fileKey, now)),
      }
    },

    /** The four study-calendar files, each with a fresh link (open to every student). */
    async studyCalendar(): Promise<TStudyCalendar> {
      const now = clock.now()
      const rows = await repo.listStudyCalendar()
      return {
        items: rows.map((r) => ({
          key: r.key as TStudyCalendar['items'][number]['key'],
          title: r.title,
          description: r.description,
          ...link(r.fileKey, now),
        })),
      }
    },
  }
}

export type LibraryService = ReturnType<typeof libraryService>
