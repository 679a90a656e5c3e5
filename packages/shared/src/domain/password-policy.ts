/**
 * The password rule for new passwords (signup and reset; ASVS 6.2): 8 to 128 characters, checked
 * after the spec's "required" message, and not one of the most common passwords (that list is
 * checked on the server only, to keep it out of the web bundle). Logins accept any stored
 * password, so accounts made under an older rule keep working.
 */
export const PASSWORD_MIN_LENGTH = 8
export const PASSWORD_MAX_LENGTH = 128

export const PASSWORD_MESSAGES = {
  tooShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  tooLong: `Password is too long (${PASSWORD_MAX_LENGTH} characters at most)`,
  tooCommon: 'This password is one of the most common passwords. Please choose another.',
} as const

/** The length problem of a non-empty new password, or null. */
export function passwordLengthProblem(password: string): string | null {
  // Characters as people count them (a surrogate pair is one), not UTF-16 code units.
  const length = [...password].length
  if (length < PASSWORD_MIN_LENGTH) return PASSWORD_MESSAGES.tooShort
  if (length > PASSWORD_MAX_LENGTH) return PASSWORD_MESSAGES.tooLong
  return null
}
