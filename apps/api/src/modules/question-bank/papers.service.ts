import { PAGE_SIZE } from '@nurseready/shared/constants/spec'
import { PRACTICE_TEST_LIMIT_MESSAGE } from '@nurseready/shared/domain/billing'
import { marksFor } from '@nurseready/shared/domain/grading'
import type {
  TCreatePaperResponse,
  TPaperState,
  TSubjectList,
} from '@nurseready/shared/schemas/question-bank'
import { AppError } from '../../lib/errors'
import type { BillingQueries } from '../billing/index'
import type { CatalogRepository } from './catalog.repository'
import { type PaperDeps, paperAccess } from './paper-access'
import { paperAnswers } from './paper-answers'
import { summaryOf } from './paper-mappers'
import { deadlineFrom, newPaperCode, PAPER_MESSAGES } from './paper-rules'
import { paperTimer } from './paper-timer'

export { newPaperCode, PAPER_MESSAGES }

type Deps = PaperDeps & {
  catalog: CatalogRepository
  billing: Pick<BillingQueries, 'features'>
}

/** The refusal of a test past the free account's limit (403, with a link to the plans). */
function limitReached() {
  return new AppError('forbidden', PRACTICE_TEST_LIMIT_MESSAGE, {
    link: '</subscriptions>; rel="payment"',
  })
}

/** What a student asks for when creating a paper (a custom or adaptive test adds its own). */
export type NewPaper = {
  style: 'traditional' | 'nextgen'
  mode: 'tutor' | 'time'
  subjectId: string
  count: number
}

/**
 * A student's papers: subjects to choose from, creating a paper, its list and state, and (from
 * paper-answers.ts and paper-timer.ts) its questions, answers, pause, resume and finish.
 */
export function papersService(deps: Deps) {
  const { repo, catalog, clock, timedTestSeconds, billing } = deps
  const access = paperAccess(deps)

  return {
    async listSubjects(
      userId: string,
      style: string | undefined,
      page: number,
      pageSize: number = PAGE_SIZE.createTest,
    ): Promise<TSubjectList> {
      const { rows, totals } = await catalog.listSubjectStats(
        userId,
        style,
        pageSize,
        (page - 1) * pageSize,
      )
      return {
        items: rows.map((r) => ({
          id: r.id,
          name: r.name,
          totalQuestions: r.total,
          usedQuestions: r.used,
        })),
        total: totals.subjects,
        page,
        pageSize,
        allQuestions: totals.all,
        usedQuestions: totals.used,
      }
    },

    async create(userId: string, input: NewPaper): Promise<TCreatePaperResponse> {
      if (!(await catalog.findSubject(input.subjectId)))
        throw new AppError('not_found', PAPER_MESSAGES.subjectNotFound)
      const now = clock.now()
      // Billing decides what the account grants; the count is re-checked under a lock below.
      const grants = await billing.features(userId, now)
      if (!grants.practiceTestAllowed) throw limitReached()
      const paper = await repo.transaction(async (tx) => {
        const limit = grants.practiceTestsLimit
        if (limit !== null && (await repo.lockAndCountPapers(tx, userId)) >= limit)
          throw limitReached()
        const picked = await catalog.pickQuestions(
          tx,
          userId,
          input.subjectId,
          input.style,
          input.count,
        )
        if (picked.length === 0) throw new AppError('unprocessable', PAPER_MESSAGES.noQuestions)
        const marks = picked.map((q) => marksFor(q.marks))
        const timed = input.mode === 'time'
        const row = await repo.insertPaper(tx, {
          code: newPaperCode(),
          userId,
          style: input.style,
          mode: input.mode,
          subjectId: input.subjectId,
          questionCount: picked.length,
          marksPossible: marks.reduce((a, b) => a + b, 0),
          timeLimitSeconds: timed ? timedTestSeconds : null,
          deadlineAt: timed ? deadlineFrom(now, timedTestSeconds) : null,
          createdAt: now,
        })
        await repo.insertItems(
          tx,
          picked.map((q, i) => ({
            paperId: row.id,
            position: i + 1,
            questionId: q.id,
            marksPossible: marks[i]!,
          })),
        )
        return row
      })
      const fewer = paper.questionCount < input.count
      return {
        code: paper.code,
        requested: input.count,
        questionCount: paper.questionCount,
        message: fewer
          ? `Only ${paper.questionCount} questions are available for this subject and tutor type, so your test has ${paper.questionCount} questions.`
          : PAPER_MESSAGES.created,
      }
    },

    async list(userId: string, page: number, pageSize: number = PAGE_SIZE.dashboard) {
      await repo.completeExpired(userId, clock.now())
      const { rows, total } = await repo.listPapers(userId, pageSize, (page - 1) * pageSize)
      return { items: rows.map((r) => summaryOf(r.paper, r.subject)), total, page, pageSize }
    },

    async state(userId: string, code: string): Promise<TPaperState> {
      const { paper, subject } = await access.loadPaper(userId, code)
      return access.stateOf(paper, subject)
    },

    ...paperAnswers(deps, access),
    ...paperTimer(deps, access),
  }
}

export type PapersService = ReturnType<typeof papersService>
