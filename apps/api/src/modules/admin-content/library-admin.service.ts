import {
  ADMIN_CONTENT_TEXTS as T,
  type TAdminCategory,
  type TAdminNote,
  type TAdminVideo,
  type ZAdminNoteFields,
  type ZAdminNotePatch,
  type ZAdminVideoFields,
  type ZAdminVideoPatch,
} from '@nurseready/shared/schemas/admin-content'
import type { TLibraryKind } from '@nurseready/shared/schemas/library'
import type { z } from 'zod'
import type { Db } from '../../db/client'
import type { Clock } from '../../lib/clock'
import { AppError } from '../../lib/errors'
import type { MediaStorage } from '../../lib/storage'
import type { AuditActor, AuditLog } from '../admin/index'
import { mediaUrl } from '../library/index'
import type {
  CategoryRow,
  LibraryAdminRepository,
  NoteRow,
  VideoRow,
} from './library-admin.repository'
import { type ReceivedFile, storeUpload } from './upload'

type Deps = {
  repo: LibraryAdminRepository
  transaction: <T>(fn: (repo: LibraryAdminRepository, tx: Db) => Promise<T>) => Promise<T>
  audit: AuditLog
  storage: MediaStorage
  clock: Clock
  secret: string
  urlTtlSeconds: number
}

/** Where uploads go: videos and notes are private (signed links), thumbnails public. */
export const LIBRARY_PREFIX = {
  video: 'library/videos',
  note: 'library/notes',
  thumbnail: 'public/library/thumbnails',
} as const

const categorySummary = (c: CategoryRow) => ({ kind: c.kind, name: c.name, position: c.position })
const videoSummary = (v: VideoRow) => ({
  categoryId: v.categoryId,
  title: v.title,
  subject: v.subject,
  durationSeconds: v.durationSeconds,
  paid: v.paid,
  position: v.position,
  mediaKey: v.mediaKey,
  thumbnailKey: v.thumbnailKey,
})
const noteSummary = (n: NoteRow) => ({
  categoryId: n.categoryId,
  title: n.title,
  system: n.system,
  paid: n.paid,
  position: n.position,
  fileKey: n.fileKey,
})

type VideoFiles = { video?: ReceivedFile; thumbnail?: ReceivedFile }

