import { describe, expect, it } from 'vitest'
import { firstSignupError, isValidEmail, isValidOtp, MESSAGES } from './validation'

describe('isValidEmail', () => {
  it.each(['a@b.co', 'student.one+tag@nurse-ready.ca', '  padded@example.com  '])(
    'accepts %s',
    (v) => expect(isValidEmail(v)).toBe(true),
  )
  it.each(['', 'plain', 'a@b', '@b.co', 'a@.co.', 'a b@c.co', 'a@b c.co', 'a@@b.co'])(
    'rejects %j',
    (v) => expect(isValidEmail(v)).toBe(false),
  )
})

describe('isValidOtp', () => {
  it('accepts exactly six characters', () => {
    expect(isValidOtp('A1B2C3')).toBe(true)
  })
  it.each(['', '12345', '1234567'])('rejects %j', (v) => expect(isValidOtp(v)).toBe(false))
  it('says the spec message', () => {
    expect(MESSAGES.otpLength).toBe('OTP must be exactly 6 characters long')
  })
})

describe('firstSignupError', () => {
  const ok = { name: 'Ana', email: 'ana@example.com', password: 'x', terms: true }
  it('passes a complete form', () => expect(firstSignupError(ok)).toBeNull())
  it('reports email first, then password, then terms', () => {
    const empty = { name: 'Ana', email: '', password: '', terms: false }
    expect(firstSignupError(empty)?.message).toBe('Invalid email address')
    expect(firstSignupError({ ...empty, email: 'ana@example.com' })?.message).toBe(
      'Please write a password',
    )
    expect(firstSignupError({ ...empty, email: 'ana@example.com', password: ' ' })?.message).toBe(
      'Please accept the terms and conditions',
    )
  })
})
