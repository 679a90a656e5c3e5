import { z } from 'zod'
import { CURRENCIES } from '../domain/billing'
import { WEBINAR_TYPES } from '../domain/webinars'
import { isTimeZone } from '../domain/zoned-time'
import { ZPage } from './common'
import { LIBRARY_KINDS, STUDY_CALENDAR_KEYS } from './library'

/**
 * The admin console's library, live-teaching and site-content contracts (/api/admin/...).
 * Uploads are multipart/form-data: their text fields are validated with the `...Fields` schemas
 * below (every value arrives as a string), the files by type and size on the server.
 */

/** What an upload field accepts, and the limits the API enforces (413/415 beyond them). */
export const UPLOAD_KINDS = {
  video: { label: 'an MP4 or WebM video', types: ['video/mp4', 'video/webm'] },
  pdf: { label: 'a PDF document', types: ['application/pdf'] },
  image: { label: 'a JPEG, PNG or WebP image', types: ['image/jpeg', 'image/png', 'image/webp'] },
} as const
export type UploadKind = keyof typeof UPLOAD_KINDS

/** Texts the admin sees; tests assert them. */
export const ADMIN_CONTENT_TEXTS = {
  categoryNotFound: 'Category not found.',
  categoryInUse: 'This category still has videos or notes. Move or delete them first.',
  videoNotFound: 'Video not found.',
  noteNotFound: 'Note not found.',
  webinarNotFound: 'Webinar not found.',
  packageNotFound: 'Live-lecture package not found.',
  lectureNotFound: 'Lecture not found.',
  studentVideoNotFound: 'Student video not found.',
  calendarFileNotFound: 'Study calendar file not found.',
  notMultipart: 'Send the form as multipart/form-data.',
  fileRequired: (label: string) => `Choose ${label} to upload.`,
  wrongType: (label: string) => `The file must be ${label}.`,
  tooLarge: (label: string, maxMb: number) =>
    `The file is too large: ${label} may be at most ${maxMb} MB.`,
  durationRequired: 'Enter the duration: it could not be read from this file.',
  unknownField: (name: string) => `Unexpected file field "${name}".`,
} as const

const ZId = z.uuid('Not found.')
export const ZIdParams = z.object({ id: ZId })

const text = (max: number, label: string) =>
  z
    .string()
    .trim()
    .min(1, `Enter the ${label}.`)
    .max(max, `The ${label} may be at most ${max} characters.`)

/** "true"/"false" (a form field) or a boolean. */
const ZFlag = z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')])
const ZPosition = z.coerce.number().int().min(0).max(100_000)

/** GET /api/admin/upload-limits: the largest file of each kind, in MB (the form checks first). */
export const ZUploadLimits = z.object({
  video: z.number().int(),
  pdf: z.number().int(),
  image: z.number().int(),
})
export type TUploadLimits = z.infer<typeof ZUploadLimits>

// ---- Library ----------------------------------------------------------------------------------

export const ZAdminCategoryQuery = z.object({ kind: z.enum(LIBRARY_KINDS).default('video') })
export const ZAdminCategory = z.object({
  id: z.string(),
  kind: z.enum(LIBRARY_KINDS),
  name: z.string(),
  position: z.number().int(),
  /** Videos or notes in it (a category with any cannot be deleted). */
  itemCount: z.number().int(),
})
export type TAdminCategory = z.infer<typeof ZAdminCategory>
export const ZAdminCategoryList = z.object({ items: z.array(ZAdminCategory) })
export type TAdminCategoryList = z.infer<typeof ZAdminCategoryList>
export const ZAdminCategoryCreate = z.object({
  kind: z.enum(LIBRARY_KINDS),
  name: text(120, 'name'),
  position: ZPosition.default(0),
})
export type TAdminCategoryCreate = z.input<typeof ZAdminCategoryCreate>
export const ZAdminCategoryUpdate = z.object({
  name: text(120, 'name').optional(),
  position: ZPosition.optional(),
})
export type TAdminCategoryUpdate = z.input<typeof ZAdminCategoryUpdate>

export const ZAdminItemQuery = z.object({
  categoryId: ZId.optional(),
  q: z.string().trim().max(100).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
})
export type TAdminItemQuery = z.input<typeof ZAdminItemQuery>

