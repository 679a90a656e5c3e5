/** Query keys of the review feature. */
export const reviewKeys = {
  all: ['review'] as const,
  question: (code: string, position: number) => ['review', 'question', code, position] as const,
}
