import { screen } from '@testing-library/react'
import { meta, openItem } from './editor-harness'

afterEach(() => localStorage.clear())

const pool = (prefix: string, texts: string[]) =>
  texts.map((text, i) => ({
    id: `${prefix}${i + 1}`,
    text,
    rationale: `<p>Why ${prefix}${i + 1}.</p>`,
  }))

const bowtie = {
  ...meta,
  type: 'bowtie',
  conditions: pool('c', ['Sepsis', 'Dehydration']),
  actions: pool('a', ['Give fluids', 'Draw cultures', 'Restrict fluids']),
  parameters: pool('p', ['Lactate', 'Urine output', 'Weight']),
  key: { condition: 'c1', actions: ['a1', 'a2'], parameters: ['p1', 'p2'] },
}

describe('bow-tie form', () => {
  it('edits the three pools, their rationales and picks, refuses a third action, and saves exactly that body', async () => {
    const ed = await openItem(bowtie)
    await ed.fill('Condition c2', 'Hypovolemia')
    await ed.user.click(screen.getByRole('radio', { name: 'Correct (condition c2)' }))
    await ed.fill('Rationale of condition c2 (HTML)', '<p>Low volume.</p>')
    await ed.user.click(screen.getByRole('checkbox', { name: 'Correct (action a3)' }))
    expect(screen.getByText('Mark exactly 2 actions correct (3 marked).')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Save draft' })).toBeDisabled()
    expect(ed.problems()).toContain('Key actions takes at most 2.')
    await ed.user.click(screen.getByRole('checkbox', { name: 'Correct (action a1)' }))
    expect(screen.queryByText(/Mark exactly 2 actions/)).toBeNull()
    await ed.user.click(screen.getByRole('button', { name: 'Add a parameter' }))
    await ed.fill('Parameter p4', 'Heart rate')
    await ed.fill('Rationale of parameter p4 (HTML)', '<p>Falls as volume returns.</p>')
    expect(ed.preview()).toHaveTextContent('Hypovolemia')
    expect(ed.preview()).toHaveTextContent('Heart rate')

    expect(await ed.save()).toEqual({
      ...meta,
      type: 'bowtie',
      conditions: [
        { id: 'c1', text: 'Sepsis', rationale: '<p>Why c1.</p>' },
        { id: 'c2', text: 'Hypovolemia', rationale: '<p>Low volume.</p>' },
      ],
      actions: [
        { id: 'a1', text: 'Give fluids', rationale: '<p>Why a1.</p>' },
        { id: 'a2', text: 'Draw cultures', rationale: '<p>Why a2.</p>' },
        { id: 'a3', text: 'Restrict fluids', rationale: '<p>Why a3.</p>' },
      ],
      parameters: [
        { id: 'p1', text: 'Lactate', rationale: '<p>Why p1.</p>' },
        { id: 'p2', text: 'Urine output', rationale: '<p>Why p2.</p>' },
        { id: 'p3', text: 'Weight', rationale: '<p>Why p3.</p>' },
        { id: 'p4', text: 'Heart rate', rationale: '<p>Falls as volume returns.</p>' },
      ],
      key: { condition: 'c2', actions: ['a2', 'a3'], parameters: ['p1', 'p2'] },
    })
  })

  it('is worked by keyboard: Tab from an action’s text reaches its Correct box, Space marks it; the problem is announced', async () => {
    const ed = await openItem(bowtie)
    screen.getByLabelText('Action a3').focus()
    await ed.user.tab()
    expect(screen.getByRole('checkbox', { name: 'Correct (action a3)' })).toHaveFocus()
    await ed.user.keyboard(' ')
    expect(screen.getByRole('checkbox', { name: 'Correct (action a3)' })).toBeChecked()
    expect(screen.getByText('Mark exactly 2 actions correct (3 marked).')).toHaveAttribute(
      'role',
      'alert',
    )
    expect(
      screen.getByText('The item cannot be saved yet: 1 problem.').closest('[role="status"]'),
    ).not.toBeNull()
    // Remove is skipped: 3 actions are the pool's minimum.
    expect(screen.getByRole('button', { name: 'Remove action a3' })).toBeDisabled()
    await ed.user.tab()
    expect(screen.getByLabelText('Rationale of action a3 (HTML)')).toHaveFocus()
  })

  it('keeps the Advanced (JSON) box in step with the form, both ways', async () => {
    const ed = await openItem(bowtie)
    await ed.fill('Action a2', 'Obtain blood cultures')
    const json = screen.getByLabelText(/as JSON/) as HTMLTextAreaElement
    expect(JSON.parse(json.value).actions[1]).toEqual({
      id: 'a2',
      text: 'Obtain blood cultures',
      rationale: '<p>Why a2.</p>',
    })
    const edited = JSON.parse(json.value)
    edited.conditions[0].text = 'Septic shock'
    await ed.user.clear(json)
    await ed.user.click(json)
    await ed.user.paste(JSON.stringify(edited))
    expect(screen.getByLabelText('Condition c1')).toHaveValue('Septic shock')
    expect(ed.preview()).toHaveTextContent('Septic shock')
    await ed.user.clear(json)
    await ed.user.paste('{ "conditions": [')
    expect(
      screen.getByText('The form shows again once the JSON under Advanced (JSON) parses.'),
    ).toBeInTheDocument()
    expect(ed.problems()).toEqual(["The JSON of the type's fields does not parse."])
    expect(screen.getByText('The preview shows once the item is valid.')).toBeInTheDocument()
  })
})
