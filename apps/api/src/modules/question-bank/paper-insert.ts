import { deadlineFrom, newPaperCode } from './paper-rules'
import type { PapersRepository, QuestionRow } from './papers.repository'
import { marksPossibleOf } from './question-items'

type Executor = Parameters<PapersRepository['insertPaper']>[0]
type PaperValues = Parameters<PapersRepository['insertPaper']>[1]

/**
 * Writes a new paper and its items in the caller's transaction: a fresh code, the questions in
 * the order given with their marks (Traditional: the spec's marks, else the default; Next Gen:
 * the item's NGN maximum, decision 0019), the marks possible, and
 * for a timed paper its limit and deadline. `paper` gives the rest (owner, style, subject, choice).
 */
export async function insertPaperWithQuestions(
  repo: PapersRepository,
  tx: Executor,
  paper: Omit<
    PaperValues,
    'code' | 'questionCount' | 'marksPossible' | 'timeLimitSeconds' | 'deadlineAt' | 'createdAt'
  > & { mode: 'tutor' | 'time' },
  picked: QuestionRow[],
  now: Date,
  timedTestSeconds: number,
) {
  const marks = picked.map(marksPossibleOf)
  const timed = paper.mode === 'time'
  const row = await repo.insertPaper(tx, {
    ...paper,
    code: newPaperCode(),
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
}
