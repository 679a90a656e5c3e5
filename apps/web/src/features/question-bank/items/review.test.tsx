import { scoreItem, type TScore } from '@nurseready/shared/domain/ngn-scoring/score-item'
import { EXAMPLE_CASE_STUDY, EXAMPLE_ITEMS } from '@nurseready/shared/items/examples'
import { type TItem, toPublicItem } from '@nurseready/shared/items/item'
import type { TResponse } from '@nurseready/shared/items/responses'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { CaseHeader, ClientRecord, ItemRenderer, ScoreBreakdown } from './index'
import { scoreLines } from './testing'

function scored(item: TItem, response: TResponse): TScore {
  const outcome = scoreItem(item, response)
  if (!outcome.ok) throw new Error(outcome.error.message)
  return outcome.score
}

describe('ScoreBreakdown', () => {
  it('select all that apply, 4 right and 2 wrong chosen: 2 / 4 points, +1/−1/0 per option', () => {
    const given: TResponse = { type: 'multi', selected: ['o1', 'o2', 'o3', 'o4', 'o5', 'o6'] }
    const score = scored(EXAMPLE_ITEMS.multi, given)
    render(<ScoreBreakdown solution={EXAMPLE_ITEMS.multi} given={given} score={score} />)
    expect(screen.getByText('2 / 4 points')).toBeInTheDocument()
    expect(
      screen.getByText(
        '+/− scoring: +1 per correct choice, −1 per incorrect choice, never below 0',
      ),
    ).toBeInTheDocument()
    expect(scoreLines()).toEqual([
      '+1 | Fever and chills | Chosen, correct',
      '+1 | Low back pain | Chosen, correct',
      '+1 | Blood pressure 84/50 mm Hg | Chosen, correct',
      '+1 | Dark red-brown urine | Chosen, correct',
      '−1 | Heart rate 52/min | Chosen, incorrect',
      '−1 | Blood pressure 168/96 mm Hg | Chosen, incorrect',
    ])
    // The per-option rationale from the solution.
    expect(
      screen.getByText('Right: fever and chills are early signs of red-cell destruction.'),
    ).toBeInTheDocument()
  })

  it('a missed option earns 0 and says so', () => {
    const given: TResponse = { type: 'multi', selected: ['o1', 'o5'] }
    render(
      <ScoreBreakdown
        solution={EXAMPLE_ITEMS.multi}
        given={given}
        score={scored(EXAMPLE_ITEMS.multi, given)}
      />,
    )
    expect(screen.getByText('0 / 4 points')).toBeInTheDocument()
    expect(scoreLines()).toContain('0 | Low back pain | Not chosen, a correct answer')
    expect(scoreLines()).toContain('−1 | Heart rate 52/min | Chosen, incorrect')
  })

  it('a dyad with the first part right and the second wrong: 0 / 1 point under the rationale rule', () => {
    const given: TResponse = {
      type: 'dropdown-rationale',
      choices: [
        { slot: 's1', option: 'a' },
        { slot: 's2', option: 'b' },
      ],
    }
    const item = EXAMPLE_ITEMS['dropdown-rationale']
    render(<ScoreBreakdown solution={item} given={given} score={scored(item, given)} />)
    expect(screen.getByText('0 / 1 point')).toBeInTheDocument()
    expect(
      screen.getByText('Rationale scoring: 1 point only when every linked part is right'),
    ).toBeInTheDocument()
    expect(scoreLines()).toEqual([
      '0 | Linked: Drop-down 1 and Drop-down 2 | Drop-down 1: Your answer: postpartum hemorrhage, correct. Drop-down 2: Your answer: the time since birth; correct: a boggy fundus with heavy bleeding',
    ])
  })

  it('matrix-mc rows under 0/1 scoring', () => {
    const given: TResponse = {
      type: 'matrix-mc',
      cells: [
        { row: 'r1', column: 'indicated' },
        { row: 'r2', column: 'indicated' },
        { row: 'r3', column: 'indicated' },
        { row: 'r4', column: 'not-indicated' },
      ],
    }
    const item = EXAMPLE_ITEMS['matrix-mc']
    render(<ScoreBreakdown solution={item} given={given} score={scored(item, given)} />)
    expect(screen.getByText('3 / 4 points')).toBeInTheDocument()
    expect(screen.getByText('0/1 scoring: 1 point per correct row')).toBeInTheDocument()
    expect(scoreLines()[1]).toBe(
      '0 | Potassium chloride 20 mEq IV | Your answer: Indicated; correct: Not indicated',
    )
  })

  it('bow-tie: a mark per option in its zone', () => {
    const given: TResponse = {
      type: 'bowtie',
      condition: ['c1'],
      actions: ['a1', 'a3'],
      parameters: ['p1', 'p2'],
    }
    const item = EXAMPLE_ITEMS.bowtie
    render(<ScoreBreakdown solution={item} given={given} score={scored(item, given)} />)
    expect(screen.getByText('4 / 5 points')).toBeInTheDocument()
    expect(scoreLines()).toContain('0 | Action: Give glucagon IM | Placed, incorrect')
    expect(scoreLines()).toContain(
      '0 | Action: Start the IV regular insulin infusion by protocol | Not placed, a correct answer',
    )
    expect(scoreLines()).toContain('+1 | Condition: Diabetic ketoacidosis | Placed, correct')
  })

  it('Traditional style: all or nothing, in marks', () => {
    const item: TItem = { ...EXAMPLE_ITEMS.multi, style: 'traditional' }
    const given: TResponse = { type: 'multi', selected: ['o1', 'o2', 'o3'] }
    render(<ScoreBreakdown solution={item} given={given} score={scored(item, given)} />)
    expect(screen.getByText('0 / 3 marks')).toBeInTheDocument()
    expect(
      screen.getByText('All or nothing: 3 marks only when every part is right, else 0'),
    ).toBeInTheDocument()
  })
})

