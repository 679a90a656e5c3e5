import { DAY_MS } from './time'

/**
 * The smart study schedule (issue 14 section 5): a pure, deterministic planner. Given the exam
 * date, the study days and hours, the student's scores per area, the library and the days
 * already done, it lays out every day from the plan's start to the exam. Work of a missed day
 * moves forward onto the days left; new results change the weights of the days to come.
 * Dates are calendar dates (YYYY-MM-DD), computed in UTC so no time zone can shift them.
 */

export const STUDY_PLAN_RULES = {
  /** One practice question with its rationale read: minutes. */
  minutesPerQuestion: 2,
  /** Flashcard review each study day: 15 % of the day, 10 to 30 minutes. */
  flashcardShare: 0.15,
  flashcardMin: 10,
  flashcardMax: 30,
  /** A video or a notes file on days of at least 45 minutes: 25 % of the day. */
  mediaShare: 0.25,
  mediaFromMinutes: 45,
  /** The fewest questions a study day holds. */
  minQuestions: 5,
  /** Work moved forward never makes a day longer than 1.5 times its capacity. */
  maxLoad: 1.5,
  /** Readiness assessments (2 per plan period) about 3 weeks and 1 week before the exam. */
  assessmentDaysBeforeExam: [21, 7],
  assessmentMinutes: 150,
  /** Areas with fewer answers than this count as 50 % (not known yet). */
  minAnswersForScore: 5,
  /** Added to every area's weakness, so strong areas still come back now and then. */
  weightFloor: 0.25,
  /** The furthest exam date accepted: days from today. */
  maxDaysAhead: 366,
} as const

export type StudyAreaKind = 'subject' | 'clientNeed'
export type StudyArea = {
  kind: StudyAreaKind
  /** A subject id or a client-need id. */
  id: string
  label: string
  answered: number
  correct: number
}
export type StudyItem = { id: string; title: string }

export type StudyPlanInput = {
  today: string
  startDate: string
  examDate: string
  /** 0 = Sunday … 6 = Saturday. */
  studyDays: number[]
  hoursPerWeek: number
  areas: StudyArea[]
  videos: StudyItem[]
  notes: StudyItem[]
  /** Days the student marked done, with the questions they held then. */
  completed: Array<{ day: string; questions: number }>
}

export type StudyTask =
  | {
      type: 'questions'
      areaKind: StudyAreaKind
      areaId: string
      label: string
      count: number
      minutes: number
    }
  | { type: 'flashcards'; minutes: number }
  | { type: 'video' | 'notes'; id: string; title: string; minutes: number }
  | { type: 'assessment'; minutes: number }

export type StudyDayStatus = 'done' | 'missed' | 'today' | 'upcoming'
export type StudyDay = {
  date: string
  weekday: number
  kind: 'study' | 'assessment' | 'rest' | 'exam'
  /** Null on rest days and the exam day. */
  status: StudyDayStatus | null
  questions: number
  minutes: number
  tasks: StudyTask[]
}

export type AreaWeight = {
  kind: StudyAreaKind
  id: string
  label: string
  /** Percent correct, or null when too few answers to tell. */
  score: number | null
  /** Share of the practice questions to come, in percent (rounded). */
  share: number
}

export type StudyPlan = {
  days: StudyDay[]
  minutesPerDay: number
  /** Questions a regular study day holds. */
  dailyQuestions: number
  questionTarget: number
  questionsDone: number
  questionsPlanned: number
  /** Questions that no longer fit before the exam (days missed beyond what can move forward). */
  questionsBehind: number
  studyDaysLeft: number
  weights: AreaWeight[]
}

export function toDayNumber(date: string): number {
  const [y, m, d] = date.split('-').map(Number)
  return Date.UTC(y!, m! - 1, d!) / DAY_MS
}
export function fromDayNumber(n: number): string {
  return new Date(n * DAY_MS).toISOString().slice(0, 10)
}
export function addDays(date: string, days: number): string {
  return fromDayNumber(toDayNumber(date) + days)
}
export function weekdayOf(date: string): number {
  return new Date(toDayNumber(date) * DAY_MS).getUTCDay()
}

