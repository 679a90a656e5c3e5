import { OTP_LENGTH } from '../constants/spec'

/** The spec's "simple {email} pattern": something@something.something, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim())
}

/** OTP rule of spec section 5: exactly six characters. */
export function isValidOtp(value: string): boolean {
  return value.length === OTP_LENGTH
}

export const MESSAGES = {
  invalidEmail: 'Invalid email address',
  signupPasswordRequired: 'Please write a password',
  loginPasswordRequired: 'Please enter a password',
  termsRequired: 'Please accept the terms and conditions',
  otpLength: `OTP must be exactly ${OTP_LENGTH} characters long`,
  passwordsDiffer: 'Passwords do not match',
  nameRequired: 'Please enter your name',
} as const

export type SignupFormValues = { name: string; email: string; password: string; terms: boolean }

/**
 * Signup form check in the spec's order (email, password, terms). Returns the first failing
 * field and its message, or null. Name is only "required" (the input's own constraint).
 */
export function firstSignupError(
  values: SignupFormValues,
): { field: keyof SignupFormValues; message: string } | null {
  if (!values.name.trim()) return { field: 'name', message: MESSAGES.nameRequired }
  if (!isValidEmail(values.email)) return { field: 'email', message: MESSAGES.invalidEmail }
  if (values.password === '') return { field: 'password', message: MESSAGES.signupPasswordRequired }
  if (!values.terms) return { field: 'terms', message: MESSAGES.termsRequired }
  return null
}
