import { randomUUID } from 'node:crypto'
import { wallClock, zonedTimeToInstant } from '@nurseready/shared/domain/zoned-time'
import {
  ADMIN_CONTENT_TEXTS as T,
  type TAdminLecture,
  type TAdminLectureInput,
  type TAdminLivePackage,
  type TAdminWebinar,
  type ZAdminLivePackageInput,
  type ZAdminWebinarInput,
} from '@nurseready/shared/schemas/admin-content'
import type { z } from 'zod'
import type { Db } from '../../db/client'
import type { Clock } from '../../lib/clock'
import { AppError } from '../../lib/errors'
import type { AuditActor, AuditLog } from '../admin/index'
import { toLecture } from '../live-lectures/index'
import type { LiveAdminRepository, PackageRow, WebinarRow } from './live-admin.repository'

type Deps = {
  repo: LiveAdminRepository
  transaction: <T>(fn: (repo: LiveAdminRepository, tx: Db) => Promise<T>) => Promise<T>
  audit: AuditLog
  clock: Clock
}
type Paging = { page: number; pageSize: number; past: boolean }

/** A webinar with its times on the clock of the zone it is announced in. */
function toWebinar(w: WebinarRow, registrations: number): TAdminWebinar {
  const start = wallClock(w.startsAt, w.timeZone)
  return {
    id: w.id,
    title: w.title,
    speaker: w.speaker,
    subject: w.subject,
    type: w.type,
    startsAt: w.startsAt.toISOString(),
    endsAt: w.endsAt.toISOString(),
    timeZone: w.timeZone,
    date: start.date,
    startTime: start.time,
    endTime: wallClock(w.endsAt, w.timeZone).time,
    zoomLink: w.zoomLink,
    registrations: Number(registrations),
  }
}

/** The entered date and clock times in the zone, as the instants stored. */
function webinarValues(input: z.output<typeof ZAdminWebinarInput>) {
  const { date, startTime, endTime, ...rest } = input
  return {
    ...rest,
    startsAt: zonedTimeToInstant(date, startTime, input.timeZone),
    endsAt: zonedTimeToInstant(date, endTime, input.timeZone),
  }
}

const webinarSummary = (w: WebinarRow) => ({
  title: w.title,
  speaker: w.speaker,
  subject: w.subject,
  type: w.type,
  startsAt: w.startsAt,
  endsAt: w.endsAt,
  timeZone: w.timeZone,
  zoomLink: w.zoomLink,
})

const toPackage = (p: PackageRow): TAdminLivePackage => ({
  id: p.id,
  name: p.name,
  amountCents: p.amountCents,
  currency: p.currency,
  validityDays: p.validityDays,
  features: p.features,
  courses: p.courses,
  active: p.active,
  sortOrder: p.sortOrder,
})
const packageSummary = ({ id: _id, ...rest }: TAdminLivePackage) => rest

const lectureSummary = ({ id: _id, ...rest }: TAdminLecture) => rest
const lectureValues = (input: TAdminLectureInput) => ({
  ...input,
  startsAt: new Date(input.startsAt),
  endsAt: new Date(input.endsAt),
})

