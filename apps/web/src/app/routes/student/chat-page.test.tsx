import type { TChatMessage } from '@nurseready/shared/schemas/chat'
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { vi } from 'vitest'
import {
  deferred,
  type MockCall,
  type MockReply,
  mockApi,
  networkError,
  problem,
  renderRoutes,
} from '@/testing/render'
import { ChatPage } from './chat-page'

/** Stands in for the browser's EventSource: tests open, emit and drop connections. */
class FakeEventSource {
  static instances: FakeEventSource[] = []
  onopen: ((e: Event) => void) | null = null
  onmessage: ((e: MessageEvent) => void) | null = null
  onerror: ((e: Event) => void) | null = null
  closed = false
  constructor(readonly url: string) {
    FakeEventSource.instances.push(this)
  }
  open() {
    this.onopen?.(new Event('open'))
  }
  emit(message: TChatMessage) {
    this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(message) }))
  }
  drop() {
    this.onerror?.(new Event('error'))
  }
  close() {
    this.closed = true
  }
  static latest() {
    return FakeEventSource.instances.at(-1)!
  }
}

const msg = (seq: number, sender: 'student' | 'admin', body: string): TChatMessage => ({
  id: `m${seq}`,
  seq,
  sender,
  body,
  createdAt: `2030-01-01T10:0${seq}:00.000Z`,
})

const CONTACT = {
  status: 200,
  body: { address: '1 King St', email: 'support@nurseready.ca', phone: '+1 416 555 0142' },
}
const thread = (items: TChatMessage[]) => ({ status: 200, body: { items, hasMore: false } })

function setup(handlers: Parameters<typeof mockApi>[0] = {}) {
  FakeEventSource.instances = []
  vi.stubGlobal('EventSource', FakeEventSource)
  let tickets = 0
  const api = mockApi({
    'GET /api/contact-details': CONTACT,
    'GET /api/chat/messages': thread([
      msg(1, 'student', 'Hello?'),
      msg(2, 'admin', 'Hi! How can we help?'),
    ]),
    'POST /api/chat/events/ticket': () => {
      tickets += 1
      return { status: 200, body: { ticket: `ticket-${tickets}`, expiresInSeconds: 60 } }
    },
    ...handlers,
  })
  const utils = renderRoutes([{ path: '/chat', element: <ChatPage /> }], { path: '/chat' })
  return { ...utils, api }
}

const log = () => screen.getByRole('log', { name: 'Messages' })
const input = () => screen.getByLabelText('Message')
const sendButton = () => screen.getByRole('button', { name: 'Send' })

