import type { TItem } from '@nurseready/shared/items/item'
import { describe, expect, it } from 'vitest'
import { itemBack, itemFront } from '../src/modules/flashcards/item-card'

// The flashcard of a Next Gen item (flashcards/item-card.ts, issue 18): what the student reads on
// the front and the back, per item type. A pure function: small hand-made items, the expected
// HTML written out. Option texts carry & < > " ' so that escaping is seen.

const common = {
  id: 'card-item',
  style: 'nextgen',
  subject: 'Pharmacology',
  exams: ['nclex-rn'],
  clientNeed: 'physiological-adaptation',
  stem: '<p>Stem?</p>',
}
/** An item of `body`; its explanation '<p>Because.</p>' unless given (null: none at all). */
const item = (body: object, explanation: string | null = '<p>Because.</p>') =>
  ({ ...common, ...(explanation === null ? {} : { explanation }), ...body }) as unknown as TItem

const options = [
  { id: 'o1', text: 'Salt & water' },
  { id: 'o2', text: 'Under <5>' },
  { id: 'o3', text: 'It\'s "fine"' },
]

describe('front', () => {
  it('mcq, multi and select-n: the stem and the options as a list, escaped', () => {
    const list =
      '<ul><li>Salt &amp; water</li><li>Under &lt;5&gt;</li><li>It&#39;s &quot;fine&quot;</li></ul>'
    expect(itemFront(item({ type: 'mcq', options, key: { correct: 'o2' } }))).toBe(
      `<p>Stem?</p>${list}`,
    )
    expect(itemFront(item({ type: 'multi', options, key: { correct: ['o1'] } }))).toBe(
      `<p>Stem?</p>${list}`,
    )
    expect(
      itemFront(item({ type: 'select-n', n: 2, options, key: { correct: ['o1', 'o3'] } })),
    ).toBe(`<p>Stem?</p>${list}`)
  })

  it('grouping: each group label in bold with its options', () => {
    const grouping = item({
      type: 'grouping',
      groups: [
        { id: 'g1', label: 'Early & late', options: [options[0], options[1]] },
        { id: 'g2', label: 'Other', options: [options[2]] },
      ],
      key: { correct: ['o1'] },
    })
    expect(itemFront(grouping)).toBe(
      '<p>Stem?</p><p><strong>Early &amp; late</strong></p><ul><li>Salt &amp; water</li><li>Under &lt;5&gt;</li></ul><p><strong>Other</strong></p><ul><li>It&#39;s &quot;fine&quot;</li></ul>',
    )
  })

  it('bowtie: conditions, actions and parameters, each listed after its label', () => {
    expect(itemFront(bowtie)).toBe(
      '<p>Stem?</p><p><strong>Conditions:</strong> DKA; HHS &amp; more</p><p><strong>Actions:</strong> Fluids; Insulin; Walk</p><p><strong>Parameters:</strong> K+; Glucose; Hair</p>',
    )
  })

  it('every other type shows the stem alone (a trend item by its own interaction)', () => {
    expect(itemFront(item({ type: 'blank', key: { accepted: ['2'] } }))).toBe('<p>Stem?</p>')
    expect(
      itemFront(
        item({
          type: 'trend',
          exhibit: { tabs: [] },
          interaction: { type: 'mcq', options, key: { correct: 'o1' } },
        }),
      ),
    ).toBe(
      '<p>Stem?</p><ul><li>Salt &amp; water</li><li>Under &lt;5&gt;</li><li>It&#39;s &quot;fine&quot;</li></ul>',
    )
  })
})

const bowtie = item({
  type: 'bowtie',
  conditions: [
    { id: 'c1', text: 'DKA' },
    { id: 'c2', text: 'HHS & more' },
  ],
  actions: [
    { id: 'a1', text: 'Fluids' },
    { id: 'a2', text: 'Insulin' },
    { id: 'a3', text: 'Walk' },
  ],
  parameters: [
    { id: 'p1', text: 'K+' },
    { id: 'p2', text: 'Glucose' },
    { id: 'p3', text: 'Hair' },
  ],
  key: { condition: 'c2', actions: ['a1', 'a2'], parameters: ['p2', 'p1'] },
})

