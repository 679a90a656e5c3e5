import type { TLiveLecture } from '@nurseready/shared/schemas/billing'
import type { Clock } from '../../lib/clock'
import { AppError } from '../../lib/errors'
import type { BillingQueries } from '../billing/index'
import type { LiveLectureRow, LiveLecturesRepository } from './live-lectures.repository'

/** The spec's server error for a student without live-lecture access (shown as 'No Plan'). */
export const NO_LECTURE_PLAN = 'Buy lecture not found'
const UPCOMING_LIMIT = 50

export function toLecture(l: LiveLectureRow): TLiveLecture {
  return {
    id: l.id,
    lecturerName: l.lecturerName,
    designation: l.designation,
    subject: l.subject,
    courseName: l.courseName,
    startsAt: l.startsAt.toISOString(),
    endsAt: l.endsAt.toISOString(),
    joinUrl: l.joinUrl,
  }
}

type Deps = { repo: LiveLecturesRepository; billing: BillingQueries; clock: Clock }

export function liveLecturesService({ repo, billing, clock }: Deps) {
  return {
    /**
     * Upcoming lectures with their join links: only for students whose access is running, and
     * only the lectures of the courses their packages cover (an NCLEX batch does not list the
     * ReX-PN lectures).
     */
    async upcoming(userId: string): Promise<TLiveLecture[]> {
      const now = clock.now()
      if (!(await billing.isEntitled(userId, 'live_lectures', now)))
        throw new AppError('forbidden', NO_LECTURE_PLAN)
      const courses = await billing.heldLectureCourses(userId, now)
      if (courses.length === 0) return []
      return (await repo.listUpcoming(now, UPCOMING_LIMIT, courses)).map(toLecture)
    },
  }
}

export type LiveLecturesService = ReturnType<typeof liveLecturesService>
