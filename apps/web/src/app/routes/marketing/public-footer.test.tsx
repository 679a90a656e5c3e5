import { screen, waitFor, within } from '@testing-library/react'
import { mockApi, networkError, renderRoutes } from '@/testing/render'
import { PublicFooter } from './public-footer'

const contact = {
  address: '1 Main St, Toronto',
  email: 'hello@nurseready.ca',
  phone: '+1 (416) 555-0100',
}

describe('PublicFooter', () => {
  it('says so when the contact details cannot load, and tries again on the next page', async () => {
    const failing = mockApi({ 'GET /api/contact-details': networkError })
    const first = renderRoutes([{ path: '/', element: <PublicFooter /> }])
    expect(screen.getByText('Loading contact details...')).toBeInTheDocument()
    expect(await screen.findByText('Failed to fetch contact details.')).toBeInTheDocument()
    expect(failing.callsTo('GET /api/contact-details')).toHaveLength(1)
    first.unmount()

    // The failure is not remembered: the next footer asks again and shows the details.
    const working = mockApi({ 'GET /api/contact-details': { body: contact } })
    renderRoutes([{ path: '/', element: <PublicFooter /> }])
    const footer = screen.getByRole('contentinfo')
    const phone = await within(footer).findByRole('link', { name: contact.phone })
    expect(phone).toHaveAttribute('href', 'tel:+14165550100')
    expect(within(footer).getByRole('link', { name: contact.email })).toHaveAttribute(
      'href',
      `mailto:${contact.email}`,
    )
    expect(within(footer).getByText(contact.address)).toBeInTheDocument()

    // Once loaded, the details are shared: another footer on the same page load asks nothing.
    renderRoutes([{ path: '/', element: <PublicFooter /> }])
    await waitFor(() =>
      expect(screen.getAllByRole('link', { name: contact.phone })).toHaveLength(2),
    )
    expect(working.callsTo('GET /api/contact-details')).toHaveLength(1)
  })

  it('links the Terms of Service and the Privacy Policy', () => {
    mockApi({ 'GET /api/contact-details': { body: contact } })
    renderRoutes([{ path: '/', element: <PublicFooter /> }])
    const footer = screen.getByRole('contentinfo')
    expect(within(footer).getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
      'href',
      '/terms',
    )
    expect(within(footer).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy',
    )
  })
})
