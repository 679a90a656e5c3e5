import { EXAMPLE_ITEMS } from '@nurseready/shared/items/examples'
import { render, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { emptyResponse, ItemRenderer, isComplete } from './index'
import { publicExample, renderExample, type TExampleType } from './testing'

const pub = publicExample
type TType = TExampleType

describe('ItemRenderer: every type answered emits its response', () => {
  it('marks the root with data-item-type for all 16 types', () => {
    for (const type of Object.keys(EXAMPLE_ITEMS) as TType[]) {
      const { container, unmount } = render(
        <ItemRenderer item={pub(type)} response={null} onChange={() => {}} />,
      )
      expect(container.querySelector(`[data-item-type="${type}"]`)).not.toBeNull()
      unmount()
    }
  })

  it('mcq: a radio per option, answered by keyboard', async () => {
    const { user, last } = renderExample('mcq')
    await user.tab()
    expect(
      screen.getByRole('radio', { name: 'Give 15 g of a fast-acting carbohydrate' }),
    ).toHaveFocus()
    await user.keyboard(' ')
    expect(last()).toEqual({ type: 'mcq', selected: ['o1'] })
    await user.keyboard('{ArrowDown}')
    expect(last()).toEqual({ type: 'mcq', selected: ['o2'] })
  })

  it('multi: checkboxes under "Select all that apply", kept in the item order', async () => {
    const { user, last } = renderExample('multi')
    // The example's stem says it already; the hint is not repeated.
    expect(screen.getAllByText(/Select all that apply/)).toHaveLength(1)
    await user.click(screen.getByRole('checkbox', { name: 'Blood pressure 84/50 mm Hg' }))
    await user.click(screen.getByRole('checkbox', { name: 'Fever and chills' }))
    expect(last()).toEqual({ type: 'multi', selected: ['o1', 'o3'] })
    await user.click(screen.getByRole('checkbox', { name: 'Fever and chills' }))
    expect(last()).toEqual({ type: 'multi', selected: ['o3'] })
  })

  it('multi: says "Select all that apply." when the stem does not', () => {
    const item = { ...pub('multi'), stem: '<p>Which findings suggest a hemolytic reaction?</p>' }
    render(<ItemRenderer item={item} response={null} onChange={() => {}} />)
    expect(screen.getByText('Select all that apply.')).toBeInTheDocument()
  })

  it('select-n: refuses an N+1th pick with a polite message', async () => {
    const { user, last, seen } = renderExample('select-n')
    expect(screen.getByText('0 of 2 selected.')).toBeInTheDocument()
    await user.click(screen.getByRole('checkbox', { name: 'Raise the head of the bed' }))
    await user.click(
      screen.getByRole('checkbox', { name: 'Apply oxygen as prescribed by protocol' }),
    )
    expect(last()).toEqual({ type: 'select-n', selected: ['o1', 'o2'] })
    expect(seen).toHaveBeenCalledTimes(2)
    const third = screen.getByRole('checkbox', { name: 'Walk the client in the hallway' })
    await user.click(third)
    expect(third).not.toBeChecked()
    expect(seen).toHaveBeenCalledTimes(2)
    expect(screen.getByRole('status')).toHaveTextContent(
      'You can select only 2. Clear one of your choices to pick another.',
    )
    // Clearing one makes room again.
    await user.click(screen.getByRole('checkbox', { name: 'Raise the head of the bed' }))
    await user.click(third)
    expect(last()).toEqual({ type: 'select-n', selected: ['o2', 'o4'] })
  })

  it('grouping: a checkbox group per label', async () => {
    const { user, last } = renderExample('grouping')
    const renal = screen.getByRole('group', { name: 'Renal' })
    await user.click(within(renal).getByRole('checkbox', { name: 'Urine output 18 mL/h' }))
    await user.click(screen.getByRole('checkbox', { name: 'Heart rate 116/min' }))
    expect(last()).toEqual({ type: 'grouping', selected: ['o1', 'o4'] })
  })

  it('blank: a text box with its unit', async () => {
    const { user, last } = renderExample('blank')
    expect(screen.getByText('capsules')).toBeInTheDocument()
    await user.type(screen.getByRole('textbox', { name: 'Your answer' }), '2')
    expect(last()).toEqual({ type: 'blank', text: '2' })
  })

  it('matrix-mc: a radio per row; complete only when every row is answered', async () => {
    const { user, last } = renderExample('matrix-mc')
    const item = pub('matrix-mc')
    await user.click(screen.getByRole('radio', { name: 'A banana with each meal: Not indicated' }))
    await user.click(
      screen.getByRole('radio', { name: 'Continuous cardiac monitoring: Indicated' }),
    )
    await user.click(
      screen.getByRole('radio', { name: 'Potassium chloride 20 mEq IV: Not indicated' }),
    )
    expect(last()).toEqual({
      type: 'matrix-mc',
      cells: [
        { row: 'r1', column: 'indicated' },
        { row: 'r2', column: 'not-indicated' },
        { row: 'r4', column: 'not-indicated' },
      ],
    })
    expect(isComplete(item, last() ?? null)).toBe(false)
    await user.click(
      screen.getByRole('radio', { name: 'Regular insulin IV with dextrose: Indicated' }),
    )
    // Changing a row's answer replaces it.
    await user.click(
      screen.getByRole('radio', { name: 'Continuous cardiac monitoring: Not indicated' }),
    )
    expect(last()).toEqual({
      type: 'matrix-mc',
      cells: [
        { row: 'r1', column: 'not-indicated' },
        { row: 'r2', column: 'not-indicated' },
        { row: 'r3', column: 'indicated' },
        { row: 'r4', column: 'not-indicated' },
      ],
    })
    expect(isComplete(item, last() ?? null)).toBe(true)
    expect(isComplete(item, null)).toBe(false)
  })

  it('matrix-mr: a checkbox grid', async () => {
    const { user, last } = renderExample('matrix-mr')
    await user.click(screen.getByRole('checkbox', { name: 'Furosemide: Change position slowly' }))
    await user.click(
      screen.getByRole('checkbox', { name: 'Furosemide: Report muscle weakness or leg cramps' }),
    )
    await user.click(
      screen.getByRole('checkbox', {
        name: 'Spironolactone: Avoid salt substitutes that contain potassium',
      }),
    )
    expect(last()).toEqual({
      type: 'matrix-mr',
      cells: [
        { row: 'r1', column: 'c1' },
        { row: 'r1', column: 'c3' },
        { row: 'r2', column: 'c2' },
      ],
    })
  })

  it('cloze-dropdown: a native select per slot inside the sentence', async () => {
    const { user, last } = renderExample('cloze-dropdown')
    expect(screen.getByText(/The client is most likely experiencing/)).toBeInTheDocument()
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Drop-down 2 of 2' }),
      'encourage oral fluids',
    )
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Drop-down 1 of 2' }),
      'opioid-induced respiratory depression',
    )
    expect(last()).toEqual({
      type: 'cloze-dropdown',
      choices: [
        { slot: 's1', option: 'a' },
        { slot: 's2', option: 'c' },
      ],
    })
  })

  it('dropdown-table: a select per row', async () => {
    const { user, last } = renderExample('dropdown-table')
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Lithium 2.1 mEq/L: Interpretation' }),
      'Toxic',
    )
    expect(last()).toEqual({ type: 'dropdown-table', choices: [{ slot: 'r1', option: 'c' }] })
  })

  it('dropdown-rationale: both drop-downs of the sentence', async () => {
    const { user, last } = renderExample('dropdown-rationale')
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Drop-down 1 of 2' }),
      'preeclampsia',
    )
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Drop-down 2 of 2' }),
      'a boggy fundus with heavy bleeding',
    )
    expect(last()).toEqual({
      type: 'dropdown-rationale',
      choices: [
        { slot: 's1', option: 'b' },
        { slot: 's2', option: 'a' },
      ],
    })
  })

  it('cloze-drag: a token clicked, then a blank', async () => {
    const { user, last } = renderExample('cloze-drag')
    await user.click(screen.getByRole('button', { name: 'stop the infusion' }))
    await user.click(screen.getByRole('button', { name: 'Blank 1: empty' }))
    expect(last()).toEqual({ type: 'cloze-drag', placements: [{ target: 't1', token: 'k1' }] })
  })

  it('drag-rationale: tokens clicked into both blanks', async () => {
    const { user, last } = renderExample('drag-rationale')
    await user.click(screen.getByRole('button', { name: 'has an INR above the target range' }))
    await user.click(screen.getByRole('button', { name: 'Blank 2: empty' }))
    await user.click(screen.getByRole('button', { name: 'hold the next warfarin dose' }))
    await user.click(screen.getByRole('button', { name: 'Blank 1: empty' }))
    expect(last()).toEqual({
      type: 'drag-rationale',
      placements: [
        { target: 't1', token: 'k1' },
        { target: 't2', token: 'k3' },
      ],
    })
  })

  it('highlight-text: segments are toggle buttons', async () => {
    const { user, last } = renderExample('highlight-text')
    const spo2 = screen.getByRole('button', { name: 'SpO2 89% on room air.' })
    await user.click(spo2)
    await user.click(screen.getByRole('button', { name: 'Temperature 38.9 °C.' }))
    expect(spo2).toHaveAttribute('aria-pressed', 'true')
    expect(last()).toEqual({ type: 'highlight-text', selected: ['h1', 'h4'] })
    await user.click(spo2)
    expect(spo2).toHaveAttribute('aria-pressed', 'false')
    expect(last()).toEqual({ type: 'highlight-text', selected: ['h1'] })
    // Text that is not selectable is not a button.
    expect(screen.queryByRole('button', { name: /Admitted with/ })).toBeNull()
  })

  it('highlight-table: selectable cells, by keyboard', async () => {
    const { user, last } = renderExample('highlight-table')
    screen.getByRole('button', { name: '124/min' }).focus()
    await user.keyboard('{Enter}')
    await user.tab()
    expect(screen.getByRole('button', { name: '88/52 mm Hg' })).toHaveFocus()
    await user.keyboard(' ')
    expect(last()).toEqual({ type: 'highlight-table', selected: ['f2', 'f3'] })
  })

  it('bowtie: an option clicked, then its box', async () => {
    const { user, last } = renderExample('bowtie')
    await user.click(screen.getByRole('button', { name: 'Diabetic ketoacidosis' }))
    await user.click(
      screen.getByRole('button', { name: 'Condition most likely experiencing: empty' }),
    )
    expect(last()).toEqual({ type: 'bowtie', condition: ['c1'], actions: [], parameters: [] })
  })

  it('trend: the exhibit as tabs and the inner question, wrapped', async () => {
    const { user, last } = renderExample('trend')
    expect(screen.getByRole('tab', { name: 'Vital Signs' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    expect(screen.getByRole('cell', { name: '92/54' })).toBeInTheDocument()
    await user.click(screen.getByRole('radio', { name: 'Hypovolemia from bleeding' }))
    expect(last()).toEqual({ type: 'trend', response: { type: 'mcq', selected: ['o1'] } })
  })
})

describe('emptyResponse and isComplete', () => {
  it('an empty response per type, a trend wrapping its inner one', () => {
    expect(emptyResponse(pub('bowtie'))).toEqual({
      type: 'bowtie',
      condition: [],
      actions: [],
      parameters: [],
    })
    expect(emptyResponse(pub('trend'))).toEqual({
      type: 'trend',
      response: { type: 'mcq', selected: [] },
    })
  })

  it('slot types need every slot; pick types one choice', () => {
    expect(isComplete(pub('multi'), { type: 'multi', selected: [] })).toBe(false)
    expect(isComplete(pub('multi'), { type: 'multi', selected: ['o5'] })).toBe(true)
    expect(
      isComplete(pub('cloze-drag'), {
        type: 'cloze-drag',
        placements: [{ target: 't1', token: 'k1' }],
      }),
    ).toBe(false)
    expect(
      isComplete(pub('bowtie'), {
        type: 'bowtie',
        condition: ['c1'],
        actions: ['a1', 'a3'],
        parameters: ['p1', 'p2'],
      }),
    ).toBe(true)
    expect(isComplete(pub('blank'), { type: 'blank', text: '  ' })).toBe(false)
  })
})
