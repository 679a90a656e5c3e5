import { randomInt } from 'node:crypto'
import type { PaperRow } from './papers.repository'

/** The rules of a paper's life, pure: its timer, expiry and which refusal an answer gets. */

export const PAPER_MESSAGES = {
  notFound: 'Test not found.',
  subjectNotFound: 'Subject not found.',
  noQuestions:
    'No questions are available for this subject and tutor type yet. Choose another one.',
  created: 'Your test is ready.',
  completed: 'This test is already completed.',
  paused: 'The test is paused. Resume it to answer.',
  timeUp: "Time's up! This test has been submitted.",
  answered: 'This question has already been answered.',
  wrongType: 'The answer does not match the question type.',
  questionNotFound: 'Question not found.',
  notTimed: 'Only timed tests can be paused.',
  noteSaved: 'Note saved.',
} as const

type Timing = Pick<PaperRow, 'deadlineAt' | 'pausedAt'>
type Lifecycle = Pick<PaperRow, 'mode' | 'status' | 'deadlineAt' | 'pausedAt' | 'completedAt'>

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
/** A short, unguessable paper code: 10 characters of a 32-letter alphabet (50 bits). */
export function newPaperCode(): string {
  return Array.from({ length: 10 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('')
}

/** A new timed paper's deadline: `seconds` after `now`. */
export const deadlineFrom = (now: Date, seconds: number) => new Date(now.getTime() + seconds * 1000)

/** Exact time left in ms: while paused it is frozen at (deadline - pausedAt), never rounded. */
export function remainingMs(p: Timing, now: Date): number {
  if (!p.deadlineAt) return 0
  const at = p.pausedAt ?? now
  return Math.max(0, p.deadlineAt.getTime() - at.getTime())
}

/** Whole seconds shown to the student (a countdown shows 60 until a full second has passed). */
export const remainingSeconds = (p: Timing, now: Date) => Math.ceil(remainingMs(p, now) / 1000)

/** A running timed paper whose deadline has passed (the server completes it on the next read). */
export const isExpired = (p: Lifecycle, now: Date) =>
  p.mode === 'time' &&
  p.status === 'in process' &&
  !p.pausedAt &&
  p.deadlineAt !== null &&
  p.deadlineAt <= now

/** Pausing at `now`: the clock stops; the seconds left are kept for display. */
export const pauseAt = (p: Timing, now: Date) => ({
  pausedAt: now,
  remainingSecondsAtPause: remainingSeconds(p, now),
})

/** Resuming at `now`: the deadline moves to now + the exact time that was left. */
export const resumeAt = (p: Timing, now: Date) => ({
  pausedAt: null,
  remainingSecondsAtPause: null,
  deadlineAt: new Date(now.getTime() + remainingMs(p, now)),
})

/** Whether a paper takes answers: not completed, and a timed one not paused. */
export const isOpen = (p: Lifecycle) =>
  p.status !== 'completed' && !(p.mode === 'time' && p.pausedAt)

/**
 * Why an answer to `p` is refused: completed (by its deadline: time's up), paused, or the
 * question already answered.
 */
export function refusalOf(p: Lifecycle): string {
  if (p.status === 'completed') {
    // Completed by its deadline (not finished early by the student).
    const ranOut =
      p.mode === 'time' &&
      p.deadlineAt !== null &&
      p.completedAt !== null &&
      p.completedAt >= p.deadlineAt
    return ranOut ? PAPER_MESSAGES.timeUp : PAPER_MESSAGES.completed
  }
  if (p.mode === 'time' && p.pausedAt) return PAPER_MESSAGES.paused
  return PAPER_MESSAGES.answered
}
