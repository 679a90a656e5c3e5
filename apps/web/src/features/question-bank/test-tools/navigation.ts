import type { TPaperState } from '@nurseready/shared/schemas/question-bank'
import type { NavigatorItem } from './question-navigator'

/**
 * Every position of the paper with its state, from the paper state's `items`. A server without
 * `items` (older API) gives the positions with only what the summary tells: none answered.
 */
export function navigatorItems(paper: TPaperState): NavigatorItem[] {
  if (paper.items) return paper.items
  return Array.from({ length: paper.questionCount }, (_, i) => ({
    position: i + 1,
    answered: false,
    flagged: false,
  }))
}

/**
 * After answering `from`: the first unanswered position after it, so a student who jumped ahead
 * carries on from there; null when none is left after it (the server's `nextPosition`, the
 * first unanswered, then brings back a skipped one).
 */
export function nextUnansweredAfter(paper: TPaperState, from: number): number | null {
  if (!paper.items) return null
  return paper.items.find((i) => !i.answered && i.position > from)?.position ?? null
}
