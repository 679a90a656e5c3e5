import type { TChatMessage, TChatThreadSummary } from '@nurseready/shared/schemas/chat'
import { withLatest, withThread } from './inbox'

const msg = (seq: number, body: string): TChatMessage => ({
  id: `m${seq}`,
  seq,
  sender: 'student',
  body,
  createdAt: '2026-11-23T09:00:00.000Z',
})
const thread = (
  id: string,
  updatedAt: string,
  last: TChatMessage | null,
  unreadCount = 0,
): TChatThreadSummary => ({
  id,
  student: { id: `s-${id}`, name: `Student ${id}`, email: `${id}@example.com` },
  lastMessage: last,
  unreadCount,
  updatedAt,
})
const list = (items: TChatThreadSummary[], total = items.length) => ({
  items,
  total,
  page: 1,
  pageSize: 50,
})

describe('withThread', () => {
  const a = thread('a', '2026-11-23T09:05:00.000Z', msg(2, 'A two'))
  const b = thread('b', '2026-11-23T09:03:00.000Z', msg(1, 'B one'))
  const c = thread('c', '2026-11-23T09:01:00.000Z', msg(4, 'C four'))

  it('moves a thread with a new message to the top with its new unread count', () => {
    const next = withThread(
      list([a, b, c]),
      thread('c', '2026-11-23T09:07:00.000Z', msg(5, 'C five'), 2),
    )
    expect(next.items.map((t) => t.id)).toEqual(['c', 'a', 'b'])
    expect(next.items[0]!.unreadCount).toBe(2)
    expect(next.items[0]!.lastMessage?.body).toBe('C five')
    expect(next.total).toBe(3)
  })

  it('adds a new thread and counts it', () => {
    const next = withThread(list([a, b], 12), thread('d', '2026-11-23T09:09:00.000Z', msg(1, 'Hi')))
    expect(next.items.map((t) => t.id)).toEqual(['d', 'a', 'b'])
    expect(next.total).toBe(13)
  })

  it('keeps the place of a thread that was only read, with no unread count', () => {
    const next = withThread(list([a, b, c]), { ...b, unreadCount: 0 })
    expect(next.items.map((t) => [t.id, t.unreadCount])).toEqual([
      ['a', 0],
      ['b', 0],
      ['c', 0],
    ])
  })

  it('ignores a summary older than the one shown', () => {
    const shown = list([thread('a', '2026-11-23T09:05:00.000Z', msg(3, 'A three'), 0)])
    expect(withThread(shown, thread('a', '2026-11-23T09:04:00.000Z', msg(2, 'A two'), 1))).toBe(
      shown,
    )
  })

  it('orders threads updated at the same moment by id, as the server does', () => {
    const same = '2026-11-23T09:05:00.000Z'
    const next = withThread(list([thread('b', same, msg(1, 'b'))]), thread('a', same, msg(1, 'a')))
    expect(next.items.map((t) => t.id)).toEqual(['a', 'b'])
  })
})

describe('withLatest', () => {
  const loaded = { items: [msg(1, 'one'), msg(2, 'two')], hasMore: false }
  const at = (last: TChatMessage | null) => thread('a', '2026-11-23T09:05:00.000Z', last)

  it('adds the next message', () => {
    expect(withLatest(loaded, at(msg(3, 'three')))?.items.map((m) => m.body)).toEqual([
      'one',
      'two',
      'three',
    ])
  })

  it('changes nothing for a message already loaded (a read, or the same event twice)', () => {
    expect(withLatest(loaded, at(msg(2, 'two')))).toBe(loaded)
  })

  it('asks for a new read when messages in between are missing', () => {
    expect(withLatest(loaded, at(msg(5, 'five')))).toBeNull()
  })
})
