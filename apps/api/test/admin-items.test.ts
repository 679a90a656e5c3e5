import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminAuth, auditOf } from './admin-helper'
import { createCase, createItem, exampleCase, exampleItem, publishItem } from './admin-items-helper'
import { createTestContext, signupAndLogin, type TestContext } from './helper'
import {
  type Auth,
  answerQuestion,
  buyPlan,
  createPaper,
  get,
  paperItemsOf,
  post,
} from './question-bank-helper'

let ctx: TestContext
let admin: Auth
let student: Auth

beforeAll(async () => {
  ctx = await createTestContext()
  admin = await adminAuth(ctx)
  student = (await signupAndLogin(ctx, 'Item Bank Student')).auth
  await buyPlan(ctx, student)
})
afterAll(() => ctx.close())

const put = (url: string, payload: unknown) =>
  ctx.app.inject({
    method: 'PUT',
    url,
    headers: admin,
    payload: payload as Record<string, unknown>,
  })

async function newSubject(name: string) {
  const res = await post(ctx, admin, '/api/admin/subjects', { name })
  expect(res.statusCode).toBe(201)
  return res.json().id as string
}

async function listKeys(query: string) {
  const res = await get(ctx, admin, `/api/admin/items?pageSize=100&${query}`)
  expect(res.statusCode).toBe(200)
  return (res.json().items as { key: string }[]).map((i) => i.key)
}

describe('access', () => {
  it('refuses anonymous callers (401) and students (403)', async () => {
    for (const [method, url] of [
      ['GET', '/api/admin/items'],
      ['POST', '/api/admin/items/import'],
      ['POST', '/api/admin/items/export'],
      ['GET', '/api/admin/subjects'],
    ] as const) {
      const anonymous = await ctx.app.inject({ method, url })
      expect(anonymous.statusCode, url).toBe(401)
      const asStudent = await ctx.app.inject({ method, url, headers: student, payload: {} })
      expect(asStudent.statusCode, url).toBe(403)
    }
  })
})

describe('import', () => {
  it('writes nothing when one item is bad, and names that item', async () => {
    const good1 = exampleItem('imp-good-1')
    const bad = { ...exampleItem('imp-bad-2'), key: { correct: 'o9' } }
    const good3 = exampleItem('imp-good-3', 'multi')
    const res = await post(ctx, admin, '/api/admin/items/import', {
      format: 'json',
      content: JSON.stringify([good1, bad, good3]),
    })
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body.written).toBe(0)
    expect([body.valid, body.invalid]).toEqual([2, 1])
    expect(
      body.entries.map((e: { source: string; id: string; ok: boolean; errors: string[] }) => [
        e.source,
        e.id,
        e.ok,
        e.errors,
      ]),
    ).toEqual([
      ['#1', 'imp-good-1', true, []],
      ['#2', 'imp-bad-2', false, ['Key option not in the item: o9']],
      ['#3', 'imp-good-3', true, []],
    ])
    expect(await listKeys('q=imp-')).toEqual([])
  })

  it('with onlyValid writes the valid ones as drafts, and logs the import', async () => {
    const res = await post(ctx, admin, '/api/admin/items/import', {
      format: 'json',
      content: JSON.stringify([exampleItem('imp-ok-1'), { ...exampleItem('imp-ok-2'), stem: '' }]),
      onlyValid: true,
      tags: ['batch-7'],
    })
    expect(res.statusCode).toBe(200)
    expect(res.json().written).toBe(1)
    expect(await listKeys('q=imp-ok&status=draft&tag=batch-7')).toEqual(['imp-ok-1'])
    const log = await get(ctx, admin, '/api/admin/audit-log?action=item.import')
    expect(log.json().items[0].after).toMatchObject({
      format: 'json',
      written: 1,
      refused: 1,
      ids: ['imp-ok-1'],
    })
  })

  it('refuses an id already in the bank, naming it', async () => {
    const res = await post(ctx, admin, '/api/admin/items/import', {
      format: 'json',
      content: JSON.stringify([exampleItem('imp-ok-1')]),
    })
    expect(res.json().entries[0].errors).toEqual(['id imp-ok-1 is already in the bank'])
    expect(res.json().written).toBe(0)
  })

  it('imports a QTI item with the chosen subject and client need', async () => {
    const xml = `<?xml version="1.0"?><qti-assessment-item xmlns="http://www.imsglobal.org/xsd/imsqtiasi_v3p0" identifier="qti-k-1" title="K">
<qti-response-declaration identifier="RESPONSE" cardinality="single" base-type="identifier"><qti-correct-response><qti-value>B</qti-value></qti-correct-response></qti-response-declaration>
<qti-item-body><qti-choice-interaction response-identifier="RESPONSE" max-choices="1"><qti-prompt>Normal serum potassium?</qti-prompt>
<qti-simple-choice identifier="A">2.1 mEq/L</qti-simple-choice><qti-simple-choice identifier="B">4.0 mEq/L</qti-simple-choice></qti-choice-interaction></qti-item-body>
<qti-response-processing template="https://purl.imsglobal.org/spec/qti/v3p0/rptemplates/match_correct.xml"/></qti-assessment-item>`
    const res = await post(ctx, admin, '/api/admin/items/import', {
      format: 'qti-xml',
      content: xml,
      defaults: {
        subject: 'Imported QTI',
        clientNeed: 'reduction-of-risk-potential',
        style: 'traditional',
        exams: ['nclex-pn'],
      },
    })
    expect(res.json()).toMatchObject({ written: 1, notes: ['subjects added: Imported QTI'] })
    const [summary] = (await get(ctx, admin, '/api/admin/items?q=qti-k-1')).json().items
    const detail = (await get(ctx, admin, `/api/admin/items/${summary.id}`)).json()
    expect(detail.item).toMatchObject({
      id: 'qti-k-1',
      type: 'mcq',
      style: 'traditional',
      subject: 'Imported QTI',
      clientNeed: 'reduction-of-risk-potential',
      exams: ['nclex-pn'],
      stem: '<p>Normal serum potassium?</p>',
      options: [
        { id: 'A', text: '2.1 mEq/L' },
        { id: 'B', text: '4.0 mEq/L' },
      ],
      key: { correct: 'B' },
    })
    // No rationales came with it: it stays a draft until they are written.
    const publish = await post(ctx, admin, `/api/admin/items/${summary.id}/publish`)
    expect(publish.statusCode).toBe(422)
    expect(publish.json().detail).toBe(
      'qti-k-1 cannot be published yet: Write the rationale of A, B',
    )
  })
})

