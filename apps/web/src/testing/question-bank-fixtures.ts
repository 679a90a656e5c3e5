import { EXAMPLE_CASE_STUDY } from '@nurseready/shared/items/examples'
import { type TItem, toPublicItem } from '@nurseready/shared/items/item'
import type {
  TAnsweredQuestion,
  TPaperState,
  TPaperSummary,
  TSubjectList,
} from '@nurseready/shared/schemas/question-bank'

/** Response bodies of the question-bank API for component tests, built from the contracts. */
export const SUBJECT_A = '6f1c1a2e-0000-4000-8000-000000000001'
export const SUBJECT_B = '6f1c1a2e-0000-4000-8000-000000000002'

export function subjectList(overrides: Partial<TSubjectList> = {}): TSubjectList {
  return {
    items: [
      { id: SUBJECT_A, name: 'Pharmacology', totalQuestions: 120, usedQuestions: 14 },
      { id: SUBJECT_B, name: 'Maternal Health', totalQuestions: 80, usedQuestions: 0 },
    ],
    total: 2,
    page: 1,
    pageSize: 8,
    allQuestions: 200,
    usedQuestions: 14,
    ...overrides,
  }
}

export function paperSummary(overrides: Partial<TPaperSummary> = {}): TPaperSummary {
  return {
    code: 'ABCD234567',
    style: 'traditional',
    mode: 'tutor',
    subject: 'Pharmacology',
    status: 'in process',
    questionCount: 3,
    answeredCount: 0,
    marksScored: 0,
    marksPossible: 9,
    percent: 0,
    createdAt: '2026-03-02T14:30:00.000Z',
    completedAt: null,
    ...overrides,
  }
}

export function paperState(overrides: Partial<TPaperState> = {}): TPaperState {
  return { ...paperSummary(), timer: null, nextPosition: 1, ...overrides }
}

export function mcqQuestion(overrides: Partial<TAnsweredQuestion> = {}): TAnsweredQuestion {
  return {
    code: 'ABCD234567',
    position: 1,
    total: 3,
    style: 'traditional',
    type: 'mcq',
    subject: 'Pharmacology',
    stem: '<p>Which drug reverses <strong>opioid</strong> overdose?</p>',
    options: ['Naloxone', 'Atropine', 'Flumazenil', 'Protamine'],
    headings: [],
    rows: [],
    marks: 3,
    answered: false,
    note: null,
    item: {
      type: 'mcq',
      id: 'pharm-naloxone',
      style: 'traditional',
      stem: '<p>Which drug reverses <strong>opioid</strong> overdose?</p>',
      subject: 'Pharmacology',
      clientNeed: 'pharmacological-and-parenteral-therapies',
      exams: ['nclex-rn'],
      options: [
        { id: 'o1', text: 'Naloxone' },
        { id: 'o2', text: 'Atropine' },
        { id: 'o3', text: 'Flumazenil' },
        { id: 'o4', text: 'Protamine' },
      ],
    },
    case: null,
    given: null,
    response: null,
    score: null,
    solution: null,
    correct: null,
    marksAwarded: 0,
    key: null,
    explanation: null,
    answeredAt: null,
    ...overrides,
  }
}

/** The same question once graded, as tutor mode's answer reply carries it. */
export function gradedMcq(choice: string, overrides: Partial<TAnsweredQuestion> = {}) {
  const correct = choice === 'Naloxone'
  return mcqQuestion({
    answered: true,
    given: { type: 'mcq', choice },
    correct,
    marksAwarded: correct ? 3 : 0,
    key: { type: 'mcq', answers: ['Naloxone'] },
    explanation: '<p>Naloxone is an opioid antagonist.</p>',
    answeredAt: '2026-03-02T14:31:00.000Z',
    ...overrides,
  })
}

/**
 * A Next Gen question in the item format, as the API sends it before the answer: the public item
 * (no key), no legacy options; with `inCase`, step `index` of the example case and its record.
 */
export function ngnQuestion(
  item: TItem,
  overrides: Partial<TAnsweredQuestion> = {},
  inCase?: { index: number },
): TAnsweredQuestion {
  return mcqQuestion({
    style: 'nextgen',
    type: item.type,
    subject: item.subject,
    stem: item.stem,
    options: [],
    marks: 4,
    item: toPublicItem(item),
    case: inCase
      ? {
          caseId: EXAMPLE_CASE_STUDY.id,
          title: EXAMPLE_CASE_STUDY.title,
          index: inCase.index,
          total: 6,
          record: EXAMPLE_CASE_STUDY.record,
        }
      : null,
    ...overrides,
  })
}
