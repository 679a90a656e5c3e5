import { percentage, type TAnswerKey } from '@nurseready/shared/domain/grading'
import { toPublicItem } from '@nurseready/shared/items/item'
import type {
  TAnsweredQuestion,
  TGiven,
  TPaperState,
  TPaperSummary,
} from '@nurseready/shared/schemas/question-bank'
import { remainingSeconds } from './paper-rules'
import type { ItemRow, PaperRow, QuestionRow } from './papers.repository'
import { type CaseStudyRow, caseRecordAt, itemOf, storedResponse } from './question-items'

/** Rows to the API's DTOs. A new item type adds its key and its shown fields here. */

export function summaryOf(p: PaperRow, subject: string): TPaperSummary {
  // A test across several subjects is listed by its first and how many more.
  const more = p.subjectIds.length - 1
  return {
    code: p.code,
    style: p.style,
    mode: p.mode,
    subject: more > 0 ? `${subject} + ${more} more` : subject,
    status: p.status,
    questionCount: p.questionCount,
    answeredCount: p.answeredCount,
    marksScored: p.marksScored,
    marksPossible: p.marksPossible,
    percent: percentage(p.marksScored, p.marksPossible),
    createdAt: p.createdAt.toISOString(),
    completedAt: p.completedAt?.toISOString() ?? null,
  }
}

/** The answer key of a legacy question (the spec's four types), by its type. */
export function keyOf(q: QuestionRow): TAnswerKey {
  if (q.type === 'matrix')
    return {
      type: 'matrix',
      rows: (q.rows ?? []).map((r) => ({ id: r.id, indicated: r.indicated })),
    }
  return { type: q.type as 'mcq' | 'multi' | 'blank', answers: q.answers }
}

/** A timed paper's clock as the student sees it at `now`; null for tutor mode. */
export function timerOf(p: PaperRow, now: Date, timedTestSeconds: number): TPaperState['timer'] {
  if (p.mode !== 'time') return null
  return {
    limitSeconds: p.timeLimitSeconds ?? timedTestSeconds,
    remainingSeconds: p.status === 'completed' ? 0 : remainingSeconds(p, now),
    paused: p.pausedAt !== null,
    deadline: p.pausedAt || p.status === 'completed' ? null : (p.deadlineAt?.toISOString() ?? null),
  }
}

export function questionOf(
  p: PaperRow,
  item: ItemRow,
  q: QuestionRow,
  subject: string,
  flagged = false,
  caseStudy: CaseStudyRow | null = null,
): TAnsweredQuestion {
  // The key, rationales and explanation are revealed only once the question is answered or the
  // paper is done; before that only the public item (no key) leaves the server.
  const reveal = item.answeredAt !== null || p.status === 'completed'
  const full = itemOf(q, subject)
  const legacy = q.item === null
  return {
    code: p.code,
    position: item.position,
    total: p.questionCount,
    style: q.style,
    type: q.type,
    subject,
    stem: q.stem,
    options: legacy && (q.type === 'mcq' || q.type === 'multi') ? q.options : [],
    headings: q.headings ?? [],
    rows: (q.rows ?? []).map((r) => ({ id: r.id, text: r.text })),
    marks: item.marksPossible,
    answered: item.answeredAt !== null,
    note: item.note,
    flagged,
    item: toPublicItem(full),
    case:
      caseStudy && q.caseStep !== null
        ? {
            caseId: caseStudy.key,
            title: caseStudy.title,
            index: q.caseStep,
            total: 6,
            record: caseRecordAt(caseStudy, q.caseStep),
          }
        : null,
    given: (item.answer as TGiven | null) ?? null,
    response: item.answeredAt ? storedResponse(full, item.answer) : null,
    score: item.score,
    correct: item.isCorrect,
    marksAwarded: item.marksAwarded,
    key: reveal && legacy ? keyOf(q) : null,
    solution: reveal ? full : null,
    explanation: reveal ? (q.explanation ?? null) : null,
    answeredAt: item.answeredAt?.toISOString() ?? null,
    timeSpentSeconds: item.answeredAt ? item.timeSpentSeconds : null,
  }
}
