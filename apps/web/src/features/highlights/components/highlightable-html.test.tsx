import { act, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { mockApi, problem, renderRoutes } from '@/testing/render'
import { markHtml, sentencesOf } from '../mark-text'
import { HighlightableHtml } from './highlightable-html'

const STEM = '<p>A client has <em>C. difficile</em> diarrhea. Which precautions apply?</p>'
const URL = '/api/papers/ABC123/questions/2/highlights'

const render = () =>
  renderRoutes([
    {
      path: '/',
      element: <HighlightableHtml html={STEM} field="stem" code="ABC123" position={2} />,
    },
  ])

/** Selects `text` inside the element holding it, as a mouse drag or Shift+arrows would. */
function select(text: string) {
  const holder = screen.getByText(
    (_, el) => el?.tagName === 'P' && !!el.textContent?.includes(text),
  )
  const walker = document.createTreeWalker(holder, NodeFilter.SHOW_TEXT)
  const nodes: Text[] = []
  for (let n = walker.nextNode(); n; n = walker.nextNode()) nodes.push(n as Text)
  const full = nodes.map((n) => n.data).join('')
  const start = full.indexOf(text)
  const end = start + text.length
  const at = (offset: number) => {
    let left = offset
    for (const n of nodes) {
      if (left <= n.data.length) return [n, left] as const
      left -= n.data.length
    }
    throw new Error('offset out of range')
  }
  const [a, ao] = at(start)
  const [b, bo] = at(end)
  act(() => {
    document.getSelection()!.setBaseAndExtent(a, ao, b, bo)
    document.dispatchEvent(new Event('selectionchange'))
  })
}

describe('HighlightableHtml', () => {
  it('renders saved highlights as <mark> and saves a selection across tags with its offsets', async () => {
    const api = mockApi({
      [`GET ${URL}`]: {
        body: {
          items: [
            {
              id: 'h1',
              field: 'stem',
              start: 0,
              end: 8,
              text: 'A client',
              createdAt: '2027-01-01T00:00:00Z',
            },
            {
              id: 'h2',
              field: 'explanation',
              start: 0,
              end: 3,
              text: 'xyz',
              createdAt: '2027-01-01T00:00:00Z',
            },
          ],
        },
      },
      [`POST ${URL}`]: (call) => ({
        status: 201,
        body: { id: 'h3', createdAt: '2027-01-01T00:00:00Z', ...(call.body as object) },
      }),
    })
    const { user, container } = render()
    await waitFor(() => expect(container.querySelectorAll('mark')).toHaveLength(1))
    expect(container.querySelector('mark')!.textContent).toBe('A client')

    const button = screen.getByRole('button', { name: 'Highlight' })
    expect(button).toBeDisabled()
    select('has C. difficile')
    expect(button).toBeEnabled()
    await user.click(button)
    await waitFor(() => expect(api.callsTo(`POST ${URL}`)).toHaveLength(1))
    expect(api.callsTo(`POST ${URL}`)[0]!.body).toEqual({
      field: 'stem',
      start: 9,
      end: 25,
      text: 'has C. difficile',
    })
    expect(await screen.findByText('Highlighted.')).toBeInTheDocument()
  })

  it('offers each sentence as a button for keyboard users', async () => {
    const api = mockApi({
      [`GET ${URL}`]: { body: { items: [] } },
      [`POST ${URL}`]: {
        status: 201,
        body: {
          id: 'h9',
          field: 'stem',
          start: 0,
          end: 1,
          text: 'A',
          createdAt: '2027-01-01T00:00:00Z',
        },
      },
    })
    const { user } = render()
    const summary = await screen.findByText('Highlight a sentence of the question')
    // (jsdom does not open <details> from the keyboard; browsers do.)
    await user.click(summary)
    const sentence = screen.getByRole('button', { name: 'Highlight: Which precautions apply?' })
    sentence.focus()
    await user.keyboard('{Enter}')
    await waitFor(() => expect(api.callsTo(`POST ${URL}`)).toHaveLength(1))
    expect(api.callsTo(`POST ${URL}`)[0]!.body).toEqual({
      field: 'stem',
      start: 36,
      end: 60,
      text: 'Which precautions apply?',
    })
  })

  it('is plain text without a plan', async () => {
    mockApi({ [`GET ${URL}`]: problem(403, 'Highlights come with a question bank plan.') })
    render()
    expect(await screen.findByText(/Which precautions apply/)).toBeInTheDocument()
    await new Promise((r) => setTimeout(r, 50))
    expect(screen.queryByRole('button', { name: 'Highlight' })).not.toBeInTheDocument()
  })
})

describe('markHtml and sentencesOf', () => {
  it('wraps ranges that cross tags, merging overlaps', () => {
    expect(
      markHtml('<p>ab<em>cd</em>ef</p>', [
        { start: 1, end: 3 },
        { start: 2, end: 5 },
      ]),
    ).toBe(
      '<p>a<mark class="highlight">b</mark><em><mark class="highlight">cd</mark></em><mark class="highlight">e</mark>f</p>',
    )
    expect(markHtml('<p>a &amp; b</p>', [{ start: 2, end: 3 }])).toBe(
      '<p>a <mark class="highlight">&amp;</mark> b</p>',
    )
  })

  it('splits text into sentences with their offsets', () => {
    expect(sentencesOf('One two. Three? Four')).toEqual([
      { start: 0, end: 8, text: 'One two.' },
      { start: 9, end: 15, text: 'Three?' },
      { start: 16, end: 20, text: 'Four' },
    ])
    expect(
      sentencesOf('A client has C. difficile diarrhea. Which apply?').map((s) => s.text),
    ).toEqual(['A client has C. difficile diarrhea.', 'Which apply?'])
  })
})
