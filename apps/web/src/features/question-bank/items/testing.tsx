import { EXAMPLE_ITEMS } from '@nurseready/shared/items/examples'
import { type TPublicItem, toPublicItem } from '@nurseready/shared/items/item'
import type { TResponse } from '@nurseready/shared/items/responses'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { vi } from 'vitest'
import { ItemRenderer } from './item-renderer'

/** Test helpers only (the renderer's tests import them; no app code does). */
export type TExampleType = keyof typeof EXAMPLE_ITEMS
export const publicExample = (type: TExampleType): TPublicItem => toPublicItem(EXAMPLE_ITEMS[type])

/** The renderer under a parent that keeps the response, as the test screen will. */
function Harness({ item, seen }: { item: TPublicItem; seen: (r: TResponse) => void }) {
  const [response, setResponse] = useState<TResponse | null>(null)
  return (
    <ItemRenderer
      item={item}
      response={response}
      onChange={(r) => {
        setResponse(r)
        seen(r)
      }}
    />
  )
}

/** Renders the example item of `type`, with a user and the responses it emits. */
export function renderExample(type: TExampleType) {
  const seen = vi.fn<(r: TResponse) => void>()
  const user = userEvent.setup()
  const view = render(<Harness item={publicExample(type)} seen={seen} />)
  return { user, seen, last: () => seen.mock.calls.at(-1)?.[0], view }
}

/** Each part of the score breakdown on screen as "mark | label | detail" (+1, −1 or 0). */
export function scoreLines() {
  return within(screen.getByRole('group', { name: 'Score' }))
    .getAllByRole('listitem')
    .map((li) => {
      const mark = li.querySelector('[data-earned]')?.textContent ?? ''
      const [label, detail] = [...li.querySelectorAll('p')].map((p) => p.textContent)
      return `${mark} | ${label} | ${detail}`
    })
}
