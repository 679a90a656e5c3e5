import { screen, within } from '@testing-library/react'
import { meta, openItem } from './editor-harness'

afterEach(() => localStorage.clear())

const rows = [
  { id: 'r1', text: 'Cardiac monitoring', rationale: '<p>Dysrhythmias.</p>' },
  { id: 'r2', text: 'Potassium chloride IV', rationale: '<p>Raises potassium.</p>' },
]

describe('matrix forms', () => {
  it('matrix multiple choice: one right column per row, a column and a row added', async () => {
    const ed = await openItem({
      ...meta,
      type: 'matrix-mc',
      rowHeading: 'Prescription',
      columns: [
        { id: 'indicated', text: 'Indicated' },
        { id: 'not-indicated', text: 'Not indicated' },
      ],
      rows,
      key: {
        cells: [
          { row: 'r1', column: 'indicated' },
          { row: 'r2', column: 'not-indicated' },
        ],
      },
    })
    await ed.fill('Heading of the row labels', 'Order')
    await ed.user.click(screen.getByRole('button', { name: 'Add a column' }))
    await ed.fill('Column c3', 'Ask first')
    await ed.user.click(screen.getByRole('button', { name: 'Add a row' }))
    await ed.fill('Row r3', 'Insulin with dextrose')
    await ed.fill('Rationale of row r3 (HTML)', '<p>Shifts potassium.</p>')
    expect(ed.problems()).toEqual(['Row r3 needs exactly 1 key'])
    const r3 = screen.getByRole('group', { name: 'Right column of row r3' })
    await ed.user.click(within(r3).getByRole('radio', { name: 'Indicated' }))
    const r1 = screen.getByRole('group', { name: 'Right column of row r1' })
    await ed.user.click(within(r1).getByRole('radio', { name: 'Ask first' }))
    expect(ed.preview()).toHaveTextContent('Insulin with dextrose')
    expect(ed.preview()).toHaveTextContent('Ask first')
    expect(await ed.save()).toEqual({
      ...meta,
      type: 'matrix-mc',
      rowHeading: 'Order',
      columns: [
        { id: 'indicated', text: 'Indicated' },
        { id: 'not-indicated', text: 'Not indicated' },
        { id: 'c3', text: 'Ask first' },
      ],
      rows: [
        { id: 'r1', text: 'Cardiac monitoring', rationale: '<p>Dysrhythmias.</p>' },
        { id: 'r2', text: 'Potassium chloride IV', rationale: '<p>Raises potassium.</p>' },
        { id: 'r3', text: 'Insulin with dextrose', rationale: '<p>Shifts potassium.</p>' },
      ],
      key: {
        cells: [
          { row: 'r1', column: 'c3' },
          { row: 'r2', column: 'not-indicated' },
          { row: 'r3', column: 'indicated' },
        ],
      },
    })
  })

  it('matrix multiple response: several right columns per row; a removed column leaves the key', async () => {
    const ed = await openItem({
      ...meta,
      type: 'matrix-mr',
      rowHeading: 'Medication',
      columns: [
        { id: 'c1', text: 'Cramps' },
        { id: 'c2', text: 'Dizziness' },
        { id: 'c3', text: 'Cough' },
      ],
      rows,
      key: {
        cells: [
          { row: 'r1', column: 'c1' },
          { row: 'r2', column: 'c3' },
          { row: 'r2', column: 'c2' },
        ],
      },
    })
    const r1 = screen.getByRole('group', { name: 'Right columns of row r1' })
    await ed.user.click(within(r1).getByRole('checkbox', { name: 'Dizziness' }))
    await ed.user.click(screen.getByRole('button', { name: 'Remove column c3' }))
    await ed.fill('Row r2', 'Furosemide')
    expect(ed.preview()).toHaveTextContent('Furosemide')
    expect(ed.preview()).not.toHaveTextContent('Cough')
    expect(await ed.save()).toEqual({
      ...meta,
      type: 'matrix-mr',
      rowHeading: 'Medication',
      columns: [
        { id: 'c1', text: 'Cramps' },
        { id: 'c2', text: 'Dizziness' },
      ],
      rows: [
        { id: 'r1', text: 'Cardiac monitoring', rationale: '<p>Dysrhythmias.</p>' },
        { id: 'r2', text: 'Furosemide', rationale: '<p>Raises potassium.</p>' },
      ],
      key: {
        cells: [
          { row: 'r1', column: 'c1' },
          { row: 'r1', column: 'c2' },
          { row: 'r2', column: 'c2' },
        ],
      },
    })
  })
})
