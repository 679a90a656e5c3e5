import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { vi } from 'vitest'
import { CalculatorDialog } from './calculator-dialog'

function renderCalculator() {
  const onClose = vi.fn()
  const user = userEvent.setup()
  const utils = render(<CalculatorDialog open onClose={onClose} />)
  const press = async (...labels: string[]) => {
    for (const label of labels) await user.click(screen.getByRole('button', { name: label }))
  }
  const display = () => screen.getByRole('textbox', { name: 'Calculator display' })
  return { ...utils, user, onClose, press, display }
}

describe('CalculatorDialog', () => {
  it('is a modal titled Calculator with an empty read-only display and the spec grid', () => {
    const { display } = renderCalculator()
    const dialog = screen.getByRole('dialog', { name: 'Calculator' })
    expect(dialog).toHaveAttribute('aria-modal', 'true')
    expect(display()).toHaveValue('')
    expect(display()).toHaveAttribute('readonly')
    const grid = [...'789÷456×123−0.=+'].map(
      (label) => screen.getByRole('button', { name: label }).textContent,
    )
    expect(grid.join('')).toBe('789÷456×123−0.=+')
    expect(screen.getByRole('button', { name: 'Clear' })).toBeInTheDocument()
  })

  it('appends keys as an expression and shows 56 for 7 × 8', async () => {
    const { press, display } = renderCalculator()
    await press('7', '×', '8')
    expect(display()).toHaveValue('7*8')
    await press('=')
    expect(display()).toHaveValue('56')
  })

  it('multiplies and divides before adding and subtracting', async () => {
    const { press, display } = renderCalculator()
    await press('2', '+', '3', '×', '4', '−', '6', '÷', '4', '=')
    expect(display()).toHaveValue('12.5')
  })

  it("shows 'Error' for a division by zero and for an unfinished expression", async () => {
    const { press, display } = renderCalculator()
    await press('5', '÷', '0', '=')
    expect(display()).toHaveValue('Error')
    await press('9')
    expect(display()).toHaveValue('9')
    await press('+', '=')
    expect(display()).toHaveValue('Error')
  })

  it('empties the display with Clear', async () => {
    const { press, display } = renderCalculator()
    await press('1', '.', '5', '+')
    expect(display()).toHaveValue('1.5+')
    await press('Clear')
    expect(display()).toHaveValue('')
  })

  it('closes with Escape and with the close button, and keeps Tab inside', async () => {
    const { user, onClose } = renderCalculator()
    const close = screen.getByRole('button', { name: 'Close' })
    expect(close).toHaveFocus()
    await user.tab({ shift: true })
    expect(screen.getByRole('button', { name: 'Clear' })).toHaveFocus()
    await user.tab()
    expect(close).toHaveFocus()
    await user.keyboard('{Escape}')
    expect(onClose).toHaveBeenCalledTimes(1)
    await user.click(close)
    expect(onClose).toHaveBeenCalledTimes(2)
  })

  it('renders nothing while closed', () => {
    render(<CalculatorDialog open={false} onClose={() => {}} />)
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument()
  })
})
