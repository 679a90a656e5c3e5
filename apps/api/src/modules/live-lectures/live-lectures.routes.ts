import {
  ZEntitlement,
  ZLiveLectureList,
  ZLivePackageList,
} from '@nurseready/shared/schemas/billing'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { currentUser, requireUser } from '../../plugins/auth'
import type { BillingQueries } from '../billing/index'
import type { LiveLecturesService } from './live-lectures.service'

/** Live-lecture packages, the student's access, and the upcoming lectures (access only). */
export const liveLecturesRoutes: FastifyPluginAsyncZod<{
  billing: BillingQueries
  lectures: LiveLecturesService
}> = async (app, { billing, lectures }) => {
  app.addHook('onRequest', requireUser)
  const tags = ['live-lectures']
  const security = [{ bearer: [] }]

  app.get(
    '/live-lectures/packages',
    { schema: { tags, security, response: { 200: ZLivePackageList } } },
    async () => ({ items: await billing.livePackages() }),
  )

  app.get(
    '/live-lectures/access',
    { schema: { tags, security, response: { 200: ZEntitlement } } },
    async (req) => billing.entitlement(currentUser(req).id, 'live_lectures'),
  )

  app.get(
    '/live-lectures/upcoming',
    { schema: { tags, security, response: { 200: ZLiveLectureList } } },
    async (req) => ({ items: await lectures.upcoming(currentUser(req).id) }),
  )
}
