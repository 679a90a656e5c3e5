export const chatKeys = {
  all: ['support-chat'] as const,
  messages: () => [...chatKeys.all, 'messages'] as const,
}
