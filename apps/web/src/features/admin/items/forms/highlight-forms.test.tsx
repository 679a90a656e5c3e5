import { screen } from '@testing-library/react'
import { meta, openItem } from './editor-harness'

afterEach(() => localStorage.clear())

describe('highlight forms', () => {
  it('highlight in text: a piece made selectable and keyed, with its rationale; another keyed', async () => {
    const ed = await openItem({
      ...meta,
      type: 'highlight-text',
      passage: [
        { text: 'Fever 38.9 °C.' },
        { text: ' ' },
        { id: 'h1', text: 'Crackles.', rationale: '<p>Fluid.</p>' },
        { text: ' ' },
        { id: 'h2', text: 'Pain 2 of 10.', rationale: '<p>Expected.</p>' },
      ],
      key: { correct: ['h1'] },
    })
    await ed.user.click(screen.getByRole('checkbox', { name: 'Selectable (piece 1)' }))
    expect(ed.problems()).toEqual([])
    await ed.user.click(screen.getByRole('checkbox', { name: 'Correct (piece 1)' }))
    await ed.fill('Rationale of piece 1 (h3) (HTML)', '<p>Infection.</p>')
    await ed.fill('Piece 5 text (h2)', 'Pain 3 of 10.')
    await ed.user.click(screen.getByRole('checkbox', { name: 'Selectable (piece 5)' }))
    expect(screen.queryByLabelText('Rationale of piece 5 (h2) (HTML)')).toBeNull()
    expect(ed.preview()).toHaveTextContent('Pain 3 of 10.')
    expect(await ed.save()).toEqual({
      ...meta,
      type: 'highlight-text',
      passage: [
        { id: 'h3', text: 'Fever 38.9 °C.', rationale: '<p>Infection.</p>' },
        { text: ' ' },
        { id: 'h1', text: 'Crackles.', rationale: '<p>Fluid.</p>' },
        { text: ' ' },
        { text: 'Pain 3 of 10.' },
      ],
      key: { correct: ['h3', 'h1'] },
    })
  })

  it('highlight in a table: a row added, one of its cells selectable and keyed', async () => {
    const ed = await openItem({
      ...meta,
      type: 'highlight-table',
      headings: ['Assessment', 'Finding'],
      rows: [
        {
          cells: [
            { text: 'Heart rate' },
            { id: 'h1', text: '124/min', rationale: '<p>Tachycardia.</p>' },
          ],
        },
        {
          cells: [
            { text: 'Temperature' },
            { id: 'h2', text: '37.2 °C', rationale: '<p>Normal.</p>' },
          ],
        },
      ],
      key: { correct: ['h1'] },
    })
    await ed.user.click(screen.getByRole('button', { name: 'Add a row' }))
    expect(ed.problems()).toEqual([
      'Row 3 cell 1 text cannot be empty.',
      'Row 3 cell 2 text cannot be empty.',
    ])
    await ed.fill('Row 3, Assessment text', 'Urine output')
    await ed.fill('Row 3, Finding text', '15 mL/h')
    await ed.user.click(screen.getByRole('checkbox', { name: 'Selectable (row 3, finding)' }))
    await ed.user.click(screen.getByRole('checkbox', { name: 'Correct (row 3, finding)' }))
    await ed.fill('Rationale of row 3, finding (h3) (HTML)', '<p>Below 30 mL/h.</p>')
    await ed.fill('Heading 2', 'Value')
    expect(ed.preview()).toHaveTextContent('15 mL/h')
    expect(ed.preview()).toHaveTextContent('Value')
    expect(await ed.save()).toEqual({
      ...meta,
      type: 'highlight-table',
      headings: ['Assessment', 'Value'],
      rows: [
        {
          cells: [
            { text: 'Heart rate' },
            { id: 'h1', text: '124/min', rationale: '<p>Tachycardia.</p>' },
          ],
        },
        {
          cells: [
            { text: 'Temperature' },
            { id: 'h2', text: '37.2 °C', rationale: '<p>Normal.</p>' },
          ],
        },
        {
          cells: [
            { text: 'Urine output' },
            { id: 'h3', text: '15 mL/h', rationale: '<p>Below 30 mL/h.</p>' },
          ],
        },
      ],
      key: { correct: ['h1', 'h3'] },
    })
  })
})
