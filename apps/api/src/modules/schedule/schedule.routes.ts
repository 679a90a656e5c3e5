import { ZMessage } from '@nurseready/shared/schemas/common'
import {
  ZCalendarSubscription,
  ZSchedule,
  ZScheduleDayRequest,
  ZScheduleSettings,
} from '@nurseready/shared/schemas/schedule'
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Clock } from '../../lib/clock'
import { currentUser, requireUser } from '../../plugins/auth'
import { CALENDAR_TOKEN_PATTERN, type ScheduleService, todayIn } from './schedule.service'
import { scheduleCalendar } from './schedule-ics'

type Options = { schedule: ScheduleService; clock: Clock; publicUrl: string }

const ZToken = z.object({ token: z.string().regex(CALENDAR_TOKEN_PATTERN, 'Unknown calendar') })
const ZIcs = z.string().describe('text/calendar (RFC 5545)')

/** The study schedule (/schedule/*); the calendar feed by token needs no session. */
export const scheduleRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { schedule, clock, publicUrl },
) => {
  const tags = ['schedule']
  const security = [{ bearer: [] }]

  async function calendarOf(userId: string) {
    const { row, plan } = await schedule.planForCalendar(userId)
    return scheduleCalendar({
      userId,
      plan,
      today: todayIn(row.timeZone, clock.now()),
      publicUrl,
      now: clock.now(),
    })
  }
  const calendarHeaders = (disposition: 'attachment' | 'inline') => ({
    'content-type': 'text/calendar; charset=utf-8',
    'content-disposition': `${disposition}; filename="nurseready-schedule.ics"`,
    'cache-control': 'private, no-store',
  })

  // The private subscription URL: the token is the credential (signed, revocable by rotation).
  app.get(
    '/schedule/:token.ics',
    { schema: { tags, params: ZToken, response: { 200: ZIcs } } },
    async (req, reply) => {
      const userId = await schedule.userForToken(req.params.token)
      const body = await calendarOf(userId)
      return reply.headers(calendarHeaders('inline')).send(body)
    },
  )

  await app.register(async (auth) => {
    const r = auth.withTypeProvider<ZodTypeProvider>()
    r.addHook('onRequest', requireUser)

    r.get('/schedule', { schema: { tags, security, response: { 200: ZSchedule } } }, async (req) =>
      schedule.get(currentUser(req).id),
    )

    r.put(
      '/schedule',
      { schema: { tags, security, body: ZScheduleSettings, response: { 200: ZSchedule } } },
      async (req) => schedule.save(currentUser(req).id, req.body),
    )

    r.put(
      '/schedule/days',
      { schema: { tags, security, body: ZScheduleDayRequest, response: { 200: ZSchedule } } },
      async (req) => schedule.setDay(currentUser(req).id, req.body.date, req.body.done),
    )

    r.get(
      '/schedule.ics',
      { schema: { tags, security, response: { 200: ZIcs } } },
      async (req, reply) => {
        const body = await calendarOf(currentUser(req).id)
        return reply.headers(calendarHeaders('attachment')).send(body)
      },
    )

    r.post(
      '/schedule/subscription',
      { schema: { tags, security, response: { 201: ZCalendarSubscription } } },
      async (req, reply) => {
        const token = await schedule.rotateToken(currentUser(req).id)
        return reply.status(201).send({
          url: `${publicUrl}/api/schedule/${token}.ics`,
          message: 'A new private calendar link was made. Any earlier link no longer works.',
        })
      },
    )

    r.delete(
      '/schedule/subscription',
      { schema: { tags, security, response: { 200: ZMessage } } },
      async (req) => {
        await schedule.revokeToken(currentUser(req).id)
        return { message: 'The private calendar link no longer works.' }
      },
    )
  })
}
