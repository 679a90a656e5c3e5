import { STORAGE_KEYS } from '@nurseready/shared/constants/spec'
import { screen, waitFor, within } from '@testing-library/react'
import { mockApi, problem, renderRoutes } from '@/testing/render'
import { AdminApp } from './admin-app'
// Loaded up front, so the console's lazy pages resolve at once under test.
import './audit-log-page'
import './chat-inbox-page'
import './faqs-page'
import './leads-page'
import './orders-page'
import './overview-page'
import './users-page'

const ADMIN = { id: 'a1', name: 'Administrator', email: 'admin@nurseready.local', role: 'admin' }
const page = <T,>(items: T[]) => ({ items, total: items.length, page: 1, pageSize: 25 })

function render(path: string) {
  localStorage.setItem(STORAGE_KEYS.token, 'x'.repeat(43))
  return renderRoutes(
    [
      { path: '/admin/*', element: <AdminApp /> },
      { path: '/dashboard', element: <p>Student dashboard</p> },
      { path: '/login', element: <p>Login page</p> },
    ],
    { path },
  )
}

afterEach(() => localStorage.clear())

describe('the admin console', () => {
  it('sends a student to their dashboard', async () => {
    mockApi({ 'GET /api/auth/me': { body: { ...ADMIN, role: 'student' } } })
    const { location } = render('/admin')
    expect(await screen.findByText('Student dashboard')).toBeInTheDocument()
    expect(location()).toBe('/dashboard')
  })

  it('shows the overview as stat cards, and the sidebar with slots for the parts to come', async () => {
    mockApi({
      'GET /api/auth/me': { body: ADMIN },
      'GET /api/admin/overview': {
        body: {
          students: 1234,
          activePlans: 56,
          revenueThisMonth: [{ currency: 'CAD', amountCents: 1490000 }],
          testsTaken: 789,
          openChats: 3,
          newLeads: 2,
        },
      },
    })
    render('/admin')
    const cards = await screen.findByRole('list')
    await waitFor(() => expect(cards).toHaveTextContent('Students1,234'))
    expect(cards).toHaveTextContent('Active plans56')
    expect(cards).toHaveTextContent('Revenue this month14,900.00 CAD')
    expect(cards).toHaveTextContent('Tests taken789')
    expect(cards).toHaveTextContent('Open chats3')
    expect(cards).toHaveTextContent('New leads2')
    const nav = screen.getByRole('navigation', { name: 'Admin' })
    expect(within(nav).getByRole('link', { name: 'Audit log' })).toHaveAttribute(
      'href',
      '/admin/audit-log',
    )
    expect(within(nav).getByText('Question bank')).toBeInTheDocument()
  })
})

