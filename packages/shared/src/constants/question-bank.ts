/** Question-bank enumerations and their labels (zod-free, so pages can import them cheaply). */
export const STYLES = ['traditional', 'nextgen'] as const
export const MODES = ['tutor', 'time'] as const
export const QUESTION_TYPES = ['mcq', 'multi', 'blank', 'matrix'] as const
export const PAPER_STATUSES = ['in process', 'completed'] as const

export type Style = (typeof STYLES)[number]
export type Mode = (typeof MODES)[number]

export const STYLE_LABELS: Record<Style, string> = {
  traditional: 'Traditional',
  nextgen: 'Next Gen',
}
export const MODE_LABELS: Record<Mode, string> = { tutor: 'Tutor', time: 'Timed' }
