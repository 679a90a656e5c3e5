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

  it('takes each field up to its limit, counted after trimming, and refuses one more', () => {
    const ok = (v: Partial<ContactFormValues>) => contactFormErrors({ ...valid, ...v })
    expect(ok({ name: 'n'.repeat(120) })).toEqual({})
    expect(ok({ name: ` ${'n'.repeat(120)} ` })).toEqual({})
    expect(ok({ institution: 'i'.repeat(160) })).toEqual({})
    expect(ok({ institution: `  ${'i'.repeat(160)}  ` })).toEqual({})
    expect(ok({ institution: 'i'.repeat(161) })).toEqual({ institution: 'This is too long' })
    const email254 = `${'e'.repeat(243)}@college.ca`
    expect(email254).toHaveLength(254)
    expect(ok({ email: email254 })).toEqual({})
    expect(ok({ email: ` ${email254} ` })).toEqual({})
    expect(ok({ email: `e${email254}` })).toEqual({ email: 'Invalid email address' })
  })

  it('refuses an email with anything after it', () => {
    expect(contactFormErrors({ ...valid, email: 'grace@college.ca x' })).toEqual({
      email: 'Invalid email address',
    })
  })

  it.each([
    '416.555.0142',
    '0044 20 7946 0958',
    '123-4567',
    '+1 (416) 555-0100',
    '123456789012345',
  ])('accepts the phone %s', (phone) => expect(contactFormErrors({ ...valid, phone })).toEqual({}))

  it.each([
    ['six digits', '123-456'],
    ['sixteen digits', '1234567890123456'],
    ['words before', 'tel 416 555 0142'],
    ['words after', '416 555 0142 x'],
    ['a plus inside', '416+555+0142'],
    ['over 30 characters', '1 - 2 - 3 - 4 - 5 - 6 - 7 - 8 - 9'],
  ])('refuses a phone with %s', (_what, phone) => {
    expect(contactFormErrors({ ...valid, phone })).toEqual({
      phone: 'Please enter a valid phone number',
    })
  })

  it('takes a 30-character phone', () => {
    const phone = '+1  (416)  555  -  0100  -  12'
    expect(phone).toHaveLength(30)
    expect(contactFormErrors({ ...valid, phone })).toEqual({})
  })
})
