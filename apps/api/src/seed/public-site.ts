import { readFileSync } from 'node:fs'
import path from 'node:path'
import { blogSlug } from '@nurseready/shared/domain/blog'
import type { Db } from '../db/client'
import { sanitizeHtml } from '../lib/html'
import { blogRepository } from '../modules/blog/blog.repository'
import { marketingRepository } from '../modules/marketing/marketing.repository'
import { seedDataFolder } from '../paths'

type DemoPost = {
  key: string
  title: string
  shortDescription: string
  /** Cover from the media store; null shows the web app's placeholder. */
  image: string | null
  publishedAt: string
}

/**
 * Demo articles, newest first; their HTML is in data/blog/<key>.html. Covers are the media
 * store's demo images (each drawn for its topic); the last two show the placeholder.
 */
export const DEMO_POSTS: DemoPost[] = [
  {
    key: 'next-generation-nclex',
    title: 'How the Next Generation NCLEX Works',
    shortDescription:
      'Case studies, new question types, partial credit and why the exam can stop at 85 questions: what every NCLEX candidate should know before test day.',
    image: '/media/public/blog/blog-2-97a6790dc43413d5.jpg',
    publishedAt: '2026-11-10T14:00:00Z',
  },
  {
    key: 'six-week-study-plan',
    title: 'A Six Week NCLEX Study Plan for Busy Nurses',
    shortDescription:
      'A week-by-week plan built on the NCLEX test plan, with a daily routine that fits around work and a clear signal for when you are ready to book.',
    image: '/media/public/blog/blog-1-effa75ef4f886896.jpg',
    publishedAt: '2026-10-27T14:00:00Z',
  },
  {
    key: 'prioritization-questions',
    title: 'Prioritization Questions Without the Guesswork',
    shortDescription:
      'Five rules, applied in order, that settle most "which client first" questions, with a worked example and how the same thinking answers delegation items.',
    image: '/media/public/blog/blog-4-0c336d5c4d0fe057.jpg',
    publishedAt: '2026-10-13T14:00:00Z',
  },
  {
    key: 'preparing-for-celban',
    title: 'Preparing for CELBAN as an Internationally Educated Nurse',
    shortDescription:
      'What the four CELBAN skills test, the benchmarks most regulators ask for, and a four-week routine built on the language nurses use at work.',
    image: '/media/public/blog/blog-5-13bd95795b356460.jpg',
    publishedAt: '2026-10-06T14:00:00Z',
  },
  {
    key: 'rex-pn-or-cpnre',
    title: 'REx-PN or CPNRE: Which Exam Will You Write',
    shortDescription:
      'Practical nurses in Canada write one of two exams. How each works, what the passing score means, when results arrive and how to prepare for your format.',
    image: '/media/public/blog/blog-6-49475d7f7a3ecdd0.jpg',
    publishedAt: '2026-09-29T14:00:00Z',
  },
  {
    key: 'pharmacology-drug-classes',
    title: 'Pharmacology for the NCLEX: Learn Drug Classes Not Drug Names',
    shortDescription:
      'Suffixes that reveal the class, the high-alert medications every exam asks about, and a before-during-after check that answers most medication questions.',
    image: '/media/public/blog/blog-3-63dbba0c31885eb7.jpg',
    publishedAt: '2026-09-15T14:00:00Z',
  },
  {
    key: 'review-practice-questions',
    title: 'How to Review Practice Questions So Your Score Goes Up',
    shortDescription:
      'Why reviewing beats volume: sort every mistake into one of four reasons, keep a one-line error log, and use tutor and timed mode for different jobs.',
    image: null,
    publishedAt: '2026-09-01T14:00:00Z',
  },
  {
    key: 'exam-day-checklist',
    title: 'Exam Day Checklist for NCLEX and REx-PN Candidates',
    shortDescription:
      'Identification, arrival time, check-in, breaks and pacing: a checklist for the week before, the day before and the day of your nursing licensing exam.',
    image: null,
    publishedAt: '2026-08-18T14:00:00Z',
  },
]

/** Student testimonial clips from the media store (generated sample videos in a demo). */
export const DEMO_STUDENT_VIDEOS = [
  {
    key: 'student-1',
    studentName: 'Aanya P.',
    exam: 'NCLEX-RN',
    quote: 'The case studies felt just like exam day. I passed on my first attempt.',
  },
  {
    key: 'student-2',
    studentName: 'Marco D.',
    exam: 'REx-PN',
    quote: 'Timed mode gave me the stamina. I finished calm, with time to spare.',
  },
  {
    key: 'student-3',
    studentName: 'Fatima O.',
    exam: 'NCLEX-RN',
    quote: 'My instructor explained prioritization until it finally clicked.',
  },
  {
    key: 'student-4',
    studentName: 'Liam C.',
    exam: 'NCLEX-RN',
    quote: 'Four strong readiness scores in a row told me I was ready to book.',
  },
] as const

/** Seeds the demo blog and student videos; inserts only what is absent. */
export async function seedPublicSite(db: Db) {
  const blog = blogRepository(db)
  for (const post of DEMO_POSTS) {
    const html = readFileSync(path.join(seedDataFolder, 'blog', `${post.key}.html`), 'utf8')
    await blog.insertIfAbsent({
      key: `demo-${post.key}`,
      slug: blogSlug(post.title),
      title: post.title,
      shortDescription: post.shortDescription,
      content: sanitizeHtml(html),
      imageUrl: post.image,
      publishedAt: new Date(post.publishedAt),
    })
  }
  const marketing = marketingRepository(db)
  for (const [i, v] of DEMO_STUDENT_VIDEOS.entries()) {
    await marketing.insertStudentVideoIfAbsent({
      ...v,
      key: `demo-${v.key}`,
      videoUrl: `/media/public/students/${v.key}.mp4`,
      posterUrl: null,
      position: i + 1,
    })
  }
}
