import { paths } from '@/config/paths'

export type ComingSoonContent = {
  path: string
  title: string
  /** What the course page will hold, listed under the spec's 'We are working on the following pages.' */
  upcoming: string[]
  meanwhile: { text: string; link: { label: string; to: string } }
}

export const NCLEX_PN_SOON: ComingSoonContent = {
  path: paths.nclexPn,
  title: 'NCLEX PN',
  upcoming: [
    'NCLEX-PN live online batches',
    'NCLEX-PN question bank with Next Generation items',
    'Course prices and frequently asked questions',
  ],
  meanwhile: {
    text: 'Writing in Canada as a practical nurse? Our REx-PN and CPNRE classes are open now.',
    link: { label: 'See ReX PN / CPNRE', to: paths.rexPn },
  },
}

export const CELBAN_SOON: ComingSoonContent = {
  path: paths.celban,
  title: 'CELBAN',
  upcoming: [
    'Listening and speaking classes with nursing scenarios',
    'Reading and writing practice with feedback',
    'Course prices and frequently asked questions',
  ],
  meanwhile: {
    text: 'Preparing for your licensing exam as well? Our NCLEX-RN course is open now.',
    link: { label: 'See NCLEX RN', to: paths.nclexRn },
  },
}
