/** Longest support message, in characters (after trimming). */
export const CHAT_MESSAGE_MAX_LENGTH = 2000

export const CHAT_MESSAGE_ERRORS = {
  empty: 'Please write a message.',
  tooLong: `Messages can be at most ${CHAT_MESSAGE_MAX_LENGTH} characters.`,
} as const

/**
 * Spec 5 "Support message": an empty or whitespace-only message is not sent; we also cap its
 * length. Returns why `text` cannot be sent, or null when it can.
 */
export function chatMessageProblem(text: string): string | null {
  const trimmed = text.trim()
  if (trimmed.length === 0) return CHAT_MESSAGE_ERRORS.empty
  if (trimmed.length > CHAT_MESSAGE_MAX_LENGTH) return CHAT_MESSAGE_ERRORS.tooLong
  return null
}
