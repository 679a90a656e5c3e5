import type { TAnswerKey } from '@nurseready/shared/domain/grading'
import { clientNeedLabel } from '@nurseready/shared/domain/readiness/exams'
import { BAND_LABELS } from '@nurseready/shared/domain/readiness/report'
import type {
  TAssessmentStatus,
  TReadinessItem,
  TReadinessResultDto,
  TReadinessReview,
} from '@nurseready/shared/schemas/readiness'
import type { AssessmentRow, QuestionRow, ReadinessItemRow } from './readiness.repository'
import { isNeed } from './readiness-bank'
import { stopExplanation } from './readiness-texts'

/** Rows to the DTOs the routes declare (pure). */
/** Assessments give only legacy rows (the spec's four types, `item` null: bankItems). */
type LegacyType = TAnswerKey['type']
const legacyType = (q: QuestionRow) => q.type as LegacyType

export function keyOf(q: QuestionRow): TAnswerKey {
  const type = legacyType(q)
  if (type === 'matrix')
    return {
      type: 'matrix',
      rows: (q.rows ?? []).map((r) => ({ id: r.id, indicated: r.indicated })),
    }
  return { type, answers: q.answers }
}

export function itemDto(position: number, q: QuestionRow): TReadinessItem {
  return {
    position,
    style: q.style,
    type: legacyType(q),
    stem: q.stem,
    options: q.type === 'mcq' || q.type === 'multi' ? q.options : [],
    headings: q.headings ?? [],
    rows: (q.rows ?? []).map((r) => ({ id: r.id, text: r.text })),
  }
}

export function statusDto(row: AssessmentRow, at: Date): TAssessmentStatus {
  const now = at.getTime()
  const answered = row.state.items.filter((item) => item.score !== null).length
  return {
    id: row.id,
    exam: row.exam,
    examName: row.state.config.name,
    status: row.completedAt ? 'completed' : row.suspendedAt ? 'suspended' : 'in progress',
    position: row.state.items.length,
    answered,
    minItems: row.state.config.minItems,
    maxItems: row.state.config.maxItems,
    startedAt: row.startedAt.toISOString(),
    deadline: row.deadlineAt.toISOString(),
    remainingSeconds: row.completedAt
      ? 0
      : Math.max(0, Math.floor((row.deadlineAt.getTime() - now) / 1000)),
    suspendedAt: row.suspendedAt?.toISOString() ?? null,
    completedAt: row.completedAt?.toISOString() ?? null,
  }
}

/** A completed assessment's result (the caller checks it has one). */
export function resultDto(
  row: AssessmentRow & { completedAt: Date; result: NonNullable<AssessmentRow['result']> },
): TReadinessResultDto {
  const r = row.result
  const config = row.state.config
  const answered = row.state.items.filter((item) => item.score !== null).length
  return {
    id: row.id,
    exam: row.exam,
    examName: config.name,
    passingStandard: r.passingStandard,
    passed: r.passed,
    band: r.band,
    bandLabel: BAND_LABELS[r.band],
    probabilityAboveStandard: r.probabilityAboveStandard,
    theta: r.theta,
    se: r.se,
    interval: r.interval,
    stopReason: r.stopReason,
    stopExplanation: stopExplanation({
      reason: r.stopReason,
      passed: r.passed,
      answered,
      minItems: config.minItems,
      maxItems: config.maxItems,
      window: config.timeoutWindow,
    }),
    itemsAdministered: r.itemsAdministered,
    scoredItems: r.scoredItems,
    startedAt: row.startedAt.toISOString(),
    completedAt: row.completedAt.toISOString(),
    trace: r.trace.map((point, i) => ({
      position: i + 1,
      theta: point.theta,
      low: point.theta - config.confidenceZ * point.se,
      high: point.theta + config.confidenceZ * point.se,
      pretest: point.pretest,
    })),
    categories: r.categories.map((c) => ({
      clientNeed: c.clientNeed,
      label: c.label,
      items: c.items,
      level: c.level,
    })),
  }
}

/** One reviewed item: the answer given, the key and the explanation. */
export function reviewItemDto(
  row: AssessmentRow,
  { item, question }: { item: ReadinessItemRow; question: QuestionRow },
): TReadinessReview['items'][number] {
  const config = row.state.config
  return {
    ...itemDto(item.position, question),
    clientNeed: isNeed(question.clientNeed) ? clientNeedLabel(config, question.clientNeed) : '',
    pretest: item.pretest,
    given: item.answer ?? null,
    correct: item.score !== null && item.score === item.maxScore,
    key: keyOf(question),
    explanation: question.explanation,
  }
}
