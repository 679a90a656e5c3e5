import type { TPaperState } from '@nurseready/shared/schemas/question-bank'
import { act } from '@testing-library/react'
import { TakeTestPage } from '@/app/routes/student/take-test-page'
import { gradedMcq, mcqQuestion, paperState } from './question-bank-fixtures'
import { type MockHandler, mockApi, renderRoutes } from './render'

/** Shared by the take-test page tests (take-test-page.test.tsx, take-test-tutor.test.tsx). */
export const CODE = 'ABCD234567'
export const PAPER = `GET /api/papers/${CODE}`
export const Q = (n: number) => `GET /api/papers/${CODE}/questions/${n}`
export const ANSWER = (n: number) => `POST /api/papers/${CODE}/questions/${n}/answer`
export const FINISH = `POST /api/papers/${CODE}/finish`
export const RESUME = `POST /api/papers/${CODE}/resume`
export const PAUSE = `POST /api/papers/${CODE}/pause`

export const second = mcqQuestion({
  position: 2,
  stem: '<p>Which vitamin is given with isoniazid?</p>',
  options: ['B6', 'B12', 'C', 'K'],
})

export function renderTest() {
  return renderRoutes(
    [
      { path: '/test/inprogress', element: <TakeTestPage /> },
      { path: '/dashboard', element: <h1>Dashboard stub</h1> },
      { path: '/starttest', element: <h1>Start stub</h1> },
    ],
    { path: '/test/inprogress' },
  )
}

/** A tutor paper of 3 questions whose server state moves on as answers arrive. */
export function tutorApi(extra: Record<string, MockHandler> = {}) {
  let state: TPaperState = paperState()
  return mockApi({
    [PAPER]: () => ({ body: state }),
    [Q(1)]: { body: mcqQuestion() },
    [Q(2)]: { body: second },
    [ANSWER(1)]: () => {
      state = { ...state, nextPosition: 2, answeredCount: 1 }
      return {
        body: { status: 'complete', result: gradedMcq('Atropine'), paperStatus: 'in process' },
      }
    },
    ...extra,
  })
}

export const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms))
