import { paths } from '@/config/paths'

/** "How does it stand out": what a student gets that a book or a free app does not give. */
export const STAND_OUT = {
  title: 'How does it stand out',
  intro:
    'We built NurseReady around the way the exam actually tests you: clinical judgment under time pressure, not memorized facts.',
  points: [
    {
      title: 'Taught by Canadian RN instructors',
      text: 'Every live class is led by a registered nurse who practises in Canada and knows the Canadian context of the exam.',
    },
    {
      title: 'Next Generation cases, not just recall',
      text: 'Unfolding case studies, bow-tie, matrix and highlight items, scored with partial credit the way the NGN scores them.',
    },
    {
      title: 'Tutor mode and timed mode',
      text: 'Learn with the explanation right after each answer, then build exam pace with a one-hour timer you can pause.',
    },
    {
      title: 'Analytics that show where you stand',
      text: 'Scores by subject, trends across tests and a readiness signal, so you know what to study next and when to book.',
    },
  ],
  cta: { label: 'Explore', to: paths.nclexRn },
} as const

/** The readiness note of spec section 1. */
export const READINESS_NOTE = {
  title: 'Know when you are ready',
  text: 'First-time test takers should reach high or very high scores in four consecutive readiness assessments before booking the exam. Our practice tests and analytics show you exactly where you stand.',
} as const
