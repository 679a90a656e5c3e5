import { DAY_MS } from './time'

/**
 * Billing rules shared by the API and the web app (no zod here: pure constants and functions).
 * Money is integer cents plus an ISO 4217 currency code; periods are [start, end) instants.
 */

export const ORDER_STATUSES = ['pending', 'paid', 'failed', 'canceled', 'refunded'] as const
export type OrderStatus = (typeof ORDER_STATUSES)[number]

/** What an order buys: a question-bank plan or a live-lecture package. */
export const ORDER_KINDS = ['plan', 'live_package'] as const
export type OrderKind = (typeof ORDER_KINDS)[number]

/** What an entitlement grants: the question-bank subscription or live-lecture access. */
export const ENTITLEMENT_SCOPES = ['plan', 'live_lectures'] as const
export type EntitlementScope = (typeof ENTITLEMENT_SCOPES)[number]

export const PAYMENT_PROVIDERS = ['sandbox', 'stripe'] as const
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number]

/** Plans are sold in CAD, live-lecture packages in USD (the spec shows '$'). */
export const CURRENCIES = ['CAD', 'USD'] as const
export type Currency = (typeof CURRENCIES)[number]

/** Where a student stands: never bought, paid and running, or run out. */
export const ENTITLEMENT_STATUSES = ['none', 'active', 'expired'] as const
export type EntitlementStatus = (typeof ENTITLEMENT_STATUSES)[number]

/** The spec's success texts (section 8). */
export const PURCHASE_MESSAGES = {
  subscribed: 'Subscription Successful.',
  renewed: 'Subscription Renewed Successful.',
  lecturePurchased: 'Lecture purchase successful.',
} as const

/** The success text for a paid order: plan bought, plan renewed, or live lectures bought. */
export function purchaseMessage(kind: OrderKind, renewal: boolean): string {
  if (kind === 'live_package') return PURCHASE_MESSAGES.lecturePurchased
  return renewal ? PURCHASE_MESSAGES.renewed : PURCHASE_MESSAGES.subscribed
}

export type Period = { startsAt: Date; endsAt: Date }

/**
 * What paying for `validityDays` does to a current period: a running one is extended from its
 * end (no day is lost), an expired or missing one starts now. `granted` is the slice this
 * payment adds (shown on the order as its validity).
 */
export function extendPeriod(
  current: Period | null,
  validityDays: number,
  now: Date,
): { period: Period; granted: Period } {
  if (!Number.isInteger(validityDays) || validityDays <= 0)
    throw new RangeError('validityDays must be a positive whole number')
  const add = validityDays * DAY_MS
  if (current && current.endsAt.getTime() > now.getTime()) {
    const endsAt = new Date(current.endsAt.getTime() + add)
    return {
      period: { startsAt: current.startsAt, endsAt },
      granted: { startsAt: current.endsAt, endsAt },
    }
  }
  const period = { startsAt: now, endsAt: new Date(now.getTime() + add) }
  return { period, granted: period }
}

/** none / active / expired for a period at `now` (active: started and not yet ended). */
export function entitlementStatus(period: Period | null, now: Date): EntitlementStatus {
  if (!period) return 'none'
  const t = now.getTime()
  return period.startsAt.getTime() <= t && t < period.endsAt.getTime() ? 'active' : 'expired'
}

/**
 * The spec's order-history rule: Active if the order is paid (its '1') and its validity end is
 * not past; otherwise Inactive.
 */
export function orderIsActive(
  order: { status: OrderStatus; validUntil: Date | string | null },
  now: Date,
): boolean {
  if (order.status !== 'paid' || order.validUntil === null) return false
  return new Date(order.validUntil).getTime() > now.getTime()
}

/** "149" or "149.50": whole amounts without cents. */
export function formatAmount(amountCents: number): string {
  if (!Number.isInteger(amountCents)) throw new RangeError('amountCents must be an integer')
  const negative = amountCents < 0
  const abs = Math.abs(amountCents)
  const major = Math.floor(abs / 100)
  const minor = abs % 100
  const majorText = major.toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',')
  const text = minor === 0 ? majorText : `${majorText}.${minor.toString().padStart(2, '0')}`
  return negative ? `-${text}` : text
}

/** As the spec shows money: plans "149 CAD", live lectures "$49". */
export function formatMoney(amountCents: number, currency: Currency): string {
  const amount = formatAmount(amountCents)
  return currency === 'USD' ? `$${amount}` : `${amount} ${currency}`
}

/** Practice tests an account may create in its lifetime without a question-bank plan (the compare page's Free column). */
export const FREE_PRACTICE_TESTS = 20

/** What a student's account grants at one moment (billing decides; other modules ask). */
export type Features = {
  /** A question-bank plan is running. */
  plan: boolean
  /** Practice tests created so far (lifetime). */
  practiceTestsUsed: number
  /** The lifetime limit, or null when unlimited (with a plan). */
  practiceTestsLimit: number | null
  /** May the student create one more practice test now? */
  practiceTestAllowed: boolean
  flashcards: boolean
  schedule: boolean
  readiness: boolean
}

/** The grants of an account with or without a running plan, having created `used` tests. */
export function featuresFor(plan: boolean, used: number): Features {
  const limit = plan ? null : FREE_PRACTICE_TESTS
  return {
    plan,
    practiceTestsUsed: used,
    practiceTestsLimit: limit,
    practiceTestAllowed: limit === null || used < limit,
    flashcards: plan,
    schedule: plan,
    readiness: plan,
  }
}

/** The refusal of the test after the free limit. */
export const PRACTICE_TEST_LIMIT_MESSAGE = `You have used the ${FREE_PRACTICE_TESTS} practice tests of a free account. Choose a plan on the Subscriptions page for unlimited tests.`
