import { describe, expect, it } from 'vitest'
import {
  addDays,
  areaWeights,
  assessmentDays,
  buildStudyPlan,
  dayBudget,
  type StudyPlanInput,
  studyPlanProblem,
  weekdayOf,
  weightedPicks,
} from './study-plan'

// Monday 2 March 2026 to the exam on Monday 30 March; Mon/Wed/Fri, 6 hours a week.
const base: StudyPlanInput = {
  today: '2026-03-02',
  startDate: '2026-03-02',
  examDate: '2026-03-30',
  studyDays: [1, 3, 5],
  hoursPerWeek: 6,
  areas: [
    { kind: 'subject', id: 'a', label: 'Fundamentals', answered: 10, correct: 8 },
    { kind: 'subject', id: 'b', label: 'Pharmacology', answered: 10, correct: 4 },
    { kind: 'clientNeed', id: 'c', label: 'Psychosocial Integrity', answered: 2, correct: 0 },
  ],
  videos: [
    { id: 'v1', title: 'Video one' },
    { id: 'v2', title: 'Video two' },
  ],
  notes: [{ id: 'n1', title: 'Notes one' }],
  completed: [],
}
const day = (plan: ReturnType<typeof buildStudyPlan>, date: string) =>
  plan.days.find((d) => d.date === date)!

describe('calendar arithmetic', () => {
  it('adds days across months and knows the weekday', () => {
    expect(addDays('2026-02-27', 3)).toBe('2026-03-02')
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01')
    expect(weekdayOf('2026-03-02')).toBe(1)
    expect(weekdayOf('2026-03-29')).toBe(0)
  })
})

describe('a study day', () => {
  it('120 minutes: 18 of flashcards, 30 of video or notes, 36 questions', () => {
    expect(dayBudget(6, 3)).toEqual({ minutes: 120, flashcards: 18, media: 30, questions: 36 })
  })
  it('30 minutes: 10 of flashcards, no media, 10 questions; never fewer than 5', () => {
    expect(dayBudget(3.5, 7)).toEqual({ minutes: 30, flashcards: 10, media: 0, questions: 10 })
    expect(dayBudget(1, 7)).toEqual({ minutes: 9, flashcards: 10, media: 0, questions: 5 })
  })
})

describe('weights', () => {
  it('weak areas weigh more; unknown areas count as 50 %', () => {
    const w = areaWeights(base.areas).map((a) => [a.score, Number(a.weight.toFixed(2))])
    expect(w).toEqual([
      [0.8, 0.45],
      [0.4, 0.85],
      [null, 0.75],
    ])
  })
  it('picks follow the weights, spread out', () => {
    expect(weightedPicks([0.45, 0.85, 0.75], 8)).toEqual([1, 2, 0, 1, 2, 1, 2, 0])
    expect(weightedPicks([1, 1], 4)).toEqual([0, 1, 0, 1])
    expect(weightedPicks([], 3)).toEqual([])
  })
})

describe('readiness assessments', () => {
  it('on the study days nearest 3 weeks and 1 week before the exam', () => {
    const studyDates = [
      '2026-03-02',
      '2026-03-04',
      '2026-03-06',
      '2026-03-09',
      '2026-03-11',
      '2026-03-23',
      '2026-03-25',
    ]
    expect(assessmentDays(studyDates, '2026-03-30')).toEqual(['2026-03-09', '2026-03-23'])
    // A short plan: the nearest distinct days.
    expect(assessmentDays(['2026-03-27', '2026-03-28'], '2026-03-30')).toEqual([
      '2026-03-27',
      '2026-03-28',
    ])
  })
})

