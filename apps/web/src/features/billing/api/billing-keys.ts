/** Query keys of billing: one factory, so invalidation names whole families. */
export const billingKeys = {
  all: ['billing'] as const,
  plans: () => [...billingKeys.all, 'plans'] as const,
  subscription: () => [...billingKeys.all, 'subscription'] as const,
  ordersAll: () => [...billingKeys.all, 'orders'] as const,
  orders: (page: number) => [...billingKeys.ordersAll(), 'page', page] as const,
  order: (id: string) => [...billingKeys.ordersAll(), 'one', id] as const,
}