describe('users', () => {
  const student = {
    id: 's1',
    name: 'Sam Student',
    email: 'sam@example.com',
    role: 'student',
    status: 'active',
    createdAt: '2026-11-01T10:00:00.000Z',
    disabledAt: null,
    plan: { name: '3 Months', endsAt: '2027-01-24T10:00:00.000Z' },
  }
  const me = {
    ...student,
    id: 'a1',
    name: 'Administrator',
    email: ADMIN.email,
    role: 'admin',
    plan: null,
  }

  it('disables a student after confirming; the admin cannot disable themselves', async () => {
    const api = mockApi({
      'GET /api/auth/me': { body: ADMIN },
      'GET /api/admin/users': { body: page([student, me]) },
      'POST /api/admin/users/s1/disable': { body: { ...student, status: 'disabled' } },
    })
    const { user } = render('/admin/users')
    const row = (await screen.findByText('sam@example.com', {}, { timeout: 4000 })).closest('tr')!
    expect(row).toHaveTextContent('3 Months · until')
    const adminRow = screen.getByText(ADMIN.email, { selector: 'span' }).closest('tr')!
    expect(within(adminRow).queryByRole('button', { name: 'Disable' })).toBeNull()

    await user.click(within(row).getByRole('button', { name: 'Disable' }))
    const dialog = screen.getByRole('alertdialog', { name: 'Disable this account?' })
    expect(dialog).toHaveTextContent('sam@example.com is signed out everywhere at once')
    await user.click(within(dialog).getByRole('button', { name: 'Disable' }))
    await waitFor(() => expect(api.callsTo('POST /api/admin/users/s1/disable')).toHaveLength(1))
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull())
  })

  it("shows the server's refusal in the dialog", async () => {
    mockApi({
      'GET /api/auth/me': { body: ADMIN },
      'GET /api/admin/users': { body: page([{ ...student, role: 'admin' }]) },
      'PUT /api/admin/users/s1/role': problem(
        409,
        'This is the last active admin. Promote another admin first.',
      ),
    })
    const { user } = render('/admin/users')
    await user.click(await screen.findByRole('button', { name: 'Remove admin' }))
    const dialog = screen.getByRole('alertdialog')
    await user.click(within(dialog).getByRole('button', { name: 'Remove admin' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This is the last active admin. Promote another admin first.',
    )
  })
})

describe('orders', () => {
  it('filters by status and email, and refunds a paid order after confirming', async () => {
    const order = {
      id: 'o1',
      number: 100042,
      kind: 'plan',
      courseName: 'NCLEX Question Bank · 3 Months',
      amountCents: 14900,
      currency: 'CAD',
      status: 'paid',
      provider: 'sandbox',
      createdAt: '2026-11-20T10:00:00.000Z',
      paidAt: '2026-11-20T10:01:00.000Z',
      validFrom: null,
      validUntil: null,
      refundRequestedAt: null,
      refundedAt: null,
      user: { id: 's1', email: 'sam@example.com', name: 'Sam Student' },
    }
    const api = mockApi({
      'GET /api/auth/me': { body: ADMIN },
      'GET /api/admin/orders': { body: page([order]) },
      'POST /api/admin/orders/o1/refund': { body: { ...order, status: 'refunded' } },
    })
    const { user } = render('/admin/orders')
    const row = (await screen.findByText('#100042')).closest('tr')!
    expect(row).toHaveTextContent('149.00 CAD')
    await user.selectOptions(screen.getByLabelText('Status'), 'paid')
    await user.type(screen.getByLabelText('Student email'), 'sam@')
    await user.click(screen.getByRole('button', { name: 'Filter' }))
    await waitFor(() =>
      expect(api.fetch).toHaveBeenCalledWith(
        '/api/admin/orders?page=1&status=paid&q=sam%40',
        expect.anything(),
      ),
    )
    await user.click(within(row).getByRole('button', { name: 'Refund' }))
    const dialog = screen.getByRole('alertdialog', { name: 'Refund order #100042?' })
    expect(dialog).toHaveTextContent('149.00 CAD goes back to sam@example.com')
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }))
    await waitFor(() => expect(api.callsTo('POST /api/admin/orders/o1/refund')).toHaveLength(1))
  })
})

describe('leads', () => {
  it('shows what a visitor typed as text and marks a lead handled', async () => {
    const lead = {
      id: 'l1',
      name: '<img src=x onerror=alert(1)>',
      email: 'lead@college.example',
      phone: null,
      institution: 'Northern College',
      product: 'NCLEX-RN Question Bank',
      userRange: '50-100',
      createdAt: '2026-11-22T10:00:00.000Z',
      handledAt: null,
    }
    const api = mockApi({
      'GET /api/auth/me': { body: ADMIN },
      'GET /api/admin/contact-requests': { body: page([lead]) },
      'POST /api/admin/contact-requests/l1/handled': {
        body: { ...lead, handledAt: '2026-11-23T10:00:00.000Z' },
      },
    })
    const { user, container } = render('/admin/leads')
    expect(await screen.findByText('<img src=x onerror=alert(1)>')).toBeInTheDocument()
    expect(container.querySelector('img[src="x"]')).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Mark handled' }))
    await waitFor(() =>
      expect(api.callsTo('POST /api/admin/contact-requests/l1/handled')).toHaveLength(1),
    )
  })
})

