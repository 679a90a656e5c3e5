import { z } from 'zod'
import {
  CURRENCIES,
  ENTITLEMENT_STATUSES,
  ORDER_KINDS,
  ORDER_STATUSES,
  PAYMENT_PROVIDERS,
} from '../domain/billing'
import { ZPage } from './common'

export const ZCurrency = z.enum(CURRENCIES)
export const ZOrderStatus = z.enum(ORDER_STATUSES)
export const ZOrderKind = z.enum(ORDER_KINDS)
export const ZEntitlementStatus = z.enum(ENTITLEMENT_STATUSES)
export const ZPaymentProvider = z.enum(PAYMENT_PROVIDERS)

/**
 * A question-bank subscription plan (spec: id, course_name, type, amount, validaty,
 * subscriptionfeature[]). Public: the landing page shows the same plans and prices.
 * `name` is the plan's type badge ("3 Months"); money is integer cents plus currency.
 */
export const ZPlan = z.object({
  id: z.string(),
  courseName: z.string(),
  name: z.string(),
  amountCents: z.number().int(),
  currency: ZCurrency,
  validityDays: z.number().int(),
  features: z.array(z.string()),
  recommended: z.boolean(),
})
export type TPlan = z.infer<typeof ZPlan>

export const ZPlanList = z.object({ items: z.array(ZPlan) })
export type TPlanList = z.infer<typeof ZPlanList>

/**
 * Where a student stands with a plan or live lectures (spec: status, valid_until, isValid;
 * live lectures: nosub / expired / active). `planId` / `packageId` is the last one paid for.
 */
export const ZEntitlement = z.object({
  status: ZEntitlementStatus,
  isValid: z.boolean(),
  validUntil: z.string().nullable(),
  itemId: z.string().nullable(),
  itemName: z.string().nullable(),
})
export type TEntitlement = z.infer<typeof ZEntitlement>

/** A live-lecture package (spec: id, packagename, price, validity, livelecturefeature[]). */
export const ZLivePackage = z.object({
  id: z.string(),
  name: z.string(),
  amountCents: z.number().int(),
  currency: ZCurrency,
  validityDays: z.number().int(),
  features: z.array(z.string()),
})
export type TLivePackage = z.infer<typeof ZLivePackage>

export const ZLivePackageList = z.object({ items: z.array(ZLivePackage) })
export type TLivePackageList = z.infer<typeof ZLivePackageList>

/**
 * An upcoming live lecture (spec: id, name, desgn, subject, courcename, date, time,
 * joninglink). Only students with live-lecture access get these, join link included.
 */
export const ZLiveLecture = z.object({
  id: z.string(),
  lecturerName: z.string(),
  designation: z.string(),
  subject: z.string(),
  courseName: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  joinUrl: z.string(),
})
export type TLiveLecture = z.infer<typeof ZLiveLecture>

export const ZLiveLectureList = z.object({ items: z.array(ZLiveLecture) })
export type TLiveLectureList = z.infer<typeof ZLiveLectureList>

/** Start a purchase: one plan or one live-lecture package (buy or renew; the server decides). */
export const ZCreateOrderRequest = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('plan'), planId: z.uuid('Choose a plan.') }),
  z.object({ kind: z.literal('live_package'), packageId: z.uuid('Choose a package.') }),
])
export type TCreateOrderRequest = z.infer<typeof ZCreateOrderRequest>

/** An order as its owner sees it (spec order history: order_id, course_name, amount…). */
export const ZOrder = z.object({
  id: z.string(),
  number: z.number().int(),
  kind: ZOrderKind,
  courseName: z.string(),
  amountCents: z.number().int(),
  currency: ZCurrency,
  status: ZOrderStatus,
  renewal: z.boolean(),
  provider: ZPaymentProvider,
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  validFrom: z.string().nullable(),
  validUntil: z.string().nullable(),
  /** The spec's order-history rule, decided on the server at request time. */
  active: z.boolean(),
})
export type TOrder = z.infer<typeof ZOrder>

export const ZOrderList = ZPage(ZOrder)
export type TOrderList = z.infer<typeof ZOrderList>

/** A new pending order and where to pay it (our sandbox page, or Stripe Checkout). */
export const ZCheckout = z.object({ order: ZOrder, checkoutUrl: z.string() })
export type TCheckout = z.infer<typeof ZCheckout>

/** An order after Pay or Cancel, with the text to show (e.g. 'Subscription Successful.'). */
export const ZOrderResult = z.object({ order: ZOrder, message: z.string() })
export type TOrderResult = z.infer<typeof ZOrderResult>

/** A printable receipt of one of the student's orders (issue 14): a paid order's receipt. */
export const ZReceipt = z.object({
  orderId: z.string(),
  number: z.number().int(),
  item: z.string(),
  kind: z.enum(['plan', 'live_package']),
  amountCents: z.number().int(),
  currency: ZCurrency,
  /** "149 CAD" or "$49", as the spec shows money. */
  amount: z.string(),
  status: ZOrderStatus,
  paid: z.boolean(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  validFrom: z.string().nullable(),
  validUntil: z.string().nullable(),
  paymentRef: z.string().nullable(),
  customer: z.object({ name: z.string(), email: z.string() }),
  seller: z.string(),
})
export type TReceipt = z.infer<typeof ZReceipt>