describe('ItemRenderer in review', () => {
  it('shows the given answer and the correct answer per part, read-only', () => {
    const item = EXAMPLE_ITEMS['cloze-dropdown']
    const given: TResponse = {
      type: 'cloze-dropdown',
      choices: [
        { slot: 's1', option: 'a' },
        { slot: 's2', option: 'b' },
      ],
    }
    render(
      <ItemRenderer
        item={toPublicItem(item)}
        response={given}
        onChange={() => {}}
        disabled
        solution={item}
        score={scored(item, given)}
      />,
    )
    const first = screen.getByRole('combobox', { name: 'Drop-down 1 of 2' })
    expect(first).toBeDisabled()
    expect(first).toHaveValue('a')
    expect(screen.getByText('Your answer, correct')).toBeInTheDocument()
    expect(screen.getByText('Your answer, incorrect')).toBeInTheDocument()
    expect(
      screen.getByText('Correct: stop the pump and give naloxone as prescribed'),
    ).toBeInTheDocument()
    expect(screen.getByText('1 / 2 points')).toBeInTheDocument()
  })

  it('marks chosen, missed and wrong options in words', () => {
    const item = EXAMPLE_ITEMS.multi
    const given: TResponse = { type: 'multi', selected: ['o1', 'o6'] }
    render(
      <ItemRenderer
        item={toPublicItem(item)}
        response={given}
        onChange={() => {}}
        disabled
        solution={item}
      />,
    )
    const label = (text: string) =>
      screen.getByRole('checkbox', { name: new RegExp(`^${text}`) }).closest('label')
    expect(label('Fever and chills')).toHaveTextContent('Your answer, correct')
    expect(label('Low back pain')).toHaveTextContent('Correct answer, not chosen')
    expect(label('Blood pressure 168/96')).toHaveTextContent('Your answer, incorrect')
    expect(label('Heart rate 52/min')).not.toHaveTextContent('Your answer')
  })
})

describe('ClientRecord and CaseHeader', () => {
  it('tabs switch with the arrow keys, Home and End', async () => {
    const user = userEvent.setup()
    render(<ClientRecord record={EXAMPLE_CASE_STUDY.record} />)
    const tabs = screen.getAllByRole('tab').map((t) => t.textContent)
    expect(tabs).toEqual([
      "Nurses' Notes",
      'History and Physical',
      'Vital Signs',
      'Laboratory Results',
      'Orders/MAR',
    ])
    await user.click(screen.getByRole('tab', { name: "Nurses' Notes" }))
    await user.keyboard('{ArrowRight}{ArrowRight}')
    const vitals = screen.getByRole('tab', { name: 'Vital Signs' })
    expect(vitals).toHaveFocus()
    expect(vitals).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByRole('tabpanel', { name: 'Vital Signs' })).toHaveTextContent('112/min')
    await user.keyboard('{ArrowLeft}')
    expect(screen.getByRole('tab', { name: 'History and Physical' })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    await user.keyboard('{End}')
    expect(screen.getByRole('tabpanel', { name: 'Orders/MAR' })).toHaveTextContent(
      'Nothing recorded yet.',
    )
    await user.keyboard('{ArrowRight}')
    expect(screen.getByRole('tab', { name: "Nurses' Notes" })).toHaveFocus()
    // Only the current tab is in the Tab order.
    expect(screen.getAllByRole('tab').filter((t) => t.tabIndex === 0)).toHaveLength(1)
  })

  it('the case title, "Item 3 of 6" and the step', () => {
    render(
      <CaseHeader
        title="Older adult with new confusion"
        index={2}
        total={6}
        step="prioritize-hypotheses"
      />,
    )
    expect(screen.getByRole('heading', { name: 'Older adult with new confusion' })).toBeVisible()
    expect(screen.getByText('Item 3 of 6')).toBeInTheDocument()
    expect(screen.getByText(/Prioritize hypotheses/)).toBeInTheDocument()
  })
})
