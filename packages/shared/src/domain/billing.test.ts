import { describe, expect, it } from 'vitest'
import {
  entitlementStatus,
  extendPeriod,
  FREE_PRACTICE_TESTS,
  featuresFor,
  formatAmount,
  formatMoney,
  orderIsActive,
  PRACTICE_TEST_LIMIT_MESSAGE,
  purchaseMessage,
} from './billing'
import { DAY_MS } from './time'

const now = new Date('2026-03-10T12:00:00Z')
const days = (n: number) => new Date(now.getTime() + n * DAY_MS)

describe('extendPeriod', () => {
  it('starts a first subscription now for the validity days', () => {
    const { period, granted } = extendPeriod(null, 84, now)
    expect(period).toEqual({ startsAt: now, endsAt: days(84) })
    expect(granted).toEqual(period)
  })

  it('extends a running subscription from its current end, keeping its start', () => {
    const current = { startsAt: days(-20), endsAt: days(8) }
    const { period, granted } = extendPeriod(current, 28, now)
    expect(period).toEqual({ startsAt: days(-20), endsAt: days(36) })
    expect(granted).toEqual({ startsAt: days(8), endsAt: days(36) })
  })

  it('restarts an expired subscription from now, not from its old end', () => {
    const current = { startsAt: days(-100), endsAt: days(-16) }
    const { period, granted } = extendPeriod(current, 168, now)
    expect(period).toEqual({ startsAt: now, endsAt: days(168) })
    expect(granted).toEqual(period)
  })

  it('treats a period ending exactly now as expired', () => {
    const { period } = extendPeriod({ startsAt: days(-28), endsAt: now }, 28, now)
    expect(period).toEqual({ startsAt: now, endsAt: days(28) })
  })

  it('refuses a validity that is not a positive whole number of days', () => {
    expect(() => extendPeriod(null, 0, now)).toThrow(RangeError)
    expect(() => extendPeriod(null, 1.5, now)).toThrow(RangeError)
  })
})

describe('entitlementStatus', () => {
  it('is none without a period, active inside it and expired after its end', () => {
    expect(entitlementStatus(null, now)).toBe('none')
    expect(entitlementStatus({ startsAt: days(-1), endsAt: days(1) }, now)).toBe('active')
    expect(entitlementStatus({ startsAt: days(-2), endsAt: now }, now)).toBe('expired')
  })
})

describe('orderIsActive (the spec: Active if paid and the validity end is not past)', () => {
  it('is Active when paid and not past its end', () => {
    expect(orderIsActive({ status: 'paid', validUntil: days(3) }, now)).toBe(true)
    expect(orderIsActive({ status: 'paid', validUntil: days(3).toISOString() }, now)).toBe(true)
  })

  it('is Inactive once the end is past', () => {
    expect(orderIsActive({ status: 'paid', validUntil: days(-1) }, now)).toBe(false)
    expect(orderIsActive({ status: 'paid', validUntil: now }, now)).toBe(false)
  })

  it('is Inactive whenever the order is not paid, whatever its dates', () => {
    for (const status of ['pending', 'failed', 'canceled', 'refunded'] as const) {
      expect(orderIsActive({ status, validUntil: days(30) }, now)).toBe(false)
    }
    expect(orderIsActive({ status: 'paid', validUntil: null }, now)).toBe(false)
  })
})

describe('money', () => {
  it('formats integer cents without float drift', () => {
    expect(formatAmount(14900)).toBe('149')
    expect(formatAmount(14950)).toBe('149.50')
    expect(formatAmount(5)).toBe('0.05')
    expect(formatAmount(123456789)).toBe('1,234,567.89')
    expect(formatAmount(-2500)).toBe('-25')
    expect(() => formatAmount(1.5)).toThrow(RangeError)
  })

  it('shows plans in CAD and live lectures in $', () => {
    expect(formatMoney(9900, 'CAD')).toBe('99 CAD')
    expect(formatMoney(4900, 'USD')).toBe('$49')
  })
})

describe('purchaseMessage', () => {
  it('uses the spec texts', () => {
    expect(purchaseMessage('plan', false)).toBe('Subscription Successful.')
    expect(purchaseMessage('plan', true)).toBe('Subscription Renewed Successful.')
    expect(purchaseMessage('live_package', false)).toBe('Lecture purchase successful.')
  })
})

