import { EXAMPLE_ITEMS } from '@nurseready/shared/items/examples'
import type { TItem } from '@nurseready/shared/items/item'
import type { TAnsweredQuestion } from '@nurseready/shared/schemas/question-bank'
import { screen } from '@testing-library/react'
import { renderExample } from '@/features/question-bank/items/testing'
import { ngnQuestion, paperState } from '@/testing/question-bank-fixtures'
import { mockApi } from '@/testing/render'
import { ANSWER, CODE, PAPER, Q, renderTest } from '@/testing/take-test'

/** Strike-through on the Next Generation renderer's option lists (issue 12 section 4). */
const multi = EXAMPLE_ITEMS.multi
const graded: TAnsweredQuestion = ngnQuestion(multi, {
  answered: true,
  given: { type: 'multi', selected: ['o1'] },
  response: { type: 'multi', selected: ['o1'] },
  correct: false,
  marksAwarded: 1,
  score: {
    rule: 'plus-minus',
    points: 1,
    max: 4,
    correct: false,
    parts: [{ id: 'o1', earned: 1 }],
  },
  solution: multi,
  answeredAt: '2026-03-02T14:31:00.000Z',
})

function api(item: TItem = multi) {
  return mockApi({
    [PAPER]: { body: paperState({ style: 'nextgen', questionCount: 1, marksPossible: 4 }) },
    [Q(1)]: { body: ngnQuestion(item) },
    [ANSWER(1)]: {
      body: { status: 'complete', result: graded, paperStatus: 'in process' },
    },
  })
}

describe('TakeTestPage: strike-through on a Next Gen item', () => {
  beforeEach(() => {
    localStorage.setItem('papercode', CODE)
    sessionStorage.clear()
  })

  it('select all that apply: rules an option out without choosing it, says so, keeps it for the question, and goes once answered', async () => {
    const calls = api()
    const { user, unmount } = renderTest()
    await screen.findByRole('checkbox', { name: 'Fever and chills' })
    expect(
      screen.getAllByRole('button', { name: /^Strike out option/ }).map((b) => b.ariaLabel),
    ).toEqual([
      'Strike out option A',
      'Strike out option B',
      'Strike out option C',
      'Strike out option D',
      'Strike out option E',
      'Strike out option F',
    ])
    const strikeB = screen.getByRole('button', { name: 'Strike out option B' })
    expect(strikeB).toHaveAccessibleDescription('Low back pain')
    expect(strikeB).toHaveAttribute('aria-pressed', 'false')

    await user.click(strikeB)
    expect(strikeB).toHaveAttribute('aria-pressed', 'true')
    const pain = screen.getByRole('checkbox', { name: /Low back pain/ })
    expect(pain).toHaveAccessibleName('Low back pain, struck out')
    expect(pain).not.toBeChecked()
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled()
    expect(calls.calls.filter((c) => c.method !== 'GET')).toEqual([])
    expect(JSON.parse(sessionStorage.getItem(`nr-strike:${CODE}:1`) ?? 'null')).toEqual(['o2'])

    // Still struck after leaving and coming back; a struck option can still be chosen.
    unmount()
    const again = renderTest()
    await screen.findByRole('checkbox', { name: 'Fever and chills' })
    expect(screen.getByRole('button', { name: 'Strike out option B' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    expect(screen.getByRole('button', { name: 'Strike out option A' })).toHaveAttribute(
      'aria-pressed',
      'false',
    )
    await again.user.click(screen.getByRole('button', { name: 'Strike out option B' }))
    expect(screen.getByRole('checkbox', { name: 'Low back pain' })).not.toBeChecked()

    // Answered: the key shows and the toggles go.
    await again.user.click(screen.getByRole('checkbox', { name: 'Fever and chills' }))
    await again.user.click(screen.getByRole('button', { name: 'Next' }))
    await screen.findByRole('region', { name: 'Partly correct' })
    expect(screen.queryByRole('button', { name: /^Strike out option/ })).toBeNull()
  })

  it('grouping: the letters run on over the groups', async () => {
    api(EXAMPLE_ITEMS.grouping)
    renderTest()
    await screen.findByRole('group', { name: 'Cardiovascular' })
    const names = screen
      .getAllByRole('button', { name: /^Strike out option/ })
      .map((b) => b.ariaLabel)
    // Cardiovascular: A-C, Renal: D-F.
    expect(names).toEqual([
      'Strike out option A',
      'Strike out option B',
      'Strike out option C',
      'Strike out option D',
      'Strike out option E',
      'Strike out option F',
    ])
  })

  it('outside a test (admin preview, review) the renderer offers no strike-out', async () => {
    renderExample('multi')
    await screen.findByRole('checkbox', { name: 'Fever and chills' })
    expect(screen.queryByRole('button', { name: /^Strike out option/ })).toBeNull()
  })
})
