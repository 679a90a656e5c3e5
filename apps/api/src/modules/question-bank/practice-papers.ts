import type { TCreatePaperResponse } from '@nurseready/shared/schemas/question-bank'
import { AppError } from '../../lib/errors'
import type { PaperDeps } from './paper-access'
import { insertPaperWithQuestions } from './paper-insert'
import { PAPER_MESSAGES } from './paper-rules'
import type { practicePapersRepository } from './practice-papers.repository'

type Deps = PaperDeps & { questions: ReturnType<typeof practicePapersRepository> }

/** The value most of `values` have (the first of them on a tie). */
function mostCommon<T>(values: T[]): T {
  const counts = new Map<T, number>()
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1)
  return [...counts].sort((a, b) => b[1] - a[1])[0]![0]
}

/**
 * A practice paper of chosen questions, in the order given (e.g. the highlighted ones). A paper
 * names one subject and style: those most of its questions have.
 */
export function practicePapers({ repo, clock, timedTestSeconds, questions }: Deps) {
  return {
    async createFromQuestions(
      userId: string,
      questionIds: string[],
      mode: 'tutor' | 'time',
    ): Promise<TCreatePaperResponse> {
      const found = await questions.findQuestions(questionIds)
      const byId = new Map(found.map((q) => [q.id, q]))
      const picked = questionIds.flatMap((id) => byId.get(id) ?? [])
      if (picked.length === 0) throw new AppError('unprocessable', PAPER_MESSAGES.noQuestions)
      const now = clock.now()
      const paper = await repo.transaction((tx) =>
        insertPaperWithQuestions(
          repo,
          tx,
          {
            userId,
            style: mostCommon(picked.map((q) => q.style)),
            mode,
            subjectId: mostCommon(picked.map((q) => q.subjectId)),
          },
          picked,
          now,
          timedTestSeconds,
        ),
      )
      return {
        code: paper.code,
        requested: questionIds.length,
        questionCount: paper.questionCount,
        message: PAPER_MESSAGES.created,
      }
    },
  }
}
