import type { TExamConfig } from './exams'

export type TStopReason = 'confidence' | 'max-length' | 'time' | 'bank-exhausted'
export type TStopDecision = { reason: TStopReason; passed: boolean }

/**
 * The NCLEX's rules after each answer. `administered` counts every item answered, pretest items
 * included, as the exam's minimum and maximum do.
 * - 95 % confidence: once the minimum is reached, stop when |θ − standard| > z·SE; pass if above.
 * - Maximum length: at the maximum, the final estimate decides (above the standard passes).
 */
export function checkStop(
  config: TExamConfig,
  progress: { administered: number; theta: number; se: number },
): TStopDecision | null {
  const above = progress.theta > config.passingStandard
  if (
    progress.administered >= config.minItems &&
    Math.abs(progress.theta - config.passingStandard) > config.confidenceZ * progress.se
  ) {
    return { reason: 'confidence', passed: above }
  }
  if (progress.administered >= config.maxItems) return { reason: 'max-length', passed: above }
  return null
}

/**
 * Run out of time: below the minimum length fails; otherwise the candidate passes only if each
 * of the last `timeoutWindow` (60) ability estimates, one after each scored item, was above the
 * standard. `estimates` is every scored-item estimate in order.
 */
export function timeOutDecision(
  config: TExamConfig,
  administered: number,
  estimates: readonly number[],
): TStopDecision {
  if (administered < config.minItems) return { reason: 'time', passed: false }
  const last = estimates.slice(-config.timeoutWindow)
  return {
    reason: 'time',
    passed: last.length > 0 && last.every((theta) => theta > config.passingStandard),
  }
}
