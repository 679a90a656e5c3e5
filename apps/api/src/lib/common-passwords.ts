import { dictionary } from '@zxcvbn-ts/language-common'

/** How many of the most common passwords new passwords may not be (issue 10, ASVS 6.2.4). */
export const COMMON_PASSWORDS_REFUSED = 1000

let common: Set<string> | null = null

/**
 * True when the password (compared case-insensitively) is among the 1,000 most common ones: the
 * head of zxcvbn-ts's frequency-ranked list of leaked passwords (MIT, @zxcvbn-ts/language-common).
 * Most of that head is shorter than 8 characters and is refused by length first; the rest
 * ("password", "iloveyou", "sunshine", "1qaz2wsx"...) is refused here.
 */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(
    dictionary['passwords-common'].slice(0, COMMON_PASSWORDS_REFUSED).map((p) => p.toLowerCase()),
  )
  return common.has(password.toLowerCase())
}
