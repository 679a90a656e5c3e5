import { inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { questions } from '../src/db/schema/index'
import { createTestContext, signupAndLogin, type TestContext } from './helper'
import {
  type Auth,
  answerQuestion,
  buyPlan,
  get,
  paperItemsOf,
  post,
  subjectIds,
} from './question-bank-helper'

/*
 * Issue 12, Proof: one paper holding an item of every one of the 16 types, answered fully right,
 * partly right and wrong, through the app. The papers are made as a student makes them: a Next Gen
 * custom test over the seven subjects of the items (every stand-alone Next Gen question of them),
 * the 16 items' stems highlighted, that test abandoned, then three "test from highlights"
 * papers (POST /highlights/tests), which hold exactly the highlighted questions.
 *
 * Every expected figure is worked out by hand from the seed items (apps/api/src/seed/data/ngn/
 * standalone-*.json) and the rules in docs/items.md, and written out; nothing is recomputed with
 * the scoring code.
 */

type Earned = 1 | -1 | 0
type Outcome = {
  response: unknown
  points: number
  /** The parts that earned +1 or −1; every other part earned 0. */
  earned: Record<string, Earned>
}
type Expected = {
  item: string
  rule: 'zero-one' | 'plus-minus' | 'rationale'
  max: number
  /** Every part the score lists, in its order. */
  parts: string[]
  right: Outcome
  partly: Outcome
  wrong: Outcome
}

const cells = (pairs: string) =>
  pairs.split(' ').map((p) => {
    const [row, column] = p.split(':')
    return { row, column }
  })
const choices = (pairs: string) =>
  pairs.split(' ').map((p) => {
    const [slot, option] = p.split(':')
    return { slot, option }
  })
const placements = (pairs: string) =>
  pairs.split(' ').map((p) => {
    const [target, token] = p.split(':')
    return { target, token }
  })
const ids = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}${i + 1}`)

/** The 16 types, each with the seed item used, its rule, maximum and the three answers. */
const EXPECTED: Record<string, Expected> = {
  // 0/1, key o4. A one-point item has no partial answer: "partly" answers it right too.
  mcq: {
    item: 'ngn-mcq-01',
    rule: 'zero-one',
    max: 1,
    parts: ids('o', 4),
    right: { response: { type: 'mcq', selected: ['o4'] }, points: 1, earned: { o4: 1 } },
    partly: { response: { type: 'mcq', selected: ['o4'] }, points: 1, earned: { o4: 1 } },
    wrong: { response: { type: 'mcq', selected: ['o1'] }, points: 0, earned: {} },
  },
  // +/−, key o2 o4 o5 o7: 3 keyed and 1 other = 2; only others = −3, floored at 0.
  multi: {
    item: 'ngn-multi-01',
    rule: 'plus-minus',
    max: 4,
    parts: ids('o', 7),
    right: {
      response: { type: 'multi', selected: ['o7', 'o5', 'o4', 'o2'] },
      points: 4,
      earned: { o2: 1, o4: 1, o5: 1, o7: 1 },
    },
    partly: {
      response: { type: 'multi', selected: ['o2', 'o4', 'o5', 'o1'] },
      points: 2,
      earned: { o1: -1, o2: 1, o4: 1, o5: 1 },
    },
    wrong: {
      response: { type: 'multi', selected: ['o1', 'o3', 'o6'] },
      points: 0,
      earned: { o1: -1, o3: -1, o6: -1 },
    },
  },
  // 0/1 per keyed option, N = 2, key o6 o2; an unkeyed pick earns 0, not −1.
  'select-n': {
    item: 'ngn-select-n-01',
    rule: 'zero-one',
    max: 2,
    parts: ids('o', 7),
    right: {
      response: { type: 'select-n', selected: ['o2', 'o6'] },
      points: 2,
      earned: { o2: 1, o6: 1 },
    },
    partly: {
      response: { type: 'select-n', selected: ['o6', 'o1'] },
      points: 1,
      earned: { o6: 1 },
    },
    wrong: { response: { type: 'select-n', selected: ['o1', 'o3'] }, points: 0, earned: {} },
  },
  // +/− per group, floored per group: g1 {o2}, g2 {o5 o6}, g3 {o8 o9}. Partly: g1 o1 o3 = −2 → 0,
  // g2 o5 o6 = 2, g3 o8 = 1: 3 (a whole-item floor would give 1).
  grouping: {
    item: 'ngn-grouping-01',
    rule: 'plus-minus',
    max: 5,
    parts: ids('o', 9),
    right: {
      response: { type: 'grouping', selected: ['o9', 'o8', 'o6', 'o5', 'o2'] },
      points: 5,
      earned: { o2: 1, o5: 1, o6: 1, o8: 1, o9: 1 },
    },
    partly: {
      response: { type: 'grouping', selected: ['o1', 'o3', 'o5', 'o6', 'o8'] },
      points: 3,
      earned: { o1: -1, o3: -1, o5: 1, o6: 1, o8: 1 },
    },
    wrong: {
      response: { type: 'grouping', selected: ['o1', 'o4', 'o7'] },
      points: 0,
      earned: { o1: -1, o4: -1, o7: -1 },
    },
  },
  // 0/1, accepted "25.2 mL/h" among others; compared trimmed, spaces folded, case-insensitive.
  blank: {
    item: 'ngn-blank-01',
    rule: 'zero-one',
    max: 1,
    parts: ['answer'],
    right: { response: { type: 'blank', text: '25.2 mL/h' }, points: 1, earned: { answer: 1 } },
    partly: {
      response: { type: 'blank', text: '  25.2   ML/H ' },
      points: 1,
      earned: { answer: 1 },
    },
    wrong: { response: { type: 'blank', text: '252' }, points: 0, earned: {} },
  },
  // 0/1 per row: r1 airborne, r2 droplet, r3 contact, r4 droplet, r5 contact.
  'matrix-mc': {
    item: 'ngn-matrix-mc-01',
    rule: 'zero-one',
    max: 5,
    parts: ids('r', 5),
    right: {
      response: {
        type: 'matrix-mc',
        cells: cells('r5:contact r4:droplet r3:contact r2:droplet r1:airborne'),
      },
      points: 5,
      earned: { r1: 1, r2: 1, r3: 1, r4: 1, r5: 1 },
    },
    partly: {
      response: {
        type: 'matrix-mc',
        cells: cells('r1:airborne r2:airborne r3:contact r4:contact r5:contact'),
      },
      points: 3,
      earned: { r1: 1, r3: 1, r5: 1 },
    },
    wrong: {
      response: {
        type: 'matrix-mc',
        cells: cells('r1:droplet r2:contact r3:airborne r4:airborne r5:droplet'),
      },
      points: 0,
      earned: {},
    },
  },
  // +/− floored per row; key r1 c1 c4, r2 c2 c3, r3 c1, r4 c1. Partly: r1 2 − 1 = 1, r2 1,
  // r3 1 − 2 → 0, r4 nothing: 2.
  'matrix-mr': {
    item: 'ngn-matrix-mr-01',
    rule: 'plus-minus',
    max: 6,
    parts: ['r1', 'r2', 'r3', 'r4'].flatMap((r) =>
      ['c1', 'c2', 'c3', 'c4'].map((c) => `${r}:${c}`),
    ),
    right: {
      response: { type: 'matrix-mr', cells: cells('r4:c1 r3:c1 r2:c3 r2:c2 r1:c4 r1:c1') },
      points: 6,
      earned: { 'r1:c1': 1, 'r1:c4': 1, 'r2:c2': 1, 'r2:c3': 1, 'r3:c1': 1, 'r4:c1': 1 },
    },
    partly: {
      response: {
        type: 'matrix-mr',
        cells: cells('r1:c1 r1:c4 r1:c2 r2:c2 r3:c1 r3:c3 r3:c4'),
      },
      points: 2,
      earned: {
        'r1:c1': 1,
        'r1:c2': -1,
        'r1:c4': 1,
        'r2:c2': 1,
        'r3:c1': 1,
        'r3:c3': -1,
        'r3:c4': -1,
      },
    },
    wrong: {
      response: { type: 'matrix-mr', cells: cells('r1:c2 r3:c2 r4:c3') },
      points: 0,
      earned: { 'r1:c2': -1, 'r3:c2': -1, 'r4:c3': -1 },
    },
  },
  // 0/1 per drop-down: s1 b, s2 a, s3 b.
  'cloze-dropdown': {
    item: 'ngn-cloze-dropdown-01',
    rule: 'zero-one',
    max: 3,
    parts: ids('s', 3),
    right: {
      response: { type: 'cloze-dropdown', choices: choices('s3:b s1:b s2:a') },
      points: 3,
      earned: { s1: 1, s2: 1, s3: 1 },
    },
    partly: {
      response: { type: 'cloze-dropdown', choices: choices('s1:b s2:c s3:a') },
      points: 1,
      earned: { s1: 1 },
    },
    wrong: {
      response: { type: 'cloze-dropdown', choices: choices('s1:a s2:b s3:c') },
      points: 0,
      earned: {},
    },
  },
  // 0/1 per row's drop-down: r1 d, r2 a, r3 b, r4 c.
  'dropdown-table': {
    item: 'ngn-dropdown-table-01',
    rule: 'zero-one',
    max: 4,
    parts: ids('r', 4),
    right: {
      response: { type: 'dropdown-table', choices: choices('r1:d r2:a r3:b r4:c') },
      points: 4,
      earned: { r1: 1, r2: 1, r3: 1, r4: 1 },
    },
    partly: {
      response: { type: 'dropdown-table', choices: choices('r1:d r2:a r3:a r4:b') },
      points: 2,
      earned: { r1: 1, r2: 1 },
    },
    wrong: {
      response: { type: 'dropdown-table', choices: choices('r1:a r2:b r3:c r4:d') },
      points: 0,
      earned: {},
    },
  },
  // Rationale, links l1 (s1 s2) and l2 (s1 s3), key s1 a, s2 c, s3 c. Wrong: s2 and s3 right but
  // s1 wrong, so neither link earns.
  'dropdown-rationale': {
    item: 'ngn-dropdown-rationale-01',
    rule: 'rationale',
    max: 2,
    parts: ['l1', 'l2'],
    right: {
      response: { type: 'dropdown-rationale', choices: choices('s1:a s2:c s3:c') },
      points: 2,
      earned: { l1: 1, l2: 1 },
    },
    partly: {
      response: { type: 'dropdown-rationale', choices: choices('s1:a s2:c s3:a') },
      points: 1,
      earned: { l1: 1 },
    },
    wrong: {
      response: { type: 'dropdown-rationale', choices: choices('s1:b s2:c s3:c') },
      points: 0,
      earned: {},
    },
  },
  // 0/1 per target: t1 k5, t2 k4, t3 k2.
  'cloze-drag': {
    item: 'ngn-cloze-drag-01',
    rule: 'zero-one',
    max: 3,
    parts: ['t1', 't2', 't3'],
    right: {
      response: { type: 'cloze-drag', placements: placements('t1:k5 t2:k4 t3:k2') },
      points: 3,
      earned: { t1: 1, t2: 1, t3: 1 },
    },
    partly: {
      response: { type: 'cloze-drag', placements: placements('t1:k1 t2:k4 t3:k2') },
      points: 2,
      earned: { t2: 1, t3: 1 },
    },
    wrong: {
      response: { type: 'cloze-drag', placements: placements('t1:k1 t2:k6 t3:k3') },
      points: 0,
      earned: {},
    },
  },
  // Rationale, one dyad l1 (t1 t2), key t1 k1, t2 k3: the first part right and the second wrong
  // scores 0 (the published case).
  'drag-rationale': {
    item: 'ngn-drag-rationale-01',
    rule: 'rationale',
    max: 1,
    parts: ['l1'],
    right: {
      response: { type: 'drag-rationale', placements: placements('t2:k3 t1:k1') },
      points: 1,
      earned: { l1: 1 },
    },
    partly: {
      response: { type: 'drag-rationale', placements: placements('t1:k1 t2:k4') },
      points: 0,
      earned: {},
    },
    wrong: {
      response: { type: 'drag-rationale', placements: placements('t1:k2 t2:k6') },
      points: 0,
      earned: {},
    },
  },
  // +/−, key h1-h5 of h1-h8: 3 keyed and 1 other = 2.
  'highlight-text': {
    item: 'ngn-highlight-text-01',
    rule: 'plus-minus',
    max: 5,
    parts: ids('h', 8),
    right: {
      response: { type: 'highlight-text', selected: ['h5', 'h4', 'h3', 'h2', 'h1'] },
      points: 5,
      earned: { h1: 1, h2: 1, h3: 1, h4: 1, h5: 1 },
    },
    partly: {
      response: { type: 'highlight-text', selected: ['h1', 'h3', 'h4', 'h6'] },
      points: 2,
      earned: { h1: 1, h3: 1, h4: 1, h6: -1 },
    },
    wrong: {
      response: { type: 'highlight-text', selected: ['h6', 'h7', 'h8'] },
      points: 0,
      earned: { h6: -1, h7: -1, h8: -1 },
    },
  },
  // +/−, key f1 f3 f5 of f1-f7: 2 keyed and 1 other = 1.
  'highlight-table': {
    item: 'ngn-highlight-table-01',
    rule: 'plus-minus',
    max: 3,
    parts: ids('f', 7),
    right: {
      response: { type: 'highlight-table', selected: ['f5', 'f3', 'f1'] },
      points: 3,
      earned: { f1: 1, f3: 1, f5: 1 },
    },
    partly: {
      response: { type: 'highlight-table', selected: ['f1', 'f5', 'f2'] },
      points: 1,
      earned: { f1: 1, f2: -1, f5: 1 },
    },
    wrong: {
      response: { type: 'highlight-table', selected: ['f2', 'f4'] },
      points: 0,
      earned: { f2: -1, f4: -1 },
    },
  },
  // 0/1 per zone option, max 5: c1; a5 a2; p4 p3. Partly: condition, one action, one parameter.
  bowtie: {
    item: 'ngn-bowtie-01',
    rule: 'zero-one',
    max: 5,
    parts: [...ids('c', 4), ...ids('a', 5), ...ids('p', 5)],
    right: {
      response: {
        type: 'bowtie',
        condition: ['c1'],
        actions: ['a2', 'a5'],
        parameters: ['p3', 'p4'],
      },
      points: 5,
      earned: { c1: 1, a2: 1, a5: 1, p3: 1, p4: 1 },
    },
    partly: {
      response: { type: 'bowtie', condition: ['c1'], actions: ['a2', 'a1'], parameters: ['p3'] },
      points: 3,
      earned: { c1: 1, a2: 1, p3: 1 },
    },
    wrong: {
      response: {
        type: 'bowtie',
        condition: ['c2'],
        actions: ['a1', 'a3'],
        parameters: ['p1', 'p2'],
      },
      points: 0,
      earned: {},
    },
  },
  // A select-all-that-apply over vital signs in time; +/−, key o1 o4 o5 o6.
  trend: {
    item: 'ngn-trend-01',
    rule: 'plus-minus',
    max: 4,
    parts: ids('o', 7),
    right: {
      response: { type: 'trend', response: { type: 'multi', selected: ['o6', 'o5', 'o4', 'o1'] } },
      points: 4,
      earned: { o1: 1, o4: 1, o5: 1, o6: 1 },
    },
    partly: {
      response: { type: 'trend', response: { type: 'multi', selected: ['o1', 'o4', 'o2'] } },
      points: 1,
      earned: { o1: 1, o2: -1, o4: 1 },
    },
    wrong: {
      response: { type: 'trend', response: { type: 'multi', selected: ['o2', 'o3', 'o7'] } },
      points: 0,
      earned: { o2: -1, o3: -1, o7: -1 },
    },
  },
}

const TYPES = Object.keys(EXPECTED)
const ITEM_KEYS = TYPES.map((t) => EXPECTED[t]!.item)

/** The subjects of the 16 items (seed files). */
const SUBJECTS = [
  'Management of Care',
  'Safety and Infection Control',
  'Fundamentals of Nursing',
  'Pharmacology',
  'Medical-Surgical Nursing',
  'Maternal-Newborn Nursing',
  'Mental Health Nursing',
]

let ctx: TestContext
let student: Auth
/** Papers made from the highlights, one per outcome. */
const codes: Record<'right' | 'partly' | 'wrong', string> = { right: '', partly: '', wrong: '' }

const stripTags = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replaceAll('&amp;', '&')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')

beforeAll(async () => {
  ctx = await createTestContext()
  student = (await signupAndLogin(ctx, 'Every Type')).auth
  await buyPlan(ctx, student, '6 Months')
  const subject = await subjectIds(ctx)
  const [first, ...more] = SUBJECTS.map((s) => subject[s]!)

  // A Next Gen custom test over the seven subjects, as large as the bank allows: it holds every
  // stand-alone Next Gen question of them, so every one of the 16 items.
  const big = await post(ctx, student, '/api/papers', {
    style: 'nextgen',
    mode: 'tutor',
    subjectId: first,
    subjectIds: more,
    count: 500,
  })
  if (big.statusCode !== 201) throw new Error(`custom test: ${big.statusCode} ${big.body}`)
  const bigCode = big.json().code as string
  const onPaper = await paperItemsOf(ctx, bigCode)
  // The student highlights a few words of each item's stem (allowed before answering).
  for (const key of ITEM_KEYS) {
    const position = onPaper.find((i) => i.question.key === key)?.position
    if (position === undefined) throw new Error(`${key} is not on the custom test`)
    const shown = (await get(ctx, student, `/api/papers/${bigCode}/questions/${position}`)).json()
    const words = stripTags(shown.item.stem).slice(0, 12)
    const hl = await post(ctx, student, `/api/papers/${bigCode}/questions/${position}/highlights`, {
      field: 'stem',
      start: 0,
      end: words.length,
      text: words,
    })
    if (hl.statusCode !== 201) throw new Error(`highlight ${key}: ${hl.statusCode} ${hl.body}`)
  }
  // Gives that test up (it counts neither as completed nor in process), then three tests of
  // the highlighted questions.
  const abandoned = await post(ctx, student, `/api/papers/${bigCode}/abandon`)
  if (abandoned.statusCode !== 200) throw new Error(`abandon: ${abandoned.body}`)
  for (const outcome of ['right', 'partly', 'wrong'] as const) {
    const res = await post(ctx, student, '/api/highlights/tests', { mode: 'tutor' })
    if (res.statusCode !== 201) throw new Error(`highlights test: ${res.statusCode} ${res.body}`)
    codes[outcome] = res.json().code
  }
}, 120_000)

afterAll(() => ctx?.close())

/** The type each position of a paper shows (as the browser reads it). */
async function typesOf(code: string) {
  const out: { position: number; type: string; id: string }[] = []
  for (let position = 1; position <= 16; position++) {
    const q = (await get(ctx, student, `/api/papers/${code}/questions/${position}`)).json()
    out.push({ position, type: q.item.type, id: q.item.id })
  }
  return out
}

/** Every rationale and explanation text of a stored item, wherever it sits. */
function secretsOf(value: unknown, out: string[] = []): string[] {
  if (Array.isArray(value)) for (const v of value) secretsOf(v, out)
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) {
      if ((k === 'rationale' || k === 'explanation') && typeof v === 'string') out.push(v)
      else secretsOf(v, out)
    }
  return out
}

/** The rationale and explanation texts of each of the 16 stored items (with key and all). */
async function storedSecrets() {
  const rows = await ctx.database.db
    .select({ key: questions.key, item: questions.item })
    .from(questions)
    .where(inArray(questions.key, ITEM_KEYS))
  expect(rows).toHaveLength(16)
  return new Map(rows.map((r) => [r.key!, secretsOf(r.item)]))
}

/** How a text appears inside a JSON reply. */
const inJson = (text: string) => JSON.stringify(text).slice(1, -1)

describe('a paper of all 16 types, made from highlighted questions', () => {
  it('holds one item of each type, worth its NGN maximum: 54 points', async () => {
    for (const code of Object.values(codes)) {
      const state = (await get(ctx, student, `/api/papers/${code}`)).json()
      expect(state).toMatchObject({
        style: 'nextgen',
        mode: 'tutor',
        status: 'in process',
        questionCount: 16,
        answeredCount: 0,
        marksScored: 0,
        marksPossible: 54,
        percent: 0,
      })
      const shown = await typesOf(code)
      expect(shown.map((s) => s.type).sort()).toEqual([...TYPES].sort())
      for (const s of shown) expect(s.id).toBe(EXPECTED[s.type]!.item)
    }
  })

  it('before the answer, no question carries its key, solution, rationales or explanation', async () => {
    const stored = await storedSecrets()
    let secrets = 0
    for (let position = 1; position <= 16; position++) {
      const res = await get(ctx, student, `/api/papers/${codes.right}/questions/${position}`)
      expect(res.statusCode).toBe(200)
      const body = res.json()
      expect(body).toMatchObject({ key: null, solution: null, score: null, explanation: null })
      // Every "key" in the reply is the legacy field's null; none in the item.
      expect(res.body.match(/"key":/g)).toEqual(['"key":'])
      expect(JSON.stringify(body.item)).not.toContain('"key"')
      expect(res.body).not.toContain('"rationale"')
      expect(res.body).not.toContain('"solution":{')
      expect(res.body).not.toMatch(/"explanation":"/)
      expect(res.body).not.toContain('"difficulty"')
      // Nor the text of any rationale or explanation of the stored item.
      const texts = stored.get(body.item.id)!
      expect(texts.length).toBeGreaterThan(0)
      for (const text of texts) {
        expect(res.body).not.toContain(inJson(text))
        expect(res.body).not.toContain(stripTags(text))
        secrets += 1
      }
    }
    // Each of the 16 items had rationales to hide: at least one per option, row, token or zone.
    expect(secrets).toBeGreaterThan(16 * 3)
    // The paper itself names no answer either.
    const state = await get(ctx, student, `/api/papers/${codes.right}`)
    expect(state.body).not.toContain('"key"')
    expect(state.body).not.toContain('rationale')
  })
})

/** Answers every position of `code` with `outcome`'s response and checks each returned score. */
async function answerAll(code: string, outcome: 'right' | 'partly' | 'wrong') {
  const secrets = storedSecrets()
  for (const { position, type } of await typesOf(code)) {
    const e = EXPECTED[type]!
    const o = e[outcome]
    const res = await answerQuestion(ctx, student, code, position, o.response)
    expect(res.statusCode, `${type}: ${res.body}`).toBe(200)
    const { result } = res.json()
    const correct = o.points === e.max
    expect(result, type).toMatchObject({ type, correct, marks: e.max, marksAwarded: o.points })
    expect(result.score, type).toEqual({
      rule: e.rule,
      points: o.points,
      max: e.max,
      correct,
      parts: e.parts.map((id) => ({ id, earned: o.earned[id] ?? 0 })),
    })
    // Every part the outcome names is a part the item has.
    for (const id of Object.keys(o.earned)) expect(e.parts, type).toContain(id)
    // Once answered, the key comes with the solution, and the rationales the check above looked
    // for are there, in the form it looked for them.
    expect(result.solution, type).not.toBeNull()
    const after = await get(ctx, student, `/api/papers/${code}/questions/${position}`)
    const texts = (await secrets).get(e.item)!
    expect(
      texts.some((t) => after.body.includes(inJson(t))),
      type,
    ).toBe(true)
  }
}

const dashboard = async () => (await get(ctx, student, '/api/dashboard')).json()

describe('answered right, partly and wrong', () => {
  it('all right: 54 / 54 points, 100 %, 16 correct', async () => {
    await answerAll(codes.right, 'right')
    expect((await get(ctx, student, `/api/papers/${codes.right}`)).json()).toMatchObject({
      status: 'completed',
      answeredCount: 16,
      marksScored: 54,
      marksPossible: 54,
      percent: 100,
    })
    expect(await dashboard()).toMatchObject({
      completedPapers: 1,
      marksScored: 54,
      marksPossible: 54,
      overallPercent: 100,
      correct: 16,
      incorrect: 0,
    })
  })

  it('partly right: 26 / 54 points (48.15 %); mcq and blank are the only correct ones', async () => {
    // 1 + 2 + 1 + 3 + 1 + 3 + 2 + 1 + 2 + 1 + 2 + 0 + 2 + 1 + 3 + 1 = 26 (type order as above)
    await answerAll(codes.partly, 'partly')
    expect((await get(ctx, student, `/api/papers/${codes.partly}`)).json()).toMatchObject({
      status: 'completed',
      answeredCount: 16,
      marksScored: 26,
      marksPossible: 54,
      percent: 48.15,
    })
    // 80 / 108 over both completed tests.
    expect(await dashboard()).toMatchObject({
      completedPapers: 2,
      marksScored: 80,
      marksPossible: 108,
      overallPercent: 74.07,
      correct: 18,
      incorrect: 14,
    })
  })

  it('wrong: 0 / 54 points, though +/− answers had −1 parts (floored at 0)', async () => {
    await answerAll(codes.wrong, 'wrong')
    expect((await get(ctx, student, `/api/papers/${codes.wrong}`)).json()).toMatchObject({
      status: 'completed',
      answeredCount: 16,
      marksScored: 0,
      marksPossible: 54,
      percent: 0,
    })
    // 80 / 162 over the three completed tests; the abandoned one counts nowhere.
    expect(await dashboard()).toMatchObject({
      completedPapers: 3,
      inProcessPapers: 0,
      marksScored: 80,
      marksPossible: 162,
      overallPercent: 49.38,
      correct: 18,
      incorrect: 30,
    })
  })

  it('analytics: points by clinical-judgment step and by item type over the three tests', async () => {
    const perf = (await get(ctx, student, '/api/analytics/performance')).json()
    // Per test: recognize cues = highlight-text 5, highlight-table 3, trend 4 (partly 2 + 1 + 1);
    // analyze = select-n 2, cloze-dropdown 3, dropdown-table 4 (1 + 1 + 2); prioritize = mcq 1,
    // dropdown-rationale 2, bow-tie 5 (1 + 1 + 3); generate = multi 4, matrix-mc 5, matrix-mr 6,
    // cloze-drag 3 (2 + 3 + 2 + 2); take action = blank 1, drag-rationale 1 (1 + 0);
    // evaluate = grouping 5 (3). Points = right + partly + 0.
    expect(perf.clinicalJudgment).toEqual([
      {
        step: 'recognize-cues',
        label: 'Recognize cues',
        items: 9,
        points: 16,
        possible: 36,
        percent: 44.44,
      },
      {
        step: 'analyze-cues',
        label: 'Analyze cues',
        items: 9,
        points: 13,
        possible: 27,
        percent: 48.15,
      },
      {
        step: 'prioritize-hypotheses',
        label: 'Prioritize hypotheses',
        items: 9,
        points: 13,
        possible: 24,
        percent: 54.17,
      },
      {
        step: 'generate-solutions',
        label: 'Generate solutions',
        items: 12,
        points: 27,
        possible: 54,
        percent: 50,
      },
      { step: 'take-action', label: 'Take action', items: 6, points: 3, possible: 6, percent: 50 },
      {
        step: 'evaluate-outcomes',
        label: 'Evaluate outcomes',
        items: 3,
        points: 8,
        possible: 15,
        percent: 53.33,
      },
    ])
    const t = (type: string, label: string, points: number, possible: number, percent: number) => ({
      type,
      label,
      items: 3,
      points,
      possible,
      percent,
    })
    expect(perf.itemTypes).toEqual([
      t('mcq', 'Multiple choice', 2, 3, 66.67),
      t('multi', 'Select all that apply', 6, 12, 50),
      t('select-n', 'Select N', 3, 6, 50),
      t('grouping', 'Grouping', 8, 15, 53.33),
      t('blank', 'Fill in the blank', 2, 3, 66.67),
      t('matrix-mc', 'Matrix multiple choice', 8, 15, 53.33),
      t('matrix-mr', 'Matrix multiple response', 8, 18, 44.44),
      t('cloze-dropdown', 'Drop-down cloze', 4, 9, 44.44),
      t('dropdown-table', 'Drop-down table', 6, 12, 50),
      t('dropdown-rationale', 'Drop-down rationale', 3, 6, 50),
      t('cloze-drag', 'Drag-and-drop cloze', 5, 9, 55.56),
      t('drag-rationale', 'Drag-and-drop rationale', 1, 3, 33.33),
      t('highlight-text', 'Highlight in text', 7, 15, 46.67),
      t('highlight-table', 'Highlight in a table', 4, 9, 44.44),
      t('bowtie', 'Bow-tie', 8, 15, 53.33),
      t('trend', 'Trend', 5, 12, 41.67),
    ])
    // The three tests on the trend, oldest first.
    expect(perf.tests.map((x: { code: string; percent: number }) => [x.code, x.percent])).toEqual([
      [codes.right, 100],
      [codes.partly, 48.15],
      [codes.wrong, 0],
    ])
  })
})
