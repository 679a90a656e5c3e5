import { z } from 'zod'
import { OTP_LENGTH } from '../constants/spec'
import { EMAIL_PATTERN, MESSAGES } from '../domain/validation'

const email = z
  .string({ error: MESSAGES.invalidEmail })
  .trim()
  .toLowerCase()
  .max(254)
  .regex(EMAIL_PATTERN, MESSAGES.invalidEmail)
const password = (required: string) =>
  z
    .string({ error: required })
    .min(1, required)
    .max(200, 'Password is too long (200 characters at most)')

export const ZSignupRequest = z.object({
  name: z.string({ error: MESSAGES.nameRequired }).trim().min(1, MESSAGES.nameRequired).max(120),
  email,
  password: password(MESSAGES.signupPasswordRequired),
})
export type TSignupRequest = z.infer<typeof ZSignupRequest>

export const ZLoginRequest = z.object({
  email,
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

export const ZOtpSendRequest = z.object({ email })
export type TOtpSendRequest = z.infer<typeof ZOtpSendRequest>

export const ZOtpVerifyRequest = z.object({
  email,
  otp: z.string().trim().length(OTP_LENGTH, MESSAGES.otpLength),
})
export type TOtpVerifyRequest = z.infer<typeof ZOtpVerifyRequest>

export const ZOtpVerifyResponse = z.object({ resetToken: z.string(), message: z.string() })
export type TOtpVerifyResponse = z.infer<typeof ZOtpVerifyResponse>

export const ZPasswordChangeRequest = z
  .object({
    resetToken: z.string().min(1).max(200),
    newPassword: password(MESSAGES.loginPasswordRequired),
    confirmPassword: z.string().max(200),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: MESSAGES.passwordsDiffer,
    path: ['confirmPassword'],
  })
export type TPasswordChangeRequest = z.infer<typeof ZPasswordChangeRequest>
