import type { TChatMessage } from '@nurseready/shared/schemas/chat'
import { mergeMessages, resumeCursor } from './messages'

const msg = (seq: number, body = `m${seq}`): TChatMessage => ({
  id: `id-${seq}`,
  seq,
  sender: 'student',
  body,
  createdAt: '2026-01-01T00:00:00.000Z',
})

describe('mergeMessages', () => {
  it('keeps one message per seq, in order', () => {
    const merged = mergeMessages([msg(1), msg(3)], [msg(2), msg(3, 'again'), msg(4)])
    expect(merged.map((m) => m.seq)).toEqual([1, 2, 3, 4])
    expect(merged[2]!.body).toBe('again')
  })
})

describe('resumeCursor', () => {
  it('is 0 for an empty thread', () => {
    expect(resumeCursor([])).toBe(0)
  })

  it('is the end of the unbroken run from the oldest loaded message', () => {
    expect(resumeCursor([msg(7), msg(8), msg(9)])).toBe(9)
    // Our own message 11 came back from the POST; reply 10 has not been streamed yet.
    expect(resumeCursor([msg(7), msg(8), msg(9), msg(11)])).toBe(9)
  })
})
