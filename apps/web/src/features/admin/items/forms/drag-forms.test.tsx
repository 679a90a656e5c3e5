import { screen } from '@testing-library/react'
import { meta, openItem } from './editor-harness'

afterEach(() => localStorage.clear())

const tokens = (...texts: string[]) =>
  texts.map((text, i) => ({ id: `k${i + 1}`, text, rationale: `<p>${text}: why.</p>` }))

describe('drag-and-drop forms', () => {
  it('drag-and-drop cloze: a token added and placed, a blank added with its marker', async () => {
    const ed = await openItem({
      ...meta,
      type: 'cloze-drag',
      template: 'First {{t1}}.',
      targets: ['t1'],
      tokens: tokens('stop the infusion', 'draw a culture'),
      key: { placements: [{ target: 't1', token: 'k1' }] },
    })
    await ed.user.click(screen.getByRole('button', { name: 'Add a token' }))
    await ed.fill('Token k3', 'give epinephrine')
    await ed.fill('Rationale of token k3 (HTML)', '<p>First-line drug.</p>')
    await ed.user.click(screen.getByRole('button', { name: 'Add a blank' }))
    expect(screen.getByLabelText('Text with blanks')).toHaveValue('First {{t1}}. {{t2}}')
    expect(ed.problems()).toEqual(['Target t2 has no key'])
    await ed.fill('Text with blanks', 'First {{t1}}, then {{t2}}.')
    await ed.user.selectOptions(screen.getByLabelText('Right token for blank t2'), 'k3')
    expect(ed.preview()).toHaveTextContent('give epinephrine')
    expect(ed.preview()).toHaveTextContent('then')
    expect(await ed.save()).toEqual({
      ...meta,
      type: 'cloze-drag',
      template: 'First {{t1}}, then {{t2}}.',
      targets: ['t1', 't2'],
      tokens: [
        { id: 'k1', text: 'stop the infusion', rationale: '<p>stop the infusion: why.</p>' },
        { id: 'k2', text: 'draw a culture', rationale: '<p>draw a culture: why.</p>' },
        { id: 'k3', text: 'give epinephrine', rationale: '<p>First-line drug.</p>' },
      ],
      key: {
        placements: [
          { target: 't1', token: 'k1' },
          { target: 't2', token: 'k3' },
        ],
      },
    })
  })

  it('drag-and-drop rationale: a removed token leaves its blank without a key until another is chosen', async () => {
    const ed = await openItem({
      ...meta,
      type: 'drag-rationale',
      template: 'Hold the dose: {{t1}} because {{t2}}.',
      targets: ['t1', 't2'],
      tokens: tokens('hold warfarin', 'give warfarin', 'INR is high', 'platelets are low'),
      links: [{ id: 'l1', members: ['t1', 't2'] }],
      key: {
        placements: [
          { target: 't1', token: 'k1' },
          { target: 't2', token: 'k3' },
        ],
      },
    })
    await ed.user.click(screen.getByRole('button', { name: 'Remove token k3' }))
    expect(screen.getByRole('button', { name: 'Remove token k4' })).toBeDisabled()
    expect(ed.problems()).toEqual(['Target t2 has no key'])
    await ed.fill('Token k4', 'the INR is 5.1')
    await ed.user.selectOptions(screen.getByLabelText('Right token for blank t2'), 'k4')
    expect(ed.preview()).toHaveTextContent('the INR is 5.1')
    expect(await ed.save()).toEqual({
      ...meta,
      type: 'drag-rationale',
      template: 'Hold the dose: {{t1}} because {{t2}}.',
      targets: ['t1', 't2'],
      tokens: [
        { id: 'k1', text: 'hold warfarin', rationale: '<p>hold warfarin: why.</p>' },
        { id: 'k2', text: 'give warfarin', rationale: '<p>give warfarin: why.</p>' },
        { id: 'k4', text: 'the INR is 5.1', rationale: '<p>platelets are low: why.</p>' },
      ],
      links: [{ id: 'l1', members: ['t1', 't2'] }],
      key: {
        placements: [
          { target: 't1', token: 'k1' },
          { target: 't2', token: 'k4' },
        ],
      },
    })
  })
})
