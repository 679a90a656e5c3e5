import ICAL from 'ical.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestContext, signupAndLogin, type TestContext } from './helper'
import { type Auth, buyPlan, createPaper, paperItemsOf, wrongAnswer } from './question-bank-helper'

let ctx: TestContext
beforeAll(async () => {
  ctx = await createTestContext()
})
afterAll(() => ctx.close())

const DAY = 86_400_000
const dayOf = (offset: number) =>
  new Date(ctx.clock.now().getTime() + offset * DAY).toISOString().slice(0, 10)

async function withPlan(): Promise<Auth & { email: string }> {
  const s = await signupAndLogin(ctx)
  await buyPlan(ctx, s.auth)
  return { ...s.auth, email: s.email }
}

const call = (
  method: 'GET' | 'PUT' | 'POST' | 'DELETE',
  url: string,
  auth?: Auth,
  payload?: object,
) =>
  ctx.app.inject({
    method,
    url: `/api${url}`,
    headers: auth ?? {},
    payload: payload as Record<string, unknown>,
  })

// Every day a study day, 7 hours a week: 60 minutes a day, 17 questions.
const settings = (examInDays: number) => ({
  examDate: dayOf(examInDays),
  studyDays: [0, 1, 2, 3, 4, 5, 6],
  hoursPerWeek: 7,
  timeZone: 'UTC',
})

describe('entitlement and validation', () => {
  it('needs an active plan, a session, and valid settings', async () => {
    const free = await signupAndLogin(ctx)
    const refused = await call('GET', '/schedule', free.auth)
    expect(refused.statusCode).toBe(403)
    expect(refused.json().detail).toMatch(/question-bank plan/)
    expect((await call('GET', '/schedule')).statusCode).toBe(401)

    const s = await withPlan()
    expect((await call('GET', '/schedule', s)).json()).toMatchObject({ settings: null, plan: null })
    for (const bad of [
      { ...settings(28), examDate: dayOf(0) },
      { ...settings(28), examDate: dayOf(400) },
      { ...settings(28), studyDays: [] },
      { ...settings(28), studyDays: [1, 1] },
      { ...settings(28), hoursPerWeek: 0 },
      { ...settings(28), timeZone: 'Mars/Olympus' },
    ])
      expect((await call('PUT', '/schedule', s, bad)).statusCode, JSON.stringify(bad)).toBe(400)
  })
})

describe('the plan and re-planning', () => {
  it('plans every day to the exam, moves a missed day forward, and re-weights on new results', async () => {
    const s = await withPlan()
    const saved = await call('PUT', '/schedule', s, settings(28))
    expect(saved.statusCode, saved.body).toBe(200)
    const plan = saved.json().plan
    // 28 study days, 2 of them readiness assessments: 26 × 17 questions.
    expect(plan).toMatchObject({
      minutesPerDay: 60,
      dailyQuestions: 17,
      questionTarget: 442,
      questionsDone: 0,
      questionsPlanned: 442,
      questionsBehind: 0,
      studyDaysLeft: 28,
    })
    expect(plan.days).toHaveLength(29)
    expect(plan.days[0]).toMatchObject({
      date: dayOf(0),
      status: 'today',
      kind: 'study',
      questions: 17,
    })
    expect(
      plan.days
        .filter((d: { kind: string }) => d.kind === 'assessment')
        .map((d: { date: string }) => d.date),
    ).toEqual([dayOf(7), dayOf(21)])
    expect(plan.days.at(-1)).toMatchObject({ date: dayOf(28), kind: 'exam' })

    // Today done; tomorrow missed; the day after, its work has moved forward.
    const done = await call('PUT', '/schedule/days', s, { date: dayOf(0), done: true })
    expect(done.statusCode, done.body).toBe(200)
    expect(
      (await call('PUT', '/schedule/days', s, { date: dayOf(1), done: true })).statusCode,
    ).toBe(400)
    ctx.clock.advance(2 * 86_400)
    const later = (await call('GET', '/schedule', s)).json().plan
    expect(later.days[0]).toMatchObject({ status: 'done', questions: 17 })
    expect(later.days[1]).toMatchObject({ status: 'missed', questions: 0, tasks: [] })
    expect(later.days[2]).toMatchObject({ status: 'today' })
    // 442 − 17 = 425 over the 24 practice days left: 17 days of 18, then 7 of 17.
    expect(later).toMatchObject({ questionsDone: 17, questionsPlanned: 425, questionsBehind: 0 })
    expect(later.days[2].questions).toBe(18)
    const subjectShare = (
      p: { weights: Array<{ kind: string; label: string; share: number; score: number | null }> },
      label: string,
    ) => p.weights.find((w) => w.kind === 'subject' && w.label === label)!
    const before = subjectShare(later, 'Pharmacology')
    expect(before.score).toBeNull()

    // New results: a completed Pharmacology test answered all wrong. Its weight goes up.
    const subjects = (await call('GET', '/subjects', s)).json().items as Array<{
      id: string
      name: string
    }>
    const pharm = subjects.find((x) => x.name === 'Pharmacology')!
    const paper = await createPaper(ctx, s, {
      style: 'traditional',
      mode: 'tutor',
      subjectId: pharm.id,
      count: 5,
    })
    for (const item of await paperItemsOf(ctx, paper.code)) {
      const res = await call('POST', `/papers/${paper.code}/questions/${item.position}/answer`, s, {
        answer: wrongAnswer(item.question),
      })
      expect(res.statusCode, res.body).toBe(200)
    }
    const after = (await call('GET', '/schedule', s)).json().plan
    const now = subjectShare(after, 'Pharmacology')
    expect(now.score).toBe(0)
    expect(now.share).toBeGreaterThan(before.share)
    expect(Math.max(...after.weights.map((w: { share: number }) => w.share))).toBe(now.share)
  })
})

