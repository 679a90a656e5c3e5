import { z } from 'zod'
import { PAGE_SIZE } from '../constants/spec'
import { ZPage } from './common'

/** Texts of the library screens that the spec fixes. */
export const LIBRARY_TEXTS = {
  upgrade: 'Upgrade now',
  videosFailed: 'Failed to fetch videos.',
  failed: 'Failed to fetch data',
  categoryNotFound: 'Category not found.',
  videoNotFound: 'Video not found.',
  noteNotFound: 'Note not found.',
} as const

export const LIBRARY_KINDS = ['video', 'notes'] as const
export type TLibraryKind = (typeof LIBRARY_KINDS)[number]

/** The four study-calendar files (spec: weeks_3, weeks_6, weeks_12, learning_asseetment_tracker). */
export const STUDY_CALENDAR_KEYS = ['weeks-3', 'weeks-6', 'weeks-12', 'assessment-tracker'] as const

const ZId = z.uuid('Not found.')

export const ZCategoryParams = z.object({ id: z.uuid(LIBRARY_TEXTS.categoryNotFound) })
export const ZVideoParams = z.object({ id: z.uuid(LIBRARY_TEXTS.videoNotFound) })
export const ZNoteParams = z.object({ id: z.uuid(LIBRARY_TEXTS.noteNotFound) })

/** ?page&pageSize (8 per page by default, as the spec's lists). */
export const ZLibraryPageQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(PAGE_SIZE.library),
})

/** The same plus a server-side search over title and subject (videos) or system (notes). */
export const ZLibrarySearchQuery = ZLibraryPageQuery.extend({
  q: z
    .string()
    .max(100, 'Search for at most 100 characters.')
    .optional()
    .transform((v) => v?.trim() || undefined),
})
export type TLibrarySearchQuery = z.input<typeof ZLibrarySearchQuery>

/** A video or notes subject (spec "Video/notes category": name). */
export const ZCategory = z.object({ id: ZId, name: z.string() })
export type TCategory = z.infer<typeof ZCategory>

export const ZCategoryList = ZPage(ZCategory)
export type TCategoryList = z.infer<typeof ZCategoryList>

/**
 * A recorded lecture in a list (spec "Video": lecture, videocategory, themnail, duration, type).
 * `locked` is true for a paid video while the student has no valid subscription.
 */
export const ZVideo = z.object({
  id: ZId,
  categoryId: ZId,
  title: z.string(),
  subject: z.string(),
  durationSeconds: z.number().int(),
  thumbnailUrl: z.string().nullable(),
  paid: z.boolean(),
  locked: z.boolean(),
})
export type TVideo = z.infer<typeof ZVideo>

/** The spec's "playvideo": the file only as a short-lived signed URL, never for a locked video. */
export const ZVideoDetail = ZVideo.extend({
  categoryName: z.string(),
  url: z.string().nullable(),
  urlExpiresAt: z.string().nullable(),
})
export type TVideoDetail = z.infer<typeof ZVideoDetail>

/** A list page of a category, with the category itself and the caller's paid-content check. */
export const ZVideoList = ZPage(ZVideo).extend({ category: ZCategory, subscribed: z.boolean() })
export type TVideoList = z.infer<typeof ZVideoList>

/** Study notes (spec "Note": note_title, notecategory, system, type, notes file). */
export const ZNote = z.object({
  id: ZId,
  categoryId: ZId,
  title: z.string(),
  system: z.string(),
  paid: z.boolean(),
  locked: z.boolean(),
})
export type TNote = z.infer<typeof ZNote>

export const ZNoteDetail = ZNote.extend({
  categoryName: z.string(),
  url: z.string().nullable(),
  urlExpiresAt: z.string().nullable(),
})
export type TNoteDetail = z.infer<typeof ZNoteDetail>

export const ZNoteList = ZPage(ZNote).extend({ category: ZCategory, subscribed: z.boolean() })
export type TNoteList = z.infer<typeof ZNoteList>

export const ZStudyCalendarFile = z.object({
  key: z.enum(STUDY_CALENDAR_KEYS),
  title: z.string(),
  description: z.string(),
  url: z.string(),
  urlExpiresAt: z.string(),
})
export type TStudyCalendarFile = z.infer<typeof ZStudyCalendarFile>

/** The spec's "getcalandershdule": the four files, each as a signed URL. */
export const ZStudyCalendar = z.object({ items: z.array(ZStudyCalendarFile) })
export type TStudyCalendar = z.infer<typeof ZStudyCalendar>
