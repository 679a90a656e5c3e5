import { CONTACT_MESSAGES } from '@nurseready/shared/domain/contact'
import { screen, within } from '@testing-library/react'
import { mockApi, problem, renderRoutes } from '@/testing/render'
import { ContactPage } from './contact-page'

const contact = {
  address: '1 Main St, Toronto',
  email: 'hello@nurseready.ca',
  phone: '+1 416 555 0100',
}

function setup(post: Parameters<typeof mockApi>[0][string]) {
  const api = mockApi({
    'GET /api/contact-details': { body: contact },
    'GET /api/student-videos': { body: { items: [] } },
    'POST /api/contact-requests': post,
  })
  const utils = renderRoutes([{ path: '/ContactUs', element: <ContactPage /> }], {
    path: '/ContactUs',
  })
  return { api, ...utils }
}

async function fillValid(user: ReturnType<typeof setup>['user']) {
  await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Grace Lee')
  await user.type(screen.getByRole('textbox', { name: 'Email' }), 'grace@college.ca')
  await user.type(screen.getByRole('textbox', { name: 'Institution Name' }), 'Lakeshore College')
  await user.selectOptions(
    screen.getByRole('combobox', { name: 'Product Name' }),
    'NCLEX-RN Question Bank',
  )
  await user.click(screen.getByRole('radio', { name: '101-500' }))
}

describe('ContactPage', () => {
  it("has the spec's fields, placeholder and user-count choices", async () => {
    setup({ status: 201, body: { message: 'ok' } })
    expect(screen.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument()
    for (const label of ['Name', 'Email', 'Institution Name'])
      expect(screen.getByRole('textbox', { name: label })).toBeRequired()
    expect(screen.getByRole('combobox', { name: 'Product Name' })).toBeRequired()
    expect(screen.getByRole('textbox', { name: 'Phone Number' })).not.toBeRequired()
    expect(screen.getByRole('option', { name: 'Select Product Type' })).toBeDisabled()
    const users = screen.getByRole('group', { name: 'Approximate of users' })
    expect(
      within(users)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(['25-50', '50-100', '101-500', '500+'])
    expect(screen.getByRole('button', { name: 'Submit' })).toBeInTheDocument()
    expect(await screen.findByText(contact.email)).toBeInTheDocument()
  })

  it('shows every error inline and sends nothing while the form is invalid', async () => {
    const { user, api } = setup({ status: 201, body: { message: 'ok' } })
    await user.click(screen.getByRole('button', { name: 'Submit' }))
    expect(screen.getByText(CONTACT_MESSAGES.nameRequired)).toBeInTheDocument()
    expect(screen.getByText(CONTACT_MESSAGES.emailRequired)).toBeInTheDocument()
    expect(screen.getByText(CONTACT_MESSAGES.institutionRequired)).toBeInTheDocument()
    expect(screen.getByText(CONTACT_MESSAGES.productRequired)).toBeInTheDocument()
    expect(screen.getByText(CONTACT_MESSAGES.usersRequired)).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveFocus()
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveAttribute('aria-invalid', 'true')

    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'grace@college')
    expect(screen.getByText('Invalid email address')).toBeInTheDocument()
    await user.type(screen.getByRole('textbox', { name: 'Email' }), '.ca')
    expect(screen.queryByText('Invalid email address')).not.toBeInTheDocument()
    expect(api.callsTo('POST /api/contact-requests')).toHaveLength(0)
  })

  it('sends the request and shows the confirmation', async () => {
    const { user, api } = setup({ status: 201, body: { message: CONTACT_MESSAGES.sent } })
    await fillValid(user)
    await user.click(screen.getByRole('button', { name: 'Submit' }))
    expect(await screen.findByRole('heading', { name: 'Thank you!' })).toBeInTheDocument()
    expect(screen.getByText(CONTACT_MESSAGES.sent)).toBeInTheDocument()
    const [call] = api.callsTo('POST /api/contact-requests')
    expect(call?.body).toEqual({
      name: 'Grace Lee',
      email: 'grace@college.ca',
      phone: '',
      institution: 'Lakeshore College',
      product: 'NCLEX-RN Question Bank',
      userRange: '101-500',
    })
    expect(call?.headers.authorization).toBeUndefined()
  })

  it("shows the server's field errors and its rate-limit message", async () => {
    let n = 0
    const { user } = setup(() =>
      ++n === 1
        ? {
            status: 400,
            body: {
              ...problem(400, 'Invalid email address').body,
              errors: { email: ['Invalid email address'] },
            },
          }
        : problem(429, 'Too many requests. Please wait a minute and try again.'),
    )
    await fillValid(user)
    await user.click(screen.getByRole('button', { name: 'Submit' }))
    expect(await screen.findByText('Invalid email address')).toBeInTheDocument()
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveFocus()
    await user.click(screen.getByRole('button', { name: 'Submit' }))
    expect(
      await screen.findByText('Too many requests. Please wait a minute and try again.'),
    ).toBeInTheDocument()
  })
})
