import type { TPaperState } from '@nurseready/shared/schemas/question-bank'
import { AppError } from '../../lib/errors'
import type { PaperAccess, PaperDeps } from './paper-access'
import { PAPER_MESSAGES, pauseAt, resumeAt } from './paper-rules'

/** Pause, resume and finish: the status transitions a student asks for. */
export function paperTimer({ repo, clock }: PaperDeps, access: PaperAccess) {
  /** The user's timed paper, still running (pause and resume only apply to those). */
  async function runningTimed(userId: string, code: string) {
    const loaded = await access.loadPaper(userId, code)
    if (loaded.paper.mode !== 'time') throw new AppError('bad_request', PAPER_MESSAGES.notTimed)
    if (loaded.paper.status === 'completed')
      throw new AppError('conflict', PAPER_MESSAGES.completed)
    return loaded
  }

  return {
    async pause(userId: string, code: string): Promise<TPaperState> {
      const { paper, subject } = await runningTimed(userId, code)
      if (paper.pausedAt) return access.stateOf(paper, subject)
      const updated = await repo.updatePaper(paper.id, pauseAt(paper, clock.now()))
      return access.stateOf(updated, subject)
    },

    async resume(userId: string, code: string): Promise<TPaperState> {
      const { paper, subject } = await runningTimed(userId, code)
      if (!paper.pausedAt) return access.stateOf(paper, subject)
      const updated = await repo.updatePaper(paper.id, resumeAt(paper, clock.now()))
      return access.stateOf(updated, subject)
    },

    async finish(userId: string, code: string): Promise<TPaperState> {
      const { paper, subject } = await access.loadPaper(userId, code)
      if (paper.status === 'completed') return access.stateOf(paper, subject)
      const updated = await repo.updatePaper(paper.id, {
        status: 'completed',
        completedAt: clock.now(),
        pausedAt: null,
      })
      return access.stateOf(updated, subject)
    },
  }
}
