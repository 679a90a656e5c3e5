import { PAGE_SIZE } from '@nurseready/shared/constants/spec'
import { PRACTICE_TEST_LIMIT_MESSAGE } from '@nurseready/shared/domain/billing'
import type {
  TCreatePaperResponse,
  TPaperState,
  TSubjectList,
} from '@nurseready/shared/schemas/question-bank'
import { AppError } from '../../lib/errors'
import type { BillingQueries } from '../billing/index'
import type { CatalogRepository, Choice } from './catalog.repository'
import { type PaperDeps, paperAccess } from './paper-access'
import { paperAnswers } from './paper-answers'
import { firstCases, shuffleBlocks, withMoreCases } from './paper-compose'
import { insertPaperWithQuestions } from './paper-insert'
import { summaryOf } from './paper-mappers'
import { newPaperCode, PAPER_MESSAGES } from './paper-rules'
import { paperTimer } from './paper-timer'
import type { Executor } from './papers.repository'

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
  /** A custom test: more subjects, client needs (none: all), the pool (default all). */
  subjectIds?: string[] | undefined
  clientNeeds?: string[] | undefined
  pool?: Choice['pool'] | undefined
}

/** Custom-test texts the student reads. */
export const CUSTOM_MESSAGES = {
  noQuestions: 'No questions match this choice yet. Choose another pool, subject or category.',
  fewer: (n: number) =>
    `Only ${n} questions are available for this choice, so your test has ${n} questions.`,
} as const

/**
 * A student's papers: subjects to choose from, creating a paper, its list and state, and (from
 * paper-answers.ts and paper-timer.ts) its questions, answers, pause, resume and finish.
 */
export function papersService(deps: Deps) {
  const { repo, catalog, clock, timedTestSeconds, billing } = deps
  const access = paperAccess(deps)

  /**
   * The questions of a new paper in order: stand-alone questions, and for Next Gen whole case
   * studies in six consecutive positions among them (paper-compose.ts).
   */
  async function pickPaper(tx: Executor, userId: string, choice: Choice, count: number) {
    const cases =
      choice.style === 'nextgen'
        ? await catalog.pickCases(tx, userId, choice, Math.floor(count / 6))
        : []
    let taken = firstCases(count, cases.length)
    const single = await catalog.pickQuestions(tx, userId, choice, count - 6 * taken)
    taken = withMoreCases(count, taken, single.length, cases.length)
    const ids =
      taken === 0
        ? single.map((q) => q.id)
        : shuffleBlocks([...cases.slice(0, taken), ...single.map((q) => [q.id])])
    const rows = new Map((await catalog.questionsByIds(tx, ids)).map((q) => [q.id, q]))
    return ids.flatMap((id) => rows.get(id) ?? [])
  }

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

    async poolCounts(
      userId: string,
      choice: Omit<Choice, 'pool' | 'style'> & { style?: string | undefined },
    ) {
      return catalog.poolCounts(userId, choice)
    },

    async create(userId: string, input: NewPaper): Promise<TCreatePaperResponse> {
      const subjectIds = [...new Set([input.subjectId, ...(input.subjectIds ?? [])])]
      if ((await catalog.findSubjects(subjectIds)).length !== subjectIds.length)
        throw new AppError('not_found', PAPER_MESSAGES.subjectNotFound)
      const choice: Choice = {
        style: input.style,
        subjectIds,
        clientNeeds: [...new Set(input.clientNeeds ?? [])],
        pool: input.pool ?? 'all',
      }
      // The spec's test (one subject, every category, any question) keeps the spec's texts.
      const custom = subjectIds.length > 1 || choice.clientNeeds.length > 0 || choice.pool !== 'all'
      const now = clock.now()
      // Billing decides what the account grants; the count is re-checked under a lock below.
      const grants = await billing.features(userId, now)
      if (!grants.practiceTestAllowed) throw limitReached()
      const paper = await repo.transaction(async (tx) => {
        const limit = grants.practiceTestsLimit
        if (limit !== null && (await repo.lockAndCountPapers(tx, userId)) >= limit)
          throw limitReached()
        const picked = await pickPaper(tx, userId, choice, input.count)
        if (picked.length === 0)
          throw new AppError(
            'unprocessable',
            custom ? CUSTOM_MESSAGES.noQuestions : PAPER_MESSAGES.noQuestions,
          )
        return insertPaperWithQuestions(
          repo,
          tx,
          {
            userId,
            style: input.style,
            mode: input.mode,
            subjectId: input.subjectId,
            subjectIds,
            clientNeeds: choice.clientNeeds,
            pool: choice.pool,
          },
          picked,
          now,
          timedTestSeconds,
        )
      })
      const fewer = paper.questionCount < input.count
      return {
        code: paper.code,
        requested: input.count,
        questionCount: paper.questionCount,
        message: fewer
          ? custom
            ? CUSTOM_MESSAGES.fewer(paper.questionCount)
            : `Only ${paper.questionCount} questions are available for this subject and tutor type, so your test has ${paper.questionCount} questions.`
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
