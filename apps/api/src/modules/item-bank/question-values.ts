import type { TItem } from '@nurseready/shared/items/item'
import type { NewQuestion } from './item-bank.repository'

/**
 * The row of an item: the whole item (key and rationales) plus the columns filters read; `extra`
 * adds the life-cycle columns or a case study's place. Used by the admin bank and the seed.
 */
export function questionValues(
  item: TItem,
  subjectId: string,
  extra: Partial<NewQuestion> = {},
): NewQuestion {
  return {
    key: item.id,
    subjectId,
    subsubject: item.subsubject ?? null,
    style: item.style,
    type: item.type,
    stem: item.stem,
    marks: item.marks ?? null,
    explanation: item.explanation,
    clientNeed: item.clientNeed,
    difficulty: item.difficulty ?? null,
    exams: item.exams,
    item,
    clinicalJudgmentStep: item.clinicalJudgmentStep ?? null,
    ...extra,
  }
}
