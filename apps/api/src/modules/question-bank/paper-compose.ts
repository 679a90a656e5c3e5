/**
 * How a Next Gen test of `count` questions is filled (docs/items.md, Papers): whole case studies
 * (six consecutive positions each, in step order) and stand-alone items. Pure functions.
 */
const CASE_LENGTH = 6

/**
 * Cases a test starts with: about half of it, at least one when it has room for six:
 * min(available, max(1, ⌊count / 12⌋)), none below six questions.
 */
export function firstCases(count: number, available: number): number {
  if (count < CASE_LENGTH) return 0
  return Math.min(available, Math.max(1, Math.floor(count / (2 * CASE_LENGTH))))
}

/** When the stand-alone items run short, more cases come in while six positions remain. */
export function withMoreCases(
  count: number,
  taken: number,
  standAlone: number,
  available: number,
): number {
  const room = Math.floor((count - CASE_LENGTH * taken - standAlone) / CASE_LENGTH)
  return taken + Math.max(0, Math.min(room, available - taken))
}

/**
 * The paper's question ids: the blocks (a case's ids in step order, or one stand-alone id)
 * shuffled, so cases sit among the stand-alone items and each keeps its six positions together.
 * `random` returns [0, 1).
 */
export function shuffleBlocks(blocks: string[][], random: () => number = Math.random): string[] {
  const out = [...blocks]
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1))
    ;[out[i], out[j]] = [out[j]!, out[i]!]
  }
  return out.flat()
}