describe('buildStudyPlan', () => {
  it('lays out every day from the start to the exam', () => {
    const plan = buildStudyPlan(base)
    expect(plan.days).toHaveLength(29)
    expect(plan.days[0]).toMatchObject({ date: '2026-03-02', kind: 'study', status: 'today' })
    expect(day(plan, '2026-03-03')).toMatchObject({ kind: 'rest', status: null, tasks: [] })
    expect(day(plan, '2026-03-30')).toMatchObject({ kind: 'exam' })
    expect(plan.days.filter((d) => d.kind === 'assessment').map((d) => d.date)).toEqual([
      '2026-03-09',
      '2026-03-23',
    ])
    // 12 study days, 2 of them assessments: 10 × 36 questions.
    expect(plan).toMatchObject({
      minutesPerDay: 120,
      dailyQuestions: 36,
      questionTarget: 360,
      questionsDone: 0,
      questionsPlanned: 360,
      questionsBehind: 0,
      studyDaysLeft: 12,
    })
    expect(plan.weights.map((w) => [w.id, w.score, w.share])).toEqual([
      ['a', 80, 22],
      ['b', 40, 41],
      ['c', null, 37],
    ])
  })

  it('splits each day between two areas (60/40), weighted toward the weak ones', () => {
    const plan = buildStudyPlan(base)
    expect(day(plan, '2026-03-02').tasks).toEqual([
      {
        type: 'questions',
        areaKind: 'subject',
        areaId: 'b',
        label: 'Pharmacology',
        count: 22,
        minutes: 44,
      },
      {
        type: 'questions',
        areaKind: 'clientNeed',
        areaId: 'c',
        label: 'Psychosocial Integrity',
        count: 14,
        minutes: 28,
      },
      { type: 'flashcards', minutes: 18 },
      { type: 'video', id: 'v1', title: 'Video one', minutes: 30 },
    ])
    expect(day(plan, '2026-03-04').tasks).toEqual([
      {
        type: 'questions',
        areaKind: 'subject',
        areaId: 'a',
        label: 'Fundamentals',
        count: 22,
        minutes: 44,
      },
      {
        type: 'questions',
        areaKind: 'subject',
        areaId: 'b',
        label: 'Pharmacology',
        count: 14,
        minutes: 28,
      },
      { type: 'flashcards', minutes: 18 },
      { type: 'notes', id: 'n1', title: 'Notes one', minutes: 30 },
    ])
    expect(day(plan, '2026-03-06').tasks.at(-1)).toEqual({
      type: 'video',
      id: 'v2',
      title: 'Video two',
      minutes: 30,
    })
    expect(day(plan, '2026-03-09').tasks).toEqual([
      { type: 'assessment', minutes: 150 },
      { type: 'flashcards', minutes: 18 },
    ])
    // Over the plan, the weakest area gets the most questions.
    const byArea = new Map<string, number>()
    for (const d of plan.days)
      for (const t of d.tasks)
        if (t.type === 'questions') byArea.set(t.areaId, (byArea.get(t.areaId) ?? 0) + t.count)
    expect(Object.fromEntries(byArea)).toEqual({ a: 86, b: 144, c: 130 })
  })

  it('moves a missed day forward onto the days left', () => {
    const plan = buildStudyPlan({
      ...base,
      today: '2026-03-09',
      completed: [
        { day: '2026-03-02', questions: 36 },
        { day: '2026-03-06', questions: 36 },
      ],
    })
    expect(day(plan, '2026-03-02')).toMatchObject({ status: 'done', questions: 36 })
    expect(day(plan, '2026-03-04')).toMatchObject({ status: 'missed', questions: 0, tasks: [] })
    // 360 − 72 = 288 questions over the 7 practice days left: 42 then 41 each.
    expect(
      plan.days.filter((d) => d.kind === 'study' && d.date >= '2026-03-09').map((d) => d.questions),
    ).toEqual([42, 41, 41, 41, 41, 41, 41])
    expect(plan).toMatchObject({
      questionsDone: 72,
      questionsPlanned: 288,
      questionsBehind: 0,
      studyDaysLeft: 9,
    })
  })

  it('never loads a day past 1.5 times its capacity: the rest is reported as behind', () => {
    const plan = buildStudyPlan({ ...base, today: '2026-03-25' })
    expect(day(plan, '2026-03-25').questions).toBe(54)
    expect(day(plan, '2026-03-27').questions).toBe(54)
    expect(plan).toMatchObject({ questionsPlanned: 108, questionsBehind: 252, studyDaysLeft: 2 })
  })

  it('re-weights when results change', () => {
    const better = buildStudyPlan({
      ...base,
      areas: [
        { ...base.areas[0]!, answered: 20, correct: 4 },
        { ...base.areas[1]!, answered: 20, correct: 19 },
        base.areas[2]!,
      ],
    })
    const first = day(better, '2026-03-02').tasks[0]
    expect(first).toMatchObject({ type: 'questions', areaId: 'a', count: 22 })
    expect(better.weights.map((w) => w.share)).toEqual([50, 14, 36])
  })

  it('is deterministic', () => {
    expect(buildStudyPlan(base)).toEqual(buildStudyPlan(structuredClone(base)))
  })
})

describe('studyPlanProblem', () => {
  it('needs an exam after today and within a year, and a day of the week', () => {
    const ok = { examDate: '2026-03-30', studyDays: [1], hoursPerWeek: 5 }
    expect(studyPlanProblem(ok, '2026-03-02')).toBeNull()
    expect(studyPlanProblem({ ...ok, examDate: '2026-03-02' }, '2026-03-02')).toBe(
      'The exam date must be after today.',
    )
    expect(studyPlanProblem({ ...ok, examDate: '2027-03-04' }, '2026-03-02')).toBe(
      'The exam date must be within a year.',
    )
    expect(studyPlanProblem({ ...ok, studyDays: [] }, '2026-03-02')).toBe(
      'Choose at least one day of the week.',
    )
  })
})