describe('life cycle and versions', () => {
  it('a published item changed makes version 2; the paper that showed version 1 keeps it', async () => {
    const subjectId = await newSubject('Versioning Nursing')
    const v1 = { ...exampleItem('ver-1'), subject: 'Versioning Nursing' }
    const id = await createItem(ctx, admin, v1)
    // A draft is never picked for a test.
    const none = await post(ctx, student, '/api/papers', {
      style: 'nextgen',
      mode: 'tutor',
      subjectId,
    })
    expect(none.statusCode).not.toBe(201)
    await publishItem(ctx, admin, id)
    const paper = await createPaper(ctx, student, {
      style: 'nextgen',
      mode: 'tutor',
      subjectId,
      count: 1,
    })
    expect(paper.questionCount).toBe(1)

    const v2stem = '<p>Version two of the hypoglycemia question: which action comes first?</p>'
    const res = await put(`/api/admin/items/${id}`, { item: { ...v1, stem: v2stem } })
    expect(res.statusCode).toBe(200)
    expect(res.json().version).toBe(2)
    const v2id = res.json().id as string
    expect(v2id).not.toBe(id)

    const shown = await get(ctx, student, `/api/papers/${paper.code}/questions/1`)
    expect(shown.json().stem).toBe(v1.stem)
    const next = await createPaper(ctx, student, {
      style: 'nextgen',
      mode: 'tutor',
      subjectId,
      count: 1,
    })
    const shownNext = await get(ctx, student, `/api/papers/${next.code}/questions/1`)
    expect(shownNext.json().stem).toBe(v2stem)

    // The subject counts one question (the new version), not the superseded one.
    const subjects = (await get(ctx, student, '/api/subjects?style=nextgen&pageSize=50')).json()
    expect(
      subjects.items.find((x: { name: string }) => x.name === 'Versioning Nursing'),
    ).toMatchObject({
      totalQuestions: 1,
    })
    const detail = (await get(ctx, admin, `/api/admin/items/${v2id}`)).json()
    expect(
      detail.history.map((h: { version: number; status: string }) => [h.version, h.status]),
    ).toEqual([
      [1, 'superseded'],
      [2, 'published'],
    ])
    expect((await get(ctx, admin, `/api/admin/items/${id}`)).json()).toMatchObject({
      key: null,
      status: 'superseded',
      usedInPapers: 1,
    })
    const audit = await auditOf(ctx, admin, v2id)
    expect(audit[0]).toMatchObject({
      action: 'item.version',
      before: { version: 1 },
      after: { version: 2 },
    })
  })

  it('a used item cannot be deleted: it is archived instead, and archived items are not picked', async () => {
    const subjectId = await newSubject('Archive Nursing')
    const id = await createItem(ctx, admin, {
      ...exampleItem('arch-1'),
      subject: 'Archive Nursing',
    })
    await publishItem(ctx, admin, id)
    await createPaper(ctx, student, { style: 'nextgen', mode: 'tutor', subjectId, count: 1 })
    const del = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/admin/items/${id}`,
      headers: admin,
    })
    expect(del.statusCode).toBe(409)
    expect(del.json().detail).toBe('Used in 1 paper(s): archive it instead.')
    expect((await post(ctx, admin, `/api/admin/items/${id}/archive`)).json()).toEqual({
      id,
      status: 'archived',
    })
    const after = await post(ctx, student, '/api/papers', {
      style: 'nextgen',
      mode: 'tutor',
      subjectId,
    })
    expect(after.statusCode).not.toBe(201)
  })

  it('a draft changes in place and can be deleted', async () => {
    const item = exampleItem('draft-1')
    const id = await createItem(ctx, admin, item, ['cardiac'])
    const res = await put(`/api/admin/items/${id}`, {
      item: { ...item, stem: '<p>Edited draft</p>' },
    })
    expect(res.json()).toEqual({ id, version: 1 })
    expect((await get(ctx, admin, `/api/admin/items/${id}`)).json()).toMatchObject({
      stemText: 'Edited draft',
      tags: ['cardiac'],
    })
    const del = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/admin/items/${id}`,
      headers: admin,
    })
    expect(del.statusCode).toBe(204)
    expect((await get(ctx, admin, `/api/admin/items/${id}`)).statusCode).toBe(404)
  })
})

