import { describe, expect, it } from 'vitest'
import { firstSignupError, isValidEmail, isValidOtp, MESSAGES } from './validation'

describe('isValidEmail', () => {
  it.each(['a@b.co', 'student.one+tag@nurse-ready.ca', '  padded@example.com  '])(
    'accepts %s',
    (v) => expect(isValidEmail(v)).toBe(true),
  )
  it.each([
    '',
    'plain',
    'a@b',
    '@b.co',
    'a@.co.',
    'a b@c.co',
    'a@b c.co',
    'a@@b.co',
    'a@b.co x',
    'x a@b.co',
  ])('rejects %j', (v) => expect(isValidEmail(v)).toBe(false))
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
  const ok = { name: 'Ana', email: 'ana@example.com', password: 'secret-pass', terms: true }
  it('passes a complete form', () => expect(firstSignupError(ok)).toBeNull())
  it('reports email first, then password, then terms', () => {
    const empty = { name: 'Ana', email: '', password: '', terms: false }
    expect(firstSignupError(empty)?.message).toBe('Invalid email address')
    expect(firstSignupError({ ...empty, email: 'ana@example.com' })?.message).toBe(
      'Please write a password',
    )
    expect(
      firstSignupError({ ...empty, email: 'ana@example.com', password: 'secret-pass' })?.message,
    ).toBe('Please accept the terms and conditions')
  })
  it('says what is wrong with each field beyond the spec cases, with the limit', () => {
    expect(firstSignupError({ ...ok, name: '   ' })).toEqual({
      field: 'name',
      message: 'Please enter your name',
    })
    expect(firstSignupError({ ...ok, name: 'A'.repeat(3000) })).toEqual({
      field: 'name',
      message: 'Name is too long (120 characters at most)',
    })
    expect(firstSignupError({ ...ok, name: 'A'.repeat(120) })).toBeNull()
    expect(firstSignupError({ ...ok, email: `${'a'.repeat(250)}@example.com` })).toEqual({
      field: 'email',
      message: 'Email address is too long (254 characters at most)',
    })
    expect(firstSignupError({ ...ok, password: 'short' })).toEqual({
      field: 'password',
      message: 'Password must be at least 8 characters',
    })
    expect(firstSignupError({ ...ok, password: 'p'.repeat(129) })).toEqual({
      field: 'password',
      message: 'Password is too long (128 characters at most)',
    })
  })
  it('names the field of each error (the form puts the message under it)', () => {
    const empty = { name: 'Ana', email: '', password: '', terms: false }
    expect(firstSignupError(empty)).toEqual({ field: 'email', message: 'Invalid email address' })
    expect(firstSignupError({ ...empty, email: 'ana@example.com' })).toEqual({
      field: 'password',
      message: 'Please write a password',
    })
    expect(firstSignupError({ ...ok, terms: false })).toEqual({
      field: 'terms',
      message: 'Please accept the terms and conditions',
    })
  })
  it('takes an email of 254 characters, counted after trimming', () => {
    const email = `${'a'.repeat(243)}@example.ca`
    expect(email).toHaveLength(254)
    expect(firstSignupError({ ...ok, email })).toBeNull()
    expect(firstSignupError({ ...ok, email: `  ${email}  ` })).toBeNull()
  })
  it('takes passwords of 8 and of 128 characters', () => {
    expect(firstSignupError({ ...ok, password: 'p'.repeat(8) })).toBeNull()
    expect(firstSignupError({ ...ok, password: 'p'.repeat(128) })).toBeNull()
    expect(firstSignupError({ ...ok, password: 'p'.repeat(7) })?.message).toBe(
      'Password must be at least 8 characters',
    )
  })
})
