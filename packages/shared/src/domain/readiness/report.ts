import { estimateAbility, normalCdf, type TScoredResponse } from './ability'
import { CLIENT_NEEDS, clientNeedLabel, type TClientNeed, type TExamConfig } from './exams'

export type TReadinessBand = 'very-high' | 'high' | 'borderline' | 'low'

/**
 * Bands from P(θ > standard) = Φ((θ̂ − standard)/SE). Very High at 0.975 and above: the 95 %
 * interval lies wholly above the standard, the NCLEX's own pass-by-confidence criterion. High
 * from 0.80, Borderline from 0.20 (the standard is inside a 60 % interval), Low below 0.20.
 */
export const BAND_THRESHOLDS = { veryHigh: 0.975, high: 0.8, borderline: 0.2 } as const

export const BAND_LABELS: Record<TReadinessBand, string> = {
  'very-high': 'Very High',
  high: 'High',
  borderline: 'Borderline',
  low: 'Low',
}

export function probabilityAboveStandard(theta: number, se: number, standard: number): number {
  if (!(se > 0)) return theta > standard ? 1 : 0
  return normalCdf((theta - standard) / se)
}

export function bandFor(probability: number): TReadinessBand {
  if (probability >= BAND_THRESHOLDS.veryHigh) return 'very-high'
  if (probability >= BAND_THRESHOLDS.high) return 'high'
  if (probability >= BAND_THRESHOLDS.borderline) return 'borderline'
  return 'low'
}

/** "Four consecutive High or Very High": true when the last four bands all are. */
export function fourConsecutiveHigh(bands: readonly TReadinessBand[]): boolean {
  const last = bands.slice(-4)
  return last.length === 4 && last.every((band) => band === 'high' || band === 'very-high')
}

export type TPerformanceLevel = 'below' | 'near' | 'above'
export type TCategoryReport = {
  clientNeed: TClientNeed
  label: string
  items: number
  theta: number
  se: number
  level: TPerformanceLevel
}

/**
 * Per client-need category, as the official candidate performance report does: the ability
 * estimated from that category's scored items alone, Above when its 95 % interval lies above the
 * standard, Below when it lies below, Near otherwise (also for a category with no items).
 */
export function categoryReport(
  config: TExamConfig,
  responses: readonly (TScoredResponse & { clientNeed: TClientNeed })[],
): TCategoryReport[] {
  return CLIENT_NEEDS.map((need) => {
    const own = responses.filter((r) => r.clientNeed === need)
    const { theta, se } = estimateAbility(own, { prior: config.prior })
    const low = theta - config.confidenceZ * se
    const high = theta + config.confidenceZ * se
    const level: TPerformanceLevel =
      own.length > 0 && low > config.passingStandard
        ? 'above'
        : own.length > 0 && high < config.passingStandard
          ? 'below'
          : 'near'
    return {
      clientNeed: need,
      label: clientNeedLabel(config, need),
      items: own.length,
      theta,
      se,
      level,
    }
  })
}
