import type {
  TEntitlement,
  TLiveLecture,
  TLivePackage,
  TOrder,
  TPlan,
} from '@nurseready/shared/schemas/billing'

/** Response bodies of the billing API for component tests, built from the contracts. */
const features = ['4000+ exam questions', '100 Next Generation cases', 'Smart flashcards']

export const PLANS: TPlan[] = [
  {
    id: 'p1',
    courseName: 'NCLEX Question Bank',
    name: '1 Month',
    amountCents: 9900,
    currency: 'CAD',
    validityDays: 28,
    features,
    recommended: false,
  },
  {
    id: 'p3',
    courseName: 'NCLEX Question Bank',
    name: '3 Months',
    amountCents: 14900,
    currency: 'CAD',
    validityDays: 84,
    features,
    recommended: true,
  },
  {
    id: 'p6',
    courseName: 'NCLEX Question Bank',
    name: '6 Months',
    amountCents: 19900,
    currency: 'CAD',
    validityDays: 168,
    features,
    recommended: false,
  },
]

export const PACKAGES: TLivePackage[] = [
  {
    id: 'k1',
    name: 'NCLEX Live Batch – 1 Month',
    amountCents: 4900,
    currency: 'USD',
    validityDays: 30,
    features: ['Live classes'],
  },
  {
    id: 'k3',
    name: 'NCLEX Live Batch – 3 Months',
    amountCents: 12900,
    currency: 'USD',
    validityDays: 90,
    features: ['Live classes'],
  },
]

export const ORDER_ID = '0f8e4a52-1111-4c22-9333-444455556666'

export function entitlement(overrides: Partial<TEntitlement> = {}): TEntitlement {
  return {
    status: 'none',
    isValid: false,
    validUntil: null,
    itemId: null,
    itemName: null,
    ...overrides,
  }
}

export function order(overrides: Partial<TOrder> = {}): TOrder {
  return {
    id: ORDER_ID,
    number: 100042,
    kind: 'plan',
    courseName: 'NCLEX Question Bank · 3 Months',
    amountCents: 14900,
    currency: 'CAD',
    status: 'pending',
    renewal: false,
    provider: 'sandbox',
    createdAt: '2030-03-10T15:00:00.000Z',
    paidAt: null,
    validFrom: null,
    validUntil: null,
    active: false,
    ...overrides,
  }
}

export function lecture(id: string, overrides: Partial<TLiveLecture> = {}): TLiveLecture {
  return {
    id,
    lecturerName: 'Sarah Mitchell',
    designation: 'RN, BScN · NCLEX Instructor',
    subject: 'Pharmacology',
    courseName: 'NCLEX-RN',
    startsAt: '2030-07-01T18:00:00.000Z',
    endsAt: '2030-07-01T19:30:00.000Z',
    joinUrl: 'https://zoom.us/j/83102245517',
    ...overrides,
  }
}
