import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { paths } from '@/config/paths'
import { mockApi, problem, renderRoutes } from '@/testing/render'
import { FlashcardsReviewPage } from './flashcards-review-page'

const card = (id: string, front: string) => ({
  id,
  deck: 'mistakes',
  kind: 'question',
  front: `<p>${front}</p>`,
  back: '<p><strong>Answer:</strong> Contact precautions</p><p>Spores resist alcohol.</p>',
  subject: 'Fundamentals of Nursing',
  state: 'new',
  due: '2027-01-04T09:00:00.000Z',
  suspended: false,
  reps: 0,
  lapses: 0,
  lastReview: null,
  createdAt: '2027-01-04T09:00:00.000Z',
})
const previews = [
  { rating: 'again', due: '2027-01-04T09:01:00.000Z', seconds: 60 },
  { rating: 'hard', due: '2027-01-04T09:06:00.000Z', seconds: 360 },
  { rating: 'good', due: '2027-01-04T09:10:00.000Z', seconds: 600 },
  { rating: 'easy', due: '2027-01-12T09:00:00.000Z', seconds: 8 * 86_400 },
]

const render = (path = `${paths.flashcardsReview}?deck=mistakes`) =>
  renderRoutes([{ path: paths.flashcardsReview, element: <FlashcardsReviewPage /> }], { path })

describe('FlashcardsReviewPage', () => {
  it('shows the front, the answer on Show answer, and the four buttons with their intervals', async () => {
    let n = 0
    const api = mockApi({
      'GET /api/flashcards/review': () =>
        n++ === 0
          ? {
              body: {
                card: card('c1', 'Which precautions for C. difficile?'),
                previews,
                dueCount: 2,
              },
            }
          : { body: { card: card('c2', 'Second card'), previews, dueCount: 1 } },
      'POST /api/flashcards/cards/c1/reviews': {
        body: { card: card('c1', 'x'), rating: 'good', scheduledDays: 0 },
      },
    })
    const { user } = render()
    expect(await screen.findByText('Which precautions for C. difficile?')).toBeInTheDocument()
    expect(screen.getByText('Card 1 of 2 due')).toBeInTheDocument()
    expect(screen.queryByText('Spores resist alcohol.')).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /^Good/ })).not.toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: /Show answer/ }))
    expect(screen.getByText('Spores resist alcohol.')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Again: next in 1m (key 1)' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Hard: next in 6m (key 2)' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Good: next in 10m (key 3)' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Easy: next in 8d (key 4)' })).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: /^Good/ }))
    expect(await screen.findByText('Second card')).toBeInTheDocument()
    expect(api.callsTo('POST /api/flashcards/cards/c1/reviews')[0]!.body).toEqual({
      rating: 'good',
    })
    expect(screen.getByText('Card 2 of 2 due')).toBeInTheDocument()
    // The next card starts face down.
    expect(screen.getByRole('button', { name: /Show answer/ })).toBeInTheDocument()
    expect(api.callsTo('GET /api/flashcards/review')[0]!.path).toBe('/api/flashcards/review')
  })

  it('takes Space to show the answer and 1–4 to rate', async () => {
    let n = 0
    const api = mockApi({
      'GET /api/flashcards/review': () =>
        n++ === 0
          ? { body: { card: card('c1', 'Keyboard card'), previews, dueCount: 1 } }
          : { body: { card: null, previews: [], dueCount: 0 } },
      'POST /api/flashcards/cards/c1/reviews': {
        body: { card: card('c1', 'x'), rating: 'easy', scheduledDays: 8 },
      },
    })
    const { user } = render()
    await screen.findByText('Keyboard card')
    await user.keyboard('4')
    expect(api.callsTo('POST /api/flashcards/cards/c1/reviews')).toHaveLength(0)
    await user.keyboard(' ')
    expect(screen.getByText('Spores resist alcohol.')).toBeInTheDocument()
    await user.keyboard('4')
    await waitFor(() =>
      expect(api.callsTo('POST /api/flashcards/cards/c1/reviews')[0]?.body).toEqual({
        rating: 'easy',
      }),
    )
    expect(await screen.findByText('No cards are due. Well done!')).toBeInTheDocument()
    expect(screen.getByText(/You reviewed 1 card\./)).toBeInTheDocument()
  })

  it('shows the plan offer without a plan, and an error state', async () => {
    mockApi({
      'GET /api/flashcards/review': problem(403, 'Flashcards come with a question bank plan.'),
    })
    const first = render()
    expect(await screen.findByText('Flashcards come with a question bank plan')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'See plans' })).toHaveAttribute(
      'href',
      paths.subscriptions,
    )
    first.unmount()
    mockApi({ 'GET /api/flashcards/review': problem(500, '') })
    render()
    expect(await screen.findByText('Your flashcards could not be loaded.')).toBeInTheDocument()
  })
})
