import { describe, expect, it } from 'vitest'
import {
  ZAccountDeleteRequest,
  ZAccountPasswordChangeRequest,
  ZEmailChangeConfirm,
  ZEmailChangeRequest,
  ZNameChangeRequest,
} from './account'
import { ZChatMessagesQuery, ZChatStreamQuery, ZSendChatMessage } from './chat'
import {
  ZCreateFlashcardRequest,
  ZFlashcardParams,
  ZFlashcardSettings,
  ZUpdateFlashcardRequest,
} from './flashcards'
import { ZCreateHighlightRequest, ZHighlightTestRequest } from './highlights'
import { ZCategoryParams, ZLibrarySearchQuery, ZNoteParams, ZVideoParams } from './library'
import { ZAssessmentParams, ZReadinessAnswerRequest, ZTargetExamRequest } from './readiness'
import { ZScheduleDayRequest, ZScheduleSettings } from './schedule'

// The shared input schemas that no API test drives to their limits (issue 18): account changes,
// chat, flashcards, highlights, library queries, the study schedule and readiness requests. What
// they refuse (with the text the student reads), what they take at the limit, and that unknown
// keys are dropped before a service sees them.
const messages = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? [] : r.error!.issues.map((i) => i.message)
const paths = (r: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
  r.success ? [] : r.error!.issues.map((i) => i.path.join('.'))
const UUID = '7c9e6679-7425-40de-944b-e07fc1f90ae7'

describe('account', () => {
  it('a new name is trimmed, 1 to 120 characters, and nothing else is taken', () => {
    expect(ZNameChangeRequest.parse({ name: '  Ana Li ', role: 'admin' })).toEqual({
      name: 'Ana Li',
    })
    expect(messages(ZNameChangeRequest.safeParse({ name: '   ' }))).toEqual([
      'Please enter your name',
    ])
    expect(messages(ZNameChangeRequest.safeParse({}))).toEqual(['Please enter your name'])
    expect(messages(ZNameChangeRequest.safeParse({ name: 'n'.repeat(121) }))).toEqual([
      'Name is too long (120 characters at most)',
    ])
    expect(ZNameChangeRequest.safeParse({ name: 'n'.repeat(120) }).success).toBe(true)
  })

  it('an email change needs the current password (at most 200 characters)', () => {
    expect(
      ZEmailChangeRequest.parse({ newEmail: ' New@Example.COM ', password: 'x', userId: UUID }),
    ).toEqual({ newEmail: 'new@example.com', password: 'x' })
    expect(messages(ZEmailChangeRequest.safeParse({ newEmail: 'a@b.co', password: '' }))).toEqual([
      'Please enter your current password',
    ])
    expect(messages(ZEmailChangeRequest.safeParse({ newEmail: 'a@b.co' }))).toEqual([
      'Please enter your current password',
    ])
    expect(
      messages(ZEmailChangeRequest.safeParse({ newEmail: 'a@b.co', password: 'p'.repeat(201) })),
    ).toEqual(['Password is too long (200 characters at most)'])
    expect(
      ZEmailChangeRequest.safeParse({ newEmail: 'a@b.co', password: 'p'.repeat(200) }).success,
    ).toBe(true)
    expect(messages(ZEmailChangeRequest.safeParse({ newEmail: 'a@b', password: 'x' }))).toEqual([
      'Invalid email address',
    ])
  })

  it('the code mailed to the new address is exactly six digits', () => {
    expect(ZEmailChangeConfirm.parse({ code: ' 012345 ' })).toEqual({ code: '012345' })
    for (const code of ['12345', '1234567', '12a456', 'x123456', '123456x', ''])
      expect(messages(ZEmailChangeConfirm.safeParse({ code }))).toEqual(['The code has 6 digits'])
    expect(messages(ZEmailChangeConfirm.safeParse({ code: 123456 }))).toEqual([
      'The code has 6 digits',
    ])
  })

  it('a password change: current password, a new one of 8 to 128, confirmed', () => {
    const ok = { currentPassword: 'old one', newPassword: 'new password', confirmPassword: '' }
    ok.confirmPassword = ok.newPassword
    expect(ZAccountPasswordChangeRequest.parse({ ...ok, userId: UUID })).toEqual(ok)
    const differ = ZAccountPasswordChangeRequest.safeParse({ ...ok, confirmPassword: 'other' })
    expect(messages(differ)).toEqual(['Passwords do not match'])
    expect(paths(differ)).toEqual(['confirmPassword'])
    expect(
      messages(
        ZAccountPasswordChangeRequest.safeParse({
          ...ok,
          newPassword: 'short',
          confirmPassword: 'short',
        }),
      ),
    ).toEqual(['Password must be at least 8 characters'])
    expect(
      messages(ZAccountPasswordChangeRequest.safeParse({ ...ok, currentPassword: '' })),
    ).toEqual(['Please enter your current password'])
    expect(
      messages(
        ZAccountPasswordChangeRequest.safeParse({
          ...ok,
          newPassword: '',
          confirmPassword: '',
        }),
      ),
    ).toEqual(['Please enter a password'])
  })

  it('deleting the account needs the password', () => {
    expect(messages(ZAccountDeleteRequest.safeParse({ password: '' }))).toEqual([
      'Please enter your current password',
    ])
    expect(ZAccountDeleteRequest.parse({ password: 'secret', confirm: true })).toEqual({
      password: 'secret',
    })
  })
})

describe('chat', () => {
  it('a message is trimmed, not empty, at most 2000 characters', () => {
    expect(ZSendChatMessage.parse({ body: '  Hello  ', sender: 'admin' })).toEqual({
      body: 'Hello',
    })
    expect(messages(ZSendChatMessage.safeParse({ body: ' \n ' }))).toEqual([
      'Please write a message.',
    ])
    expect(messages(ZSendChatMessage.safeParse({}))).toEqual(['Please write a message.'])
    expect(messages(ZSendChatMessage.safeParse({ body: 'm'.repeat(2001) }))).toEqual([
      'Messages can be at most 2000 characters.',
    ])
    expect(ZSendChatMessage.safeParse({ body: 'm'.repeat(2000) }).success).toBe(true)
  })

  it('a page of messages: 50 by default, 1 to 100, before a message number of at least 1', () => {
    expect(ZChatMessagesQuery.parse({})).toEqual({ limit: 50 })
    expect(ZChatMessagesQuery.parse({ before: '12', limit: '100' })).toEqual({
      before: 12,
      limit: 100,
    })
    for (const q of [{ limit: '0' }, { limit: '101' }, { limit: '2.5' }, { before: '0' }])
      expect(ZChatMessagesQuery.safeParse(q).success).toBe(false)
  })

  it('the live stream needs a ticket of at most 500 characters; after is 0 or more', () => {
    expect(ZChatStreamQuery.parse({ ticket: 't', after: '0' })).toEqual({ ticket: 't', after: 0 })
    expect(ZChatStreamQuery.safeParse({ ticket: '' }).success).toBe(false)
    expect(ZChatStreamQuery.safeParse({ ticket: 't'.repeat(501) }).success).toBe(false)
    expect(ZChatStreamQuery.safeParse({ ticket: 't'.repeat(500) }).success).toBe(true)
    expect(ZChatStreamQuery.safeParse({ ticket: 't', after: '-1' }).success).toBe(false)
  })
})

describe('flashcards', () => {
  it('desired retention between 0.7 and 0.97, both included', () => {
    for (const desiredRetention of [0.7, 0.9, 0.97])
      expect(ZFlashcardSettings.parse({ desiredRetention })).toEqual({ desiredRetention })
    for (const desiredRetention of [0.69, 0.98])
      expect(messages(ZFlashcardSettings.safeParse({ desiredRetention }))).toEqual([
        'Desired retention must be between 0.7 and 0.97.',
      ])
  })

  it('a written card: front 1-500 and back 1-2000 characters after trimming', () => {
    expect(
      ZCreateFlashcardRequest.parse({ source: 'custom', front: ' Q ', back: ' A ', deck: 'x' }),
    ).toEqual({ source: 'custom', front: 'Q', back: 'A' })
    expect(
      messages(ZCreateFlashcardRequest.safeParse({ source: 'custom', front: '  ', back: '' })),
    ).toEqual(['Enter the front.', 'Enter the back.'])
    expect(
      messages(
        ZCreateFlashcardRequest.safeParse({
          source: 'custom',
          front: 'f'.repeat(501),
          back: 'b'.repeat(2001),
        }),
      ),
    ).toEqual([
      'The front can be at most 500 characters.',
      'The back can be at most 2000 characters.',
    ])
    expect(
      ZCreateFlashcardRequest.safeParse({
        source: 'custom',
        front: 'f'.repeat(500),
        back: 'b'.repeat(2000),
      }).success,
    ).toBe(true)
  })

  it('a card from a question: a paper code of 1-40 characters and a position 1-1000', () => {
    expect(
      ZCreateFlashcardRequest.parse({ source: 'question', code: ' AB12 ', position: 3 }),
    ).toEqual({ source: 'question', code: 'AB12', position: 3 })
    for (const bad of [
      { code: ' ', position: 1 },
      { code: 'c'.repeat(41), position: 1 },
      { code: 'AB12', position: 0 },
      { code: 'AB12', position: 1001 },
      { code: 'AB12', position: 1.5 },
    ])
      expect(ZCreateFlashcardRequest.safeParse({ source: 'question', ...bad }).success).toBe(false)
    expect(
      ZCreateFlashcardRequest.safeParse({
        source: 'question',
        code: 'c'.repeat(40),
        position: 1000,
      }).success,
    ).toBe(true)
    expect(
      ZCreateFlashcardRequest.safeParse({ source: 'deck', front: 'Q', back: 'A' }).success,
    ).toBe(false)
  })

  it('a card id is a UUID; suspending takes a boolean', () => {
    expect(ZFlashcardParams.safeParse({ id: 'not-a-uuid' }).success).toBe(false)
    expect(ZFlashcardParams.parse({ id: UUID })).toEqual({ id: UUID })
    expect(ZUpdateFlashcardRequest.safeParse({ suspended: 'yes' }).success).toBe(false)
  })
})

describe('highlights', () => {
  const ok = { field: 'stem', start: 4, end: 9, text: 'heart' }
  it('the text must be exactly the range it claims', () => {
    expect(ZCreateHighlightRequest.parse({ ...ok, color: 'red' })).toEqual(ok)
    for (const bad of [
      { ...ok, end: 8 },
      { ...ok, start: 5 },
      { ...ok, start: 9, end: 9, text: 'h' },
      { ...ok, start: 10, end: 5, text: 'heart' },
    ]) {
      const r = ZCreateHighlightRequest.safeParse(bad)
      expect(messages(r)).toEqual(['The highlighted text does not match its range.'])
      expect(paths(r)).toEqual(['text'])
    }
  })
  it('offsets 0 to 100000, texts 1 to 2000 characters, a stem or an explanation', () => {
    expect(
      ZCreateHighlightRequest.safeParse({ field: 'explanation', start: 0, end: 1, text: 'a' })
        .success,
    ).toBe(true)
    expect(
      ZCreateHighlightRequest.safeParse({
        field: 'stem',
        start: 98_000,
        end: 100_000,
        text: 't'.repeat(2000),
      }).success,
    ).toBe(true)
    for (const bad of [
      { field: 'stem', start: -1, end: 1, text: 'ab' },
      { field: 'stem', start: 98_001, end: 100_001, text: 't'.repeat(2000) },
      { field: 'stem', start: 0, end: 2001, text: 't'.repeat(2001) },
      { field: 'options', start: 0, end: 1, text: 'a' },
      { field: 'stem', start: 0, end: 0, text: '' },
    ])
      expect(ZCreateHighlightRequest.safeParse(bad).success).toBe(false)
  })
  it('a test of highlighted questions: tutor and 75 by default, 1 to 75', () => {
    expect(ZHighlightTestRequest.parse({})).toEqual({ mode: 'tutor', count: 75 })
    expect(ZHighlightTestRequest.parse({ mode: 'time', count: 1 })).toEqual({
      mode: 'time',
      count: 1,
    })
    for (const bad of [{ count: 0 }, { count: 76 }, { mode: 'exam' }])
      expect(ZHighlightTestRequest.safeParse(bad).success).toBe(false)
  })
})

describe('library', () => {
  it('an id that is no UUID reads as not found, with the thing it names', () => {
    expect(messages(ZCategoryParams.safeParse({ id: '42' }))).toEqual(['Category not found.'])
    expect(messages(ZVideoParams.safeParse({ id: '42' }))).toEqual(['Video not found.'])
    expect(messages(ZNoteParams.safeParse({ id: '42' }))).toEqual(['Note not found.'])
    expect(ZVideoParams.parse({ id: UUID })).toEqual({ id: UUID })
  })
  it('a search: page 1 and 8 a page by default, at most 50 a page, a trimmed text of 100 at most', () => {
    expect(ZLibrarySearchQuery.parse({})).toEqual({ page: 1, pageSize: 8, q: undefined })
    expect(ZLibrarySearchQuery.parse({ page: '3', pageSize: '50', q: '  heart  ' })).toEqual({
      page: 3,
      pageSize: 50,
      q: 'heart',
    })
    expect(ZLibrarySearchQuery.parse({ q: '   ' }).q).toBeUndefined()
    expect(messages(ZLibrarySearchQuery.safeParse({ q: 'q'.repeat(101) }))).toEqual([
      'Search for at most 100 characters.',
    ])
    expect(ZLibrarySearchQuery.parse({ q: 'q'.repeat(100) }).q).toBe('q'.repeat(100))
    for (const bad of [{ page: '0' }, { page: '10001' }, { pageSize: '0' }, { pageSize: '51' }])
      expect(ZLibrarySearchQuery.safeParse(bad).success).toBe(false)
    expect(ZLibrarySearchQuery.parse({ page: '10000' }).page).toBe(10_000)
  })
})

describe('study schedule', () => {
  const ok = { examDate: '2027-03-01', studyDays: [1, 3, 5], hoursPerWeek: 10 }
  it('takes an exam date, the study days, the hours; UTC when no time zone is said', () => {
    expect(ZScheduleSettings.parse({ ...ok, startDate: '2026-01-01' })).toEqual({
      ...ok,
      timeZone: 'UTC',
    })
    expect(ZScheduleSettings.parse({ ...ok, timeZone: 'America/Toronto' }).timeZone).toBe(
      'America/Toronto',
    )
  })
  it('a date is written YYYY-MM-DD and nothing else', () => {
    for (const examDate of ['2027-3-01', '01/03/2027', '2027-03-01T00:00:00Z', ' 2027-03-01'])
      expect(messages(ZScheduleSettings.safeParse({ ...ok, examDate }))).toEqual([
        'Use a date like 2026-09-30',
      ])
    expect(messages(ZScheduleDayRequest.safeParse({ date: 'today', done: true }))).toEqual([
      'Use a date like 2026-09-30',
    ])
    expect(ZScheduleDayRequest.parse({ date: '2027-01-04', done: false })).toEqual({
      date: '2027-01-04',
      done: false,
    })
  })
  it('study days: at least one, each weekday 0-6 once', () => {
    expect(messages(ZScheduleSettings.safeParse({ ...ok, studyDays: [] }))).toEqual([
      'Choose at least one day of the week.',
    ])
    expect(messages(ZScheduleSettings.safeParse({ ...ok, studyDays: [1, 1] }))).toEqual([
      'Each day once',
    ])
    expect(ZScheduleSettings.parse({ ...ok, studyDays: [0, 1, 2, 3, 4, 5, 6] }).studyDays).toEqual([
      0, 1, 2, 3, 4, 5, 6,
    ])
    for (const studyDays of [[7], [-1], [0, 1, 2, 3, 4, 5, 6, 0]])
      expect(ZScheduleSettings.safeParse({ ...ok, studyDays }).success).toBe(false)
  })
  it('1 to 80 hours a week; a time zone of 1 to 64 characters', () => {
    expect(messages(ZScheduleSettings.safeParse({ ...ok, hoursPerWeek: 0 }))).toEqual([
      'At least 1 hour a week',
    ])
    expect(messages(ZScheduleSettings.safeParse({ ...ok, hoursPerWeek: 81 }))).toEqual([
      'At most 80 hours a week',
    ])
    for (const hoursPerWeek of [1, 80])
      expect(ZScheduleSettings.safeParse({ ...ok, hoursPerWeek }).success).toBe(true)
    expect(ZScheduleSettings.safeParse({ ...ok, timeZone: '' }).success).toBe(false)
    expect(ZScheduleSettings.safeParse({ ...ok, timeZone: 'z'.repeat(65) }).success).toBe(false)
  })
})

describe('readiness requests', () => {
  it('the target exam is one of the three, said in words', () => {
    expect(ZTargetExamRequest.parse({ exam: 'rex-pn' })).toEqual({ exam: 'rex-pn' })
    expect(messages(ZTargetExamRequest.safeParse({ exam: 'nclex' }))).toEqual([
      'Choose NCLEX-RN, NCLEX-PN or REx-PN',
    ])
  })
  it('an answer names its position 1-1000; an assessment id that is no UUID is not found', () => {
    const answer = { type: 'mcq', choice: 'a' }
    for (const position of [0, 1001, 2.5])
      expect(ZReadinessAnswerRequest.safeParse({ position, answer }).success).toBe(false)
    expect(ZReadinessAnswerRequest.safeParse({ position: '1000', answer }).success).toBe(true)
    expect(messages(ZAssessmentParams.safeParse({ id: 'abc' }))).toEqual(['Assessment not found.'])
  })
})
