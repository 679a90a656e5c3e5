import type {
  TCreateHighlightRequest,
  THighlight,
  THighlightedQuestionPage,
  THighlightTestRequest,
  TQuestionHighlights,
} from '@nurseready/shared/schemas/highlights'
import type { TCreatePaperResponse } from '@nurseready/shared/schemas/question-bank'
import type { Clock } from '../../lib/clock'
import { AppError } from '../../lib/errors'
import type { BillingQueries } from '../billing/index'
import type { QuestionBankQueries } from '../question-bank/index'
import type { HighlightRow, HighlightsRepository } from './highlights.repository'
import { textContent } from './text-content'

export const HIGHLIGHT_MESSAGES = {
  needsPlan: 'Highlights come with a question bank plan. Choose a plan on the Subscriptions page.',
  questionNotFound: 'Question not found.',
  notFound: 'Highlight not found.',
  notAnswered: 'The rationale is shown once this question is answered.',
  noRationale: 'This question has no rationale to highlight.',
  mismatch: 'The highlighted text is not in this question. Reload it and try again.',
  tooMany: 'This question has as many highlights as it can hold. Remove one first.',
  none: 'Highlight some questions first.',
} as const

/** Highlights a question may hold (stem and rationale together). */
const MAX_PER_QUESTION = 50

type Deps = {
  repo: HighlightsRepository
  billing: BillingQueries
  questionBank: QuestionBankQueries
  clock: Clock
}

const highlightOf = (h: HighlightRow): THighlight => ({
  id: h.id,
  field: h.field,
  start: h.start,
  end: h.end,
  text: h.text,
  createdAt: h.createdAt.toISOString(),
})

/** Highlights for revision (issue 14 section 4): text ranges per student and question. */
export function highlightsService({ repo, billing, questionBank, clock }: Deps) {
  async function requirePlan(userId: string) {
    if (!(await billing.features(userId, clock.now())).plan)
      throw new AppError('forbidden', HIGHLIGHT_MESSAGES.needsPlan)
  }

  async function paperQuestion(userId: string, code: string, position: number) {
    const q = await questionBank.paperQuestion(userId, code, position)
    if (!q) throw new AppError('not_found', HIGHLIGHT_MESSAGES.questionNotFound)
    return q
  }

  return {
    async forQuestion(
      userId: string,
      code: string,
      position: number,
    ): Promise<TQuestionHighlights> {
      await requirePlan(userId)
      const q = await paperQuestion(userId, code, position)
      const rows = await repo.forQuestion(userId, q.questionId)
      // The rationale's highlights only once the rationale itself may be shown.
      return {
        items: rows.filter((h) => q.revealed || h.field === 'stem').map(highlightOf),
      }
    },

    async create(
      userId: string,
      code: string,
      position: number,
      input: TCreateHighlightRequest,
    ): Promise<THighlight> {
      await requirePlan(userId)
      const q = await paperQuestion(userId, code, position)
      let html = q.stem
      if (input.field === 'explanation') {
        if (!q.revealed) throw new AppError('conflict', HIGHLIGHT_MESSAGES.notAnswered)
        if (!q.explanation) throw new AppError('unprocessable', HIGHLIGHT_MESSAGES.noRationale)
        html = q.explanation
      }
      // The quote must be the text at that range; if the text moved, find the quote instead.
      const text = textContent(html)
      let start = input.start
      if (text.slice(start, input.end) !== input.text) {
        start = text.indexOf(input.text)
        if (start < 0) throw new AppError('unprocessable', HIGHLIGHT_MESSAGES.mismatch)
      }
      if ((await repo.countForQuestion(userId, q.questionId)) >= MAX_PER_QUESTION)
        throw new AppError('conflict', HIGHLIGHT_MESSAGES.tooMany)
      const row = await repo.insert({
        userId,
        questionId: q.questionId,
        paperId: q.paperId,
        position: q.position,
        field: input.field,
        start,
        end: start + input.text.length,
        text: input.text,
        createdAt: clock.now(),
      })
      return highlightOf(row)
    },

    async remove(userId: string, id: string) {
      await requirePlan(userId)
      if (!(await repo.remove(userId, id)))
        throw new AppError('not_found', HIGHLIGHT_MESSAGES.notFound)
    },

    async list(userId: string, page: number, pageSize = 10): Promise<THighlightedQuestionPage> {
      await requirePlan(userId)
      const { rows, total } = await repo.pageOfQuestions(userId, pageSize, (page - 1) * pageSize)
      const all = await repo.ofQuestions(
        userId,
        rows.map((r) => r.question_id),
      )
      const items = rows.map((r) => {
        const mine = all.filter((h) => h.highlight.questionId === r.question_id)
        const opened = mine.find((h) => h.code !== null && h.highlight.position !== null)
        return {
          questionId: r.question_id,
          subject: r.subject,
          highlights: mine
            .map((h) => highlightOf(h.highlight))
            .sort((a, b) =>
              a.field === b.field ? a.start - b.start : a.field === 'stem' ? -1 : 1,
            ),
          open: opened ? { code: opened.code!, position: opened.highlight.position! } : null,
          lastHighlightedAt: new Date(r.last).toISOString(),
        }
      })
      return { items, total, page, pageSize }
    },

    async createTest(userId: string, input: THighlightTestRequest): Promise<TCreatePaperResponse> {
      await requirePlan(userId)
      const ids = await repo.questionIds(userId, input.count)
      if (ids.length === 0) throw new AppError('unprocessable', HIGHLIGHT_MESSAGES.none)
      return questionBank.createPracticePaper(userId, ids, input.mode)
    },
  }
}

export type HighlightsService = ReturnType<typeof highlightsService>
