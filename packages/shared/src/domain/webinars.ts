/** Kinds of webinar, shown as the type badge of a card. */
export const WEBINAR_TYPES = ['workshop', 'masterclass', 'live-qa', 'info-session'] as const
export type WebinarType = (typeof WEBINAR_TYPES)[number]

export const WEBINAR_TYPE_LABELS: Record<WebinarType, string> = {
  workshop: 'Workshop',
  masterclass: 'Masterclass',
  'live-qa': 'Live Q&A',
  'info-session': 'Info session',
}
