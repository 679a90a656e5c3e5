import { OTP_LENGTH } from '../constants/spec'
import { passwordLengthProblem } from './password-policy'

/** The spec's "simple {email} pattern": something@something.something, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim())
}

/** OTP rule of spec section 5: exactly six characters. */
export function isValidOtp(value: string): boolean {
  return value.length === OTP_LENGTH
}

/** The longest name and email an account can have (the API refuses longer ones). */
export const NAME_MAX_LENGTH = 120
export const EMAIL_MAX_LENGTH = 254

export const MESSAGES = {
  invalidEmail: 'Invalid email address',
  signupPasswordRequired: 'Please write a password',
  loginPasswordRequired: 'Please enter a password',
  termsRequired: 'Please accept the terms and conditions',
  otpLength: `OTP must be exactly ${OTP_LENGTH} characters long`,
  passwordsDiffer: 'Passwords do not match',
  nameRequired: 'Please enter your name',
  nameTooLong: `Name is too long (${NAME_MAX_LENGTH} characters at most)`,
  emailTooLong: `Email address is too long (${EMAIL_MAX_LENGTH} characters at most)`,
} as const

export type SignupFormValues = { name: string; email: string; password: string; terms: boolean }

/**
 * Signup form check, field by field in the form's order, each field's spec message first: name
 * (required), email ('Invalid email address'), password ('Please write a password'), terms.
 * Beyond the spec's cases every error says what is wrong: a name or email over its limit, a
 * password outside 8-128 characters (the API's rules, so the form never sends what it refuses).
 * Returns the first failing field and its message, or null.
 */
export function firstSignupError(
  values: SignupFormValues,
): { field: keyof SignupFormValues; message: string } | null {
  const name = values.name.trim()
  const email = values.email.trim()
  if (!name) return { field: 'name', message: MESSAGES.nameRequired }
  if (name.length > NAME_MAX_LENGTH) return { field: 'name', message: MESSAGES.nameTooLong }
  if (email.length > EMAIL_MAX_LENGTH) return { field: 'email', message: MESSAGES.emailTooLong }
  if (!isValidEmail(email)) return { field: 'email', message: MESSAGES.invalidEmail }
  if (values.password === '') return { field: 'password', message: MESSAGES.signupPasswordRequired }
  const passwordProblem = passwordLengthProblem(values.password)
  if (passwordProblem) return { field: 'password', message: passwordProblem }
  if (!values.terms) return { field: 'terms', message: MESSAGES.termsRequired }
  return null
}
