/** Query keys of the admin console (everything under ['admin'] is admin-only data). */
export const adminKeys = {
  all: ['admin'] as const,
  overview: () => ['admin', 'overview'] as const,
  auditLog: (query: Record<string, unknown>) => ['admin', 'audit-log', query] as const,
  users: (query: Record<string, unknown>) => ['admin', 'users', query] as const,
  user: (id: string) => ['admin', 'user', id] as const,
  orders: (query: Record<string, unknown>) => ['admin', 'orders', query] as const,
  plans: () => ['admin', 'plans'] as const,
  leads: (query: Record<string, unknown>) => ['admin', 'leads', query] as const,
  chatThreads: () => ['admin', 'chat', 'threads'] as const,
  chatMessages: (id: string) => ['admin', 'chat', 'messages', id] as const,
  blogPosts: (page: number) => ['admin', 'blog', page] as const,
  blogPost: (id: string) => ['admin', 'blog', 'post', id] as const,
  faqs: () => ['admin', 'faqs'] as const,
}

/** A query string from the set values of an object ('' and undefined left out). */
export function queryString(values: Record<string, string | number | boolean | undefined>) {
  const params = new URLSearchParams()
  for (const [k, v] of Object.entries(values))
    if (v !== undefined && v !== '') params.set(k, String(v))
  const s = params.toString()
  return s ? `?${s}` : ''
}
