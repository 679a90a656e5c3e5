import { scoreItem } from '@nurseready/shared/domain/ngn-scoring/score-item'
import { EXAMPLE_CASE_STUDY, EXAMPLE_ITEMS } from '@nurseready/shared/items/examples'
import { toPublicItem } from '@nurseready/shared/items/item'
import type { TResponse } from '@nurseready/shared/items/responses'
import { render } from '@testing-library/react'
import axe from 'axe-core'
import { describe, expect, it } from 'vitest'
import { ClientRecord, ItemRenderer } from './index'

/**
 * axe-core in jsdom: the structural rules (names, roles, ARIA, labels, lists, tables). jsdom has
 * no layout, so colour contrast and target size are left to the e2e run in Chromium at 375 and
 * 1280 px (issue 12, Proof).
 */
async function violations(container: HTMLElement) {
  const result = await axe.run(container, {
    rules: { 'color-contrast': { enabled: false }, 'target-size': { enabled: false } },
  })
  return result.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  )
}

type TType = keyof typeof EXAMPLE_ITEMS
const TYPES = Object.keys(EXAMPLE_ITEMS) as TType[]

/** A response that fills every part: what review mode shows (some right, some wrong). */
const ANSWERED: Record<TType, TResponse> = {
  mcq: { type: 'mcq', selected: ['o2'] },
  multi: { type: 'multi', selected: ['o1', 'o5'] },
  'select-n': { type: 'select-n', selected: ['o1', 'o3'] },
  grouping: { type: 'grouping', selected: ['o1', 'o6'] },
  blank: { type: 'blank', text: '3' },
  'matrix-mc': {
    type: 'matrix-mc',
    cells: [
      { row: 'r1', column: 'indicated' },
      { row: 'r2', column: 'indicated' },
      { row: 'r3', column: 'indicated' },
      { row: 'r4', column: 'not-indicated' },
    ],
  },
  'matrix-mr': {
    type: 'matrix-mr',
    cells: [
      { row: 'r1', column: 'c1' },
      { row: 'r2', column: 'c1' },
    ],
  },
  'cloze-dropdown': {
    type: 'cloze-dropdown',
    choices: [
      { slot: 's1', option: 'a' },
      { slot: 's2', option: 'b' },
    ],
  },
  'dropdown-table': { type: 'dropdown-table', choices: [{ slot: 'r1', option: 'c' }] },
  'dropdown-rationale': {
    type: 'dropdown-rationale',
    choices: [
      { slot: 's1', option: 'a' },
      { slot: 's2', option: 'b' },
    ],
  },
  'cloze-drag': { type: 'cloze-drag', placements: [{ target: 't1', token: 'k3' }] },
  'drag-rationale': {
    type: 'drag-rationale',
    placements: [
      { target: 't1', token: 'k1' },
      { target: 't2', token: 'k3' },
    ],
  },
  'highlight-text': { type: 'highlight-text', selected: ['h1', 'h2'] },
  'highlight-table': { type: 'highlight-table', selected: ['f2'] },
  bowtie: { type: 'bowtie', condition: ['c2'], actions: ['a1'], parameters: ['p1', 'p3'] },
  trend: { type: 'trend', response: { type: 'mcq', selected: ['o1'] } },
}

describe('axe-core on every item type (jsdom)', () => {
  it.each(TYPES)('%s: answering, then in review with its score', async (type) => {
    const item = EXAMPLE_ITEMS[type]
    const answering = render(
      <ItemRenderer item={toPublicItem(item)} response={null} onChange={() => {}} />,
    )
    expect(await violations(answering.container)).toEqual([])
    answering.unmount()
    const outcome = scoreItem(item, ANSWERED[type])
    if (!outcome.ok) throw new Error(outcome.error.message)
    const review = render(
      <ItemRenderer
        item={toPublicItem(item)}
        response={ANSWERED[type]}
        onChange={() => {}}
        disabled
        solution={item}
        score={outcome.score}
      />,
    )
    expect(await violations(review.container)).toEqual([])
  })

  it('finds a violation when there is one (axe really runs in jsdom)', async () => {
    const { container } = render(<input type="checkbox" />)
    expect(await violations(container)).toEqual(['label: input'])
  })

  it('the case record', async () => {
    const { container } = render(<ClientRecord record={EXAMPLE_CASE_STUDY.record} />)
    expect(await violations(container)).toEqual([])
  })
})
