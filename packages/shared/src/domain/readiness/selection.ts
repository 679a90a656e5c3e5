import type { TBank, TBankItem } from './bank'
import { effectiveSteps } from './bank'
import { blueprintTargets, CLIENT_NEEDS, type TClientNeed, type TExamConfig } from './exams'
import { itemInformation } from './model'
import { nextRandom } from './random'

/**
 * Categories in the order to draw from: the one furthest below its target share of the scored
 * items first (deficit = target − count/n; with no items yet, the largest target first). Ties keep
 * the blueprint's order.
 */
export function categoriesByDeficit(
  config: TExamConfig,
  counts: Readonly<Record<TClientNeed, number>>,
): TClientNeed[] {
  const targets = blueprintTargets(config.blueprint)
  let total = 0
  for (const need of CLIENT_NEEDS) total += counts[need]
  const deficit = (need: TClientNeed) => targets[need] - (total === 0 ? 0 : counts[need] / total)
  return [...CLIENT_NEEDS].sort((a, b) => deficit(b) - deficit(a))
}

export type TSelectionContext = {
  theta: number
  used: ReadonlySet<string>
  seen: ReadonlySet<string>
  counts: Readonly<Record<TClientNeed, number>>
  rng: number
}

/** Draw uniformly from a list with the assessment's generator. */
function pick<T>(list: readonly T[], rng: number): { value: T; rng: number } {
  const step = nextRandom(rng)
  return { value: list[Math.floor(step.value * list.length)]!, rng: step.state }
}

/**
 * The next scored item: in the category furthest below its blueprint share, the most informative
 * items at θ̂, one of the `exposureTopK` best at random. Items seen in earlier assessments are
 * used only when the category has no unseen item left; a category with nothing left gives way
 * to the next. Null when the whole bank is used up.
 */
export function selectScoredItem(
  bank: TBank,
  config: TExamConfig,
  context: TSelectionContext,
): { item: TBankItem; rng: number } | null {
  const k = Math.max(1, config.exposureTopK)
  for (const need of categoriesByDeficit(config, context.counts)) {
    const pool = bank.byNeed.get(need) ?? []
    for (const allowSeen of [false, true]) {
      const best: TBankItem[] = []
      const info: number[] = []
      for (const item of pool) {
        if (context.used.has(item.id)) continue
        if (!allowSeen && context.seen.has(item.id)) continue
        const steps = effectiveSteps(item.steps, config.partialCredit)
        // Per score point, so that many-point NGN items do not crowd out the rest (decision 0016).
        const value = itemInformation(context.theta, steps) / steps.length
        if (best.length === k && value <= info[k - 1]!) continue
        if (best.length < k) {
          best.push(item)
          info.push(value)
        } else {
          best[k - 1] = item
          info[k - 1] = value
        }
        for (let at = best.length - 1; at > 0 && info[at - 1]! < info[at]!; at--) {
          ;[best[at - 1], best[at]] = [best[at]!, best[at - 1]!]
          ;[info[at - 1], info[at]] = [info[at]!, info[at - 1]!]
        }
      }
      if (best.length > 0) {
        const chosen = pick(best, context.rng)
        return { item: chosen.value, rng: chosen.rng }
      }
    }
  }
  return null
}

/**
 * An item for an unscored pretest slot: an unseen under-calibrated item at random; failing that
 * any unused unseen item, then any unused item (its answer still feeds calibration).
 */
export function selectPretestItem(
  bank: TBank,
  context: Pick<TSelectionContext, 'used' | 'seen' | 'rng'>,
): { item: TBankItem; rng: number } | null {
  const fresh = (item: TBankItem) => !context.used.has(item.id) && !context.seen.has(item.id)
  const candidates = [
    () => bank.pretestPool.filter(fresh),
    () => bank.all.filter(fresh),
    () => bank.all.filter((item) => !context.used.has(item.id)),
  ]
  for (const list of candidates) {
    const items = list()
    if (items.length > 0) {
      const chosen = pick(items, context.rng)
      return { item: chosen.value, rng: chosen.rng }
    }
  }
  return null
}