export const ZAdminVideo = z.object({
  id: z.string(),
  categoryId: z.string(),
  categoryName: z.string(),
  title: z.string(),
  subject: z.string(),
  durationSeconds: z.number().int(),
  paid: z.boolean(),
  position: z.number().int(),
  thumbnailUrl: z.string().nullable(),
  /** A short-lived signed link, so the admin can watch what was uploaded. */
  url: z.string(),
  createdAt: z.string(),
})
export type TAdminVideo = z.infer<typeof ZAdminVideo>
export const ZAdminVideoList = ZPage(ZAdminVideo)
export type TAdminVideoList = z.infer<typeof ZAdminVideoList>

/** Text fields of POST (all but durationSeconds and position required) and PATCH (all optional). */
export const ZAdminVideoFields = z.object({
  categoryId: ZId,
  title: text(200, 'title'),
  subject: text(120, 'subject'),
  paid: ZFlag.default(false),
  /** Used only when the duration cannot be read from the file (e.g. WebM). */
  durationSeconds: z.coerce.number().int().min(0).max(86_400).optional(),
  position: ZPosition.default(0),
})
export const ZAdminVideoPatch = ZAdminVideoFields.partial()

export const ZAdminNote = z.object({
  id: z.string(),
  categoryId: z.string(),
  categoryName: z.string(),
  title: z.string(),
  system: z.string(),
  paid: z.boolean(),
  position: z.number().int(),
  url: z.string(),
  createdAt: z.string(),
})
export type TAdminNote = z.infer<typeof ZAdminNote>
export const ZAdminNoteList = ZPage(ZAdminNote)
export type TAdminNoteList = z.infer<typeof ZAdminNoteList>
export const ZAdminNoteFields = z.object({
  categoryId: ZId,
  title: text(200, 'title'),
  system: text(120, 'body system'),
  paid: ZFlag.default(false),
  position: ZPosition.default(0),
})
export const ZAdminNotePatch = ZAdminNoteFields.partial()

// ---- Live teaching ----------------------------------------------------------------------------

const ZDate = z.iso.date('Enter a date as YYYY-MM-DD.')
const ZClock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Enter a time as HH:MM (24-hour).')
const ZZone = z.string().refine(isTimeZone, 'Choose a time zone such as America/Toronto.')
const ZHttpsUrl = z
  .url('Enter a link starting with https://.')
  .max(500)
  .refine((u) => u.startsWith('https://'), 'Enter a link starting with https://.')

/**
 * A webinar as the admin enters it: the date and times on the clock of the zone it is announced
 * in (America/Toronto 19:00), which the server turns into instants; it ends after it starts.
 */
export const ZAdminWebinarInput = z
  .object({
    title: text(200, 'title'),
    speaker: text(120, 'speaker'),
    subject: text(120, 'subject'),
    type: z.enum(WEBINAR_TYPES),
    date: ZDate,
    startTime: ZClock,
    endTime: ZClock,
    timeZone: ZZone,
    zoomLink: ZHttpsUrl,
  })
  .refine((w) => w.endTime > w.startTime, {
    path: ['endTime'],
    message: 'The end time must be after the start time.',
  })
export type TAdminWebinarInput = z.input<typeof ZAdminWebinarInput>

export const ZAdminWebinar = z.object({
  id: z.string(),
  title: z.string(),
  speaker: z.string(),
  subject: z.string(),
  type: z.enum(WEBINAR_TYPES),
  startsAt: z.string(),
  endsAt: z.string(),
  timeZone: z.string(),
  /** The start and end on the webinar zone's clock, as entered. */
  date: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  zoomLink: z.string(),
  registrations: z.number().int(),
})
export type TAdminWebinar = z.infer<typeof ZAdminWebinar>
export const ZAdminWebinarList = ZPage(ZAdminWebinar)
export type TAdminWebinarList = z.infer<typeof ZAdminWebinarList>
export const ZAdminListQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  /** Webinars or lectures that are over too (default: only those not over yet). */
  past: ZFlag.default(false),
})

export const ZRegistrant = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  registeredAt: z.string(),
})
export const ZRegistrantList = ZPage(ZRegistrant)
export type TRegistrantList = z.infer<typeof ZRegistrantList>

const ZNames = (label: string) =>
  z.array(text(120, label)).max(30, `At most 30 ${label}s.`).default([])

