import { paths } from '@/config/paths'

export type CourseCard = {
  label: string
  to: string
  /** One or two sentences for the landing page's course cards. */
  summary: string
  highlights: string[]
  comingSoon?: boolean
}

/** The four courses, in the spec's order (Courses menu, footer and landing cards). */
export const COURSES: CourseCard[] = [
  {
    label: 'NCLEX RN',
    to: paths.nclexRn,
    summary:
      'Live online batches with Canadian RN instructors and a question bank built for the Next Generation NCLEX-RN.',
    highlights: ['Regular and private batches', '4000+ practice questions', 'NGN case studies'],
  },
  {
    label: 'NCLEX PN',
    to: paths.nclexPn,
    summary:
      'Preparation for the NCLEX-PN, with the same clinical judgment practice as our RN course.',
    highlights: ['Practical nurse test plan', 'Next Generation items'],
    comingSoon: true,
  },
  {
    label: 'ReX PN / CPNRE',
    to: paths.rexPn,
    summary:
      'Online classes and practice resources for the REx-PN and the CPNRE, the Canadian practical nurse exams.',
    highlights: ['Regular and private classes', 'Timed practice tests', 'Scope-of-practice focus'],
  },
  {
    label: 'CELBAN',
    to: paths.celban,
    summary: 'English-language preparation for internationally educated nurses writing the CELBAN.',
    highlights: ['Listening, speaking, reading, writing'],
    comingSoon: true,
  },
]
