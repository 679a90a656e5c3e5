import type { Db } from '../db/client'
import { faqsRepository } from '../modules/faqs/faqs.repository'
import { webinarsRepository } from '../modules/webinars/webinars.repository'

type DemoWebinar = {
  key: string
  title: string
  speaker: string
  subject: string
  type: 'workshop' | 'masterclass' | 'live-qa' | 'info-session'
  /** Days from the first seed, and the local start time in `timeZone`. */
  inDays: number
  hour: number
  minutes: number
  timeZone: string
  zoomId: string
}

/** A handful of upcoming webinars across subjects, and one already past. */
const DEMO_WEBINARS: DemoWebinar[] = [
  {
    key: 'demo-pharm-high-alert',
    title: 'High-Alert Medications: Safe Dosing Under Pressure',
    speaker: 'Dr. Priya Raman, PharmD',
    subject: 'Pharmacology',
    type: 'masterclass',
    inDays: 3,
    hour: 19,
    minutes: 0,
    timeZone: 'America/Toronto',
    zoomId: '84215530917',
  },
  {
    key: 'demo-ngn-case-studies',
    title: 'Next Generation NCLEX Case Studies, Step by Step',
    speaker: 'Maria Santos, RN, MSN',
    subject: 'Medical-Surgical Nursing',
    type: 'workshop',
    inDays: 6,
    hour: 18,
    minutes: 30,
    timeZone: 'America/Vancouver',
    zoomId: '85530041276',
  },
  {
    key: 'demo-prioritization-qa',
    title: 'Prioritization and Delegation: Live Q&A',
    speaker: 'James Okafor, RN, BScN',
    subject: 'Management of Care',
    type: 'live-qa',
    inDays: 10,
    hour: 20,
    minutes: 0,
    timeZone: 'America/Toronto',
    zoomId: '81166239054',
  },
  {
    key: 'demo-maternal-newborn',
    title: 'Maternal-Newborn Essentials: Labour, Delivery and Beyond',
    speaker: 'Aisha Mensah, RN, IBCLC',
    subject: 'Maternal-Newborn Nursing',
    type: 'workshop',
    inDays: 14,
    hour: 17,
    minutes: 0,
    timeZone: 'America/Edmonton',
    zoomId: '82970014488',
  },
  {
    key: 'demo-rex-pn-info',
    title: 'REx-PN and CPNRE: How the Exam Works and How to Plan',
    speaker: 'Claire Dubois, RPN',
    subject: 'Exam Strategy',
    type: 'info-session',
    inDays: 21,
    hour: 12,
    minutes: 0,
    timeZone: 'America/Halifax',
    zoomId: '83318852760',
  },
  {
    key: 'demo-infection-control-past',
    title: 'Infection Control Refresher: Precautions That Pass the Exam',
    speaker: 'Dr. Hannah Lee, RN, PhD',
    subject: 'Safety and Infection Control',
    type: 'masterclass',
    inDays: -7,
    hour: 19,
    minutes: 0,
    timeZone: 'America/Toronto',
    zoomId: '87702215903',
  },
]

/** The UTC instant of a wall-clock time in an IANA zone (DST included). */
export function zonedTime(
  date: { year: number; month: number; day: number },
  hour: number,
  minutes: number,
  timeZone: string,
): Date {
  const guess = Date.UTC(date.year, date.month - 1, date.day, hour, minutes)
  const offsetAt = (t: number) => {
    const parts = Object.fromEntries(
      new Intl.DateTimeFormat('en-US', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: 'numeric',
        day: 'numeric',
        hour: 'numeric',
        minute: 'numeric',
      })
        .formatToParts(new Date(t))
        .map((p) => [p.type, Number(p.value)]),
    )
    const local = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute)
    return local - t
  }
  const first = guess - offsetAt(guess)
  return new Date(guess - offsetAt(first))
}

function demoStart(w: DemoWebinar, now: Date): Date {
  const day = new Date(now.getTime() + w.inDays * 86_400_000)
  return zonedTime(
    { year: day.getUTCFullYear(), month: day.getUTCMonth() + 1, day: day.getUTCDate() },
    w.hour,
    w.minutes,
    w.timeZone,
  )
}

