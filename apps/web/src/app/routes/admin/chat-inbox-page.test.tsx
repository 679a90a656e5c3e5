import { STORAGE_KEYS } from '@nurseready/shared/constants/spec'
import type {
  TChatInboxEvent,
  TChatMessage,
  TChatThreadSummary,
} from '@nurseready/shared/schemas/chat'
import { screen, waitFor, within } from '@testing-library/react'
import { mockApi, renderRoutes } from '@/testing/render'
import { AdminApp } from './admin-app'
import './chat-inbox-page'

/** Stands in for the browser's EventSource: the test opens, feeds and drops the connection. */
class FakeInboxSource {
  static instances: FakeInboxSource[] = []
  onopen: ((e: Event) => void) | null = null
  onmessage: ((e: MessageEvent) => void) | null = null
  onerror: ((e: Event) => void) | null = null
  closed = false
  constructor(readonly url: string) {
    FakeInboxSource.instances.push(this)
  }
  open() {
    this.onopen?.(new Event('open'))
  }
  send(event: TChatInboxEvent) {
    this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(event) }))
  }
  drop() {
    this.onerror?.(new Event('error'))
  }
  close() {
    this.closed = true
  }
}

const ADMIN = { id: 'a1', name: 'Administrator', email: 'admin@nurseready.local', role: 'admin' }
const msg = (seq: number, sender: 'student' | 'admin', body: string): TChatMessage => ({
  id: `m${seq}`,
  seq,
  sender,
  body,
  createdAt: `2026-11-23T09:0${seq}:00.000Z`,
})
const thread = (
  id: string,
  name: string,
  last: TChatMessage,
  unreadCount: number,
): TChatThreadSummary => ({
  id,
  student: { id: `s-${id}`, name, email: `${id}@example.com` },
  lastMessage: last,
  unreadCount,
  updatedAt: last.createdAt,
})

const ana = thread('ta', 'Ana Older', msg(1, 'student', 'Is the plan monthly?'), 0)
const ben = thread('tb', 'Ben Newer', msg(2, 'student', 'My test froze.'), 0)

function setup({ readStatus = 200 }: { readStatus?: number } = {}) {
  FakeInboxSource.instances = []
  vi.stubGlobal('EventSource', FakeInboxSource)
  let tickets = 0
  const stream = { down: false }
  const api = mockApi({
    'GET /api/auth/me': { body: ADMIN },
    'GET /api/admin/chat/threads': {
      body: { items: [ben, ana], total: 2, page: 1, pageSize: 50 },
    },
    'GET /api/admin/chat/threads/tb/messages': {
      body: { items: [msg(1, 'admin', 'Hello Ben.'), ben.lastMessage], hasMore: false },
    },
    'GET /api/admin/chat/threads/ta/messages': {
      body: { items: [ana.lastMessage], hasMore: false },
    },
    'POST /api/admin/chat/threads/tb/read':
      readStatus === 200
        ? { body: ben }
        : { status: readStatus, body: { detail: 'Service unavailable.' } },
    'POST /api/admin/chat/events/ticket': () => {
      if (stream.down) return { status: 503, body: { detail: 'Try later' } }
      tickets += 1
      return { status: 200, body: { ticket: `inbox-${tickets}`, expiresInSeconds: 60 } }
    },
  })
  localStorage.setItem(STORAGE_KEYS.token, 'x'.repeat(43))
  const utils = renderRoutes([{ path: '/admin/*', element: <AdminApp /> }], {
    path: '/admin/chat',
  })
  return { ...utils, api, stream }
}

const names = () =>
  within(screen.getByRole('navigation', { name: 'Conversations' }))
    .getAllByRole('button')
    .map((b) => b.querySelector('span span')?.textContent)

afterEach(() => {
  localStorage.clear()
  vi.unstubAllGlobals()
})

