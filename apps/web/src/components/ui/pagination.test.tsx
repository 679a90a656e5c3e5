import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Pagination } from './pagination'

function renderPagination(page: number, totalPages: number) {
  const onChange = vi.fn()
  const user = userEvent.setup()
  const utils = render(<Pagination page={page} totalPages={totalPages} onChange={onChange} />)
  const nav = screen.getByRole('navigation', { name: 'Pagination' })
  /** The visible labels in order: page numbers, '…' for gaps, Previous and Next. */
  const items = () => Array.from(nav.children, (el) => el.textContent?.trim())
  return { ...utils, onChange, user, nav, items }
}

describe('Pagination', () => {
  it('disables Previous on the first page and marks page 1 as current', async () => {
    const { nav, onChange, user } = renderPagination(1, 5)

    expect(within(nav).getByRole('button', { name: 'Previous' })).toBeDisabled()
    expect(within(nav).getByRole('button', { name: 'Next' })).toBeEnabled()
    expect(within(nav).getByRole('button', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    )
    expect(within(nav).getByRole('button', { name: 'Page 2' })).not.toHaveAttribute('aria-current')

    await user.click(within(nav).getByRole('button', { name: 'Previous' }))
    expect(onChange).not.toHaveBeenCalled()
    await user.click(within(nav).getByRole('button', { name: 'Next' }))
    expect(onChange).toHaveBeenCalledWith(2)
  })

  it('disables Next on the last page', async () => {
    const { nav, onChange, user } = renderPagination(5, 5)

    expect(within(nav).getByRole('button', { name: 'Next' })).toBeDisabled()
    expect(within(nav).getByRole('button', { name: 'Previous' })).toBeEnabled()
    expect(within(nav).getByRole('button', { name: 'Page 5' })).toHaveAttribute(
      'aria-current',
      'page',
    )

    await user.click(within(nav).getByRole('button', { name: 'Next' }))
    expect(onChange).not.toHaveBeenCalled()
    await user.click(within(nav).getByRole('button', { name: 'Previous' }))
    expect(onChange).toHaveBeenCalledWith(4)
  })

  it('marks only the current page and moves to a clicked page', async () => {
    const { nav, onChange, user } = renderPagination(3, 5)

    const current = within(nav)
      .getAllByRole('button')
      .filter((b) => b.getAttribute('aria-current') === 'page')
    expect(current.map((b) => b.textContent)).toEqual(['3'])

    await user.click(within(nav).getByRole('button', { name: 'Page 5' }))
    expect(onChange).toHaveBeenCalledWith(5)
  })

  it('shows every page when there are few', () => {
    const { items } = renderPagination(1, 7)
    expect(items()).toEqual(['Previous', '1', '2', '3', '4', '5', '6', '7', 'Next'])
  })

  it('shows 2 margin pages, a 5-page range and gaps with 20 pages', () => {
    const { items, unmount } = renderPagination(10, 20)
    expect(items()).toEqual([
      'Previous',
      '1',
      '2',
      '…',
      '8',
      '9',
      '10',
      '11',
      '12',
      '…',
      '19',
      '20',
      'Next',
    ])
    unmount()

    const start = renderPagination(1, 20)
    expect(start.items()).toEqual(['Previous', '1', '2', '3', '4', '5', '…', '19', '20', 'Next'])
    start.unmount()

    const end = renderPagination(20, 20)
    expect(end.items()).toEqual(['Previous', '1', '2', '…', '16', '17', '18', '19', '20', 'Next'])
  })

  it('hides the gaps from assistive technology and skips the pages they stand for', () => {
    const { nav } = renderPagination(10, 20)

    expect(within(nav).queryByRole('button', { name: 'Page 3' })).not.toBeInTheDocument()
    expect(within(nav).queryByRole('button', { name: 'Page 18' })).not.toBeInTheDocument()
    const gaps = Array.from(nav.querySelectorAll('[aria-hidden="true"]'))
    expect(gaps.map((g) => g.textContent)).toEqual(['…', '…'])
  })

  it('renders nothing for a single page', () => {
    render(<Pagination page={1} totalPages={1} onChange={() => {}} />)
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument()
  })
})
