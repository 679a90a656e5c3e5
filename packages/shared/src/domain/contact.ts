import { isValidEmail, MESSAGES } from './validation'

/** What an institution can ask about (the spec's Product Name select). */
export const CONTACT_PRODUCTS = [
  'NCLEX-RN Question Bank',
  'NCLEX-RN Live Classes',
  'REx-PN / CPNRE Classes',
  'NCLEX-PN Preparation',
  'CELBAN Preparation',
] as const
export type ContactProduct = (typeof CONTACT_PRODUCTS)[number]

/** The spec's "Approximate of users" choices. */
export const CONTACT_USER_RANGES = ['25-50', '50-100', '101-500', '500+'] as const
export type ContactUserRange = (typeof CONTACT_USER_RANGES)[number]

export const CONTACT_LIMITS = { name: 120, email: 254, phone: 30, institution: 160 } as const

export const CONTACT_MESSAGES = {
  nameRequired: MESSAGES.nameRequired,
  emailRequired: 'Please enter your email address',
  invalidEmail: MESSAGES.invalidEmail,
  invalidPhone: 'Please enter a valid phone number',
  institutionRequired: 'Please enter your institution name',
  productRequired: 'Please select a product',
  usersRequired: 'Please choose the approximate number of users',
  tooLong: 'This is too long',
  sent: 'Thank you! Your request has been received. Our team will contact you within one business day.',
} as const

export type ContactFormValues = {
  name: string
  email: string
  phone: string
  institution: string
  product: string
  userRange: string
}
export type ContactField = keyof ContactFormValues

/** Digits with the usual separators: +1 (416) 555-0142, 416.555.0142, 0044 20 7946 0958. */
const PHONE_PATTERN = /^\+?[\d\s().-]{7,}$/

/**
 * The contact form's rules, checked in the browser before sending and by the API (the same
 * function), in the form's order. Returns a message per failing field; empty when valid.
 */
export function contactFormErrors(v: ContactFormValues): Partial<Record<ContactField, string>> {
  const errors: Partial<Record<ContactField, string>> = {}
  const name = v.name.trim()
  if (!name) errors.name = CONTACT_MESSAGES.nameRequired
  else if (name.length > CONTACT_LIMITS.name) errors.name = CONTACT_MESSAGES.tooLong

  const email = v.email.trim()
  if (!email) errors.email = CONTACT_MESSAGES.emailRequired
  else if (email.length > CONTACT_LIMITS.email || !isValidEmail(email))
    errors.email = CONTACT_MESSAGES.invalidEmail

  const phone = v.phone.trim()
  if (phone) {
    const digits = phone.replace(/\D/g, '').length
    if (
      phone.length > CONTACT_LIMITS.phone ||
      !PHONE_PATTERN.test(phone) ||
      digits < 7 ||
      digits > 15
    )
      errors.phone = CONTACT_MESSAGES.invalidPhone
  }

  const institution = v.institution.trim()
  if (!institution) errors.institution = CONTACT_MESSAGES.institutionRequired
  else if (institution.length > CONTACT_LIMITS.institution)
    errors.institution = CONTACT_MESSAGES.tooLong

  if (!(CONTACT_PRODUCTS as readonly string[]).includes(v.product))
    errors.product = CONTACT_MESSAGES.productRequired
  if (!(CONTACT_USER_RANGES as readonly string[]).includes(v.userRange))
    errors.userRange = CONTACT_MESSAGES.usersRequired
  return errors
}