/** Minutes, flashcards, media and questions of one regular study day. */
export function dayBudget(hoursPerWeek: number, studyDaysPerWeek: number) {
  const R = STUDY_PLAN_RULES
  const minutes = Math.round((hoursPerWeek * 60) / Math.max(1, studyDaysPerWeek))
  const flashcards = Math.min(
    R.flashcardMax,
    Math.max(R.flashcardMin, Math.round(minutes * R.flashcardShare)),
  )
  const media = minutes >= R.mediaFromMinutes ? Math.round(minutes * R.mediaShare) : 0
  const questions = Math.max(
    R.minQuestions,
    Math.floor((minutes - flashcards - media) / R.minutesPerQuestion),
  )
  return { minutes, flashcards, media, questions }
}

/** Each area's weight: its weakness (1 - score) plus a floor; unknown areas count as 50 %. */
export function areaWeights(
  areas: StudyArea[],
): Array<StudyArea & { score: number | null; weight: number }> {
  return areas.map((a) => {
    const known = a.answered >= STUDY_PLAN_RULES.minAnswersForScore
    const score = known ? a.correct / a.answered : null
    return { ...a, score, weight: 1 - (score ?? 0.5) + STUDY_PLAN_RULES.weightFloor }
  })
}

/**
 * Smooth weighted round robin (as nginx balances servers): `count` picks whose shares follow the
 * weights, spread out rather than bunched, ties to the earlier area. Deterministic.
 */
export function weightedPicks(weights: number[], count: number): number[] {
  const total = weights.reduce((s, w) => s + w, 0)
  const current = weights.map(() => 0)
  const picks: number[] = []
  if (weights.length === 0 || total <= 0) return picks
  for (let i = 0; i < count; i += 1) {
    let best = 0
    for (let j = 0; j < weights.length; j += 1) {
      current[j]! += weights[j]!
      if (current[j]! > current[best]!) best = j
    }
    current[best]! -= total
    picks.push(best)
  }
  return picks
}

/** The study day nearest each target (ties to the earlier), distinct: the assessment days. */
export function assessmentDays(studyDates: string[], examDate: string): string[] {
  const chosen: string[] = []
  const exam = toDayNumber(examDate)
  for (const before of STUDY_PLAN_RULES.assessmentDaysBeforeExam) {
    const target = exam - before
    let best: string | null = null
    for (const d of studyDates) {
      if (chosen.includes(d)) continue
      if (best === null || Math.abs(toDayNumber(d) - target) < Math.abs(toDayNumber(best) - target))
        best = d
    }
    if (best !== null) chosen.push(best)
  }
  return chosen.sort()
}

