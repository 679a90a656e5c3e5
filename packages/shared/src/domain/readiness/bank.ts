import { CLIENT_NEEDS, type TClientNeed } from './exams'
import { fullCreditDifficulty, type TSteps } from './model'

/** An item as the engine sees it: its id, category and Rasch/PCM step difficulties. */
export type TBankItem = {
  id: string
  clientNeed: TClientNeed
  /** Step difficulties in logits; a right/wrong item has one (its Rasch difficulty). */
  steps: readonly number[]
  /** Under-calibrated: served only in the unscored pretest slots. */
  pretest?: boolean
}

export type TBank = {
  byId: ReadonlyMap<string, TBankItem>
  /** Operational (scorable) items per category. */
  byNeed: ReadonlyMap<TClientNeed, readonly TBankItem[]>
  pretestPool: readonly TBankItem[]
  all: readonly TBankItem[]
}

/** Index a bank once; the caller may cache it (it is not part of the assessment state). */
export function indexBank(items: readonly TBankItem[]): TBank {
  const byId = new Map<string, TBankItem>()
  const byNeed = new Map<TClientNeed, TBankItem[]>(CLIENT_NEEDS.map((need) => [need, []]))
  const pretestPool: TBankItem[] = []
  for (const item of items) {
    if (byId.has(item.id)) throw new Error(`duplicate item id ${item.id}`)
    if (item.steps.length < 1 || !item.steps.every(Number.isFinite)) {
      throw new Error(`item ${item.id} needs at least one finite step difficulty`)
    }
    const list = byNeed.get(item.clientNeed)
    if (!list) throw new Error(`item ${item.id} has an unknown client need`)
    byId.set(item.id, item)
    if (item.pretest) pretestPool.push(item)
    else list.push(item)
  }
  return { byId, byNeed, pretestPool, all: items }
}

const fullCredit = new WeakMap<TSteps, readonly number[]>()

/** The steps an item is scored on: its own, or one full-credit step where partial credit is off. */
export function effectiveSteps(steps: TSteps, partialCredit: boolean): readonly number[] {
  if (partialCredit || steps.length === 1) return steps
  let cached = fullCredit.get(steps)
  if (!cached) {
    cached = [fullCreditDifficulty(steps)]
    fullCredit.set(steps, cached)
  }
  return cached
}

/** The score entered into the model: raw points, or 1 only for full credit. */
export function effectiveScore(maxScore: number, score: number, partialCredit: boolean): number {
  if (partialCredit || maxScore === 1) return score
  return score === maxScore ? 1 : 0
}
