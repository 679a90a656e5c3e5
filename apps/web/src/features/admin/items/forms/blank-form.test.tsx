import { screen } from '@testing-library/react'
import { meta, openItem } from './editor-harness'

afterEach(() => localStorage.clear())

describe('fill-in-the-blank form', () => {
  it('edits the unit and the accepted answers; an empty answer is named and blocks saving', async () => {
    const ed = await openItem({ ...meta, type: 'blank', unit: 'mL', key: { accepted: ['2'] } })
    await ed.fill('Unit (optional)', 'capsules')
    await ed.user.click(screen.getByRole('button', { name: 'Add an accepted answer' }))
    expect(ed.problems()).toEqual(['Key accepted answer 2 cannot be empty.'])
    expect(screen.getByRole('button', { name: 'Save draft' })).toBeDisabled()
    await ed.fill('Accepted answer 2', '2 capsules')
    await ed.user.click(screen.getByRole('button', { name: 'Add an accepted answer' }))
    await ed.fill('Accepted answer 3', 'two')
    await ed.user.click(screen.getByRole('button', { name: 'Remove accepted answer 3' }))
    expect(ed.preview()).toHaveTextContent('capsules')
    expect(await ed.save()).toEqual({
      ...meta,
      type: 'blank',
      unit: 'capsules',
      key: { accepted: ['2', '2 capsules'] },
    })
  })

  it('an emptied unit is left out of the item', async () => {
    const ed = await openItem({ ...meta, type: 'blank', unit: 'mL', key: { accepted: ['2'] } })
    await ed.fill('Unit (optional)', '')
    expect(ed.preview()).not.toHaveTextContent('mL')
    expect(await ed.save()).toEqual({ ...meta, type: 'blank', key: { accepted: ['2'] } })
  })
})
