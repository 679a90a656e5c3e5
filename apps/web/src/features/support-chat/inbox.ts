import type {
  TChatMessageList,
  TChatThreadList,
  TChatThreadSummary,
} from '@nurseready/shared/schemas/chat'
import { mergeMessages } from './messages'

/**
 * The inbox list with one thread's new summary: replaced where it was (or added, counted in
 * the total), then in the server's order (latest activity first, then id). A summary older than
 * the one shown (its last message before the shown one's) is ignored: the list was read after it.
 */
export function withThread(list: TChatThreadList, thread: TChatThreadSummary): TChatThreadList {
  const shown = list.items.find((t) => t.id === thread.id)
  if (shown && (thread.lastMessage?.seq ?? 0) < (shown.lastMessage?.seq ?? 0)) return list
  const items = [thread, ...list.items.filter((t) => t.id !== thread.id)].sort(
    (a, b) =>
      (a.updatedAt < b.updatedAt ? 1 : a.updatedAt > b.updatedAt ? -1 : 0) ||
      (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  )
  return { ...list, items, total: shown ? list.total : list.total + 1 }
}

/**
 * The open thread's messages with the thread's newest one: added when it follows the last one
 * loaded; null when messages in between are missing (read the thread again).
 */
export function withLatest(
  loaded: TChatMessageList,
  thread: TChatThreadSummary,
): TChatMessageList | null {
  const latest = thread.lastMessage
  const last = loaded.items.at(-1)?.seq ?? 0
  if (!latest || latest.seq <= last) return loaded
  if (latest.seq !== last + 1) return null
  return { ...loaded, items: mergeMessages(loaded.items, [latest]) }
}
