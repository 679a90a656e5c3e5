// A student with records behind every student page, through the API (set-up for bench/web and
// e2e/screenshots.mjs): a plan bought through the sandbox checkout (its receipt), a completed
// tutor test with a flagged question and a wrong answer (performance charts, flashcards'
// Mistakes deck), a test in progress, a highlight, a written flashcard, a study schedule, a
// completed readiness assessment (result, review) and one in progress.
//   seedStudent(base, token) → { paths: [...pages that need a record], storage: {papercode} }
// As a command (prints JSON, for e2e/screenshots.mjs's LOGIN and STORAGE):
//   node bench/web/seed-student.mjs http://127.0.0.1:3000 email password
import { orderReceiptPath, readinessPaths } from '@nurseready/shared/constants/routes'

export async function seedStudent(base, token) {
  const api = async (method, path, body) => {
    const res = await fetch(`${base}/api${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
    })
    const text = await res.text()
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${text}`)
    return text ? JSON.parse(text) : null
  }

  // A plan through the sandbox checkout.
  const { items: plans } = await api('GET', '/plans')
  const { order } = await api('POST', '/orders', { kind: 'plan', planId: plans[0].id })
  await api('POST', `/orders/${order.id}/pay`)

  // A completed tutor test: the first question flagged and highlighted, wrong-looking answers.
  const { items: subjects } = await api('GET', '/subjects')
  const answerFor = (q) =>
    q.type === 'multi'
      ? { type: 'multi', choices: q.options }
      : q.type === 'mcq'
        ? { type: 'mcq', choice: q.options.at(-1) }
        : { type: 'blank', text: 'not the answer' }
  const done = await api('POST', '/papers', {
    style: 'traditional',
    mode: 'tutor',
    subjectId: subjects[0].id,
    count: 5,
  })
  for (let position = 1; position <= done.questionCount; position++) {
    const q = await api('GET', `/papers/${done.code}/questions/${position}`)
    if (position === 1) {
      await api('PUT', `/papers/${done.code}/questions/1/flag`, { flagged: true })
      const word = q.stem.replace(/<[^>]*>/g, ' ').match(/[A-Za-z]{4,}/)?.[0]
      if (word)
        await api('POST', `/papers/${done.code}/questions/1/highlights`, {
          field: 'stem',
          start: 0,
          end: word.length,
          text: word,
        })
    }
    await api('POST', `/papers/${done.code}/questions/${position}/answer`, {
      answer: answerFor(q),
      elapsedSeconds: 20 + position,
    })
  }
  const state = await api('GET', `/papers/${done.code}`)
  if (state.status !== 'completed') await api('POST', `/papers/${done.code}/finish`)

  // A written flashcard and a study schedule.
  await api('POST', '/flashcards/cards', {
    source: 'custom',
    front: 'Normal adult potassium range?',
    back: '3.5–5.0 mEq/L',
  })
  const exam = new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10)
  await api('PUT', '/schedule', {
    examDate: exam,
    studyDays: [1, 2, 3, 4, 5],
    hoursPerWeek: 10,
    timeZone: 'UTC',
  })

  // A readiness assessment taken to its stop, then a second one left in progress.
  const first = await api('POST', '/readiness/assessments')
  let status = first
  while (status.status === 'in progress') {
    const item = await api('GET', `/readiness/assessments/${status.id}/item`)
    const answer =
      item.type === 'mcq'
        ? { type: 'mcq', choice: item.options[0] }
        : item.type === 'multi'
          ? { type: 'multi', choices: [item.options[0]] }
          : item.type === 'blank'
            ? { type: 'blank', text: 'x' }
            : { type: 'matrix', rows: item.rows.map((r) => ({ id: r.id, choice: 'indicated' })) }
    status = await api('POST', `/readiness/assessments/${status.id}/answers`, {
      position: item.position,
      answer,
    })
  }
  const second = await api('POST', '/readiness/assessments')

  // A test in progress last (the test screen with its flag toggle), kept in localStorage.
  const open = await api('POST', '/papers', {
    style: 'traditional',
    mode: 'tutor',
    subjectId: subjects[0].id,
    count: 5,
  })

  return {
    paths: [
      readinessPaths.result(first.id),
      readinessPaths.review(first.id),
      readinessPaths.assessment(second.id),
      orderReceiptPath(order.id),
    ],
    storage: { papercode: open.code },
  }
}

if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href) {
  const [base, email, password] = process.argv.slice(2)
  const post = (p, body) =>
    fetch(`${base}/api${p}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
  await post('/auth/signup', { name: 'Screenshot Student', email, password })
  const { token } = await (await post('/auth/login', { email, password })).json()
  console.log(JSON.stringify(await seedStudent(base, token)))
}
