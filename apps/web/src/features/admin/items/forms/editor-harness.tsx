import { STORAGE_KEYS } from '@nurseready/shared/constants/spec'
import { screen, waitFor, within } from '@testing-library/react'
import { expect, vi } from 'vitest'
import { mockApi, renderRoutes } from '@/testing/render'
import { ItemEditorPage } from '../item-editor-page'

/**
 * Component tests of the per-type forms: an item opened in the editor (its detail from a mocked
 * API), edited through the form, saved; the test reads the saved item from the PUT request.
 */
// Each edit re-validates the item and redraws the preview: slow on a busy machine.
vi.setConfig({ testTimeout: 60_000 })

const ID = '11111111-1111-4111-8111-111111111111'

/** The common fields of every test item (written out once; the bodies are in each test). */
export const meta = {
  id: 'form-test-1',
  style: 'nextgen',
  stem: '<p>Stem of the test item.</p>',
  explanation: '<p>Why the key is right.</p>',
  subject: 'Pharmacology',
  clientNeed: 'physiological-adaptation',
  clinicalJudgmentStep: 'take-action',
  exams: ['nclex-rn'],
} as const

export async function openItem(item: Record<string, unknown>) {
  localStorage.setItem(STORAGE_KEYS.token, 'x'.repeat(43))
  const detail = {
    id: ID,
    key: meta.id,
    type: item.type,
    style: 'nextgen',
    status: 'draft',
    version: 1,
    subjectId: '22222222-2222-4222-8222-222222222222',
    subject: 'Pharmacology',
    clientNeed: 'physiological-adaptation',
    tags: [],
    stemText: 'Stem of the test item.',
    caseStudyId: null,
    updatedAt: '2026-11-23T08:00:00.000Z',
    stats: {
      timesUsed: 0,
      completed: 0,
      facility: null,
      discrimination: null,
      pointBiserial: null,
      difficulty: null,
      calibrated: false,
      responses: 0,
    },
    item,
    history: [],
    choices: [],
    usedInPapers: 0,
  }
  const api = mockApi({
    'GET /api/auth/me': {
      body: { id: 'a1', name: 'Administrator', email: 'admin@nurseready.local', role: 'admin' },
    },
    'GET /api/admin/subjects': { body: [] },
    [`GET /api/admin/items/${ID}`]: { body: detail },
    [`PUT /api/admin/items/${ID}`]: { body: { id: ID, version: 1 } },
  })
  const utils = renderRoutes([{ path: '/admin/items/:id', element: <ItemEditorPage /> }], {
    path: `/admin/items/${ID}`,
  })
  const { user } = utils
  await screen.findByRole('heading', { name: 'Item form-test-1' }, { timeout: 10_000 })
  return {
    ...utils,
    /** The preview: the students' renderer. */
    preview: () => utils.container.querySelector('[data-item-type]') as HTMLElement,
    /** Replaces a field's text as a user would: clears it, then pastes the text into it. */
    fill: async (label: string | RegExp, text: string) => {
      const field = screen.getByLabelText(label)
      await user.clear(field)
      if (text)
        await user.type(
          field,
          text.replace(/[{[]/g, (c) => c + c),
        )
    },
    /** Saves and returns the item the editor sent. */
    save: async () => {
      const button = screen.getByRole('button', { name: 'Save draft' })
      await waitFor(() => expect(button).toBeEnabled())
      await user.click(button)
      await waitFor(() => expect(api.callsTo(`PUT /api/admin/items/${ID}`)).toHaveLength(1))
      const [call] = api.callsTo(`PUT /api/admin/items/${ID}`)
      return (call?.body as { item?: unknown } | undefined)?.item
    },
    /** The editor's list of problems (empty when there is none). */
    problems: () => {
      const list = screen.queryByRole('list', { name: 'Problems' })
      return list
        ? within(list)
            .getAllByRole('listitem')
            .map((li) => li.textContent)
        : []
    },
  }
}