describe('statistics', () => {
  /**
   * Two items (A, B; 1 point each) in four completed papers:
   * student 1: A right, B right (2/2); student 2: A right, B right (2/2);
   * student 3: A wrong, B right (1/2); student 4: A wrong, B wrong (0/2).
   * A: facility 2/4 = 0.5; rest of test = B = [1,1,1,0]; r(A, B) = 0.5 / √(1 × 0.75) = 0.57735
   *    → discrimination 57.735; point-biserial r(A, total [1,1,0.5,0]) = 0.75 / √(1 × 0.6875) = 0.904534.
   * B: facility 3/4 = 0.75; discrimination 57.735; point-biserial 0.625 / √(0.75 × 0.6875) = 0.870388.
   */
  it('facility, discrimination and point-biserial on a hand-computed case; option counts', async () => {
    const subjectId = await newSubject('Statistics Nursing')
    const ids: Record<string, string> = {}
    for (const name of ['A', 'B']) {
      ids[name] = await createItem(ctx, admin, {
        ...exampleItem(`stats-${name}`),
        subject: 'Statistics Nursing',
        difficulty: -0.8,
      })
      await publishItem(ctx, admin, ids[name] as string)
    }
    const pattern = [
      { A: true, B: true },
      { A: true, B: true },
      { A: false, B: true },
      { A: false, B: false },
    ]
    for (const [i, right] of pattern.entries()) {
      const s = (await signupAndLogin(ctx, `Stats Student ${i}`)).auth
      await buyPlan(ctx, s)
      const paper = await createPaper(ctx, s, {
        style: 'nextgen',
        mode: 'tutor',
        subjectId,
        count: 2,
      })
      for (const row of await paperItemsOf(ctx, paper.code)) {
        const name = row.question.key === 'stats-A' ? 'A' : 'B'
        // o1 is the key of the example mcq; o3 a wrong option.
        const answer = { type: 'mcq', selected: [right[name as 'A' | 'B'] ? 'o1' : 'o3'] }
        expect((await answerQuestion(ctx, s, paper.code, row.position, answer)).statusCode).toBe(
          200,
        )
      }
      expect((await post(ctx, s, `/api/papers/${paper.code}/finish`)).statusCode).toBe(200)
    }
    const a = (await get(ctx, admin, `/api/admin/items/${ids.A}`)).json()
    const b = (await get(ctx, admin, `/api/admin/items/${ids.B}`)).json()
    expect(a.stats).toMatchObject({
      timesUsed: 4,
      completed: 4,
      facility: 0.5,
      calibrated: false,
      difficulty: -0.8,
    })
    expect(a.stats.discrimination).toBeCloseTo(57.735, 3)
    expect(a.stats.pointBiserial).toBeCloseTo(0.904534, 5)
    expect(b.stats).toMatchObject({ timesUsed: 4, facility: 0.75 })
    expect(b.stats.discrimination).toBeCloseTo(57.735, 3)
    expect(b.stats.pointBiserial).toBeCloseTo(0.870388, 5)
    expect(a.choices).toEqual([
      { id: 'o1', count: 2 },
      { id: 'o3', count: 2 },
    ])
    expect(b.choices).toEqual([
      { id: 'o1', count: 3 },
      { id: 'o3', count: 1 },
    ])
    // Sorted by facility, lowest first: the harder A before B.
    const list = (
      await get(ctx, admin, `/api/admin/items?subjectId=${subjectId}&sort=facility&order=asc`)
    ).json()
    expect(list.items.map((i: { key: string }) => i.key)).toEqual(['stats-A', 'stats-B'])
    const bad = (
      await get(ctx, admin, `/api/admin/items?subjectId=${subjectId}&maxFacility=0.6`)
    ).json()
    expect(bad.items.map((i: { key: string }) => i.key)).toEqual(['stats-A'])
  })
})

