import { entitlementStatus } from '@nurseready/shared/domain/billing'
import type { TLiveLecture } from '@nurseready/shared/schemas/billing'
import type { Clock } from '../../lib/clock'
import { AppError } from '../../lib/errors'
import type { BillingRepository, LiveLectureRow } from './billing.repository'

/** The spec's server error for a student without live-lecture access (shown as 'No Plan'). */
export const NO_LECTURE_PLAN = 'Buy lecture not found'
const UPCOMING_LIMIT = 50

function toLecture(l: LiveLectureRow): TLiveLecture {
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

export function liveLecturesService({ repo, clock }: { repo: BillingRepository; clock: Clock }) {
  return {
    /**
     * Upcoming lectures with their join links: only for students whose access is running, and
     * only the lectures of the courses their packages cover (an NCLEX batch does not list the
     * ReX-PN lectures).
     */
    async upcoming(userId: string): Promise<TLiveLecture[]> {
      const now = clock.now()
      const access = await repo.findEntitlement(userId, 'live_lectures')
      if (entitlementStatus(access ?? null, now) !== 'active')
        throw new AppError('forbidden', NO_LECTURE_PLAN)
      const courses = await repo.heldLectureCourses(userId, now)
      if (courses.length === 0) return []
      return (await repo.listUpcomingLectures(now, UPCOMING_LIMIT, courses)).map(toLecture)
    },
  }
}

export type LiveLecturesService = ReturnType<typeof liveLecturesService>
