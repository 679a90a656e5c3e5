import { marksFor } from '@nurseready/shared/domain/grading'
import type { TCreatePaperResponse } from '@nurseready/shared/schemas/question-bank'
import { AppError } from '../../lib/errors'
import type { PaperDeps } from './paper-access'
import { deadlineFrom, newPaperCode, PAPER_MESSAGES } from './paper-rules'
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
      const marks = picked.map((q) => marksFor(q.marks))
      const timed = mode === 'time'
      const paper = await repo.transaction(async (tx) => {
        const row = await repo.insertPaper(tx, {
          code: newPaperCode(),
          userId,
          style: mostCommon(picked.map((q) => q.style)),
          mode,
          subjectId: mostCommon(picked.map((q) => q.subjectId)),
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
      return {
        code: paper.code,
        requested: questionIds.length,
        questionCount: paper.questionCount,
        message: PAPER_MESSAGES.created,
      }
    },
  }
}