export function libraryAdminService(deps: Deps) {
  const { repo, transaction, audit, storage, clock, secret, urlTtlSeconds } = deps
  const link = (key: string) => mediaUrl(secret, key, urlTtlSeconds, clock.now())

  const toVideo = (v: VideoRow, categoryName: string): TAdminVideo => ({
    id: v.id,
    categoryId: v.categoryId,
    categoryName,
    title: v.title,
    subject: v.subject,
    durationSeconds: v.durationSeconds,
    paid: v.paid,
    position: v.position,
    thumbnailUrl: v.thumbnailKey ? link(v.thumbnailKey) : null,
    url: link(v.mediaKey),
    createdAt: v.createdAt.toISOString(),
  })
  const toNote = (n: NoteRow, categoryName: string): TAdminNote => ({
    id: n.id,
    categoryId: n.categoryId,
    categoryName,
    title: n.title,
    system: n.system,
    paid: n.paid,
    position: n.position,
    url: link(n.fileKey),
    createdAt: n.createdAt.toISOString(),
  })

  /** The category named by a video or note; 404 (as a field error) when absent or of the other kind. */
  async function categoryOf(id: string, kind: TLibraryKind): Promise<CategoryRow> {
    const found = await repo.findCategory(id)
    if (!found || found.kind !== kind)
      throw new AppError('not_found', T.categoryNotFound, {}, { categoryId: [T.categoryNotFound] })
    return found
  }

  /** The duration: the file's own when it could be read, else the one the admin entered. */
  function duration(file: ReceivedFile | undefined, entered: number | undefined, current?: number) {
    if (file?.durationSeconds != null) return file.durationSeconds
    if (entered !== undefined) return entered
    if (!file && current !== undefined) return current
    throw new AppError(
      'bad_request',
      T.durationRequired,
      {},
      { durationSeconds: [T.durationRequired] },
    )
  }

  return {
    async listCategories(kind: TLibraryKind): Promise<TAdminCategory[]> {
      const rows = await repo.listCategories(kind)
      return rows.map(({ category: c, itemCount }) => ({
        id: c.id,
        kind: c.kind,
        name: c.name,
        position: c.position,
        itemCount: Number(itemCount),
      }))
    },

    createCategory(
      actor: AuditActor,
      values: { kind: TLibraryKind; name: string; position: number },
    ) {
      return transaction(async (r, tx) => {
        const row = (await r.insertCategory(values))!
        await audit.record(
          actor,
          {
            action: 'library_category.create',
            targetType: 'library_category',
            targetId: row.id,
            after: categorySummary(row),
          },
          tx,
        )
        return { id: row.id, kind: row.kind, name: row.name, position: row.position, itemCount: 0 }
      })
    },

    updateCategory(actor: AuditActor, id: string, values: { name?: string; position?: number }) {
      return transaction(async (r, tx) => {
        const before = await r.findCategory(id)
        if (!before) throw new AppError('not_found', T.categoryNotFound)
        const row = (await r.updateCategory(id, values))!
        await audit.record(
          actor,
          {
            action: 'library_category.update',
            targetType: 'library_category',
            targetId: id,
            before: categorySummary(before),
            after: categorySummary(row),
          },
          tx,
        )
        return { id: row.id, kind: row.kind, name: row.name, position: row.position }
      })
    },

    deleteCategory(actor: AuditActor, id: string) {
      return transaction(async (r, tx) => {
        const before = await r.findCategory(id)
        if (!before) throw new AppError('not_found', T.categoryNotFound)
        if (!(await r.deleteCategoryIfEmpty(id))) throw new AppError('conflict', T.categoryInUse)
        await audit.record(
          actor,
          {
            action: 'library_category.delete',
            targetType: 'library_category',
            targetId: id,
            before: categorySummary(before),
          },
          tx,
        )
      })
    },

    async listVideos(filter: { categoryId?: string; q?: string; page: number; pageSize: number }) {
      const { page, pageSize } = filter
      const { rows, total } = await repo.listVideos({
        ...filter,
        limit: pageSize,
        offset: (page - 1) * pageSize,
      })
      return { items: rows.map((r) => toVideo(r.video, r.categoryName)), total, page, pageSize }
    },

    async createVideo(
      actor: AuditActor,
      fields: z.output<typeof ZAdminVideoFields>,
      files: VideoFiles,
    ) {
      const category = await categoryOf(fields.categoryId, 'video')
      const durationSeconds = duration(files.video, fields.durationSeconds)
      const mediaKey = await storeUpload(storage, LIBRARY_PREFIX.video, files.video!)
      const thumbnailKey = files.thumbnail
        ? await storeUpload(storage, LIBRARY_PREFIX.thumbnail, files.thumbnail)
        : null
      return transaction(async (r, tx) => {
        const row = (await r.insertVideo({
          categoryId: category.id,
          title: fields.title,
          subject: fields.subject,
          durationSeconds,
          paid: fields.paid,
          position: fields.position,
          mediaKey,
          thumbnailKey,
        }))!
        await audit.record(
          actor,
          {
            action: 'library_video.create',
            targetType: 'library_video',
            targetId: row.id,
            after: videoSummary(row),
          },
          tx,
        )
        return toVideo(row, category.name)
      })
    },

    async updateVideo(
      actor: AuditActor,
      id: string,
      fields: z.output<typeof ZAdminVideoPatch>,
      files: VideoFiles,
    ) {
      const current = await repo.findVideo(id)
      if (!current) throw new AppError('not_found', T.videoNotFound)
      const category = fields.categoryId ? await categoryOf(fields.categoryId, 'video') : null
      const { durationSeconds: entered, ...rest } = fields
      const durationSeconds = duration(files.video, entered, current.video.durationSeconds)
      const mediaKey = files.video
        ? await storeUpload(storage, LIBRARY_PREFIX.video, files.video)
        : undefined
      const thumbnailKey = files.thumbnail
        ? await storeUpload(storage, LIBRARY_PREFIX.thumbnail, files.thumbnail)
        : undefined
      return transaction(async (r, tx) => {
        const row = await r.updateVideo(id, { ...rest, durationSeconds, mediaKey, thumbnailKey })
        if (!row) throw new AppError('not_found', T.videoNotFound)
        await audit.record(
          actor,
          {
            action: 'library_video.update',
            targetType: 'library_video',
            targetId: id,
            before: videoSummary(current.video),
            after: videoSummary(row),
          },
          tx,
        )
        return toVideo(row, category?.name ?? current.categoryName)
      })
    },

    deleteVideo(actor: AuditActor, id: string) {
      return transaction(async (r, tx) => {
        const row = await r.deleteVideo(id)
        if (!row) throw new AppError('not_found', T.videoNotFound)
        await audit.record(
          actor,
          {
            action: 'library_video.delete',
            targetType: 'library_video',
            targetId: id,
            before: videoSummary(row),
          },
          tx,
        )
      })
    },

    async listNotes(filter: { categoryId?: string; q?: string; page: number; pageSize: number }) {
      const { page, pageSize } = filter
      const { rows, total } = await repo.listNotes({
        ...filter,
        limit: pageSize,
        offset: (page - 1) * pageSize,
      })
      return { items: rows.map((r) => toNote(r.note, r.categoryName)), total, page, pageSize }
    },

    async createNote(
      actor: AuditActor,
      fields: z.output<typeof ZAdminNoteFields>,
      file: ReceivedFile,
    ) {
      const category = await categoryOf(fields.categoryId, 'notes')
      const fileKey = await storeUpload(storage, LIBRARY_PREFIX.note, file)
      return transaction(async (r, tx) => {
        const row = (await r.insertNote({ ...fields, categoryId: category.id, fileKey }))!
        await audit.record(
          actor,
          {
            action: 'library_note.create',
            targetType: 'library_note',
            targetId: row.id,
            after: noteSummary(row),
          },
          tx,
        )
        return toNote(row, category.name)
      })
    },

    async updateNote(
      actor: AuditActor,
      id: string,
      fields: z.output<typeof ZAdminNotePatch>,
      file?: ReceivedFile,
    ) {
      const current = await repo.findNote(id)
      if (!current) throw new AppError('not_found', T.noteNotFound)
      const category = fields.categoryId ? await categoryOf(fields.categoryId, 'notes') : null
      const fileKey = file ? await storeUpload(storage, LIBRARY_PREFIX.note, file) : undefined
      return transaction(async (r, tx) => {
        const row = await r.updateNote(id, { ...fields, fileKey })
        if (!row) throw new AppError('not_found', T.noteNotFound)
        await audit.record(
          actor,
          {
            action: 'library_note.update',
            targetType: 'library_note',
            targetId: id,
            before: noteSummary(current.note),
            after: noteSummary(row),
          },
          tx,
        )
        return toNote(row, category?.name ?? current.categoryName)
      })
    },

    deleteNote(actor: AuditActor, id: string) {
      return transaction(async (r, tx) => {
        const row = await r.deleteNote(id)
        if (!row) throw new AppError('not_found', T.noteNotFound)
        await audit.record(
          actor,
          {
            action: 'library_note.delete',
            targetType: 'library_note',
            targetId: id,
            before: noteSummary(row),
          },
          tx,
        )
      })
    },
  }
}

export type LibraryAdminService = ReturnType<typeof libraryAdminService>
