import { describe, expect, it } from 'vitest'
import {
  deadlineFrom,
  isExpired,
  isOpen,
  newPaperCode,
  PAPER_MESSAGES,
  pauseAt,
  refusalOf,
  remainingMs,
  remainingSeconds,
  resumeAt,
} from './paper-rules'

const at = (iso: string) => new Date(iso)
const NOON = at('2026-03-01T12:00:00.000Z')

/** A timed paper started at noon with a one-hour limit, running. */
const timed = {
  mode: 'time' as const,
  status: 'in process' as const,
  deadlineAt: at('2026-03-01T13:00:00.000Z'),
  pausedAt: null as Date | null,
  completedAt: null as Date | null,
}

describe('paper timer arithmetic', () => {
  it('sets a deadline the limit after the start: 3600 s = 3,600,000 ms', () => {
    expect(deadlineFrom(NOON, 3600).getTime() - NOON.getTime()).toBe(3_600_000)
    expect(deadlineFrom(NOON, 3600).toISOString()).toBe('2026-03-01T13:00:00.000Z')
  })

  it('counts the exact milliseconds left while running, and none after the deadline', () => {
    expect(remainingMs(timed, NOON)).toBe(3_600_000)
    expect(remainingMs(timed, at('2026-03-01T12:59:59.250Z'))).toBe(750)
    expect(remainingMs(timed, at('2026-03-01T13:00:00.000Z'))).toBe(0)
    expect(remainingMs(timed, at('2026-03-01T14:00:00.000Z'))).toBe(0)
    expect(remainingMs({ deadlineAt: null, pausedAt: null }, NOON)).toBe(0)
  })

  it('shows whole seconds rounded up: 750 ms left shows 1 s, 59,001 ms shows 60 s', () => {
    expect(remainingSeconds(timed, at('2026-03-01T12:59:59.250Z'))).toBe(1)
    expect(remainingSeconds(timed, at('2026-03-01T12:59:00.999Z'))).toBe(60)
    expect(remainingSeconds(timed, at('2026-03-01T12:59:00.000Z'))).toBe(60)
    expect(remainingSeconds(timed, at('2026-03-01T12:58:59.999Z'))).toBe(61)
  })

  it('freezes the time left while paused, however long the pause', () => {
    const paused = { ...timed, pausedAt: at('2026-03-01T12:30:00.000Z') }
    expect(remainingMs(paused, at('2026-03-01T12:30:00.000Z'))).toBe(1_800_000)
    expect(remainingMs(paused, at('2026-03-02T09:00:00.000Z'))).toBe(1_800_000)
  })

  it('pausing keeps the seconds left; resuming moves the deadline by exactly the time left', () => {
    const pausedAt = at('2026-03-01T12:20:00.400Z')
    expect(pauseAt(timed, pausedAt)).toEqual({ pausedAt, remainingSecondsAtPause: 2400 })
    const paused = { ...timed, pausedAt }
    // 39 min 59.6 s were left; resumed at 15:00, the deadline is 15:39:59.600.
    expect(resumeAt(paused, at('2026-03-01T15:00:00.000Z'))).toEqual({
      pausedAt: null,
      remainingSecondsAtPause: null,
      deadlineAt: at('2026-03-01T15:39:59.600Z'),
    })
  })
})

describe('paper status rules', () => {
  it('a running timed paper expires at its deadline, not before, and never while paused', () => {
    expect(isExpired(timed, at('2026-03-01T12:59:59.999Z'))).toBe(false)
    expect(isExpired(timed, at('2026-03-01T13:00:00.000Z'))).toBe(true)
    expect(isExpired({ ...timed, pausedAt: NOON }, at('2026-03-01T14:00:00.000Z'))).toBe(false)
    expect(isExpired({ ...timed, status: 'completed' }, at('2026-03-01T14:00:00.000Z'))).toBe(false)
    const tutor = { ...timed, mode: 'tutor' as const, deadlineAt: null }
    expect(isExpired(tutor, at('2030-01-01T00:00:00.000Z'))).toBe(false)
  })

  it('takes answers only while in process and, when timed, not paused', () => {
    expect(isOpen(timed)).toBe(true)
    expect(isOpen({ ...timed, pausedAt: NOON })).toBe(false)
    expect(isOpen({ ...timed, status: 'completed' })).toBe(false)
    expect(isOpen({ ...timed, mode: 'tutor', pausedAt: NOON })).toBe(true)
  })

  it("refuses an answer with time's up, completed, paused or already answered", () => {
    const ranOut = { ...timed, status: 'completed' as const, completedAt: timed.deadlineAt }
    expect(refusalOf(ranOut)).toBe("Time's up! This test has been submitted.")
    const finishedEarly = {
      ...timed,
      status: 'completed' as const,
      completedAt: at('2026-03-01T12:10:00.000Z'),
    }
    expect(refusalOf(finishedEarly)).toBe('This test is already completed.')
    const tutorDone = { ...finishedEarly, mode: 'tutor' as const, deadlineAt: null }
    expect(refusalOf(tutorDone)).toBe(PAPER_MESSAGES.completed)
    expect(refusalOf({ ...timed, pausedAt: NOON })).toBe('The test is paused. Resume it to answer.')
    expect(refusalOf(timed)).toBe('This question has already been answered.')
  })

  it('paper codes are 10 characters without look-alike letters (no 0, O, 1, I)', () => {
    for (let i = 0; i < 50; i++) expect(newPaperCode()).toMatch(/^[A-HJ-NP-Z2-9]{10}$/)
  })
})
