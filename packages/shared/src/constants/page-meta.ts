import { paths } from './routes'

export type PageMeta = { title: string; description: string }

export const SITE_NAME = 'NurseReady'

/**
 * Title and description of every public page. The web app renders them (React 19 hoists the
 * tags) and the server fills them into index.html, so crawlers and link previews see the same.
 */
export const PUBLIC_PAGE_META: Record<string, PageMeta> = {
  [paths.home]: {
    title: 'NurseReady · NCLEX, REx-PN and CELBAN exam preparation',
    description:
      'Pass your nursing licensing exam with NurseReady: 4000+ practice questions with Next Generation cases, live classes and lectures by Canadian RN instructors.',
  },
  [paths.nclexRn]: {
    title: 'NCLEX-RN preparation: live classes and question bank · NurseReady',
    description:
      'NCLEX-RN live online batches taught by Canadian RNs, private coaching and a question bank with Next Generation case studies. Prices, features and FAQs.',
  },
  [paths.rexPn]: {
    title: 'REx-PN and CPNRE preparation classes · NurseReady',
    description:
      'Online REx-PN and CPNRE classes for practical nurses: regular and private batches, practice resources, and answers on passing scores, results and exam length.',
  },
  [paths.nclexPn]: {
    title: 'NCLEX-PN preparation · NurseReady',
    description:
      'NCLEX-PN preparation from NurseReady is on its way. Check back later, or start today with our question bank and live classes.',
  },
  [paths.celban]: {
    title: 'CELBAN preparation · NurseReady',
    description:
      'CELBAN preparation for internationally educated nurses is on its way at NurseReady. Check back later for classes and practice material.',
  },
  [paths.blog]: {
    title: 'Blog: NCLEX and REx-PN study guides · NurseReady',
    description:
      'Study plans, test-taking strategies and exam explainers for NCLEX-RN, REx-PN and CPNRE candidates, written by Canadian RN instructors.',
  },
  [paths.contactUs]: {
    title: 'Contact Us · NurseReady for schools and employers',
    description:
      'Bring NurseReady to your college, bridging program or hospital. Tell us how many learners you have and we will prepare a group offer within one business day.',
  },
  [paths.login]: {
    title: 'Login · NurseReady',
    description:
      'Log in to NurseReady to continue your practice tests, lectures, webinars and study plan.',
  },
  [paths.signup]: {
    title: 'Sign up · NurseReady',
    description: 'Create a NurseReady account and start preparing for NCLEX, REx-PN or CELBAN.',
  },
  [paths.terms]: {
    title: 'Terms of Service · NurseReady',
    description:
      'The terms for using NurseReady: accounts, plans and payments, use of the study material, live classes and support.',
  },
  [paths.privacy]: {
    title: 'Privacy Policy · NurseReady',
    description:
      'What personal information NurseReady collects, why, who it is shared with, how long it is kept, and your choices.',
  },
  [paths.comparePlans]: {
    title: 'Compare plans · NurseReady',
    description:
      'What each NurseReady tier includes, side by side: practice tests and practice tests with videos, free, monthly and unlimited.',
  },
  [paths.howReadinessWorks]: {
    title: 'How readiness works: method and accuracy · NurseReady',
    description:
      'How the NurseReady readiness assessment adapts to you, when it stops, what the readiness bands mean, and how accurate its pass/fail prediction is in simulation.',
  },
  [paths.forgotPassword]: {
    title: 'Forgot password · NurseReady',
    description: 'Reset your NurseReady password with a one-time code sent to your email.',
  },
}

export const NOT_FOUND_META: PageMeta = {
  title: 'Page not found · NurseReady',
  description: 'The page you are looking for does not exist or has moved.',
}

/** An article's title and description: its own title and summary. */
export function articleMeta(post: { title: string; shortDescription: string }): PageMeta {
  return { title: `${post.title} · NurseReady Blog`, description: post.shortDescription }
}

/** The 1200×630 image link previews show for pages without an image of their own. */
export const DEFAULT_SHARE_IMAGE = '/og-image.jpg'
