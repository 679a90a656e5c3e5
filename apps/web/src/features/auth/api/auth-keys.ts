export const authKeys = {
  me: ['auth', 'me'] as const,
  sessions: ['auth', 'account', 'sessions'] as const,
}
