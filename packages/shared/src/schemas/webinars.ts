import { z } from 'zod'
import { WEBINAR_TYPES } from '../domain/webinars'
import { ZPage } from './common'

export const ZWebinarType = z.enum(WEBINAR_TYPES)
export type TWebinarType = z.infer<typeof ZWebinarType>

/**
 * A webinar (spec: eventname, speaker, subject, type, date, time, time_zone, zoom_link). The
 * start is one instant plus the IANA zone it is announced in; the web app shows the date and
 * time in that zone. The Zoom link is given only to enrolled students (null otherwise).
 */
export const ZWebinar = z.object({
  id: z.string(),
  title: z.string(),
  speaker: z.string(),
  subject: z.string(),
  type: ZWebinarType,
  startsAt: z.string(),
  endsAt: z.string(),
  timeZone: z.string(),
  zoomLink: z.string().nullable(),
})
export type TWebinar = z.infer<typeof ZWebinar>

export const ZWebinarList = ZPage(ZWebinar)
export type TWebinarList = z.infer<typeof ZWebinarList>

/** A registration wrapping its webinar (spec "getshdulewabinar"). */
export const ZRegisteredWebinar = z.object({
  id: z.string(),
  enrolledAt: z.string(),
  webinar: ZWebinar,
})
export type TRegisteredWebinar = z.infer<typeof ZRegisteredWebinar>

export const ZRegisteredWebinarList = ZPage(ZRegisteredWebinar)
export type TRegisteredWebinarList = z.infer<typeof ZRegisteredWebinarList>

export const ZEnrollResponse = z.object({
  message: z.string(),
  registration: ZRegisteredWebinar,
})
export type TEnrollResponse = z.infer<typeof ZEnrollResponse>
