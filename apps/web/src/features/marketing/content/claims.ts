/** The spec's marketing claims (section 1), shown on the landing and Contact Us pages. */
export const CLAIMS = [
  { value: '5000+', label: 'students trusted us' },
  { value: 'Since 2017', label: 'helping nurses pass' },
  { value: 'Canadian RNs', label: 'teach every class' },
  { value: '4000+', label: 'exam-style questions' },
] as const