const FAQS: { key: string; question: string; answer: string }[] = [
  {
    key: 'plans',
    question: 'Which question-bank plans can I choose from?',
    answer:
      'There are three plans, priced in CAD: 1 month for $99 (4 weeks of access), 3 months for $149 (12 weeks, our recommended plan) and 6 months for $199 (24 weeks). Every plan includes 4000+ exam-style questions, 100 Next Generation case studies, 2 adaptive practice tests, a smart study schedule, the performance dashboard, highlighted questions for revision and smart flashcards.',
  },
  {
    key: 'renewals',
    question: 'What happens when my plan ends? Does it renew automatically?',
    answer:
      'No. Plans never renew on their own and your card is not charged again. When your access ends you can renew from Buy subscription; the new period starts the day you renew, and your past tests, notes and analytics are kept.',
  },
  {
    key: 'tutor-vs-timed',
    question: 'What is the difference between tutor mode and timed mode?',
    answer:
      'Tutor mode is for learning: after each answer you see the correct answer and its explanation before moving on. Timed mode is for exam practice: the test runs against a 60-minute clock that you can pause with Suspend, and you review the answers only after you finish.',
  },
  {
    key: 'traditional-vs-nextgen',
    question: 'What are Traditional and Next Gen questions?',
    answer:
      'Traditional questions are the classic formats: single-answer multiple choice, select-all-that-apply and fill-in-the-blank. Next Gen questions follow the Next Generation NCLEX (NGN) style built on clinical judgement, such as matrix questions where you mark each finding as indicated or not indicated.',
  },
  {
    key: 'readiness',
    question: 'How do I know when I am ready to book my exam?',
    answer:
      'Watch your Analytics page rather than a single score. A good signal is four consecutive practice tests assessed as high or very high, taken in timed mode across all subjects. If one subject keeps pulling you down, build a few tutor-mode tests on it before your next timed test.',
  },
  {
    key: 'refunds',
    question: 'Can I get a refund?',
    answer:
      'If you change your mind, write to us within 7 days of purchase and before you have completed more than 100 questions, and we refund the full amount to your original payment method. Refunds usually appear within 5-10 business days, depending on your bank.',
  },
  {
    key: 'devices',
    question: 'Which devices can I use?',
    answer:
      'NurseReady runs in any up-to-date browser (Chrome, Edge, Firefox or Safari) on a computer, tablet or phone, with nothing to install. Your progress is saved on our servers, so you can start a test on your laptop and review it on your phone.',
  },
  {
    key: 'multiple-devices',
    question: 'Can I be signed in on more than one device?',
    answer:
      'Yes, you can be signed in on your own devices at the same time. Your account is personal, so please do not share it. Logging out ends that session at once, and changing your password signs you out everywhere.',
  },
  {
    key: 'pause-timed-test',
    question: 'What happens if I lose my connection during a timed test?',
    answer:
      'The clock is kept on our server, so refreshing the page or switching devices does not give you extra time. Use Suspend to pause deliberately; when you come back, press the play icon next to the test on your Dashboard to resume where you left off.',
  },
  {
    key: 'webinars',
    question: 'How do webinars work?',
    answer:
      'Open Webinars, pick a session under Find More Webinars and press Enroll Now. It then appears under Upcoming Registered Webinars with its Zoom link. Times are shown in the time zone the webinar is held in.',
  },
  {
    key: 'exams-covered',
    question: 'Which exams do you prepare for?',
    answer:
      'NurseReady prepares you for the NCLEX-RN and the REx-PN / CPNRE. Both exams adapt to your answers: the REx-PN ends after 90 to 150 questions and the NCLEX-RN after 85 to 150. Most candidates receive their official results within 2-4 weeks.',
  },
  {
    key: 'support',
    question: 'How do I contact support?',
    answer:
      'Use Support chat from the sidebar: our team replies in the same conversation and you see the answer appear without reloading the page. You can also email us at the address shown at the top of the chat.',
  },
]

/** Demo webinars (dates relative to the first seed) and the FAQs; inserts only what is absent. */
export async function seedLiveHelp(db: Db, now: Date = new Date()) {
  const webinars = webinarsRepository(db)
  for (const w of DEMO_WEBINARS) {
    const startsAt = demoStart(w, now)
    await webinars.insertIfAbsent({
      key: w.key,
      title: w.title,
      speaker: w.speaker,
      subject: w.subject,
      type: w.type,
      startsAt,
      endsAt: new Date(startsAt.getTime() + 60 * 60_000),
      timeZone: w.timeZone,
      zoomLink: `https://zoom.us/j/${w.zoomId}`,
    })
  }
  const faqs = faqsRepository(db)
  for (const [position, faq] of FAQS.entries()) {
    await faqs.insertIfAbsent({ ...faq, position })
  }
}
