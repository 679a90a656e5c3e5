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

// The edges of the planner (issue 18), with values worked out by hand: a day's budget at the
// media threshold and the flashcard bounds, unknown areas, ties, a missed assessment, what stands
// in for videos or notes when a list is empty, and what lies outside the plan.
const media = (plan: ReturnType<typeof buildStudyPlan>, dates: string[]) =>
  dates.map((d) => {
    const t = day(plan, d).tasks.find((x) => x.type === 'video' || x.type === 'notes')
    return t && 'id' in t ? t.id : null
  })

describe('a day budget at its edges', () => {
  it('45 minutes is the first day with a video or notes (11 minutes of it)', () => {
    expect(dayBudget(0.75, 1)).toEqual({ minutes: 45, flashcards: 10, media: 11, questions: 12 })
    expect(dayBudget(308 / 60, 7)).toEqual({ minutes: 44, flashcards: 10, media: 0, questions: 17 })
  })
  it('flashcards stop at 30 minutes; no study day counts as one', () => {
    expect(dayBudget(10, 2)).toEqual({ minutes: 300, flashcards: 30, media: 75, questions: 97 })
    expect(dayBudget(7, 0)).toEqual({ minutes: 420, flashcards: 30, media: 105, questions: 142 })
  })
})

describe('weights and picks at their edges', () => {
  it('5 answers make a score; 4 do not', () => {
    const w = areaWeights([
      { kind: 'subject', id: 'x', label: 'X', answered: 5, correct: 5 },
      { kind: 'subject', id: 'y', label: 'Y', answered: 4, correct: 4 },
    ])
    expect(w.map((a) => [a.score, a.weight])).toEqual([
      [1, 0.25],
      [null, 0.75],
    ])
  })
  it('no picks when nothing weighs; twice the weight, twice the picks', () => {
    expect(weightedPicks([0, 0], 3)).toEqual([])
    expect(weightedPicks([2, 1], 3)).toEqual([0, 1, 0])
    expect(weightedPicks([2, 1], 0)).toEqual([])
  })
})

describe('assessment days at their edges', () => {
  it('ties go to the earlier day; results in date order; none without study days', () => {
    expect(
      assessmentDays(['2026-03-08', '2026-03-10', '2026-03-22', '2026-03-24'], '2026-03-30'),
    ).toEqual(['2026-03-08', '2026-03-22'])
    expect(assessmentDays(['2026-03-01', '2026-03-02'], '2026-03-30')).toEqual([
      '2026-03-01',
      '2026-03-02',
    ])
    expect(assessmentDays(['2026-03-02'], '2026-03-30')).toEqual(['2026-03-02'])
    expect(assessmentDays([], '2026-03-30')).toEqual([])
  })
})