// Fixed figures (issue 18): expected dates computed with DAY_MS itself would follow a broken DAY_MS.
describe('a day of validity is 86,400,000 ms', () => {
  it('gives the 3-month plan exactly 84 days (7,257,600,000 ms): paid 10 March, ends 2 June', () => {
    const { period, granted } = extendPeriod(null, 84, now)
    expect(period.endsAt.toISOString()).toBe('2026-06-02T12:00:00.000Z')
    expect(period.endsAt.getTime() - period.startsAt.getTime()).toBe(7_257_600_000)
    expect(granted.endsAt.getTime() - granted.startsAt.getTime()).toBe(7_257_600_000)
    expect(DAY_MS).toBe(86_400_000)
  })

  it('extends a running month by 28 days from its end: 2,419,200,000 ms more', () => {
    const current = {
      startsAt: new Date('2026-03-01T00:00:00Z'),
      endsAt: new Date('2026-03-29T00:00:00Z'),
    }
    const { period, granted } = extendPeriod(current, 28, now)
    expect(period.endsAt.toISOString()).toBe('2026-04-26T00:00:00.000Z')
    expect(granted.startsAt.toISOString()).toBe('2026-03-29T00:00:00.000Z')
    expect(period.endsAt.getTime() - current.endsAt.getTime()).toBe(2_419_200_000)
  })

  it('names the problem of a bad validity', () => {
    expect(() => extendPeriod(null, -28, now)).toThrow(
      'validityDays must be a positive whole number',
    )
  })
})

describe('entitlementStatus at the edges', () => {
  it('is active from its very first instant, and not before it starts', () => {
    expect(entitlementStatus({ startsAt: now, endsAt: days(1) }, now)).toBe('active')
    expect(entitlementStatus({ startsAt: days(1), endsAt: days(29) }, now)).toBe('expired')
  })

  it('an order is still Active one millisecond before its end', () => {
    const end = new Date(now.getTime() + 1)
    expect(orderIsActive({ status: 'paid', validUntil: end }, now)).toBe(true)
  })
})

describe('money at the edges', () => {
  it('shows nothing owed as 0, never -0', () => {
    expect(formatAmount(0)).toBe('0')
    expect(formatAmount(-0)).toBe('0')
    expect(formatMoney(0, 'CAD')).toBe('0 CAD')
    expect(formatMoney(0, 'USD')).toBe('$0')
  })

  it('groups thousands and keeps two-digit cents', () => {
    expect(formatAmount(100000)).toBe('1,000')
    expect(formatAmount(99999)).toBe('999.99')
    expect(formatAmount(50)).toBe('0.50')
    expect(formatAmount(100000000)).toBe('1,000,000')
    expect(formatAmount(-1)).toBe('-0.01')
    expect(() => formatAmount(0.5)).toThrow('amountCents must be an integer')
  })
})

describe('featuresFor (what an account grants)', () => {
  it('a free account has 20 practice tests in its lifetime and none of the plan features', () => {
    expect(FREE_PRACTICE_TESTS).toBe(20)
    expect(featuresFor(false, 0)).toEqual({
      plan: false,
      practiceTestsUsed: 0,
      practiceTestsLimit: 20,
      practiceTestAllowed: true,
      flashcards: false,
      schedule: false,
      readiness: false,
    })
    expect(featuresFor(false, 19).practiceTestAllowed).toBe(true)
    expect(featuresFor(false, 20)).toMatchObject({
      practiceTestsUsed: 20,
      practiceTestAllowed: false,
    })
    expect(featuresFor(false, 21).practiceTestAllowed).toBe(false)
  })

  it('a running plan grants unlimited tests and every feature', () => {
    expect(featuresFor(true, 500)).toEqual({
      plan: true,
      practiceTestsUsed: 500,
      practiceTestsLimit: null,
      practiceTestAllowed: true,
      flashcards: true,
      schedule: true,
      readiness: true,
    })
  })

  it('says why the 21st test is refused and where to go', () => {
    expect(PRACTICE_TEST_LIMIT_MESSAGE).toBe(
      'You have used the 20 practice tests of a free account. Choose a plan on the Subscriptions page for unlimited tests.',
    )
  })
})
