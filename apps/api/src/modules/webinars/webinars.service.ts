import type {
  TEnrollResponse,
  TRegisteredWebinar,
  TRegisteredWebinarList,
  TWebinar,
  TWebinarList,
} from '@nurseready/shared/schemas/webinars'
import type { Clock } from '../../lib/clock'
import { AppError } from '../../lib/errors'
import type { RegistrationRow, WebinarRow, WebinarsRepository } from './webinars.repository'

export const WEBINAR_MESSAGES = {
  enrolled: 'Enrolled Successfully',
  alreadyEnrolled: 'You are already enrolled in this webinar.',
  ended: 'This webinar has already ended, so enrolment is closed.',
  notFound: 'Webinar not found.',
} as const

export const WEBINAR_PAGE_SIZE = 9

type Deps = { repo: WebinarsRepository; clock: Clock }

/** A webinar as the API shows it; the Zoom link only to enrolled students. */
function toWebinar(w: WebinarRow, enrolled: boolean): TWebinar {
  return {
    id: w.id,
    title: w.title,
    speaker: w.speaker,
    subject: w.subject,
    type: w.type,
    startsAt: w.startsAt.toISOString(),
    endsAt: w.endsAt.toISOString(),
    timeZone: w.timeZone,
    zoomLink: enrolled ? w.zoomLink : null,
  }
}

function toRegistered(r: RegistrationRow, w: WebinarRow): TRegisteredWebinar {
  return { id: r.id, enrolledAt: r.createdAt.toISOString(), webinar: toWebinar(w, true) }
}

export function webinarsService({ repo, clock }: Deps) {
  return {
    /** "Find More Webinars": not over yet and not already registered. */
    async listAvailable(userId: string, page: number, pageSize = WEBINAR_PAGE_SIZE) {
      const { rows, total } = await repo.listAvailable(
        userId,
        clock.now(),
        pageSize,
        (page - 1) * pageSize,
      )
      return {
        items: rows.map((w) => toWebinar(w, false)),
        total,
        page,
        pageSize,
      } satisfies TWebinarList
    },

    /** "Upcoming Registered Webinars": the user's registrations not over yet. */
    async listRegistered(userId: string, page: number, pageSize = WEBINAR_PAGE_SIZE) {
      const { rows, total } = await repo.listRegistered(
        userId,
        clock.now(),
        pageSize,
        (page - 1) * pageSize,
      )
      return {
        items: rows.map((r) => toRegistered(r.registration, r.webinar)),
        total,
        page,
        pageSize,
      } satisfies TRegisteredWebinarList
    },

    /** The dashboard's Upcoming Webinars figure. */
    countUpcoming: (userId: string) => repo.countRegisteredUpcoming(userId, clock.now()),

    async enroll(userId: string, webinarId: string): Promise<TEnrollResponse> {
      const webinar = await repo.findById(webinarId)
      if (!webinar) throw new AppError('not_found', WEBINAR_MESSAGES.notFound)
      if (webinar.endsAt <= clock.now()) throw new AppError('conflict', WEBINAR_MESSAGES.ended)
      const registration = await repo.insertRegistration(userId, webinarId)
      if (!registration) throw new AppError('conflict', WEBINAR_MESSAGES.alreadyEnrolled)
      return {
        message: WEBINAR_MESSAGES.enrolled,
        registration: toRegistered(registration, webinar),
      }
    },
  }
}

export type WebinarsService = ReturnType<typeof webinarsService>
