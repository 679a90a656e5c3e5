import { screen, within } from '@testing-library/react'
import { renderRoutes } from '@/testing/render'
import { PrivacyPage, TermsPage } from './legal-page'

function render(path: '/terms' | '/privacy') {
  return renderRoutes(
    [
      { path: '/terms', element: <TermsPage /> },
      { path: '/privacy', element: <PrivacyPage /> },
    ],
    { path },
  )
}

describe('Terms of Service and Privacy Policy', () => {
  it('shows the terms, says they await legal review, and marks every placeholder', async () => {
    const { user, location } = render('/terms')
    expect(screen.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeInTheDocument()
    expect(document.title).toBe('Terms of Service · NurseReady')
    expect(screen.getByRole('note')).toHaveTextContent(
      'Draft for legal review: highlighted text is a placeholder the business must complete before this document takes effect.',
    )
    for (const heading of ['Your account', 'Plans, payments and renewals', 'Liability'])
      expect(screen.getByRole('heading', { level: 2, name: heading })).toBeInTheDocument()
    const marks = document.querySelectorAll('mark')
    expect(marks.length).toBeGreaterThan(5)
    expect(marks[0]).toHaveTextContent('Placeholder: [legal name of the company]')
    // No raw template braces reach the reader.
    expect(document.body.textContent).not.toContain('{{')
    await user.click(screen.getByRole('link', { name: 'Privacy Policy' }))
    expect(location()).toBe('/privacy')
    expect(screen.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeInTheDocument()
  })

  it('the privacy policy says what is collected and links back to the terms', () => {
    render('/privacy')
    expect(document.title).toBe('Privacy Policy · NurseReady')
    expect(screen.getByRole('heading', { level: 2, name: 'What we collect' })).toBeInTheDocument()
    const collect = screen.getByRole('heading', { name: 'What we collect' }).closest('section')!
    expect(within(collect).getByText(/securely hashed version of your password/)).toBeVisible()
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms')
  })
})
