/** Query keys of highlights: one factory, so invalidation names whole families. */
export const highlightsKeys = {
  all: ['highlights'] as const,
  list: (page: number) => [...highlightsKeys.all, 'list', page] as const,
  question: (code: string, position: number) =>
    [...highlightsKeys.all, 'question', code, position] as const,
}
