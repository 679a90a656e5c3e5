/** Question-bank enumerations and their labels (zod-free, so pages can import them cheaply). */
export const STYLES = ['traditional', 'nextgen'] as const
export const MODES = ['tutor', 'time'] as const
export const QUESTION_TYPES = ['mcq', 'multi', 'blank', 'matrix'] as const
/** 'abandoned': the student gave the test up; it no longer counts as in process (issue 14). */
export const PAPER_STATUSES = ['in process', 'completed', 'abandoned'] as const

export type Style = (typeof STYLES)[number]
export type Mode = (typeof MODES)[number]

export const STYLE_LABELS: Record<Style, string> = {
  traditional: 'Traditional',
  nextgen: 'Next Gen',
}
export const MODE_LABELS: Record<Mode, string> = { tutor: 'Tutor', time: 'Timed' }