/** The whole plan, day by day from `startDate` to `examDate`. */
export function buildStudyPlan(input: StudyPlanInput): StudyPlan {
  const R = STUDY_PLAN_RULES
  const studySet = new Set(input.studyDays)
  const budget = dayBudget(input.hoursPerWeek, studySet.size)
  const start = toDayNumber(input.startDate)
  const exam = toDayNumber(input.examDate)
  const today = toDayNumber(input.today)
  const done = new Map(input.completed.map((c) => [c.day, c.questions]))

  const studyDates: string[] = []
  for (let n = start; n < exam; n += 1)
    if (studySet.has(weekdayOf(fromDayNumber(n)))) studyDates.push(fromDayNumber(n))
  const assessments = new Set(assessmentDays(studyDates, input.examDate))
  const practiceDates = studyDates.filter((d) => !assessments.has(d))

  const questionTarget = budget.questions * practiceDates.length
  const questionsDone = input.completed
    .filter((c) => toDayNumber(c.day) >= start && toDayNumber(c.day) < exam)
    .reduce((s, c) => s + c.questions, 0)
  // The days still to do: from today on, not already marked done.
  const ahead = practiceDates.filter((d) => toDayNumber(d) >= today && !done.has(d))
  const left = Math.max(0, questionTarget - questionsDone)
  const cap = Math.ceil(budget.questions * R.maxLoad)
  const loads = new Map<string, number>()
  let planned = 0
  ahead.forEach((d, i) => {
    const base = Math.floor(left / ahead.length)
    const n = Math.min(cap, base + (i < left % ahead.length ? 1 : 0))
    loads.set(d, n)
    planned += n
  })

  const weighted = areaWeights(input.areas)
  const picks = weightedPicks(
    weighted.map((a) => a.weight),
    ahead.length * 2,
  )
  const totalWeight = weighted.reduce((s, a) => s + a.weight, 0)

  const days: StudyDay[] = []
  let aheadIndex = 0
  for (let n = start; n <= exam; n += 1) {
    const date = fromDayNumber(n)
    const weekday = weekdayOf(date)
    if (n === exam) {
      days.push({ date, weekday, kind: 'exam', status: null, questions: 0, minutes: 0, tasks: [] })
      continue
    }
    if (!studySet.has(weekday)) {
      days.push({ date, weekday, kind: 'rest', status: null, questions: 0, minutes: 0, tasks: [] })
      continue
    }
    const status: StudyDayStatus = done.has(date)
      ? 'done'
      : n < today
        ? 'missed'
        : n === today
          ? 'today'
          : 'upcoming'
    const flashcards: StudyTask = { type: 'flashcards', minutes: budget.flashcards }
    if (assessments.has(date)) {
      const tasks: StudyTask[] =
        status === 'missed'
          ? []
          : [{ type: 'assessment', minutes: R.assessmentMinutes }, flashcards]
      days.push({
        date,
        weekday,
        kind: 'assessment',
        status,
        questions: 0,
        minutes: tasks.reduce((s, t) => s + t.minutes, 0),
        tasks,
      })
      continue
    }
    if (status === 'done' || status === 'missed') {
      // The past as it was: what was done; a missed day's work has moved forward.
      const questions = done.get(date) ?? 0
      days.push({
        date,
        weekday,
        kind: 'study',
        status,
        questions,
        minutes: questions * R.minutesPerQuestion,
        tasks: [],
      })
      continue
    }
    const count = loads.get(date) ?? 0
    const tasks: StudyTask[] = []
    const first = picks[aheadIndex * 2]
    const second = picks[aheadIndex * 2 + 1]
    aheadIndex += 1
    if (count > 0 && first !== undefined) {
      const split =
        second === undefined || second === first
          ? [[first, count]]
          : [
              [first, Math.ceil(count * 0.6)],
              [second, count - Math.ceil(count * 0.6)],
            ]
      for (const [i, c] of split as Array<[number, number]>) {
        if (c <= 0) continue
        const a = weighted[i]!
        tasks.push({
          type: 'questions',
          areaKind: a.kind,
          areaId: a.id,
          label: a.label,
          count: c,
          minutes: c * R.minutesPerQuestion,
        })
      }
    }
    tasks.push(flashcards)
    if (budget.media > 0) {
      // Alternating video and notes, by the day's place in the plan (stable across re-plans).
      const k = practiceDates.indexOf(date)
      const preferVideo = k % 2 === 0
      const list =
        preferVideo && input.videos.length
          ? input.videos
          : input.notes.length
            ? input.notes
            : input.videos
      const type = list === input.videos ? 'video' : 'notes'
      const item = list[Math.floor(k / 2) % Math.max(1, list.length)]
      if (item) tasks.push({ type, id: item.id, title: item.title, minutes: budget.media })
    }
    days.push({
      date,
      weekday,
      kind: 'study',
      status,
      questions: count,
      minutes: tasks.reduce((s, t) => s + t.minutes, 0),
      tasks,
    })
  }

  return {
    days,
    minutesPerDay: budget.minutes,
    dailyQuestions: budget.questions,
    questionTarget,
    questionsDone,
    questionsPlanned: planned,
    questionsBehind: Math.max(0, left - planned),
    studyDaysLeft: studyDates.filter((d) => toDayNumber(d) >= today && !done.has(d)).length,
    weights: weighted.map((a) => ({
      kind: a.kind,
      id: a.id,
      label: a.label,
      score: a.score === null ? null : Math.round(a.score * 100),
      share: totalWeight > 0 ? Math.round((a.weight / totalWeight) * 100) : 0,
    })),
  }
}

/** The settings a plan accepts, today given: the exam ahead (at most a year), study days, hours. */
export function studyPlanProblem(
  settings: { examDate: string; studyDays: number[]; hoursPerWeek: number },
  today: string,
): string | null {
  const days = toDayNumber(settings.examDate) - toDayNumber(today)
  if (days < 1) return 'The exam date must be after today.'
  if (days > STUDY_PLAN_RULES.maxDaysAhead) return 'The exam date must be within a year.'
  if (settings.studyDays.length === 0) return 'Choose at least one day of the week.'
  return null
}
