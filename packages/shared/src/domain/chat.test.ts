import { describe, expect, it } from 'vitest'
import { CHAT_MESSAGE_ERRORS, CHAT_MESSAGE_MAX_LENGTH, chatMessageProblem } from './chat'

describe('chatMessageProblem', () => {
  it('refuses empty and whitespace-only messages', () => {
    expect(chatMessageProblem('')).toBe(CHAT_MESSAGE_ERRORS.empty)
    expect(chatMessageProblem('   \n\t ')).toBe(CHAT_MESSAGE_ERRORS.empty)
  })

  it('refuses messages over the limit once trimmed, and accepts the limit itself', () => {
    expect(chatMessageProblem('a'.repeat(CHAT_MESSAGE_MAX_LENGTH + 1))).toBe(
      CHAT_MESSAGE_ERRORS.tooLong,
    )
    expect(chatMessageProblem(` ${'a'.repeat(CHAT_MESSAGE_MAX_LENGTH)} `)).toBeNull()
  })

  it('accepts ordinary text', () => {
    expect(chatMessageProblem('Hello, I cannot open my notes.')).toBeNull()
  })
})
