import { describe, expect, it } from 'vitest'
import { CONTACT_MESSAGES, type ContactFormValues, contactFormErrors } from './contact'

const valid: ContactFormValues = {
  name: 'Grace Lee',
  email: 'grace@college.ca',
  phone: '+1 (416) 555-0100',
  institution: 'Lakeshore College',
  product: 'NCLEX-RN Question Bank',
  userRange: '50-100',
}

describe('contactFormErrors', () => {
  it('accepts a complete form, and one without the optional phone', () => {
    expect(contactFormErrors(valid)).toEqual({})
    expect(contactFormErrors({ ...valid, phone: '  ' })).toEqual({})
  })

  it('names every missing required field', () => {
    expect(
      contactFormErrors({
        name: ' ',
        email: '',
        phone: '',
        institution: '',
        product: '',
        userRange: '',
      }),
    ).toEqual({
      name: CONTACT_MESSAGES.nameRequired,
      email: CONTACT_MESSAGES.emailRequired,
      institution: CONTACT_MESSAGES.institutionRequired,
      product: CONTACT_MESSAGES.productRequired,
      userRange: CONTACT_MESSAGES.usersRequired,
    })
  })

  it('checks the email, the phone and the choices', () => {
    expect(contactFormErrors({ ...valid, email: 'grace@college' }).email).toBe(
      'Invalid email address',
    )
    expect(contactFormErrors({ ...valid, phone: 'call me' }).phone).toBe(
      CONTACT_MESSAGES.invalidPhone,
    )
    expect(contactFormErrors({ ...valid, phone: '12345' }).phone).toBe(
      CONTACT_MESSAGES.invalidPhone,
    )
    expect(contactFormErrors({ ...valid, product: 'Type' }).product).toBe(
      CONTACT_MESSAGES.productRequired,
    )
    expect(contactFormErrors({ ...valid, userRange: '1-10' }).userRange).toBe(
      CONTACT_MESSAGES.usersRequired,
    )
  })

  it('refuses over-long values', () => {
    expect(contactFormErrors({ ...valid, name: 'x'.repeat(121) }).name).toBe(
      CONTACT_MESSAGES.tooLong,
    )
  })
})