describe('export', () => {
  it('exports a selection as JSON and as a QTI 3.0 package that import back', async () => {
    const id = await createItem(ctx, admin, exampleItem('exp-1', 'select-n'))
    const json = await post(ctx, admin, '/api/admin/items/export', { format: 'json', ids: [id] })
    expect(json.headers['content-type']).toContain('application/json')
    expect(JSON.parse(json.body).items).toEqual([exampleItem('exp-1', 'select-n')])
    const zip = await post(ctx, admin, '/api/admin/items/export', { format: 'qti', ids: [id] })
    expect(zip.headers['content-type']).toBe('application/zip')
    const dry = await post(ctx, admin, '/api/admin/items/import', {
      format: 'qti-zip',
      content: zip.rawPayload.toString('base64'),
      dryRun: true,
    })
    // The same id is in the bank already: reported, nothing written.
    expect(
      dry
        .json()
        .entries.map((e: { id: string; type: string; errors: string[] }) => [
          e.id,
          e.type,
          e.errors,
        ]),
    ).toEqual([['exp-1', 'select-n', ['id exp-1 is already in the bank']]])
  })
})

describe('case studies written as a whole (/api/admin/case-studies)', () => {
  it('creates a draft case with its six items, lists and opens it, edits it while draft, publishes it; every write audited', async () => {
    const cs = exampleCase('console-case')
    const id = await createCase(ctx, admin, cs)
    const list = (await get(ctx, admin, '/api/admin/case-studies?pageSize=100')).json().items
    const row = list.find((c: { key: string }) => c.key === 'console-case')
    expect(row).toMatchObject({
      id,
      title: 'Older adult with new confusion',
      subject: 'Medical-Surgical Nursing',
      status: 'draft',
    })
    expect(row.itemIds).toHaveLength(6)
    const detail = (await get(ctx, admin, `/api/admin/case-studies/${id}`)).json()
    expect(detail.caseStudy.steps.map((s: { item: { id: string } }) => s.item.id)).toEqual([
      'console-case-1',
      'console-case-2',
      'console-case-3',
      'console-case-4',
      'console-case-5',
      'console-case-6',
    ])
    expect(
      (await post(ctx, admin, '/api/admin/case-studies', { caseStudy: cs })).json(),
    ).toMatchObject({
      detail: 'A case study with the id console-case is already in the bank.',
    })

    const edited = { ...cs, title: 'Older adult, day 2' }
    expect((await put(`/api/admin/case-studies/${id}`, { caseStudy: edited })).statusCode).toBe(200)
    expect((await get(ctx, admin, `/api/admin/case-studies/${id}`)).json()).toMatchObject({
      title: 'Older adult, day 2',
      caseStudy: { title: 'Older adult, day 2' },
    })
    const bad = await put(`/api/admin/case-studies/${id}`, { caseStudy: { ...edited, steps: [] } })
    expect(bad.statusCode).toBe(400)

    const pub = await post(ctx, admin, `/api/admin/case-studies/${id}/publish`, {})
    expect(pub.json()).toEqual({ id, status: 'published' })
    const after = (await get(ctx, admin, `/api/admin/case-studies/${id}`)).json()
    expect(after.status).toBe('published')
    for (const itemId of after.itemIds)
      expect((await get(ctx, admin, `/api/admin/items/${itemId}`)).json().status).toBe('published')
    const locked = await put(`/api/admin/case-studies/${id}`, { caseStudy: edited })
    expect(locked.statusCode).toBe(409)
    expect(locked.json().detail).toBe('Only a draft case study can be edited.')

    expect((await auditOf(ctx, admin, id)).map((a) => a.action)).toEqual([
      'case_study.update',
      'case_study.create',
    ])
  })
})
