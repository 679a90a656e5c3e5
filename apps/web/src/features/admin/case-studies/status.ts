/** Badge tones of a case study's status (the status its six items share). */
export const STATUS_TONE = {
  draft: 'amber',
  published: 'green',
  archived: 'slate',
  superseded: 'slate',
} as const
