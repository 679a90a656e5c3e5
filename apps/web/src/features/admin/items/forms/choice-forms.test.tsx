import { screen } from '@testing-library/react'
import { meta, openItem } from './editor-harness'

afterEach(() => localStorage.clear())

const options = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    id: `o${i + 1}`,
    text: `Option ${i + 1}`,
    rationale: `<p>Why ${i + 1}.</p>`,
  }))

describe('choice forms', () => {
  it('multiple choice: an option rewritten, another made the key, one added with its rationale', async () => {
    const ed = await openItem({ ...meta, type: 'mcq', options: options(3), key: { correct: 'o1' } })
    await ed.fill('Option o2', 'Give 15 g of glucose')
    await ed.user.click(screen.getByRole('radio', { name: 'Correct (option o2)' }))
    await ed.user.click(screen.getByRole('button', { name: 'Add an option' }))
    expect(ed.problems()).toEqual(['Option o4 text cannot be empty.'])
    expect(screen.getByLabelText('Option o4')).toHaveAccessibleDescription(
      'Option o4 text cannot be empty.',
    )
    await ed.fill('Option o4', 'Give glucagon')
    await ed.fill('Rationale of option o4 (HTML)', '<p>Only when unable to swallow.</p>')
    expect(ed.preview()).toHaveTextContent('Give 15 g of glucose')
    expect(ed.preview()).toHaveTextContent('Give glucagon')
    expect(await ed.save()).toEqual({
      ...meta,
      type: 'mcq',
      options: [
        { id: 'o1', text: 'Option 1', rationale: '<p>Why 1.</p>' },
        { id: 'o2', text: 'Give 15 g of glucose', rationale: '<p>Why 2.</p>' },
        { id: 'o3', text: 'Option 3', rationale: '<p>Why 3.</p>' },
        { id: 'o4', text: 'Give glucagon', rationale: '<p>Only when unable to swallow.</p>' },
      ],
      key: { correct: 'o2' },
    })
  })

  it('select all that apply: the key follows the checkboxes and a removed option leaves it', async () => {
    const ed = await openItem({
      ...meta,
      type: 'multi',
      options: options(4),
      key: { correct: ['o1', 'o2'] },
    })
    await ed.user.click(screen.getByRole('checkbox', { name: 'Correct (option o4)' }))
    await ed.user.click(screen.getByRole('button', { name: 'Remove option o2' }))
    await ed.fill('Rationale of option o3 (HTML)', '<p>Not a sign.</p>')
    expect(ed.preview()).not.toHaveTextContent('Option 2')
    expect(await ed.save()).toEqual({
      ...meta,
      type: 'multi',
      options: [
        { id: 'o1', text: 'Option 1', rationale: '<p>Why 1.</p>' },
        { id: 'o3', text: 'Option 3', rationale: '<p>Not a sign.</p>' },
        { id: 'o4', text: 'Option 4', rationale: '<p>Why 4.</p>' },
      ],
      key: { correct: ['o1', 'o4'] },
    })
  })

  it('select N: N and the keyed options must agree before saving', async () => {
    const ed = await openItem({
      ...meta,
      type: 'select-n',
      n: 1,
      options: options(4),
      key: { correct: ['o1'] },
    })
    await ed.fill('N (how many to choose)', '2')
    expect(screen.getByText('Mark exactly 2 options correct (1 marked).')).toBeInTheDocument()
    expect(ed.problems()).toEqual(['The key has 2 options'])
    expect(screen.getByRole('button', { name: 'Save draft' })).toBeDisabled()
    await ed.user.click(screen.getByRole('checkbox', { name: 'Correct (option o3)' }))
    expect(ed.problems()).toEqual([])
    expect(await ed.save()).toEqual({
      ...meta,
      type: 'select-n',
      n: 2,
      options: options(4),
      key: { correct: ['o1', 'o3'] },
    })
  })

  it('grouping: a group relabelled, an option added with an id unique across groups', async () => {
    const ed = await openItem({
      ...meta,
      type: 'grouping',
      groups: [
        { id: 'g1', label: 'Heart', options: options(2) },
        { id: 'g2', label: 'Kidney', options: options(4).slice(2) },
      ],
      key: { correct: ['o1', 'o3'] },
    })
    await ed.fill('Label of group g2', 'Renal')
    await ed.user.click(screen.getAllByRole('button', { name: 'Add an option' })[0] as HTMLElement)
    await ed.fill('Option o5', 'Weak pulses')
    await ed.fill('Rationale of option o5 (HTML)', '<p>Low volume.</p>')
    await ed.user.click(screen.getByRole('checkbox', { name: 'Correct (option o5)' }))
    expect(ed.preview()).toHaveTextContent('Renal')
    expect(ed.preview()).toHaveTextContent('Weak pulses')
    expect(await ed.save()).toEqual({
      ...meta,
      type: 'grouping',
      groups: [
        {
          id: 'g1',
          label: 'Heart',
          options: [
            { id: 'o1', text: 'Option 1', rationale: '<p>Why 1.</p>' },
            { id: 'o2', text: 'Option 2', rationale: '<p>Why 2.</p>' },
            { id: 'o5', text: 'Weak pulses', rationale: '<p>Low volume.</p>' },
          ],
        },
        {
          id: 'g2',
          label: 'Renal',
          options: [
            { id: 'o3', text: 'Option 3', rationale: '<p>Why 3.</p>' },
            { id: 'o4', text: 'Option 4', rationale: '<p>Why 4.</p>' },
          ],
        },
      ],
      key: { correct: ['o1', 'o5', 'o3'] },
    })
  })
})
