import { fireEvent, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderExample } from './testing'

const options = () => screen.getByText('Options').closest('[data-drop-list]') as HTMLElement

/** jsdom has no layout, hence no elementFromPoint: the test says what is under the pointer. */
function pointAt(element: Element) {
  Object.defineProperty(document, 'elementFromPoint', {
    configurable: true,
    value: () => element,
  })
}

afterEach(() => {
  Reflect.deleteProperty(document, 'elementFromPoint')
})

describe('drag-and-drop cloze without dragging (WCAG 2.2 SC 2.5.7)', () => {
  it('keyboard only: Enter on a token, Shift+Tab to the blank before the list, Enter', async () => {
    const { user, last } = renderExample('cloze-drag')
    const token = screen.getByRole('button', { name: 'stop the infusion' })
    token.focus()
    await user.keyboard('{Enter}')
    expect(token).toHaveAttribute('aria-pressed', 'true')
    expect(screen.getByRole('status')).toHaveTextContent(
      'Selected stop the infusion. Now choose a box to place it.',
    )
    await user.tab({ shift: true })
    expect(screen.getByRole('button', { name: 'Blank 2: empty' })).toHaveFocus()
    await user.keyboard('{Enter}')
    expect(last()).toEqual({ type: 'cloze-drag', placements: [{ target: 't2', token: 'k1' }] })
    expect(screen.getByRole('button', { name: 'Blank 2: stop the infusion' })).toBeInTheDocument()
    // A placed token leaves the list.
    expect(within(options()).queryByRole('button', { name: 'stop the infusion' })).toBeNull()
  })

  it('Escape cancels a selection', async () => {
    const { user, seen } = renderExample('cloze-drag')
    const token = screen.getByRole('button', { name: 'draw a blood culture' })
    await user.click(token)
    await user.keyboard('{Escape}')
    expect(token).toHaveAttribute('aria-pressed', 'false')
    await user.click(screen.getByRole('button', { name: 'Blank 1: empty' }))
    expect(seen).not.toHaveBeenCalled()
    expect(screen.getByRole('status')).toHaveTextContent(
      'Choose an option first, then the box to place it in.',
    )
  })

  it('replacing a token sends the old one back to the list; a placed token can be removed', async () => {
    const { user, last } = renderExample('cloze-drag')
    await user.click(screen.getByRole('button', { name: 'stop the infusion' }))
    await user.click(screen.getByRole('button', { name: 'Blank 1: empty' }))
    await user.click(screen.getByRole('button', { name: 'give oral diphenhydramine' }))
    await user.click(screen.getByRole('button', { name: 'Blank 1: stop the infusion' }))
    expect(last()).toEqual({ type: 'cloze-drag', placements: [{ target: 't1', token: 'k3' }] })
    expect(within(options()).getByRole('button', { name: 'stop the infusion' })).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent(
      'Placed give oral diphenhydramine in Blank 1; stop the infusion went back to the list.',
    )
    await user.click(
      screen.getByRole('button', { name: 'Remove give oral diphenhydramine from Blank 1' }),
    )
    expect(last()).toEqual({ type: 'cloze-drag', placements: [] })
    expect(
      within(options()).getByRole('button', { name: 'give oral diphenhydramine' }),
    ).toBeInTheDocument()
  })

  it('a placed token moves to another blank', async () => {
    const { user, last } = renderExample('cloze-drag')
    await user.click(screen.getByRole('button', { name: 'stop the infusion' }))
    await user.click(screen.getByRole('button', { name: 'Blank 1: empty' }))
    await user.click(screen.getByRole('button', { name: 'Blank 1: stop the infusion' }))
    await user.click(screen.getByRole('button', { name: 'Blank 2: empty' }))
    expect(last()).toEqual({ type: 'cloze-drag', placements: [{ target: 't2', token: 'k1' }] })
  })
})

describe('drag-and-drop with a pointer', () => {
  it('dragging a token onto a blank places it; dragging it back to the list removes it', () => {
    const { last } = renderExample('cloze-drag')
    const token = screen.getByRole('button', { name: 'give epinephrine IM as prescribed' })
    const blank = screen.getByRole('button', { name: 'Blank 2: empty' })
    pointAt(blank)
    fireEvent.pointerDown(token, { button: 0, pointerId: 1, clientX: 10, clientY: 10 })
    fireEvent.pointerMove(token, { pointerId: 1, clientX: 60, clientY: 300 })
    fireEvent.pointerUp(token, { pointerId: 1, clientX: 120, clientY: 80 })
    expect(last()).toEqual({ type: 'cloze-drag', placements: [{ target: 't2', token: 'k2' }] })

    const placed = screen.getByRole('button', {
      name: 'Blank 2: give epinephrine IM as prescribed',
    })
    pointAt(options())
    fireEvent.pointerDown(placed, { button: 0, pointerId: 2, clientX: 120, clientY: 80 })
    fireEvent.pointerMove(placed, { pointerId: 2, clientX: 60, clientY: 200 })
    fireEvent.pointerUp(placed, { pointerId: 2, clientX: 60, clientY: 200 })
    expect(last()).toEqual({ type: 'cloze-drag', placements: [] })
  })
})

describe('bow-tie', () => {
  it('click an option then its box; replacing returns the old option to its list', async () => {
    const { user, last } = renderExample('bowtie')
    await user.click(screen.getByRole('button', { name: 'Give glucagon IM' }))
    await user.click(screen.getByRole('button', { name: 'Action to take 1: empty' }))
    expect(last()).toEqual({ type: 'bowtie', condition: [], actions: ['a3'], parameters: [] })
    await user.click(screen.getByRole('button', { name: 'Infuse 0.9% sodium chloride IV' }))
    await user.click(screen.getByRole('button', { name: 'Action to take 1: Give glucagon IM' }))
    expect(last()).toEqual({ type: 'bowtie', condition: [], actions: ['a1'], parameters: [] })
    const actions = screen
      .getByText('Actions to take', { selector: 'p.text-sm' })
      .closest('[data-drop-list]') as HTMLElement
    expect(within(actions).getByRole('button', { name: 'Give glucagon IM' })).toBeInTheDocument()
  })

  it('by keyboard: Enter on an option, then on a box', async () => {
    const { user, last } = renderExample('bowtie')
    screen.getByRole('button', { name: 'Serum potassium' }).focus()
    await user.keyboard('{Enter}')
    screen.getByRole('button', { name: 'Parameter to monitor 2: empty' }).focus()
    await user.keyboard('{Enter}')
    screen.getByRole('button', { name: 'Capillary glucose every hour' }).focus()
    await user.keyboard(' ')
    screen.getByRole('button', { name: 'Parameter to monitor 1: empty' }).focus()
    await user.keyboard(' ')
    expect(last()).toEqual({
      type: 'bowtie',
      condition: [],
      actions: [],
      parameters: ['p2', 'p1'],
    })
    // Each option stays in the box it was put in.
    expect(
      screen.getByRole('button', { name: 'Parameter to monitor 2: Serum potassium' }),
    ).toBeInTheDocument()
  })

  it('refuses an option in another zone', async () => {
    const { user, seen } = renderExample('bowtie')
    await user.click(screen.getByRole('button', { name: 'Hypoglycemia' }))
    await user.click(screen.getByRole('button', { name: 'Action to take 2: empty' }))
    expect(seen).not.toHaveBeenCalled()
    expect(screen.getByRole('status')).toHaveTextContent(
      'That option is a condition: place it in the "Condition" box.',
    )
  })
})
