export type WebinarPage = { page: number; pageSize: number }

/** Query keys of webinars: one factory, so invalidation names whole families. */
export const webinarKeys = {
  all: ['webinars'] as const,
  availableAll: () => [...webinarKeys.all, 'available'] as const,
  available: (params: WebinarPage) => [...webinarKeys.availableAll(), params] as const,
  registeredAll: () => [...webinarKeys.all, 'registered'] as const,
  registered: (params: WebinarPage) => [...webinarKeys.registeredAll(), params] as const,
}
