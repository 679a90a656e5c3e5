import type { TGiven } from '@nurseready/shared/schemas/question-bank'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it } from 'vitest'
import { isDraftReady, type TCardQuestion } from '../answer'
import { publicExample } from '../items/testing'
import { QuestionCard } from './question-card'

const dropdownQuestion: TCardQuestion = {
  position: 2,
  style: 'nextgen',
  type: 'dropdown-rationale',
  stem: '<p>Complete the sentence.</p>',
  options: [],
  headings: [],
  rows: [],
  item: publicExample('dropdown-rationale'),
}

/** The card under a parent that keeps the draft, as the test runner does. */
function Harness({ question }: { question: TCardQuestion }) {
  const [draft, setDraft] = useState<TGiven | null>(null)
  return (
    <>
      <QuestionCard
        question={question}
        value={draft}
        onChange={setDraft}
        disabled={false}
        answerKey={null}
      />
      <p>{draft && isDraftReady(question, draft) ? 'ready' : 'not ready'}</p>
    </>
  )
}

describe('QuestionCard with a drop-down item', () => {
  it('keeps each chosen drop-down (its response has `choices`, yet is no legacy multi answer)', async () => {
    const user = userEvent.setup()
    render(<Harness question={dropdownQuestion} />)
    const first = screen.getByRole('combobox', { name: 'Drop-down 1 of 2' })
    const second = screen.getByRole('combobox', { name: 'Drop-down 2 of 2' })
    await user.selectOptions(first, 'postpartum hemorrhage')
    expect(first).toHaveDisplayValue('postpartum hemorrhage')
    expect(screen.getByText('not ready')).toBeInTheDocument()
    await user.selectOptions(second, 'the time since birth')
    expect(first).toHaveDisplayValue('postpartum hemorrhage')
    expect(second).toHaveDisplayValue('the time since birth')
    expect(screen.getByText('ready')).toBeInTheDocument()
  })
})

describe('QuestionCard with a fill-in-the-blank item', () => {
  it("names the item's unit after the text box and describes the box with it", async () => {
    const user = userEvent.setup()
    const question: TCardQuestion = {
      position: 1,
      style: 'nextgen',
      type: 'blank',
      stem: '<p>How many capsules?</p>',
      options: [],
      headings: [],
      rows: [],
      item: publicExample('blank'),
    }
    render(<Harness question={question} />)
    expect(screen.getByText('Answer in capsules')).toBeInTheDocument()
    const box = screen.getByRole('textbox', { name: 'Your answer' })
    expect(box).toHaveAccessibleDescription(/Answer in capsules/)
    await user.type(box, '2')
    expect(screen.getByText('ready')).toBeInTheDocument()
  })
})