describe('buildStudyPlan at its edges', () => {
  it('days after today are upcoming; work done before the start or on the exam day is not counted', () => {
    const plan = buildStudyPlan({
      ...base,
      completed: [
        { day: '2026-03-01', questions: 10 },
        { day: '2026-03-30', questions: 10 },
      ],
    })
    expect(day(plan, '2026-03-04').status).toBe('upcoming')
    expect(day(plan, '2026-03-09')).toMatchObject({ kind: 'assessment', status: 'upcoming' })
    expect(plan).toMatchObject({ questionsDone: 0, questionsPlanned: 360, questionsBehind: 0 })
  })

  it('an assessment day missed keeps no tasks; one today shows the assessment and flashcards', () => {
    const missed = buildStudyPlan({ ...base, today: '2026-03-11' })
    expect(day(missed, '2026-03-09')).toEqual({
      date: '2026-03-09',
      weekday: 1,
      kind: 'assessment',
      status: 'missed',
      questions: 0,
      minutes: 0,
      tasks: [],
    })
    const today = buildStudyPlan({ ...base, today: '2026-03-09' })
    expect(day(today, '2026-03-09')).toMatchObject({ status: 'today', minutes: 168 })
  })

  it('the last question left: one area, no empty second task', () => {
    const plan = buildStudyPlan({
      ...base,
      today: '2026-03-27',
      completed: [{ day: '2026-03-02', questions: 359 }],
    })
    expect(day(plan, '2026-03-27')).toEqual({
      date: '2026-03-27',
      weekday: 5,
      kind: 'study',
      status: 'today',
      questions: 1,
      minutes: 50,
      tasks: [
        {
          type: 'questions',
          areaKind: 'subject',
          areaId: 'b',
          label: 'Pharmacology',
          count: 1,
          minutes: 2,
        },
        { type: 'flashcards', minutes: 18 },
        { type: 'notes', id: 'n1', title: 'Notes one', minutes: 30 },
      ],
    })
    expect(plan).toMatchObject({
      questionsDone: 359,
      questionsPlanned: 1,
      questionsBehind: 0,
      studyDaysLeft: 1,
    })
  })

  it('one area takes the whole day', () => {
    const plan = buildStudyPlan({ ...base, areas: [base.areas[0]!] })
    expect(day(plan, '2026-03-02').tasks[0]).toEqual({
      type: 'questions',
      areaKind: 'subject',
      areaId: 'a',
      label: 'Fundamentals',
      count: 36,
      minutes: 72,
    })
    expect(day(plan, '2026-03-02').tasks[1]).toEqual({ type: 'flashcards', minutes: 18 })
    expect(plan.weights).toEqual([
      { kind: 'subject', id: 'a', label: 'Fundamentals', score: 80, share: 100 },
    ])
  })

  it('videos only, notes only, or neither: the list there is, two days each, or no media', () => {
    const dates = ['2026-03-02', '2026-03-04', '2026-03-06', '2026-03-11', '2026-03-13']
    expect(media(buildStudyPlan({ ...base, notes: [] }), dates)).toEqual([
      'v1',
      'v1',
      'v2',
      'v2',
      'v1',
    ])
    const notes = [
      { id: 'n1', title: 'Notes one' },
      { id: 'n2', title: 'Notes two' },
    ]
    expect(media(buildStudyPlan({ ...base, videos: [], notes }), dates)).toEqual([
      'n1',
      'n1',
      'n2',
      'n2',
      'n1',
    ])
    const none = buildStudyPlan({ ...base, videos: [], notes: [] })
    expect(media(none, dates)).toEqual([null, null, null, null, null])
    expect(day(none, '2026-03-02').minutes).toBe(90)
  })

  it('a short day has no media at all', () => {
    const plan = buildStudyPlan({ ...base, hoursPerWeek: 2 })
    expect(day(plan, '2026-03-02').tasks.map((t) => t.type)).toEqual([
      'questions',
      'questions',
      'flashcards',
    ])
  })
})

describe('studyPlanProblem at its edges', () => {
  it('tomorrow and 366 days ahead are accepted; 367 is not', () => {
    const ok = { examDate: '2026-03-03', studyDays: [1], hoursPerWeek: 5 }
    expect(studyPlanProblem(ok, '2026-03-02')).toBeNull()
    expect(studyPlanProblem({ ...ok, examDate: '2027-03-03' }, '2026-03-02')).toBeNull()
    expect(studyPlanProblem({ ...ok, examDate: '2027-03-04' }, '2026-03-02')).toBe(
      'The exam date must be within a year.',
    )
    expect(studyPlanProblem({ ...ok, examDate: '2026-03-01' }, '2026-03-02')).toBe(
      'The exam date must be after today.',
    )
  })
})

describe('days of the past, the exam day, and a plan with no area yet', () => {
  it('a done day shows its questions at 2 minutes each; a missed day is still a study day', () => {
    const plan = buildStudyPlan({
      ...base,
      today: '2026-03-09',
      completed: [{ day: '2026-03-02', questions: 30 }],
    })
    expect(day(plan, '2026-03-02')).toEqual({
      date: '2026-03-02',
      weekday: 1,
      kind: 'study',
      status: 'done',
      questions: 30,
      minutes: 60,
      tasks: [],
    })
    expect(day(plan, '2026-03-04')).toMatchObject({ kind: 'study', status: 'missed', minutes: 0 })
    expect(day(plan, '2026-03-30')).toEqual({
      date: '2026-03-30',
      weekday: 1,
      kind: 'exam',
      status: null,
      questions: 0,
      minutes: 0,
      tasks: [],
    })
  })
  it('with no area known yet a day keeps its questions but names no area', () => {
    const plan = buildStudyPlan({ ...base, areas: [] })
    expect(day(plan, '2026-03-02')).toMatchObject({
      questions: 36,
      minutes: 48,
      tasks: [
        { type: 'flashcards', minutes: 18 },
        { type: 'video', id: 'v1', title: 'Video one', minutes: 30 },
      ],
    })
    expect(plan.weights).toEqual([])
  })
})