describe('chat inbox, live', () => {
  it('reorders the list, counts unread and shows a new message in the open thread without a reload', async () => {
    const { user, api } = setup()
    const ticketed = () => FakeInboxSource.instances.at(-1)!
    await waitFor(() => expect(FakeInboxSource.instances).toHaveLength(1))
    expect(ticketed().url).toBe('/api/admin/chat/events?ticket=inbox-1')
    ticketed().open()
    expect(await screen.findByText('Live')).toHaveAttribute('role', 'status')
    expect(screen.getByText('Newest first. New messages appear as they arrive.')).toBeVisible()
    expect(await screen.findByRole('button', { name: /Ben Newer/ })).toBeInTheDocument()
    expect(names()).toEqual(['Ben Newer', 'Ana Older'])

    // A message in a thread that is not open: it goes to the top with its unread count.
    ticketed().send({
      type: 'thread',
      thread: { ...thread('ta', 'Ana Older', msg(3, 'student', 'Hello again?'), 2) },
    })
    await waitFor(() => expect(names()).toEqual(['Ana Older', 'Ben Newer']))
    const anaItem = screen.getByRole('button', { name: /Ana Older/ })
    expect(anaItem).toHaveTextContent('2 unread')
    expect(anaItem).toHaveTextContent('Hello again?')

    // The open thread: its next message joins the conversation from the event itself.
    await user.click(screen.getByRole('button', { name: /Ben Newer/ }))
    const conversation = screen.getByRole('region', { name: 'Conversation with Ben Newer' })
    expect(await within(conversation).findByText('My test froze.')).toBeInTheDocument()
    ticketed().send({
      type: 'thread',
      thread: thread('tb', 'Ben Newer', msg(3, 'student', 'It works now, thanks.'), 1),
    })
    expect(await within(conversation).findByText('It works now, thanks.')).toBeInTheDocument()
    expect(within(conversation).getAllByRole('listitem')).toHaveLength(3)
    expect(api.callsTo('GET /api/admin/chat/threads/tb/messages')).toHaveLength(1)
    // Shown, so read: the unread count is cleared on the server.
    await waitFor(() => expect(api.callsTo('POST /api/admin/chat/threads/tb/read')).toHaveLength(1))
  })

  it('the open thread shows no unread count while it is read; another thread shows the real one', async () => {
    // Marking read fails here, so the count the server keeps stays 1: what the list shows is the
    // page's own choice, not a quick server.
    const { user, api } = setup({ readStatus: 503 })
    await waitFor(() => expect(FakeInboxSource.instances).toHaveLength(1))
    const source = FakeInboxSource.instances[0]!
    source.open()
    await user.click(await screen.findByRole('button', { name: /Ben Newer/ }))
    const conversation = screen.getByRole('region', { name: 'Conversation with Ben Newer' })
    await within(conversation).findByText('My test froze.')
    source.send({
      type: 'thread',
      thread: thread('tb', 'Ben Newer', msg(3, 'student', 'Still frozen.'), 1),
    })
    expect(await within(conversation).findByText('Still frozen.')).toBeInTheDocument()
    await waitFor(() => expect(api.callsTo('POST /api/admin/chat/threads/tb/read')).toHaveLength(1))
    const benItem = screen.getByRole('button', { name: /Ben Newer/ })
    expect(benItem).toHaveTextContent('Still frozen.')
    expect(benItem).not.toHaveTextContent('unread')
    // Another conversation opened: Ben's thread shows what the server still counts.
    await user.click(screen.getByRole('button', { name: /Ana Older/ }))
    expect(screen.getByRole('button', { name: /Ben Newer/ })).toHaveTextContent('1 unread')
  })

  it('polls only while the stream is down, and reads everything again when it is back', async () => {
    const { api, stream } = setup()
    const listReads = () => api.callsTo('GET /api/admin/chat/threads').length
    await waitFor(() => expect(FakeInboxSource.instances).toHaveLength(1))
    FakeInboxSource.instances[0]!.open()
    await screen.findByRole('button', { name: /Ben Newer/ })
    await waitFor(() => expect(listReads()).toBeGreaterThan(0))
    const whileLive = listReads()
    await new Promise((r) => setTimeout(r, 3500))
    expect(listReads()).toBe(whileLive)

    // Down, and no ticket to be had: the list is polled every 3 seconds.
    stream.down = true
    FakeInboxSource.instances[0]!.drop()
    expect(await screen.findByText('Reconnecting...')).toHaveAttribute('role', 'status')
    expect(screen.getByText('Newest first. Updates every 3 seconds.')).toBeVisible()
    await waitFor(() => expect(listReads()).toBeGreaterThan(whileLive), { timeout: 4000 })

    // Back with a fresh ticket: the list is read again at once, and live again.
    stream.down = false
    await waitFor(() => expect(FakeInboxSource.instances).toHaveLength(2), { timeout: 9000 })
    expect(FakeInboxSource.instances[1]!.url).toBe('/api/admin/chat/events?ticket=inbox-2')
    const beforeOpen = listReads()
    FakeInboxSource.instances[1]!.open()
    await waitFor(() => expect(listReads()).toBeGreaterThan(beforeOpen))
    expect(await screen.findByText('Live')).toBeInTheDocument()
    // A resync (the server lost updates) reads the list again too.
    const beforeResync = listReads()
    FakeInboxSource.instances[1]!.send({ type: 'resync' })
    await waitFor(() => expect(listReads()).toBeGreaterThan(beforeResync))
  }, 25_000)
})
