import {
  ADMIN_CONTENT_TEXTS as T,
  type TAdminCalendarFile,
  type TAdminContactDetails,
  type TAdminStudentVideo,
  type ZAdminCalendarFields,
  ZAdminContactDetails,
  type ZAdminStudentVideoFields,
  type ZAdminStudentVideoPatch,
} from '@nurseready/shared/schemas/admin-content'
import type { z } from 'zod'
import type { Db } from '../../db/client'
import type { Clock } from '../../lib/clock'
import { AppError } from '../../lib/errors'
import type { MediaStorage } from '../../lib/storage'
import type { AuditActor, AuditLog } from '../admin/index'
import { mediaUrl } from '../library/index'
import { CONTACT_KEY } from '../marketing/index'
import type { CalendarRow, SiteAdminRepository, StudentVideoRow } from './site-admin.repository'
import { type ReceivedFile, storeUpload } from './upload'

type Deps = {
  repo: SiteAdminRepository
  transaction: <T>(fn: (repo: SiteAdminRepository, tx: Db) => Promise<T>) => Promise<T>
  audit: AuditLog
  storage: MediaStorage
  clock: Clock
  secret: string
  urlTtlSeconds: number
}

/** Student videos are public (the landing page plays them); calendar files are signed. */
export const SITE_PREFIX = {
  studentVideo: 'public/students',
  poster: 'public/students/posters',
  calendar: 'library/study-calendar',
} as const

const publicUrl = (key: string) => `/media/${key.split('/').map(encodeURIComponent).join('/')}`

const toStudentVideo = (v: StudentVideoRow): TAdminStudentVideo => ({
  id: v.id,
  studentName: v.studentName,
  exam: v.exam,
  quote: v.quote,
  videoUrl: v.videoUrl,
  posterUrl: v.posterUrl,
  position: v.position,
})
const videoSummary = ({ id: _id, ...rest }: TAdminStudentVideo) => rest
const calendarSummary = (c: CalendarRow) => ({
  title: c.title,
  description: c.description,
  fileKey: c.fileKey,
})

type VideoFiles = { video?: ReceivedFile; poster?: ReceivedFile }

export function siteAdminService({
  repo,
  transaction,
  audit,
  storage,
  clock,
  secret,
  urlTtlSeconds,
}: Deps) {
  const toCalendar = (c: CalendarRow): TAdminCalendarFile => ({
    key: c.key as TAdminCalendarFile['key'],
    title: c.title,
    description: c.description,
    url: mediaUrl(secret, c.fileKey, urlTtlSeconds, clock.now()),
  })

  /** The uploaded files' public links (only those given). */
  async function store(files: VideoFiles) {
    return {
      videoUrl: files.video
        ? publicUrl(await storeUpload(storage, SITE_PREFIX.studentVideo, files.video))
        : undefined,
      posterUrl: files.poster
        ? publicUrl(await storeUpload(storage, SITE_PREFIX.poster, files.poster))
        : undefined,
    }
  }

  return {
    async listStudentVideos() {
      return { items: (await repo.listStudentVideos()).map(toStudentVideo) }
    },

    async createStudentVideo(
      actor: AuditActor,
      fields: z.output<typeof ZAdminStudentVideoFields>,
      files: VideoFiles,
    ) {
      const { videoUrl, posterUrl } = await store(files)
      return transaction(async (r, tx) => {
        const row = toStudentVideo(
          (await r.insertStudentVideo({
            ...fields,
            videoUrl: videoUrl!,
            posterUrl: posterUrl ?? null,
          }))!,
        )
        await audit.record(
          actor,
          {
            action: 'student_video.create',
            targetType: 'student_video',
            targetId: row.id,
            after: videoSummary(row),
          },
          tx,
        )
        return row
      })
    },

    async updateStudentVideo(
      actor: AuditActor,
      id: string,
      fields: z.output<typeof ZAdminStudentVideoPatch>,
      files: VideoFiles,
    ) {
      const before = await repo.findStudentVideo(id)
      if (!before) throw new AppError('not_found', T.studentVideoNotFound)
      const urls = await store(files)
      return transaction(async (r, tx) => {
        const row = await r.updateStudentVideo(id, { ...fields, ...urls })
        if (!row) throw new AppError('not_found', T.studentVideoNotFound)
        const after = toStudentVideo(row)
        await audit.record(
          actor,
          {
            action: 'student_video.update',
            targetType: 'student_video',
            targetId: id,
            before: videoSummary(toStudentVideo(before)),
            after: videoSummary(after),
          },
          tx,
        )
        return after
      })
    },

    deleteStudentVideo(actor: AuditActor, id: string) {
      return transaction(async (r, tx) => {
        const row = await r.deleteStudentVideo(id)
        if (!row) throw new AppError('not_found', T.studentVideoNotFound)
        await audit.record(
          actor,
          {
            action: 'student_video.delete',
            targetType: 'student_video',
            targetId: id,
            before: videoSummary(toStudentVideo(row)),
          },
          tx,
        )
      })
    },

    async listCalendar() {
      return { items: (await repo.listCalendar()).map(toCalendar) }
    },

    /** Replaces a study calendar file (a new PDF) and/or its title and description. */
    async updateCalendar(
      actor: AuditActor,
      key: string,
      fields: z.output<typeof ZAdminCalendarFields>,
      file?: ReceivedFile,
    ) {
      const before = await repo.findCalendar(key)
      if (!before) throw new AppError('not_found', T.calendarFileNotFound)
      const fileKey = file ? await storeUpload(storage, SITE_PREFIX.calendar, file) : undefined
      return transaction(async (r, tx) => {
        const row = (await r.updateCalendar(key, { ...fields, fileKey }))!
        await audit.record(
          actor,
          {
            action: 'study_calendar.update',
            targetType: 'study_calendar',
            targetId: key,
            before: calendarSummary(before),
            after: calendarSummary(row),
          },
          tx,
        )
        return toCalendar(row)
      })
    },

    async contactDetails(): Promise<TAdminContactDetails> {
      const parsed = ZAdminContactDetails.safeParse(await repo.getSetting(CONTACT_KEY))
      return parsed.success ? parsed.data : { address: '', email: '', phone: '' }
    },

    async updateContactDetails(actor: AuditActor, details: TAdminContactDetails) {
      return transaction(async (r, tx) => {
        const before = (await r.getSetting(CONTACT_KEY)) as Record<string, unknown> | undefined
        await r.putSetting(CONTACT_KEY, details, clock.now())
        await audit.record(
          actor,
          {
            action: 'contact_details.update',
            targetType: 'site_setting',
            targetId: CONTACT_KEY,
            before: before ?? null,
            after: details,
          },
          tx,
        )
        return details
      })
    },
  }
}

export type SiteAdminService = ReturnType<typeof siteAdminService>
