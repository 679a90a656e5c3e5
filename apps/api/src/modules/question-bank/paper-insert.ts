import { marksFor } from '@nurseready/shared/domain/grading'
import { deadlineFrom, newPaperCode } from './paper-rules'
import type { PapersRepository } from './papers.repository'

type Executor = Parameters<PapersRepository['insertPaper']>[0]
type PaperValues = Parameters<PapersRepository['insertPaper']>[1]

/**
 * Writes a new paper and its items in the caller's transaction: a fresh code, the questions in
 * the order given with their marks (the spec's marks, else the default), the marks possible, and
 * for a timed paper its limit and deadline. `paper` gives the rest (owner, style, subject, choice).
 */
export async function insertPaperWithQuestions(
  repo: PapersRepository,
  tx: Executor,
  paper: Omit<
    PaperValues,
    'code' | 'questionCount' | 'marksPossible' | 'timeLimitSeconds' | 'deadlineAt' | 'createdAt'
  > & { mode: 'tutor' | 'time' },
  picked: { id: string; marks: number | null }[],
  now: Date,
  timedTestSeconds: number,
) {
  const marks = picked.map((q) => marksFor(q.marks))
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