export function liveAdminService({ repo, transaction, audit, clock }: Deps) {
  const window = ({ page, pageSize, past }: Paging) => ({
    now: clock.now(),
    past,
    limit: pageSize,
    offset: (page - 1) * pageSize,
  })

  return {
    async listWebinars(q: Paging) {
      const { rows, total } = await repo.listWebinars(window(q))
      return {
        items: rows.map((r) => toWebinar(r.webinar, r.registrations)),
        total,
        page: q.page,
        pageSize: q.pageSize,
      }
    },

    createWebinar(actor: AuditActor, input: z.output<typeof ZAdminWebinarInput>) {
      return transaction(async (r, tx) => {
        const row = (await r.insertWebinar(webinarValues(input)))!
        await audit.record(
          actor,
          {
            action: 'webinar.create',
            targetType: 'webinar',
            targetId: row.id,
            after: webinarSummary(row),
          },
          tx,
        )
        return toWebinar(row, 0)
      })
    },

    updateWebinar(actor: AuditActor, id: string, input: z.output<typeof ZAdminWebinarInput>) {
      return transaction(async (r, tx) => {
        const before = await r.findWebinar(id)
        if (!before) throw new AppError('not_found', T.webinarNotFound)
        const row = (await r.updateWebinar(id, webinarValues(input)))!
        await audit.record(
          actor,
          {
            action: 'webinar.update',
            targetType: 'webinar',
            targetId: id,
            before: webinarSummary(before.webinar),
            after: webinarSummary(row),
          },
          tx,
        )
        return toWebinar(row, before.registrations)
      })
    },

    /** Deletes a webinar and its registrations (the count is kept in the audit entry). */
    deleteWebinar(actor: AuditActor, id: string) {
      return transaction(async (r, tx) => {
        const before = await r.findWebinar(id)
        if (!before) throw new AppError('not_found', T.webinarNotFound)
        await r.deleteWebinar(id)
        await audit.record(
          actor,
          {
            action: 'webinar.delete',
            targetType: 'webinar',
            targetId: id,
            before: {
              ...webinarSummary(before.webinar),
              registrations: Number(before.registrations),
            },
          },
          tx,
        )
      })
    },

    async registrants(id: string, { page, pageSize }: { page: number; pageSize: number }) {
      if (!(await repo.findWebinar(id))) throw new AppError('not_found', T.webinarNotFound)
      const { rows, total } = await repo.listRegistrants(id, pageSize, (page - 1) * pageSize)
      return {
        items: rows.map((r) => ({ ...r, registeredAt: r.registeredAt.toISOString() })),
        total,
        page,
        pageSize,
      }
    },

    async listPackages() {
      return { items: (await repo.listPackages()).map(toPackage) }
    },

    createPackage(actor: AuditActor, input: z.output<typeof ZAdminLivePackageInput>) {
      return transaction(async (r, tx) => {
        const row = toPackage((await r.insertPackage({ ...input, key: `admin-${randomUUID()}` }))!)
        await audit.record(
          actor,
          {
            action: 'live_package.create',
            targetType: 'live_package',
            targetId: row.id,
            after: packageSummary(row),
          },
          tx,
        )
        return row
      })
    },

    updatePackage(actor: AuditActor, id: string, input: z.output<typeof ZAdminLivePackageInput>) {
      return transaction(async (r, tx) => {
        const before = await r.findPackage(id)
        if (!before) throw new AppError('not_found', T.packageNotFound)
        const row = toPackage((await r.updatePackage(id, input))!)
        await audit.record(
          actor,
          {
            action: 'live_package.update',
            targetType: 'live_package',
            targetId: id,
            before: packageSummary(toPackage(before)),
            after: packageSummary(row),
          },
          tx,
        )
        return row
      })
    },

    async listLectures(q: Paging & { course?: string }) {
      const [{ rows, total }, courses] = await Promise.all([
        repo.listLectures({ ...window(q), course: q.course }),
        repo.courseNames(),
      ])
      return { items: rows.map(toLecture), total, page: q.page, pageSize: q.pageSize, courses }
    },

    createLecture(actor: AuditActor, input: TAdminLectureInput) {
      return transaction(async (r, tx) => {
        const row = toLecture((await r.insertLecture(lectureValues(input)))!)
        await audit.record(
          actor,
          {
            action: 'live_lecture.create',
            targetType: 'live_lecture',
            targetId: row.id,
            after: lectureSummary(row),
          },
          tx,
        )
        return row
      })
    },

    updateLecture(actor: AuditActor, id: string, input: TAdminLectureInput) {
      return transaction(async (r, tx) => {
        const before = await r.findLecture(id)
        if (!before) throw new AppError('not_found', T.lectureNotFound)
        const row = toLecture((await r.updateLecture(id, lectureValues(input)))!)
        await audit.record(
          actor,
          {
            action: 'live_lecture.update',
            targetType: 'live_lecture',
            targetId: id,
            before: lectureSummary(toLecture(before)),
            after: lectureSummary(row),
          },
          tx,
        )
        return row
      })
    },

    deleteLecture(actor: AuditActor, id: string) {
      return transaction(async (r, tx) => {
        const row = await r.deleteLecture(id)
        if (!row) throw new AppError('not_found', T.lectureNotFound)
        await audit.record(
          actor,
          {
            action: 'live_lecture.delete',
            targetType: 'live_lecture',
            targetId: id,
            before: lectureSummary(toLecture(row)),
          },
          tx,
        )
      })
    },
  }
}

export type LiveAdminService = ReturnType<typeof liveAdminService>
