import { screen } from '@testing-library/react'
import { meta, openItem } from './editor-harness'

afterEach(() => localStorage.clear())

const choices = (...texts: string[]) =>
  texts.map((text, i) => ({ id: `o${i + 1}`, text, rationale: `<p>${text}: why.</p>` }))

describe('drop-down forms', () => {
  it('drop-down cloze: a choice made the key, a drop-down added with its marker in the text', async () => {
    const ed = await openItem({
      ...meta,
      type: 'cloze-dropdown',
      template: 'The client has {{s1}}.',
      slots: [{ id: 's1', options: choices('sepsis', 'asthma') }],
      key: { choices: [{ slot: 's1', option: 'o1' }] },
    })
    await ed.user.click(screen.getByRole('radio', { name: 'Correct (s1 choice o2)' }))
    await ed.user.click(screen.getByRole('button', { name: 'Add a drop-down' }))
    expect(screen.getByLabelText('Text with blanks')).toHaveValue('The client has {{s1}}. {{s2}}')
    await ed.fill('Text with blanks', 'The client has {{s1}}, so give {{s2}}.')
    await ed.fill('s2 choice o1', 'oxygen')
    await ed.fill('Rationale of s2 choice o1 (HTML)', '<p>Right.</p>')
    await ed.fill('s2 choice o2', 'a sedative')
    await ed.fill('Rationale of s2 choice o2 (HTML)', '<p>Wrong.</p>')
    expect(ed.problems()).toEqual(['Drop-down s2 has no key'])
    await ed.user.click(screen.getByRole('radio', { name: 'Correct (s2 choice o1)' }))
    expect(ed.preview()).toHaveTextContent('The client has')
    expect(ed.preview()).toHaveTextContent('so give')
    expect(await ed.save()).toEqual({
      ...meta,
      type: 'cloze-dropdown',
      template: 'The client has {{s1}}, so give {{s2}}.',
      slots: [
        {
          id: 's1',
          options: [
            { id: 'o1', text: 'sepsis', rationale: '<p>sepsis: why.</p>' },
            { id: 'o2', text: 'asthma', rationale: '<p>asthma: why.</p>' },
          ],
        },
        {
          id: 's2',
          options: [
            { id: 'o1', text: 'oxygen', rationale: '<p>Right.</p>' },
            { id: 'o2', text: 'a sedative', rationale: '<p>Wrong.</p>' },
          ],
        },
      ],
      key: {
        choices: [
          { slot: 's1', option: 'o2' },
          { slot: 's2', option: 'o1' },
        ],
      },
    })
  })

  it('drop-down table: headings and a new row with its label, choices and key', async () => {
    const ed = await openItem({
      ...meta,
      type: 'dropdown-table',
      headings: ['Result', 'Meaning'],
      rows: [{ id: 'r1', label: 'Lithium 2.1', options: choices('Toxic', 'Normal') }],
      key: { choices: [{ slot: 'r1', option: 'o1' }] },
    })
    await ed.fill('Heading of the drop-down column', 'Interpretation')
    await ed.user.click(screen.getByRole('button', { name: 'Add a row' }))
    await ed.fill('Label of row r2', 'Sodium 129')
    await ed.fill('r2 choice o1', 'Low')
    await ed.fill('Rationale of r2 choice o1 (HTML)', '<p>Below 135.</p>')
    await ed.fill('r2 choice o2', 'High')
    await ed.fill('Rationale of r2 choice o2 (HTML)', '<p>It is low.</p>')
    await ed.user.click(screen.getByRole('radio', { name: 'Correct (r2 choice o1)' }))
    expect(ed.preview()).toHaveTextContent('Interpretation')
    expect(ed.preview()).toHaveTextContent('Sodium 129')
    expect(await ed.save()).toEqual({
      ...meta,
      type: 'dropdown-table',
      headings: ['Result', 'Interpretation'],
      rows: [
        {
          id: 'r1',
          label: 'Lithium 2.1',
          options: [
            { id: 'o1', text: 'Toxic', rationale: '<p>Toxic: why.</p>' },
            { id: 'o2', text: 'Normal', rationale: '<p>Normal: why.</p>' },
          ],
        },
        {
          id: 'r2',
          label: 'Sodium 129',
          options: [
            { id: 'o1', text: 'Low', rationale: '<p>Below 135.</p>' },
            { id: 'o2', text: 'High', rationale: '<p>It is low.</p>' },
          ],
        },
      ],
      key: {
        choices: [
          { slot: 'r1', option: 'o1' },
          { slot: 'r2', option: 'o1' },
        ],
      },
    })
  })

  it('drop-down rationale: a third drop-down is refused until a link holds it', async () => {
    const ed = await openItem({
      ...meta,
      type: 'dropdown-rationale',
      template: 'Risk of {{s1}} as shown by {{s2}}.',
      slots: [
        { id: 's1', options: choices('bleeding', 'infection') },
        { id: 's2', options: choices('a boggy fundus', 'the time') },
      ],
      links: [{ id: 'l1', members: ['s1', 's2'] }],
      key: {
        choices: [
          { slot: 's1', option: 'o1' },
          { slot: 's2', option: 'o1' },
        ],
      },
    })
    await ed.user.click(screen.getByRole('button', { name: 'Add a drop-down' }))
    expect(screen.getByRole('button', { name: 'Add a drop-down' })).toBeDisabled()
    await ed.fill('s3 choice o1', 'heavy lochia')
    await ed.fill('Rationale of s3 choice o1 (HTML)', '<p>Right.</p>')
    await ed.fill('s3 choice o2', 'a low temperature')
    await ed.fill('Rationale of s3 choice o2 (HTML)', '<p>Not a sign.</p>')
    await ed.user.click(screen.getByRole('radio', { name: 'Correct (s3 choice o1)' }))
    expect(ed.problems()).toEqual(['Not in any link (would never score): s3'])
    await ed.user.click(screen.getByRole('button', { name: 'Add a link' }))
    expect(ed.problems()).toContain('Link l2 members needs at least 2.')
    await ed.user.click(screen.getAllByRole('checkbox', { name: 'Drop-down s1' })[1] as HTMLElement)
    await ed.user.click(screen.getAllByRole('checkbox', { name: 'Drop-down s3' })[1] as HTMLElement)
    expect(ed.problems()).toEqual([])
    expect(ed.preview()).toHaveTextContent('Risk of')
    expect(await ed.save()).toEqual({
      ...meta,
      type: 'dropdown-rationale',
      template: 'Risk of {{s1}} as shown by {{s2}}. {{s3}}',
      slots: [
        {
          id: 's1',
          options: [
            { id: 'o1', text: 'bleeding', rationale: '<p>bleeding: why.</p>' },
            { id: 'o2', text: 'infection', rationale: '<p>infection: why.</p>' },
          ],
        },
        {
          id: 's2',
          options: [
            { id: 'o1', text: 'a boggy fundus', rationale: '<p>a boggy fundus: why.</p>' },
            { id: 'o2', text: 'the time', rationale: '<p>the time: why.</p>' },
          ],
        },
        {
          id: 's3',
          options: [
            { id: 'o1', text: 'heavy lochia', rationale: '<p>Right.</p>' },
            { id: 'o2', text: 'a low temperature', rationale: '<p>Not a sign.</p>' },
          ],
        },
      ],
      links: [
        { id: 'l1', members: ['s1', 's2'] },
        { id: 'l2', members: ['s1', 's3'] },
      ],
      key: {
        choices: [
          { slot: 's1', option: 'o1' },
          { slot: 's2', option: 'o1' },
          { slot: 's3', option: 'o1' },
        ],
      },
    })
  })
})
