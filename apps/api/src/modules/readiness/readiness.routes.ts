import { ZPageQuery } from '@nurseready/shared/schemas/common'
import {
  ZAssessmentParams,
  ZAssessmentStatus,
  ZReadinessAnswerRequest,
  ZReadinessItem,
  ZReadinessOverview,
  ZReadinessResult,
  ZReadinessReview,
  ZTargetExam,
  ZTargetExamRequest,
} from '@nurseready/shared/schemas/readiness'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { currentUser, requireUser } from '../../plugins/auth'
import type { ReadinessService } from './readiness.service'

/** Adaptive readiness assessments (issue 13): every route is the signed-in student's own. */
export const readinessRoutes: FastifyPluginAsyncZod<{ readiness: ReadinessService }> = async (
  app,
  { readiness },
) => {
  app.addHook('onRequest', requireUser)
  const tags = ['readiness']
  const security = [{ bearer: [] }]
  const params = ZAssessmentParams

  app.get(
    '/readiness',
    { schema: { tags, security, response: { 200: ZReadinessOverview } } },
    async (req) => readiness.overview(currentUser(req).id),
  )

  app.get(
    '/readiness/target-exam',
    { schema: { tags, security, response: { 200: ZTargetExam } } },
    async (req) => ({ targetExam: await readiness.targetExam(currentUser(req).id) }),
  )

  app.put(
    '/readiness/target-exam',
    { schema: { tags, security, body: ZTargetExamRequest, response: { 200: ZTargetExam } } },
    async (req) => readiness.setTargetExam(currentUser(req).id, req.body.exam),
  )

  app.post(
    '/readiness/assessments',
    { schema: { tags, security, response: { 201: ZAssessmentStatus } } },
    async (req, reply) => reply.code(201).send(await readiness.start(currentUser(req).id)),
  )

  app.get(
    '/readiness/assessments/:id',
    { schema: { tags, security, params, response: { 200: ZAssessmentStatus } } },
    async (req) => readiness.status(currentUser(req).id, req.params.id),
  )

  app.get(
    '/readiness/assessments/:id/item',
    { schema: { tags, security, params, response: { 200: ZReadinessItem } } },
    async (req) => readiness.currentItem(currentUser(req).id, req.params.id),
  )

  app.post(
    '/readiness/assessments/:id/answers',
    {
      schema: {
        tags,
        security,
        params,
        body: ZReadinessAnswerRequest,
        response: { 200: ZAssessmentStatus },
      },
    },
    async (req) =>
      readiness.answer(currentUser(req).id, req.params.id, req.body.position, req.body.answer),
  )

  app.post(
    '/readiness/assessments/:id/suspend',
    { schema: { tags, security, params, response: { 200: ZAssessmentStatus } } },
    async (req) => readiness.suspend(currentUser(req).id, req.params.id),
  )

  app.post(
    '/readiness/assessments/:id/resume',
    { schema: { tags, security, params, response: { 200: ZAssessmentStatus } } },
    async (req) => readiness.resume(currentUser(req).id, req.params.id),
  )

  app.get(
    '/readiness/assessments/:id/result',
    { schema: { tags, security, params, response: { 200: ZReadinessResult } } },
    async (req) => readiness.result(currentUser(req).id, req.params.id),
  )

  app.get(
    '/readiness/assessments/:id/review',
    {
      schema: {
        tags,
        security,
        params,
        querystring: ZPageQuery,
        response: { 200: ZReadinessReview },
      },
    },
    async (req) =>
      readiness.review(currentUser(req).id, req.params.id, req.query.page, req.query.pageSize),
  )
}
