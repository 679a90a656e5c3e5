import { indexBank, type TBank, type TBankItem } from '@nurseready/shared/domain/readiness/bank'
import {
  CLIENT_NEEDS,
  type TClientNeed,
  type TExamCode,
} from '@nurseready/shared/domain/readiness/exams'
import { CALIBRATED_AT } from './calibration.service'
import type { ReadinessRepository } from './readiness.repository'

/** The engine's bank per exam is rebuilt from the questions table at most this often. */
const BANK_TTL_MS = 5 * 60_000
/** At most this share of an exam's items wait in the pretest pool (the rest are scored). */
const PRETEST_POOL_SHARE = 0.1
/** …and at most this many (four assessments' pretest slots: enough to vary them). */
const PRETEST_POOL_MAX = 60

export const isNeed = (v: string | null): v is TClientNeed =>
  v !== null && (CLIENT_NEEDS as readonly string[]).includes(v)

export type BankRow = {
  id: string
  clientNeed: string | null
  difficulty: number | null
  calibrated: number | null
  responses: number | null
}

/**
 * The engine's items from the tagged questions: the calibrated difficulty once an item has
 * CALIBRATED_AT responses, else the author's. New and under-calibrated items (fewest responses
 * first, up to a tenth of the bank and PRETEST_POOL_MAX) are `pretest`: served only in the 15
 * unscored slots, where their answers calibrate them, as on the NCLEX.
 */
export function bankItems(rows: readonly BankRow[]): TBankItem[] {
  const tagged = rows.filter(
    (r): r is BankRow & { clientNeed: TClientNeed; difficulty: number } =>
      isNeed(r.clientNeed) && r.difficulty !== null,
  )
  const responses = (r: BankRow) => (r.calibrated === null ? 0 : (r.responses ?? 0))
  const poolSize = Math.min(PRETEST_POOL_MAX, Math.floor(tagged.length * PRETEST_POOL_SHARE))
  const pretest = new Set(
    tagged
      .filter((r) => responses(r) < CALIBRATED_AT)
      .sort((a, b) => responses(a) - responses(b) || a.id.localeCompare(b.id))
      .slice(0, poolSize)
      .map((r) => r.id),
  )
  return tagged.map((r) => ({
    id: r.id,
    clientNeed: r.clientNeed,
    steps: [responses(r) >= CALIBRATED_AT ? r.calibrated! : r.difficulty],
    ...(pretest.has(r.id) ? { pretest: true } : {}),
  }))
}

/** The indexed bank per exam, cached for BANK_TTL_MS (calibration runs nightly). */
export function readinessBanks(repo: Pick<ReadinessRepository, 'bankItems'>) {
  const banks = new Map<TExamCode, { bank: TBank; at: number }>()
  return async function bankFor(exam: TExamCode): Promise<TBank> {
    const cached = banks.get(exam)
    if (cached && Date.now() - cached.at < BANK_TTL_MS) return cached.bank
    const bank = indexBank(bankItems(await repo.bankItems(exam)))
    banks.set(exam, { bank, at: Date.now() })
    return bank
  }
}
