import { z } from 'zod'
import { OTP_LENGTH } from '../constants/spec'
import { MESSAGES, NAME_MAX_LENGTH } from '../domain/validation'
import { newPassword, ZEmail } from './auth'

export const ACCOUNT_MESSAGES = {
  currentPasswordRequired: 'Please enter your current password',
  codeLength: `The code has ${OTP_LENGTH} digits`,
} as const

const currentPassword = z
  .string({ error: ACCOUNT_MESSAGES.currentPasswordRequired })
  .min(1, ACCOUNT_MESSAGES.currentPasswordRequired)
  .max(200, 'Password is too long (200 characters at most)')

export const ZNameChangeRequest = z.object({
  name: z
    .string({ error: MESSAGES.nameRequired })
    .trim()
    .min(1, MESSAGES.nameRequired)
    .max(NAME_MAX_LENGTH, MESSAGES.nameTooLong),
})
export type TNameChangeRequest = z.infer<typeof ZNameChangeRequest>

/** Step 1 of an email change: the new address and the current password. */
export const ZEmailChangeRequest = z.object({ newEmail: ZEmail, password: currentPassword })
export type TEmailChangeRequest = z.infer<typeof ZEmailChangeRequest>

/** Step 2: the 6-digit code mailed to the new address. */
export const ZEmailChangeConfirm = z.object({
  code: z
    .string({ error: ACCOUNT_MESSAGES.codeLength })
    .trim()
    .regex(new RegExp(`^\\d{${OTP_LENGTH}}$`), ACCOUNT_MESSAGES.codeLength),
})
export type TEmailChangeConfirm = z.infer<typeof ZEmailChangeConfirm>

export const ZAccountPasswordChangeRequest = z
  .object({
    currentPassword,
    newPassword: newPassword(MESSAGES.loginPasswordRequired),
    confirmPassword: z.string().max(200),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    message: MESSAGES.passwordsDiffer,
    path: ['confirmPassword'],
  })
export type TAccountPasswordChangeRequest = z.infer<typeof ZAccountPasswordChangeRequest>

export const ZAccountDeleteRequest = z.object({ password: currentPassword })
export type TAccountDeleteRequest = z.infer<typeof ZAccountDeleteRequest>

export const ZAccountSession = z.object({
  id: z.string(),
  /** "Chrome on Windows" (from the User-Agent at login). */
  device: z.string(),
  current: z.boolean(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
})
export type TAccountSession = z.infer<typeof ZAccountSession>

export const ZAccountSessionList = z.object({ items: z.array(ZAccountSession) })
export type TAccountSessionList = z.infer<typeof ZAccountSessionList>

export const ZSessionsEnded = z.object({ ended: z.number().int(), message: z.string() })
export type TSessionsEnded = z.infer<typeof ZSessionsEnded>
