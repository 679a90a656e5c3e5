import type { TReadinessBandCode } from '@nurseready/shared/schemas/readiness'

/** Band names and what each means (docs/readiness.md gives the thresholds). */
export const BAND_TEXT: Record<
  TReadinessBandCode,
  { label: string; meaning: string; tone: string }
> = {
  'very-high': {
    label: 'Very High',
    meaning: 'At least 97.5 % likely above the passing standard.',
    tone: 'bg-emerald-100 text-emerald-900 ring-emerald-300',
  },
  high: {
    label: 'High',
    meaning: '80 % to 97.5 % likely above the passing standard.',
    tone: 'bg-sky-100 text-sky-900 ring-sky-300',
  },
  borderline: {
    label: 'Borderline',
    meaning: '20 % to 80 % likely above the passing standard.',
    tone: 'bg-amber-100 text-amber-900 ring-amber-300',
  },
  low: {
    label: 'Low',
    meaning: 'Less than 20 % likely above the passing standard.',
    tone: 'bg-red-100 text-red-900 ring-red-300',
  },
}

export const LEVEL_TEXT = {
  above: 'Above the passing standard',
  near: 'Near the passing standard',
  below: 'Below the passing standard',
} as const

export const LEVEL_SHORT = { above: 'Above', near: 'Near', below: 'Below' } as const

export const READINESS_TEXTS = {
  title: 'Readiness assessment',
  goal: 'First-time candidates: aim for High or Very High in four consecutive assessments.',
  goalReached: 'Four consecutive High or Very High: reached.',
  noPlan: 'Readiness assessments come with a question-bank plan: 2 in every plan period.',
  usedUp:
    'You have used both readiness assessments of this plan period. Your next two come with your next plan period.',
  noneYet: 'No readiness assessments yet. Your first result will appear here.',
} as const

/** 1:05:09 from seconds. */
export function formatClock(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds))
  const h = Math.floor(s / 3600)
  const m = Math.floor((s % 3600) / 60)
  const r = s % 60
  return `${h}:${String(m).padStart(2, '0')}:${String(r).padStart(2, '0')}`
}

/** Logits with a true minus sign and two decimals. */
export const formatLogits = (n: number) => n.toFixed(2).replace('-', '−')
