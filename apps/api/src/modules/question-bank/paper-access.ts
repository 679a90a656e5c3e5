import type { TPaperState } from '@nurseready/shared/schemas/question-bank'
import type { Clock } from '../../lib/clock'
import { AppError } from '../../lib/errors'
import { summaryOf, timerOf } from './paper-mappers'
import { isExpired, PAPER_MESSAGES } from './paper-rules'
import type { PaperRow, PapersRepository } from './papers.repository'

export type PaperDeps = {
  repo: PapersRepository
  clock: Clock
  timedTestSeconds: number
  /** Told of every missed answer (flashcards' Mistakes deck joins it). */
  onMissed?: (userId: string, questionId: string, at: Date) => Promise<void>
}

/** Loading a student's paper (the server keeps time: an expired one completes on read). */
export function paperAccess({ repo, clock, timedTestSeconds }: PaperDeps) {
  /** Completes a timed paper whose deadline has passed (the server keeps time). */
  async function completeIfExpired(paper: PaperRow): Promise<PaperRow> {
    if (!isExpired(paper, clock.now())) return paper
    return repo.updatePaper(paper.id, { status: 'completed', completedAt: paper.deadlineAt })
  }

  return {
    completeIfExpired,

    /** The user's paper by code; another user's code is not found. */
    async loadPaper(userId: string, code: string) {
      const found = await repo.findPaper(userId, code)
      if (!found) throw new AppError('not_found', PAPER_MESSAGES.notFound)
      return { paper: await completeIfExpired(found.paper), subject: found.subject }
    },

    /** The paper's state: summary, timer, the next question to answer, every position's state. */
    async stateOf(paper: PaperRow, subject: string): Promise<TPaperState> {
      const items = await repo.itemStates(paper.id)
      const next = items.find((i) => !i.answered)
      return {
        ...summaryOf(paper, subject),
        timer: timerOf(paper, clock.now(), timedTestSeconds),
        nextPosition: paper.status === 'completed' ? null : (next?.position ?? null),
        items,
      }
    },
  }
}

export type PaperAccess = ReturnType<typeof paperAccess>
