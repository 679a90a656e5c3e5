import type { TStyle } from '@nurseready/shared/schemas/question-bank'

/** Query keys of the question bank: one factory, so invalidation names whole families. */
export const questionBankKeys = {
  all: ['question-bank'] as const,
  subjects: (params: { page: number; pageSize: number; style?: TStyle }) =>
    [...questionBankKeys.all, 'subjects', params] as const,
  papers: () => [...questionBankKeys.all, 'papers'] as const,
  paperList: (params: { page: number; pageSize: number }) =>
    [...questionBankKeys.papers(), 'list', params] as const,
  paper: (code: string) => [...questionBankKeys.papers(), 'detail', code] as const,
  questions: (code: string) => [...questionBankKeys.paper(code), 'question'] as const,
  question: (code: string, position: number) =>
    [...questionBankKeys.questions(code), position] as const,
  dashboard: () => [...questionBankKeys.all, 'dashboard'] as const,
  analytics: () => [...questionBankKeys.all, 'analytics'] as const,
  performance: () => [...questionBankKeys.analytics(), 'performance'] as const,
  poolCounts: (params: { style?: TStyle; subjectIds: string[]; clientNeeds: string[] }) =>
    [...questionBankKeys.all, 'pool-counts', params] as const,
}
