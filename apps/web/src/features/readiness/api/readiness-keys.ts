/** Query keys of readiness: one factory, so invalidation names whole families. */
export const readinessKeys = {
  all: ['readiness'] as const,
  overview: () => [...readinessKeys.all, 'overview'] as const,
  assessment: (id: string) => [...readinessKeys.all, 'assessment', id] as const,
  item: (id: string, position: number) =>
    [...readinessKeys.assessment(id), 'item', position] as const,
  result: (id: string) => [...readinessKeys.assessment(id), 'result'] as const,
  review: (id: string, page: number) => [...readinessKeys.assessment(id), 'review', page] as const,
}