describe('calendar export', () => {
  it('downloads a valid .ics (ical.js): one event per study day from today, and the exam', async () => {
    const s = await withPlan()
    await call('PUT', '/schedule', s, { ...settings(14), studyDays: [1, 3, 5] })
    const res = await call('GET', '/schedule.ics', s)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.headers['content-type']).toMatch(/^text\/calendar/)
    expect(res.headers['content-disposition']).toMatch(
      /attachment; filename="nurseready-schedule.ics"/,
    )
    const plan = (await call('GET', '/schedule', s)).json().plan
    const studyDays = plan.days.filter(
      (d: { kind: string }) => d.kind === 'study' || d.kind === 'assessment',
    )

    const calendar = new ICAL.Component(ICAL.parse(res.body))
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0')
    const events = calendar.getAllSubcomponents('vevent').map((v) => new ICAL.Event(v))
    expect(events).toHaveLength(studyDays.length + 1)
    const first = events[0]!
    expect(first.startDate.isDate).toBe(true)
    expect(first.startDate.toString()).toBe(studyDays[0].date)
    expect(first.summary).toMatch(/^NurseReady: /)
    expect(events.at(-1)!.summary).toBe('NCLEX exam day')
    expect(events.at(-1)!.startDate.toString()).toBe(dayOf(14))
    expect(new Set(events.map((e) => e.uid)).size).toBe(events.length)
    expect((await call('GET', '/schedule.ics')).statusCode).toBe(401)
  })

  it('serves the private subscription URL without a session; rotation and revocation end the old one', async () => {
    const s = await withPlan()
    expect((await call('POST', '/schedule/subscription', s)).statusCode).toBe(404)
    await call('PUT', '/schedule', s, settings(10))
    const made = await call('POST', '/schedule/subscription', s)
    expect(made.statusCode, made.body).toBe(201)
    const path = new URL(made.json().url).pathname
    expect(path).toMatch(/^\/api\/schedule\/[A-Za-z0-9_-]{67}\.ics$/)
    expect((await call('GET', '/schedule', s)).json().subscribed).toBe(true)

    const feed = await ctx.app.inject({ method: 'GET', url: path })
    expect(feed.statusCode, feed.body).toBe(200)
    const events = new ICAL.Component(ICAL.parse(feed.body)).getAllSubcomponents('vevent')
    expect(events).toHaveLength(11)

    // A forged signature or an unknown key: 404.
    const token = path.slice('/api/schedule/'.length, -'.ics'.length)
    const forged = `${token.slice(0, 24)}${'A'.repeat(43)}`
    expect(
      (await ctx.app.inject({ method: 'GET', url: `/api/schedule/${forged}.ics` })).statusCode,
    ).toBe(404)

    const rotated = await call('POST', '/schedule/subscription', s)
    const newPath = new URL(rotated.json().url).pathname
    expect(newPath).not.toBe(path)
    expect((await ctx.app.inject({ method: 'GET', url: path })).statusCode).toBe(404)
    expect((await ctx.app.inject({ method: 'GET', url: newPath })).statusCode).toBe(200)

    expect((await call('DELETE', '/schedule/subscription', s)).statusCode).toBe(200)
    expect((await ctx.app.inject({ method: 'GET', url: newPath })).statusCode).toBe(404)
  })
})