describe('ChatPage', () => {
  it('shows the contact email in the header and the thread in order', async () => {
    setup()
    expect(await screen.findByRole('link', { name: 'support@nurseready.ca' })).toHaveAttribute(
      'href',
      'mailto:support@nurseready.ca',
    )
    await screen.findByText('Hello?')
    const items = within(log()).getAllByRole('listitem')
    expect(items.map((li) => li.textContent)).toEqual([
      expect.stringMatching(/^You.*Hello\?$/),
      expect.stringMatching(/^NurseReady Support.*Hi! How can we help\?$/),
    ])
  })

  it('streams new replies live from after the last message, without doubles', async () => {
    setup()
    await screen.findByText('Hello?')
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1))
    const source = FakeEventSource.latest()
    expect(source.url).toBe('/api/chat/events?ticket=ticket-1&after=2')
    source.open()
    expect(await screen.findByText('Live')).toBeInTheDocument()

    source.emit(msg(3, 'admin', 'Your plan renews manually.'))
    source.emit(msg(3, 'admin', 'Your plan renews manually.'))
    expect(await within(log()).findByText('Your plan renews manually.')).toBeInTheDocument()
    expect(within(log()).getAllByRole('listitem')).toHaveLength(3)
  })

  it('reconnects after a drop with a fresh ticket, resuming after the last message seen', async () => {
    setup()
    await screen.findByText('Hello?')
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1))
    const first = FakeEventSource.latest()
    first.open()
    first.emit(msg(3, 'admin', 'One more thing.'))
    first.drop()
    expect(first.closed).toBe(true)
    expect(await screen.findByText('Reconnecting...')).toBeInTheDocument()
    await waitFor(() => expect(FakeEventSource.instances).toHaveLength(2), { timeout: 3000 })
    expect(FakeEventSource.latest().url).toBe('/api/chat/events?ticket=ticket-2&after=3')
  })

  it('sends a trimmed message with Enter, shows it and clears the input', async () => {
    const { user, api } = setup({
      'POST /api/chat/messages': (call: MockCall) => ({
        status: 201,
        body: msg(3, 'student', (call.body as { body: string }).body),
      }),
    })
    await screen.findByText('Hello?')
    await user.type(input(), '   Can I change my plan?  {Enter}')
    expect(await within(log()).findByText('Can I change my plan?')).toBeInTheDocument()
    expect(api.callsTo('POST /api/chat/messages').map((c) => c.body)).toEqual([
      { body: 'Can I change my plan?' },
    ])
    expect(input()).toHaveValue('')
  })

  it('never sends an empty or whitespace-only message', async () => {
    const { user, api } = setup()
    await screen.findByText('Hello?')
    expect(sendButton()).toBeDisabled()
    await user.type(input(), '    ')
    expect(sendButton()).toBeDisabled()
    await user.keyboard('{Enter}')
    expect(api.callsTo('POST /api/chat/messages')).toHaveLength(0)
  })

  it('says when a message is too long and does not send it', async () => {
    const { api } = setup()
    await screen.findByText('Hello?')
    fireEvent.change(input(), { target: { value: 'x'.repeat(2001) } })
    expect(input()).toHaveAccessibleDescription('Messages can be at most 2000 characters.')
    expect(screen.getByText('1 character over the limit')).toBeInTheDocument()
    fireEvent.change(input(), { target: { value: 'x'.repeat(2014) } })
    expect(screen.getByText('14 characters over the limit')).toBeInTheDocument()
    expect(screen.queryByText(/-\d+ characters left/)).toBeNull()
    fireEvent.change(input(), { target: { value: 'x'.repeat(1990) } })
    expect(screen.getByText('10 characters left')).toBeInTheDocument()
    fireEvent.change(input(), { target: { value: 'x'.repeat(2014) } })
    expect(sendButton()).toBeDisabled()
    expect(api.callsTo('POST /api/chat/messages')).toHaveLength(0)
  })

  it('a double-click on Send (or Enter twice) posts the message once', async () => {
    const reply = deferred<MockReply>()
    const { user, api } = setup({ 'POST /api/chat/messages': () => reply.promise })
    await screen.findByText('Hello?')
    await user.type(input(), 'Is my plan active?')
    fireEvent.click(sendButton())
    fireEvent.click(sendButton())
    fireEvent.keyDown(input(), { key: 'Enter' })
    reply.resolve({ status: 201, body: msg(3, 'student', 'Is my plan active?') })
    expect(await within(log()).findByText('Is my plan active?')).toBeInTheDocument()
    expect(api.callsTo('POST /api/chat/messages')).toHaveLength(1)
    expect(input()).toHaveValue('')
  })

  it("alerts 'Failed to send message. Please try again.' and keeps the text", async () => {
    const { user } = setup({ 'POST /api/chat/messages': networkError })
    await screen.findByText('Hello?')
    await user.type(input(), 'Are you there?')
    await user.click(sendButton())
    const dialog = await screen.findByRole('alertdialog')
    expect(dialog).toHaveTextContent('Error')
    expect(dialog).toHaveTextContent('Failed to send message. Please try again.')
    await user.click(within(dialog).getByRole('button', { name: 'OK' }))
    expect(input()).toHaveValue('Are you there?')
  })

  it("shows 'Failed to load messages. Please try again.' and retries", async () => {
    let fail = true
    const { user } = setup({
      'GET /api/chat/messages': () =>
        fail ? problem(400, 'nope') : thread([msg(1, 'admin', 'Welcome!')]),
    })
    expect(
      await screen.findByText('Failed to load messages. Please try again.'),
    ).toBeInTheDocument()
    fail = false
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('Welcome!')).toBeInTheDocument()
  })
})
