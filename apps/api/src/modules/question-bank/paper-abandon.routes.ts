import { ZPaperState } from '@nurseready/shared/schemas/question-bank'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Clock } from '../../lib/clock'
import { AppError } from '../../lib/errors'
import { currentUser, requireUser } from '../../plugins/auth'
import type { paperAbandonRepository } from './paper-abandon.repository'
import type { PaperAccess } from './paper-access'

export const ABANDON_MESSAGES = {
  notInProcess: 'Only a test in process can be abandoned.',
} as const

type Options = {
  access: PaperAccess
  repo: ReturnType<typeof paperAbandonRepository>
  clock: Clock
}

const ZCode = z.object({ code: z.string().regex(/^[A-Z0-9]{6,16}$/, 'Invalid test code') })

/**
 * POST /papers/:code/abandon: the student gives up a test in process (issue 14 section 7). It
 * stops counting as in process on the dashboard; its answers stay; it still counts as a test
 * taken (the free plan's limit).
 */
export const paperAbandonRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { access, repo, clock },
) => {
  app.addHook('onRequest', requireUser)
  app.post(
    '/papers/:code/abandon',
    { schema: { tags: ['question bank'], params: ZCode, response: { 200: ZPaperState } } },
    async (req) => {
      const { paper, subject } = await access.loadPaper(currentUser(req).id, req.params.code)
      if (paper.status === 'abandoned') return access.stateOf(paper, subject)
      const abandoned =
        paper.status === 'in process' ? await repo.abandon(paper.id, clock.now()) : null
      if (!abandoned) throw new AppError('conflict', ABANDON_MESSAGES.notInProcess)
      return access.stateOf(abandoned, subject)
    },
  )
}
