import { screen } from '@testing-library/react'
import { meta, openItem } from './editor-harness'

afterEach(() => localStorage.clear())

const trend = {
  ...meta,
  type: 'trend',
  exhibit: {
    tabs: [
      {
        id: 'vital-signs',
        label: 'Vital Signs',
        entries: [
          {
            kind: 'table',
            id: 'vs',
            columns: ['0800', '1000'],
            rows: [{ label: 'Heart rate', values: ['88', '104'] }],
          },
        ],
      },
    ],
  },
  interaction: {
    type: 'mcq',
    options: [
      { id: 'o1', text: 'Bleeding', rationale: '<p>Rising rate.</p>' },
      { id: 'o2', text: 'Pain', rationale: '<p>Less likely.</p>' },
    ],
    key: { correct: 'o1' },
  },
}

describe('trend form', () => {
  it('edits the record (a column, a note) and the question with the form of its type', async () => {
    const ed = await openItem(trend)
    await ed.user.click(screen.getByRole('button', { name: 'Add a column' }))
    await ed.fill('Column 3', '1200')
    await ed.fill('Row 1, 1200', '122')
    await ed.user.click(screen.getByRole('button', { name: 'Add a note' }))
    expect(ed.problems()).toEqual(['Client record tab vital-signs entry n2 note cannot be empty.'])
    await ed.fill('Note n2 (HTML)', '<p>Pale and restless.</p>')
    await ed.fill('Option o2', 'Incision pain')
    await ed.fill('Rationale of option o2 (HTML)', '<p>Pain does not drop the pressure.</p>')
    expect(ed.preview()).toHaveTextContent('122')
    expect(ed.preview()).toHaveTextContent('Incision pain')
    expect(await ed.save()).toEqual({
      ...meta,
      type: 'trend',
      exhibit: {
        tabs: [
          {
            id: 'vital-signs',
            label: 'Vital Signs',
            entries: [
              {
                kind: 'table',
                id: 'vs',
                columns: ['0800', '1000', '1200'],
                rows: [{ label: 'Heart rate', values: ['88', '104', '122'] }],
              },
              { kind: 'note', id: 'n2', html: '<p>Pale and restless.</p>' },
            ],
          },
        ],
      },
      interaction: {
        type: 'mcq',
        options: [
          { id: 'o1', text: 'Bleeding', rationale: '<p>Rising rate.</p>' },
          { id: 'o2', text: 'Incision pain', rationale: '<p>Pain does not drop the pressure.</p>' },
        ],
        key: { correct: 'o1' },
      },
    })
  })

  it('a problem inside the question shows under its field, and another question type starts from its example', async () => {
    const ed = await openItem(trend)
    await ed.fill('Option o1', '')
    expect(screen.getByLabelText('Option o1')).toHaveAccessibleDescription(
      'Question option o1 text cannot be empty.',
    )
    await ed.user.selectOptions(screen.getByLabelText('Question type'), 'bowtie')
    expect(screen.getByLabelText('Condition c1')).toHaveValue('Diabetic ketoacidosis')
    expect(ed.preview()).toHaveTextContent('Diabetic ketoacidosis')
  })
})