export const ZAdminLivePackageInput = z.object({
  name: text(120, 'name'),
  amountCents: z.number().int().min(1, 'Enter a price above zero.').max(100_000_000),
  currency: z.enum(CURRENCIES),
  validityDays: z.number().int().min(1).max(3650),
  features: ZNames('feature'),
  courses: ZNames('course').refine((c) => c.length > 0, 'Choose at least one course.'),
  active: z.boolean().default(true),
  sortOrder: ZPosition.default(0),
})
export type TAdminLivePackageInput = z.input<typeof ZAdminLivePackageInput>
export const ZAdminLivePackage = z.object({
  id: z.string(),
  name: z.string(),
  amountCents: z.number().int(),
  currency: z.enum(CURRENCIES),
  validityDays: z.number().int(),
  features: z.array(z.string()),
  courses: z.array(z.string()),
  active: z.boolean(),
  sortOrder: z.number().int(),
})
export type TAdminLivePackage = z.infer<typeof ZAdminLivePackage>
export const ZAdminLivePackageList = z.object({ items: z.array(ZAdminLivePackage) })
export type TAdminLivePackageList = z.infer<typeof ZAdminLivePackageList>

export const ZAdminLectureInput = z
  .object({
    lecturerName: text(120, 'lecturer name'),
    designation: text(120, 'designation'),
    subject: text(120, 'subject'),
    courseName: text(120, 'course'),
    startsAt: z.iso.datetime({ offset: true, message: 'Enter the start date and time.' }),
    endsAt: z.iso.datetime({ offset: true, message: 'Enter the end date and time.' }),
    joinUrl: ZHttpsUrl,
  })
  .refine((l) => Date.parse(l.endsAt) > Date.parse(l.startsAt), {
    path: ['endsAt'],
    message: 'The end must be after the start.',
  })
export type TAdminLectureInput = z.input<typeof ZAdminLectureInput>
export const ZAdminLecture = z.object({
  id: z.string(),
  lecturerName: z.string(),
  designation: z.string(),
  subject: z.string(),
  courseName: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  joinUrl: z.string(),
})
export type TAdminLecture = z.infer<typeof ZAdminLecture>
export const ZAdminLectureQuery = ZAdminListQuery.extend({
  course: z.string().trim().max(120).optional(),
})
export const ZAdminLectureList = ZPage(ZAdminLecture).extend({
  /** Every course named by a lecture or a package, for the course filter. */
  courses: z.array(z.string()),
})
export type TAdminLectureList = z.infer<typeof ZAdminLectureList>

// ---- Site content -----------------------------------------------------------------------------

export const ZAdminStudentVideo = z.object({
  id: z.string(),
  studentName: z.string(),
  exam: z.string(),
  quote: z.string(),
  videoUrl: z.string(),
  posterUrl: z.string().nullable(),
  position: z.number().int(),
})
export type TAdminStudentVideo = z.infer<typeof ZAdminStudentVideo>
export const ZAdminStudentVideoList = z.object({ items: z.array(ZAdminStudentVideo) })
export type TAdminStudentVideoList = z.infer<typeof ZAdminStudentVideoList>
export const ZAdminStudentVideoFields = z.object({
  studentName: text(120, 'student name'),
  exam: text(120, 'exam'),
  quote: text(500, 'quote'),
  position: ZPosition.default(0),
})
export const ZAdminStudentVideoPatch = ZAdminStudentVideoFields.partial()

export const ZCalendarKeyParams = z.object({
  key: z.enum(STUDY_CALENDAR_KEYS, 'Study calendar file not found.'),
})
export const ZAdminCalendarFile = z.object({
  key: z.enum(STUDY_CALENDAR_KEYS),
  title: z.string(),
  description: z.string(),
  url: z.string(),
})
export type TAdminCalendarFile = z.infer<typeof ZAdminCalendarFile>
export const ZAdminCalendarList = z.object({ items: z.array(ZAdminCalendarFile) })
export type TAdminCalendarList = z.infer<typeof ZAdminCalendarList>
export const ZAdminCalendarFields = z.object({
  title: text(120, 'title').optional(),
  description: z.string().trim().max(500).optional(),
})

export const ZAdminContactDetails = z.object({
  address: text(300, 'address'),
  email: z.email('Enter a valid email address.').max(200),
  phone: text(40, 'phone number'),
})
export type TAdminContactDetails = z.infer<typeof ZAdminContactDetails>
