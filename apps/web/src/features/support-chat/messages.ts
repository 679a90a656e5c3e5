import type { TChatMessage } from '@nurseready/shared/schemas/chat'

/** Loaded messages of the thread, oldest first, and whether older ones exist. */
export type ChatCache = { items: TChatMessage[]; hasMore: boolean }

/** Adds messages to a list: one per seq (a later copy wins), in seq order. */
export function mergeMessages(list: TChatMessage[], incoming: TChatMessage[]): TChatMessage[] {
  const bySeq = new Map(list.map((m) => [m.seq, m]))
  for (const m of incoming) bySeq.set(m.seq, m)
  return [...bySeq.values()].sort((a, b) => a.seq - b.seq)
}

/**
 * Where the live stream should resume: the last seq of the unbroken run from the oldest loaded
 * message. A message we sent ourselves can arrive (from the POST reply) before a reply the
 * stream has not delivered yet; resuming after the run, not after the newest, fills that gap.
 */
export function resumeCursor(list: TChatMessage[]): number {
  if (list.length === 0) return 0
  let cursor = list[0]!.seq
  for (const m of list.slice(1)) {
    if (m.seq !== cursor + 1) break
    cursor = m.seq
  }
  return cursor
}
