import { z } from 'zod'
import { OTP_LENGTH } from '../constants/spec'
import { passwordLengthProblem } from '../domain/password-policy'
import { EMAIL_MAX_LENGTH, EMAIL_PATTERN, MESSAGES, NAME_MAX_LENGTH } from '../domain/validation'

/** An email address as every form takes it: trimmed, lower-cased, the spec's pattern. */
export const ZEmail = z
  .string({ error: MESSAGES.invalidEmail })
  .trim()
  .toLowerCase()
  .max(EMAIL_MAX_LENGTH, MESSAGES.emailTooLong)
  .regex(EMAIL_PATTERN, MESSAGES.invalidEmail)
const password = (required: string) =>
  z
    .string({ error: required })
    .min(1, required)
    .max(200, 'Password is too long (200 characters at most)')
/** A new password (signup, reset): required first (the spec's message), then 8-128 characters. */
export const newPassword = (required: string) =>
  z
    .string({ error: required })
    .min(1, required)
    .superRefine((value, ctx) => {
      const problem = value === '' ? null : passwordLengthProblem(value)
      if (problem) ctx.addIssue({ code: 'custom', message: problem })
    })

export const ZSignupRequest = z.object({
  name: z
    .string({ error: MESSAGES.nameRequired })
    .trim()
    .min(1, MESSAGES.nameRequired)
    .max(NAME_MAX_LENGTH, MESSAGES.nameTooLong),
  email: ZEmail,
  password: newPassword(MESSAGES.signupPasswordRequired),
})
export type TSignupRequest = z.infer<typeof ZSignupRequest>

/**
 * The signup form: the request plus the terms box, which only the browser checks. Its issues come
 * in the spec's order (name, email, password, terms), as domain/validation's firstSignupError.
 */
export const ZSignupForm = ZSignupRequest.extend({
  terms: z.boolean().refine((accepted) => accepted, MESSAGES.termsRequired),
})
export type TSignupForm = z.input<typeof ZSignupForm>

export const ZLoginRequest = z.object({
  email: ZEmail,
  password: password(MESSAGES.loginPasswordRequired),
})
export type TLoginRequest = z.infer<typeof ZLoginRequest>

export const ZRole = z.enum(['student', 'admin'])
export type TRole = z.infer<typeof ZRole>

export const ZUser = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: ZRole,
})
export type TUser = z.infer<typeof ZUser>

export const ZLoginResponse = z.object({
  token: z.string(),
  expiresAt: z.string(),
  user: ZUser,
  message: z.string(),
})
export type TLoginResponse = z.infer<typeof ZLoginResponse>

export const ZSignupResponse = z.object({ user: ZUser, message: z.string() })
export type TSignupResponse = z.infer<typeof ZSignupResponse>

export const ZOtpSendRequest = z.object({ email: ZEmail })
export type TOtpSendRequest = z.infer<typeof ZOtpSendRequest>

export const ZOtpVerifyRequest = z.object({
  email: ZEmail,
  otp: z.string().trim().length(OTP_LENGTH, MESSAGES.otpLength),
})
export type TOtpVerifyRequest = z.infer<typeof ZOtpVerifyRequest>

export const ZOtpVerifyResponse = z.object({ resetToken: z.string(), message: z.string() })
export type TOtpVerifyResponse = z.infer<typeof ZOtpVerifyResponse>

export const ZPasswordChangeRequest = z
  .object({
    resetToken: z.string().min(1).max(200),
    newPassword: newPassword(MESSAGES.loginPasswordRequired),
    confirmPassword: z.string().max(200),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: MESSAGES.passwordsDiffer,
    path: ['confirmPassword'],
  })
export type TPasswordChangeRequest = z.infer<typeof ZPasswordChangeRequest>