describe('audit log', () => {
  it('searches by action and date and shows before and after as text', async () => {
    const entry = {
      id: 'e1',
      at: '2026-11-23T09:00:00.000Z',
      actorId: 'a1',
      actorEmail: ADMIN.email,
      action: 'user.disable',
      targetType: 'user',
      targetId: 's1',
      before: { status: 'active' },
      after: { status: 'disabled' },
    }
    const api = mockApi({
      'GET /api/auth/me': { body: ADMIN },
      'GET /api/admin/audit-log': { body: page([entry]) },
    })
    const { user } = render('/admin/audit-log')
    const row = (await screen.findByText('user.disable')).closest('tr')!
    expect(row).toHaveTextContent('status: active')
    expect(row).toHaveTextContent('status: disabled')
    await user.type(screen.getByLabelText(/^Action/), 'user.')
    await user.type(screen.getByLabelText('From'), '2026-11-01')
    await user.click(screen.getByRole('button', { name: 'Search' }))
    await waitFor(() =>
      expect(api.fetch).toHaveBeenCalledWith(
        '/api/admin/audit-log?page=1&action=user.&from=2026-11-01',
        expect.anything(),
      ),
    )
  })
})

describe('chat inbox', () => {
  it('lists threads with unread counts, opens one (marking it read) and replies', async () => {
    const thread = {
      id: 't1',
      student: { id: 's1', name: 'Sam Student', email: 'sam@example.com' },
      lastMessage: {
        id: 'm1',
        seq: 1,
        sender: 'student',
        body: 'Help!',
        createdAt: '2026-11-23T09:00:00.000Z',
      },
      unreadCount: 1,
      updatedAt: '2026-11-23T09:00:00.000Z',
    }
    const api = mockApi({
      'GET /api/auth/me': { body: ADMIN },
      'GET /api/admin/chat/threads': { body: page([thread]) },
      'GET /api/admin/chat/threads/t1/messages': {
        body: { items: [thread.lastMessage], hasMore: false },
      },
      'POST /api/admin/chat/threads/t1/read': { body: { ...thread, unreadCount: 0 } },
      'POST /api/admin/chat/threads/t1/messages': {
        status: 201,
        body: {
          id: 'm2',
          seq: 2,
          sender: 'admin',
          body: 'On it.',
          createdAt: '2026-11-23T09:01:00.000Z',
        },
      },
    })
    const { user } = render('/admin/chat')
    const item = await screen.findByRole('button', { name: /Sam Student/ })
    expect(item).toHaveTextContent('1 unread')
    await user.click(item)
    const conversation = screen.getByRole('region', { name: 'Conversation with Sam Student' })
    expect(await within(conversation).findByText('Help!')).toBeInTheDocument()
    await waitFor(() => expect(api.callsTo('POST /api/admin/chat/threads/t1/read')).toHaveLength(1))
    await user.type(within(conversation).getByRole('textbox', { name: 'Message' }), 'On it.')
    await user.click(within(conversation).getByRole('button', { name: 'Send' }))
    await waitFor(() =>
      expect(api.callsTo('POST /api/admin/chat/threads/t1/messages')[0]?.body).toEqual({
        body: 'On it.',
      }),
    )
  })
})

describe('FAQs', () => {
  it('moves an FAQ down by sending the new order', async () => {
    const faqs = [
      { id: 'f1', question: 'First?', answer: 'One.', position: 0 },
      { id: 'f2', question: 'Second?', answer: 'Two.', position: 1 },
    ]
    const api = mockApi({
      'GET /api/auth/me': { body: ADMIN },
      'GET /api/admin/faqs': { body: { items: faqs } },
      'PUT /api/admin/faqs/order': { body: { items: [faqs[1], faqs[0]] } },
    })
    const { user } = render('/admin/faqs')
    await user.click(await screen.findByRole('button', { name: 'Move down: First?' }))
    await waitFor(() =>
      expect(api.callsTo('PUT /api/admin/faqs/order')[0]?.body).toEqual({ ids: ['f2', 'f1'] }),
    )
    expect(screen.getByRole('button', { name: 'Move up: First?' })).toBeDisabled()
  })
})
