import { DAY_MS } from '@nurseready/shared/domain/time'
import type { Db } from '../db/client'
import { billingRepository } from '../modules/billing/billing.repository'
import { liveLecturesRepository } from '../modules/live-lectures/live-lectures.repository'

/** The spec's seven features of every question-bank plan (section 9). */
export const PLAN_FEATURES = [
  '4000+ exam questions',
  '100 Next Generation cases',
  '2 adaptive practice tests',
  'Smart study schedule',
  'Performance dashboard with tracking',
  'Highlight questions for revision',
  'Smart flashcards',
]

/** The spec's plans: 1 month 99 CAD (4 weeks), 3 months 149 (12 weeks), 6 months 199 (24 weeks). */
export const DEMO_PLANS = [
  { key: 'plan-1m', name: '1 Month', amountCents: 9900, validityDays: 28, recommended: false },
  { key: 'plan-3m', name: '3 Months', amountCents: 14900, validityDays: 84, recommended: true },
  { key: 'plan-6m', name: '6 Months', amountCents: 19900, validityDays: 168, recommended: false },
] as const

const LIVE_FEATURES = [
  'Live classes with Canadian RN instructors',
  'Ask questions during every session',
  'Next Generation case walk-throughs',
  'Join from any device',
]

/** Each package gives access to the live lectures of its `courses`. */
const NCLEX_COURSES = ['NCLEX-RN', 'NCLEX-PN']
const DEMO_PACKAGES = [
  {
    key: 'live-1m',
    name: 'NCLEX Live Batch – 1 Month',
    amountCents: 4900,
    validityDays: 30,
    courses: NCLEX_COURSES,
  },
  {
    key: 'live-3m',
    name: 'NCLEX Live Batch – 3 Months',
    amountCents: 12900,
    validityDays: 90,
    courses: NCLEX_COURSES,
  },
  {
    key: 'live-rexpn-1m',
    name: 'ReX-PN Live Batch – 1 Month',
    amountCents: 3900,
    validityDays: 30,
    courses: ['ReX-PN'],
  },
]

/** Upcoming live lectures, in days and hours from the first seed (one already past). */
const DEMO_LECTURES = [
  {
    key: 'live-pharm-1',
    lecturer: 'Sarah Mitchell',
    designation: 'RN, BScN · NCLEX Instructor',
    subject: 'Pharmacology',
    course: 'NCLEX-RN',
    inDays: 1,
    hours: 1.5,
    zoom: '83102245517',
  },
  {
    key: 'live-maternal-1',
    lecturer: 'Aisha Mensah',
    designation: 'RN, IBCLC · Maternal-Newborn Educator',
    subject: 'Maternal-Newborn Nursing',
    course: 'NCLEX-RN',
    inDays: 3,
    hours: 1.5,
    zoom: '84477310268',
  },
  {
    key: 'live-peds-1',
    lecturer: 'Daniel Tremblay',
    designation: 'RN, MN · Pediatric Clinical Instructor',
    subject: 'Pediatrics',
    course: 'NCLEX-PN',
    inDays: 5,
    hours: 2,
    zoom: '85590012734',
  },
  {
    key: 'live-mental-1',
    lecturer: 'Grace Liu',
    designation: 'RN, MScN · Mental Health Nurse Educator',
    subject: 'Mental Health Nursing',
    course: 'NCLEX-RN',
    inDays: 8,
    hours: 1.5,
    zoom: '86631907452',
  },
  {
    key: 'live-rexpn-1',
    lecturer: 'Priya Raman',
    designation: 'RPN, BScN · ReX-PN Coach',
    subject: 'Safety and Infection Control',
    course: 'ReX-PN',
    inDays: 10,
    hours: 2,
    zoom: '87713054829',
  },
  {
    key: 'live-medsurg-past',
    lecturer: 'James Okafor',
    designation: 'RN, BScN · Med-Surg Instructor',
    subject: 'Medical-Surgical Nursing',
    course: 'NCLEX-RN',
    inDays: -2,
    hours: 1.5,
    zoom: '81120984375',
  },
]

/** Plans, live-lecture packages and live lectures, each inserted only when its key is absent. */
export async function seedBilling(db: Db, now = new Date()) {
  const repo = billingRepository(db)
  const lectures = liveLecturesRepository(db)
  for (const [i, p] of DEMO_PLANS.entries()) {
    await repo.insertPlanIfAbsent({
      ...p,
      courseName: 'NCLEX Question Bank',
      currency: 'CAD',
      features: PLAN_FEATURES,
      sortOrder: i + 1,
    })
  }
  for (const [i, p] of DEMO_PACKAGES.entries()) {
    await repo.insertPackageIfAbsent({
      ...p,
      currency: 'USD',
      features: LIVE_FEATURES,
      sortOrder: i + 1,
    })
  }
  // Lectures start on the hour, 18:00 UTC (early afternoon in Toronto, morning in Vancouver).
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 18)
  for (const l of DEMO_LECTURES) {
    const startsAt = new Date(today + l.inDays * DAY_MS)
    await lectures.insertIfAbsent({
      key: l.key,
      lecturerName: l.lecturer,
      designation: l.designation,
      subject: l.subject,
      courseName: l.course,
      startsAt,
      endsAt: new Date(startsAt.getTime() + l.hours * 3_600_000),
      joinUrl: `https://zoom.us/j/${l.zoom}`,
    })
  }
}
