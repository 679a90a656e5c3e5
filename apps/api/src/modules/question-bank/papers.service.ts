import { randomInt } from 'node:crypto'
import { PAGE_SIZE } from '@nurseready/shared/constants/spec'
import {
  isCorrect,
  marksFor,
  percentage,
  type TAnswer,
  type TAnswerKey,
} from '@nurseready/shared/domain/grading'
import type {
  TAnsweredQuestion,
  TCreatePaperResponse,
  TDashboardCounts,
  TPaperState,
  TPaperSummary,
  TSubjectList,
  TSubmitAnswerResponse,
} from '@nurseready/shared/schemas/question-bank'
import type { Clock } from '../../lib/clock'
import { AppError } from '../../lib/errors'
import type { ItemRow, PaperRow, PapersRepository, QuestionRow } from './papers.repository'

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

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'
/** A short, unguessable paper code: 10 characters of a 32-letter alphabet (50 bits). */
export function newPaperCode(): string {
  return Array.from({ length: 10 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('')
}

type Deps = { repo: PapersRepository; clock: Clock; timedTestSeconds: number }

export function papersService({ repo, clock, timedTestSeconds }: Deps) {
  /** Exact time left in ms: while paused it is frozen at (deadline - pausedAt), never rounded. */
  const remainingMs = (p: PaperRow, now: Date) => {
    if (!p.deadlineAt) return 0
    const at = p.pausedAt ?? now
    return Math.max(0, p.deadlineAt.getTime() - at.getTime())
  }
  /** Whole seconds shown to the student (a countdown shows 60 until a full second has passed). */
  const remainingSeconds = (p: PaperRow, now: Date) => Math.ceil(remainingMs(p, now) / 1000)

  const isExpired = (p: PaperRow, now: Date) =>
    p.mode === 'time' &&
    p.status === 'in process' &&
    !p.pausedAt &&
    p.deadlineAt !== null &&
    p.deadlineAt <= now

  function summary(p: PaperRow, subject: string): TPaperSummary {
    return {
      code: p.code,
      style: p.style,
      mode: p.mode,
      subject,
      status: p.status,
      questionCount: p.questionCount,
      answeredCount: p.answeredCount,
      marksScored: p.marksScored,
      marksPossible: p.marksPossible,
      percent: percentage(p.marksScored, p.marksPossible),
      createdAt: p.createdAt.toISOString(),
      completedAt: p.completedAt?.toISOString() ?? null,
    }
  }

  /** Completes a timed paper whose deadline has passed (the server keeps time). */
  async function completeIfExpired(paper: PaperRow): Promise<PaperRow> {
    if (!isExpired(paper, clock.now())) return paper
    return repo.updatePaper(paper.id, { status: 'completed', completedAt: paper.deadlineAt })
  }

  /** The user's paper by code; another user's code is not found. */
  async function loadPaper(userId: string, code: string) {
    const found = await repo.findPaper(userId, code)
    if (!found) throw new AppError('not_found', PAPER_MESSAGES.notFound)
    return { paper: await completeIfExpired(found.paper), subject: found.subject }
  }

  function keyOf(q: QuestionRow): TAnswerKey {
    if (q.type === 'matrix')
      return {
        type: 'matrix',
        rows: (q.rows ?? []).map((r) => ({ id: r.id, indicated: r.indicated })),
      }
    return { type: q.type, answers: q.answers }
  }

  function questionDto(
    p: PaperRow,
    item: ItemRow,
    q: QuestionRow,
    subject: string,
  ): TAnsweredQuestion {
    // The key and explanation are revealed only once the question is answered or the paper is done.
    const reveal = item.answeredAt !== null || p.status === 'completed'
    return {
      code: p.code,
      position: item.position,
      total: p.questionCount,
      style: q.style,
      type: q.type,
      subject,
      stem: q.stem,
      options: q.type === 'mcq' || q.type === 'multi' ? q.options : [],
      headings: q.headings ?? [],
      rows: (q.rows ?? []).map((r) => ({ id: r.id, text: r.text })),
      marks: item.marksPossible,
      answered: item.answeredAt !== null,
      note: item.note,
      given: (item.answer as TAnswer | null) ?? null,
      correct: item.isCorrect,
      marksAwarded: item.marksAwarded,
      key: reveal ? keyOf(q) : null,
      explanation: reveal ? (q.explanation ?? null) : null,
      answeredAt: item.answeredAt?.toISOString() ?? null,
    }
  }

  async function state(userId: string, code: string): Promise<TPaperState> {
    const { paper, subject } = await loadPaper(userId, code)
    return stateOf(paper, subject)
  }

  async function stateOf(paper: PaperRow, subject: string): Promise<TPaperState> {
    const now = clock.now()
    return {
      ...summary(paper, subject),
      timer:
        paper.mode === 'time'
          ? {
              limitSeconds: paper.timeLimitSeconds ?? timedTestSeconds,
              remainingSeconds: paper.status === 'completed' ? 0 : remainingSeconds(paper, now),
              paused: paper.pausedAt !== null,
              deadline:
                paper.pausedAt || paper.status === 'completed'
                  ? null
                  : (paper.deadlineAt?.toISOString() ?? null),
            }
          : null,
      nextPosition: paper.status === 'completed' ? null : await repo.nextUnanswered(paper.id),
    }
  }

  return {
    async listSubjects(
      userId: string,
      style: string | undefined,
      page: number,
      pageSize: number = PAGE_SIZE.createTest,
    ): Promise<TSubjectList> {
      const { rows, totals } = await repo.listSubjectStats(
        userId,
        style,
        pageSize,
        (page - 1) * pageSize,
      )
      return {
        items: rows.map((r) => ({
          id: r.id,
          name: r.name,
          totalQuestions: r.total,
          usedQuestions: r.used,
        })),
        total: totals.subjects,
        page,
        pageSize,
        allQuestions: totals.all,
        usedQuestions: totals.used,
      }
    },

    async create(
      userId: string,
      input: {
        style: 'traditional' | 'nextgen'
        mode: 'tutor' | 'time'
        subjectId: string
        count: number
      },
    ): Promise<TCreatePaperResponse> {
      if (!(await repo.findSubject(input.subjectId)))
        throw new AppError('not_found', PAPER_MESSAGES.subjectNotFound)
      const now = clock.now()
      const paper = await repo.transaction(async (tx) => {
        const picked = await repo.pickQuestions(
          tx,
          userId,
          input.subjectId,
          input.style,
          input.count,
        )
        if (picked.length === 0) throw new AppError('unprocessable', PAPER_MESSAGES.noQuestions)
        const marks = picked.map((q) => marksFor(q.marks))
        const timed = input.mode === 'time'
        const row = await repo.insertPaper(tx, {
          code: newPaperCode(),
          userId,
          style: input.style,
          mode: input.mode,
          subjectId: input.subjectId,
          questionCount: picked.length,
          marksPossible: marks.reduce((a, b) => a + b, 0),
          timeLimitSeconds: timed ? timedTestSeconds : null,
          deadlineAt: timed ? new Date(now.getTime() + timedTestSeconds * 1000) : null,
          createdAt: now,
        })
        await repo.insertItems(
          tx,
          picked.map((q, i) => ({
            paperId: row.id,
            position: i + 1,
            questionId: q.id,
            marksPossible: marks[i]!,
          })),
        )
        return row
      })
      const fewer = paper.questionCount < input.count
      return {
        code: paper.code,
        requested: input.count,
        questionCount: paper.questionCount,
        message: fewer
          ? `Only ${paper.questionCount} questions are available for this subject and tutor type, so your test has ${paper.questionCount} questions.`
          : PAPER_MESSAGES.created,
      }
    },

    async list(userId: string, page: number, pageSize: number = PAGE_SIZE.dashboard) {
      await repo.completeExpired(userId, clock.now())
      const { rows, total } = await repo.listPapers(userId, pageSize, (page - 1) * pageSize)
      return { items: rows.map((r) => summary(r.paper, r.subject)), total, page, pageSize }
    },

    state,

    async question(userId: string, code: string, position: number): Promise<TAnsweredQuestion> {
      const row = await repo.findPaperItem(userId, code, position)
      if (!row) throw new AppError('not_found', PAPER_MESSAGES.notFound)
      if (!row.item || !row.question)
        throw new AppError('not_found', PAPER_MESSAGES.questionNotFound)
      const paper = await completeIfExpired(row.paper)
      return questionDto(paper, row.item, row.question, row.subject)
    },

    async answer(
      userId: string,
      code: string,
      position: number,
      answer: TAnswer,
    ): Promise<TSubmitAnswerResponse> {
      const row = await repo.findPaperItem(userId, code, position)
      if (!row) throw new AppError('not_found', PAPER_MESSAGES.notFound)
      const now = clock.now()
      const paper = await completeIfExpired(row.paper)
      const refuse = (p: PaperRow): never => {
        if (p.status === 'completed') {
          // Completed by its deadline (not finished early by the student).
          const ranOut =
            p.mode === 'time' &&
            p.deadlineAt !== null &&
            p.completedAt !== null &&
            p.completedAt >= p.deadlineAt
          throw new AppError('conflict', ranOut ? PAPER_MESSAGES.timeUp : PAPER_MESSAGES.completed)
        }
        if (p.mode === 'time' && p.pausedAt) throw new AppError('conflict', PAPER_MESSAGES.paused)
        throw new AppError('conflict', PAPER_MESSAGES.answered)
      }
      if (paper.status === 'completed' || (paper.mode === 'time' && paper.pausedAt)) refuse(paper)
      if (!row.item || !row.question)
        throw new AppError('not_found', PAPER_MESSAGES.questionNotFound)
      if (row.item.answeredAt) throw new AppError('conflict', PAPER_MESSAGES.answered)
      if (answer.type !== row.question.type)
        throw new AppError('bad_request', PAPER_MESSAGES.wrongType)

      const correct = isCorrect(keyOf(row.question), answer)
      const marksAwarded = correct ? row.item.marksPossible : 0
      // One atomic statement re-checks everything above against concurrent requests.
      const paperStatus = await repo.saveAnswer(
        paper.id,
        row.item.id,
        { answer, isCorrect: correct, marksAwarded },
        now,
      )
      if (!paperStatus) {
        const latest = await repo.findPaperItem(userId, code, position)
        return refuse(latest ? await completeIfExpired(latest.paper) : paper)
      }
      const item: ItemRow = {
        ...row.item,
        answer,
        isCorrect: correct,
        marksAwarded,
        answeredAt: now,
      }
      const answered = { ...paper, status: paperStatus }
      return {
        status: 'complete',
        result:
          paper.mode === 'tutor' ? questionDto(answered, item, row.question, row.subject) : null,
        paperStatus,
      }
    },

    async saveNote(userId: string, code: string, position: number, note: string) {
      const row = await repo.findPaperItem(userId, code, position)
      if (!row) throw new AppError('not_found', PAPER_MESSAGES.notFound)
      if (!row.item) throw new AppError('not_found', PAPER_MESSAGES.questionNotFound)
      await repo.saveNote(row.item.id, note.trim())
    },

    async pause(userId: string, code: string): Promise<TPaperState> {
      const { paper, subject } = await loadPaper(userId, code)
      if (paper.mode !== 'time') throw new AppError('bad_request', PAPER_MESSAGES.notTimed)
      if (paper.status === 'completed') throw new AppError('conflict', PAPER_MESSAGES.completed)
      if (paper.pausedAt) return stateOf(paper, subject)
      const now = clock.now()
      const updated = await repo.updatePaper(paper.id, {
        pausedAt: now,
        remainingSecondsAtPause: remainingSeconds(paper, now),
      })
      return stateOf(updated, subject)
    },

    async resume(userId: string, code: string): Promise<TPaperState> {
      const { paper, subject } = await loadPaper(userId, code)
      if (paper.mode !== 'time') throw new AppError('bad_request', PAPER_MESSAGES.notTimed)
      if (paper.status === 'completed') throw new AppError('conflict', PAPER_MESSAGES.completed)
      if (!paper.pausedAt) return stateOf(paper, subject)
      const now = clock.now()
      const updated = await repo.updatePaper(paper.id, {
        pausedAt: null,
        remainingSecondsAtPause: null,
        deadlineAt: new Date(now.getTime() + remainingMs(paper, now)),
      })
      return stateOf(updated, subject)
    },

    async finish(userId: string, code: string): Promise<TPaperState> {
      const { paper, subject } = await loadPaper(userId, code)
      if (paper.status === 'completed') return stateOf(paper, subject)
      const updated = await repo.updatePaper(paper.id, {
        status: 'completed',
        completedAt: clock.now(),
        pausedAt: null,
      })
      return stateOf(updated, subject)
    },

    async dashboard(userId: string, upcomingWebinars: number): Promise<TDashboardCounts> {
      const t = await repo.dashboardTotals(userId, clock.now())
      return { ...t, upcomingWebinars, overallPercent: percentage(t.marksScored, t.marksPossible) }
    },

    async analytics(userId: string, upcomingWebinars: number) {
      await repo.completeExpired(userId, clock.now())
      const [t, subjects] = await Promise.all([
        repo.dashboardTotals(userId, clock.now()),
        repo.subjectTotals(userId),
      ])
      return {
        totals: {
          ...t,
          upcomingWebinars,
          overallPercent: percentage(t.marksScored, t.marksPossible),
        },
        subjects: subjects.map((s) => ({
          ...s,
          totalQuestions: s.correct + s.incorrect + s.notAttempted,
        })),
      }
    },
  }
}

export type PapersService = ReturnType<typeof papersService>
