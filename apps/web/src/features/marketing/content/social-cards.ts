import type { SocialKey } from './social'

/** The three social cards of the landing page (video channel, photo sharing, messaging app). */
export const SOCIAL_CARDS: Record<SocialKey, { title: string; text: string; cta: string }> = {
  video: {
    title: 'Free lessons every week',
    text: 'Short lectures, NGN case walk-throughs and live Q&A replays from our instructors.',
    cta: 'Watch on YouTube',
  },
  photo: {
    title: 'A daily practice question',
    text: 'One exam-style question a day, with the rationale in the comments, and student success stories.',
    cta: 'Follow on Instagram',
  },
  message: {
    title: 'Questions? Message us',
    text: 'Ask about courses, batches and plans. Our team answers on business days, usually within an hour.',
    cta: 'Chat on WhatsApp',
  },
}