describe('back: the key in words, then the explanation', () => {
  it('mcq: the right option', () => {
    expect(itemBack(item({ type: 'mcq', options, key: { correct: 'o2' } }))).toBe(
      '<p><strong>Answer:</strong> Under &lt;5&gt;</p><p>Because.</p>',
    )
  })

  it('multi and select-n: the right options in the order shown, joined by "; "', () => {
    expect(itemBack(item({ type: 'multi', options, key: { correct: ['o3', 'o1'] } }))).toBe(
      '<p><strong>Answers:</strong> Salt &amp; water; It&#39;s &quot;fine&quot;</p><p>Because.</p>',
    )
    expect(
      itemBack(item({ type: 'select-n', n: 1, options, key: { correct: ['o2'] } }, null)),
    ).toBe('<p><strong>Answers:</strong> Under &lt;5&gt;</p>')
  })

  it('grouping: per group its right options, or "none"', () => {
    const grouping = item({
      type: 'grouping',
      groups: [
        { id: 'g1', label: 'A & B', options: [options[0], options[1]] },
        { id: 'g2', label: 'C', options: [options[2]] },
      ],
      key: { correct: ['o1', 'o2'] },
    })
    expect(itemBack(grouping)).toBe(
      '<p><strong>A &amp; B:</strong> Salt &amp; water; Under &lt;5&gt;</p><p><strong>C:</strong> none</p><p>Because.</p>',
    )
  })

  it('blank: every accepted answer, with the unit when the item has one', () => {
    expect(itemBack(item({ type: 'blank', unit: 'mL', key: { accepted: ['2', '2.0'] } }))).toBe(
      '<p><strong>Accepted:</strong> 2 mL; 2.0 mL</p><p>Because.</p>',
    )
    expect(itemBack(item({ type: 'blank', key: { accepted: ['<2>', 'two'] } }))).toBe(
      '<p><strong>Accepted:</strong> &lt;2&gt;; two</p><p>Because.</p>',
    )
  })

  it('matrix: per row its checked columns, or "none"', () => {
    const matrix = (type: string, cells: { row: string; column: string }[]) =>
      item({
        type,
        rowHeading: 'Finding',
        columns: [
          { id: 'c1', text: 'Yes' },
          { id: 'c2', text: 'No & never' },
        ],
        rows: [
          { id: 'r1', text: 'Fever > 38' },
          { id: 'r2', text: 'Cough' },
          { id: 'r3', text: 'Rash' },
        ],
        key: { cells },
      })
    expect(
      itemBack(
        matrix('matrix-mc', [
          { row: 'r1', column: 'c1' },
          { row: 'r2', column: 'c2' },
          { row: 'r3', column: 'c1' },
        ]),
      ),
    ).toBe(
      '<p><strong>Fever &gt; 38:</strong> Yes</p><p><strong>Cough:</strong> No &amp; never</p><p><strong>Rash:</strong> Yes</p><p>Because.</p>',
    )
    expect(
      itemBack(
        matrix('matrix-mr', [
          { row: 'r1', column: 'c2' },
          { row: 'r1', column: 'c1' },
          { row: 'r3', column: 'c2' },
        ]),
      ),
    ).toBe(
      '<p><strong>Fever &gt; 38:</strong> Yes; No &amp; never</p><p><strong>Cough:</strong> none</p><p><strong>Rash:</strong> No &amp; never</p><p>Because.</p>',
    )
  })

  it('dropdown-table: per row the chosen option', () => {
    const table = item({
      type: 'dropdown-table',
      headings: ['Finding', 'Meaning'],
      rows: [
        { id: 'r1', label: 'BP < 90', options: [options[0], options[1]] },
        { id: 'r2', label: 'HR', options: [options[1], options[2]] },
      ],
      key: {
        choices: [
          { slot: 'r2', option: 'o3' },
          { slot: 'r1', option: 'o2' },
        ],
      },
    })
    expect(itemBack(table)).toBe(
      '<p><strong>BP &lt; 90:</strong> Under &lt;5&gt;</p><p><strong>HR:</strong> It&#39;s &quot;fine&quot;</p><p>Because.</p>',
    )
  })

  it('cloze and rationale drop-downs: the sentence with each right choice in bold, in place', () => {
    const slots = [
      {
        id: 's1',
        options: [
          { id: 'a', text: 'sepsis' },
          { id: 'b', text: 'stroke' },
        ],
      },
      {
        id: 's2',
        options: [
          { id: 'a', text: 'fever & chills' },
          { id: 'b', text: 'rash' },
        ],
      },
    ]
    const key = {
      choices: [
        { slot: 's2', option: 'a' },
        { slot: 's1', option: 'b' },
      ],
    }
    const template = 'The client has {{ s1 }} because of {{s2}} & pain.'
    const expected =
      '<p>The client has <strong>[stroke]</strong> because of <strong>[fever &amp; chills]</strong> &amp; pain.</p><p>Because.</p>'
    expect(itemBack(item({ type: 'cloze-dropdown', template, slots, key }))).toBe(expected)
    expect(
      itemBack(
        item({
          type: 'dropdown-rationale',
          template,
          slots,
          links: [{ id: 'l1', members: ['s1', 's2'] }],
          key,
        }),
      ),
    ).toBe(expected)
  })

  it('cloze and rationale drag: the sentence with each placed token in bold, in place', () => {
    const tokens = [
      { id: 'k1', text: 'oxygen' },
      { id: 'k2', text: 'fluids' },
      { id: 'k3', text: 'x-ray <chest>' },
    ]
    const key = {
      placements: [
        { target: 't2', token: 'k3' },
        { target: 't1', token: 'k2' },
      ],
    }
    const template = 'Give {{t1}}, then order {{ t2 }}.'
    const expected =
      '<p>Give <strong>[fluids]</strong>, then order <strong>[x-ray &lt;chest&gt;]</strong>.</p>'
    expect(
      itemBack(item({ type: 'cloze-drag', template, targets: ['t1', 't2'], tokens, key }, '')),
    ).toBe(expected)
    expect(
      itemBack(
        item(
          {
            type: 'drag-rationale',
            template,
            targets: ['t1', 't2'],
            tokens,
            links: [{ id: 'l1', members: ['t1', 't2'] }],
            key,
          },
          '',
        ),
      ),
    ).toBe(expected)
  })

  it('highlight text and table: the parts to highlight, in passage order', () => {
    expect(
      itemBack(
        item({
          type: 'highlight-text',
          passage: [
            { id: 'h1', text: 'Temp 39 °C' },
            { text: ' and ' },
            { id: 'h2', text: 'calm' },
            { text: ', ' },
            { id: 'h3', text: 'SpO2 < 90%' },
          ],
          key: { correct: ['h3', 'h1'] },
        }),
      ),
    ).toBe('<p><strong>Highlight:</strong> Temp 39 °C; SpO2 &lt; 90%</p><p>Because.</p>')
    expect(
      itemBack(
        item({
          type: 'highlight-table',
          headings: ['Time', 'Finding'],
          rows: [
            { cells: [{ text: '0800' }, { id: 'f1', text: 'HR 120' }] },
            { cells: [{ text: '1000' }, { id: 'f2', text: 'BP 80/50 & falling' }] },
            { cells: [{ text: '1200' }, { id: 'f3', text: 'Alert' }] },
          ],
          key: { correct: ['f2', 'f1'] },
        }),
      ),
    ).toBe('<p><strong>Highlight:</strong> HR 120; BP 80/50 &amp; falling</p><p>Because.</p>')
  })

  it('bowtie: the condition, the actions and the parameters to monitor', () => {
    expect(itemBack(bowtie)).toBe(
      '<p><strong>Condition:</strong> HHS &amp; more</p><p><strong>Actions:</strong> Fluids; Insulin</p><p><strong>Parameters to monitor:</strong> K+; Glucose</p><p>Because.</p>',
    )
  })

  it('trend: the key of its interaction', () => {
    const trend = item({
      type: 'trend',
      exhibit: { tabs: [] },
      interaction: { type: 'mcq', options, key: { correct: 'o3' } },
    })
    expect(itemBack(trend)).toBe(
      '<p><strong>Answer:</strong> It&#39;s &quot;fine&quot;</p><p>Because.</p>',
    )
  })
})
