import { describe, expect, it } from 'vitest'
import {
  DAY_MS,
  entitlementStatus,
  extendPeriod,
  formatAmount,
  formatMoney,
  orderIsActive,
  purchaseMessage,
} from './billing'

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
