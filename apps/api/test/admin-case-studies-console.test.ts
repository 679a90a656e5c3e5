import type { TCaseStudy } from '@nurseready/shared/items/case-study'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminAuth, auditOf } from './admin-helper'
import { createCase, createItem, exampleCase, publishItem } from './admin-items-helper'
import { createTestContext, signupAndLogin, type TestContext } from './helper'
import { type Auth, buyPlan, get, paperItemsOf, post } from './question-bank-helper'

/**
 * The routes the case-study and subjects console pages added (issue 15 §2): archiving a case,
 * a case taking over stand-alone drafts, the client-need counts, subject renames; the case
 * list's exams. Runs on PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
let ctx: TestContext
let admin: Auth
let student: Auth

beforeAll(async () => {
  ctx = await createTestContext()
  admin = await adminAuth(ctx)
  student = (await signupAndLogin(ctx, 'Case Console Student')).auth
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

/** The example case with fresh ids, it and its six items filed under `subject`. */
function caseIn(id: string, subject: string): TCaseStudy {
  const cs = exampleCase(id)
  return { ...cs, subject, steps: cs.steps.map((s) => ({ ...s, item: { ...s.item, subject } })) }
}

describe('access to the added routes', () => {
  it('refuses anonymous callers (401) and students (403)', async () => {
    const id = await createCase(ctx, admin, caseIn('access-archive', 'Access Case Nursing'))
    for (const [method, url] of [
      ['POST', `/api/admin/case-studies/${id}/archive`],
      ['GET', '/api/admin/client-needs'],
    ] as const) {
      expect((await ctx.app.inject({ method, url })).statusCode, url).toBe(401)
      expect((await ctx.app.inject({ method, url, headers: student })).statusCode, url).toBe(403)
    }
    expect((await get(ctx, admin, `/api/admin/case-studies/${id}`)).json().status).toBe('draft')
  })
})

describe('the case-study list', () => {
  it('pages newest first, with the total; refuses a bad page or page size (400)', async () => {
    const before = (await get(ctx, admin, '/api/admin/case-studies?pageSize=1')).json().total
    // Created c, b, a: newest first and, at one timestamp, by key, both read a, b, c.
    for (const key of ['paging-c', 'paging-b', 'paging-a'])
      await createCase(ctx, admin, caseIn(key, 'Paging Case Nursing'))
    const first = await get(ctx, admin, '/api/admin/case-studies?page=1&pageSize=2')
    expect(first.statusCode).toBe(200)
    expect(first.json()).toMatchObject({ total: before + 3, page: 1, pageSize: 2 })
    expect(first.json().items.map((c: { key: string }) => c.key)).toEqual(['paging-a', 'paging-b'])
    const second = (await get(ctx, admin, '/api/admin/case-studies?page=2&pageSize=2')).json()
    expect(second.items[0]).toMatchObject({ key: 'paging-c', subject: 'Paging Case Nursing' })
    expect(second.items.length).toBe(Math.min(2, before + 1))
    const past = (await get(ctx, admin, '/api/admin/case-studies?page=99&pageSize=100')).json()
    expect(past).toEqual({ items: [], total: before + 3, page: 99, pageSize: 100 })
    // Without a query: page 1 of 25.
    expect((await get(ctx, admin, '/api/admin/case-studies')).json()).toMatchObject({
      page: 1,
      pageSize: 25,
      total: before + 3,
    })
    for (const query of ['page=0', 'pageSize=101', 'pageSize=0', 'page=two', 'page=1.5']) {
      const refused = await get(ctx, admin, `/api/admin/case-studies?${query}`)
      expect(refused.statusCode, query).toBe(400)
    }
  })
})

describe('archiving a case study', () => {
  it('archives its six items together: audited, out of new tests, published again on demand', async () => {
    const cs = {
      ...caseIn('archive-case', 'Archive Case Nursing'),
      exams: ['nclex-rn', 'nclex-pn'],
    }
    const id = await createCase(ctx, admin, cs as TCaseStudy)
    const listed = (await get(ctx, admin, '/api/admin/case-studies')).json().items
    expect(listed.find((c: { key: string }) => c.key === 'archive-case')).toMatchObject({
      id,
      title: 'Older adult with new confusion',
      subject: 'Archive Case Nursing',
      exams: ['nclex-rn', 'nclex-pn'],
      status: 'draft',
    })
    expect((await post(ctx, admin, `/api/admin/case-studies/${id}/publish`)).statusCode).toBe(200)

    // Published: a student's Next Gen test of the case's own subject is the case, in step order.
    const subjectId = (await get(ctx, admin, '/api/admin/subjects'))
      .json()
      .find((s: { name: string }) => s.name === 'Archive Case Nursing').id
    const paper = await post(ctx, student, '/api/papers', {
      style: 'nextgen',
      mode: 'tutor',
      subjectId,
      count: 6,
    })
    expect(paper.statusCode).toBe(201)
    const items = await paperItemsOf(ctx, paper.json().code)
    const detail = (await get(ctx, admin, `/api/admin/case-studies/${id}`)).json()
    expect(items.map((i) => i.question.id)).toEqual(detail.itemIds)

    const archived = await post(ctx, admin, `/api/admin/case-studies/${id}/archive`)
    expect(archived.statusCode).toBe(200)
    expect(archived.json()).toEqual({ id, status: 'archived' })
    for (const itemId of detail.itemIds)
      expect((await get(ctx, admin, `/api/admin/items/${itemId}`)).json().status).toBe('archived')
    expect(
      (await get(ctx, admin, '/api/admin/case-studies'))
        .json()
        .items.find((c: { id: string }) => c.id === id).status,
    ).toBe('archived')
    const audit = await auditOf(ctx, admin, id)
    expect(audit[0]).toMatchObject({
      action: 'case_study.archive',
      before: { status: 'published' },
      after: {
        status: 'archived',
        items: [1, 2, 3, 4, 5, 6].map((n) => `archive-case-${n}`),
      },
    })
    // Archiving again changes nothing and writes nothing.
    expect((await post(ctx, admin, `/api/admin/case-studies/${id}/archive`)).json()).toEqual({
      id,
      status: 'archived',
    })
    expect(await auditOf(ctx, admin, id)).toHaveLength(audit.length)

    const none = await post(ctx, student, '/api/papers', {
      style: 'nextgen',
      mode: 'tutor',
      subjectId,
      count: 6,
    })
    expect(none.statusCode).toBe(422)
    expect(none.json().detail).toBe(
      'No questions are available for this subject and tutor type yet. Choose another one.',
    )

    expect((await post(ctx, admin, `/api/admin/case-studies/${id}/publish`)).json()).toEqual({
      id,
      status: 'published',
    })
    expect((await get(ctx, admin, `/api/admin/case-studies/${id}`)).json().status).toBe('published')
  })

  it('answers 404 for a case that does not exist', async () => {
    const res = await post(
      ctx,
      admin,
      '/api/admin/case-studies/00000000-0000-4000-8000-000000000000/archive',
    )
    expect(res.statusCode).toBe(404)
    expect(res.json().detail).toBe('Case study not found.')
  })
})

describe('a case taking over stand-alone drafts (adopt)', () => {
  it('moves a draft into the case under its id, keeping its tags; refuses without adopt', async () => {
    const cs = caseIn('adopting-case', 'Adopt Case Nursing')
    const first = cs.steps[0]?.item
    if (!first) throw new Error('no first item')
    const draft = { ...first, id: 'adopted-draft-1', subject: 'Medical-Surgical Nursing' }
    const draftId = await createItem(ctx, admin, draft, ['sepsis', 'older-adult'])
    const withDraft = {
      ...cs,
      steps: cs.steps.map((s, i) =>
        i === 0 ? { ...s, item: { ...draft, subject: cs.subject } } : s,
      ),
    }

    const refused = await post(ctx, admin, '/api/admin/case-studies', { caseStudy: withDraft })
    expect(refused.statusCode).toBe(409)
    expect(refused.json().detail).toBe('Item ids already in the bank: adopted-draft-1')

    const created = await post(ctx, admin, '/api/admin/case-studies', {
      caseStudy: withDraft,
      adopt: [draftId],
    })
    expect(created.statusCode).toBe(201)
    const id = created.json().id as string
    expect((await get(ctx, admin, `/api/admin/items/${draftId}`)).statusCode).toBe(404)
    const detail = (await get(ctx, admin, `/api/admin/case-studies/${id}`)).json()
    const taken = (await get(ctx, admin, `/api/admin/items/${detail.itemIds[0]}`)).json()
    expect(taken).toMatchObject({
      key: 'adopted-draft-1',
      caseStudyId: id,
      status: 'draft',
      subject: 'Adopt Case Nursing',
      tags: ['sepsis', 'older-adult'],
    })
    expect((await auditOf(ctx, admin, id))[0]).toMatchObject({
      action: 'case_study.create',
      after: { key: 'adopting-case', adopted: ['adopted-draft-1'] },
    })
  })

  it('refuses a published item and a draft the case does not name, writing nothing', async () => {
    const cs = caseIn('refusing-case', 'Refuse Case Nursing')
    const first = cs.steps[0]?.item
    if (!first) throw new Error('no first item')
    const alone = { ...first, subject: 'Medical-Surgical Nursing' }
    const published = await createItem(ctx, admin, { ...alone, id: 'published-alone-1' })
    await publishItem(ctx, admin, published)
    const stray = await createItem(ctx, admin, { ...alone, id: 'stray-draft-1' })
    const withPublished = {
      ...cs,
      steps: cs.steps.map((s, i) =>
        i === 0 ? { ...s, item: { ...s.item, id: 'published-alone-1' } } : s,
      ),
    }

    const one = await post(ctx, admin, '/api/admin/case-studies', {
      caseStudy: withPublished,
      adopt: [published],
    })
    expect(one.statusCode).toBe(409)
    expect(one.json().detail).toBe(
      'Only a stand-alone draft can join a case study: published-alone-1 is published.',
    )
    const two = await post(ctx, admin, '/api/admin/case-studies', { caseStudy: cs, adopt: [stray] })
    expect(two.statusCode).toBe(400)
    expect(two.json().detail).toBe('No item of the case study has the id stray-draft-1.')

    const keys = (await get(ctx, admin, '/api/admin/case-studies?pageSize=100'))
      .json()
      .items.map((c: { key: string }) => c.key)
    expect(keys).not.toContain('refusing-case')
    expect((await get(ctx, admin, `/api/admin/items/${stray}`)).json()).toMatchObject({
      key: 'stray-draft-1',
      status: 'draft',
      caseStudyId: null,
    })
  })

  it('takes a draft over in an edit (PUT) too', async () => {
    const cs = caseIn('edit-adopt-case', 'Edit Adopt Nursing')
    const id = await createCase(ctx, admin, cs)
    const second = cs.steps[1]?.item
    if (!second) throw new Error('no second item')
    const draft = { ...second, id: 'edit-adopted-2' }
    const draftId = await createItem(ctx, admin, draft, ['renal'])
    const edited = {
      ...cs,
      steps: cs.steps.map((s, i) =>
        i === 1 ? { ...s, item: { ...draft, subject: cs.subject } } : s,
      ),
    }
    const res = await put(`/api/admin/case-studies/${id}`, { caseStudy: edited, adopt: [draftId] })
    expect(res.statusCode).toBe(200)
    const detail = (await get(ctx, admin, `/api/admin/case-studies/${id}`)).json()
    expect(detail.caseStudy.steps.map((s: { item: { id: string } }) => s.item.id)).toEqual([
      'edit-adopt-case-1',
      'edit-adopted-2',
      'edit-adopt-case-3',
      'edit-adopt-case-4',
      'edit-adopt-case-5',
      'edit-adopt-case-6',
    ])
    expect((await get(ctx, admin, `/api/admin/items/${detail.itemIds[1]}`)).json().tags).toEqual([
      'renal',
    ])
    expect((await get(ctx, admin, `/api/admin/items/${draftId}`)).statusCode).toBe(404)
  })
})

describe('client-need categories', () => {
  it("lists the test plan's eight in its order with the bank's items in each", async () => {
    const before = (await get(ctx, admin, '/api/admin/client-needs')).json()
    expect(
      before.map((n: { clientNeed: string; label: string }) => [n.clientNeed, n.label]),
    ).toEqual([
      ['management-of-care', 'Management of Care'],
      ['safety-and-infection-control', 'Safety and Infection Control'],
      ['health-promotion-and-maintenance', 'Health Promotion and Maintenance'],
      ['psychosocial-integrity', 'Psychosocial Integrity'],
      ['basic-care-and-comfort', 'Basic Care and Comfort'],
      ['pharmacological-and-parenteral-therapies', 'Pharmacological and Parenteral Therapies'],
      ['reduction-of-risk-potential', 'Reduction of Risk Potential'],
      ['physiological-adaptation', 'Physiological Adaptation'],
    ])
    const item = caseIn('needs-case', 'Medical-Surgical Nursing').steps[0]?.item
    if (!item) throw new Error('no item')
    await createItem(ctx, admin, { ...item, id: 'needs-1', clientNeed: 'basic-care-and-comfort' })
    await createItem(ctx, admin, { ...item, id: 'needs-2', clientNeed: 'basic-care-and-comfort' })
    const after = (await get(ctx, admin, '/api/admin/client-needs')).json()
    const items = (list: { clientNeed: string; items: number }[], need: string) =>
      list.find((n) => n.clientNeed === need)?.items ?? -1
    expect(items(after, 'basic-care-and-comfort') - items(before, 'basic-care-and-comfort')).toBe(2)
    expect(items(after, 'psychosocial-integrity')).toBe(items(before, 'psychosocial-integrity'))
  })
})

describe('subjects', () => {
  it('renames a subject (with its item count back) and refuses a name in use with 409', async () => {
    const a = (await post(ctx, admin, '/api/admin/subjects', { name: 'Rename Me Nursing' })).json()
    await post(ctx, admin, '/api/admin/subjects', { name: 'Taken Name Nursing' })
    const renamed = await put(`/api/admin/subjects/${a.id}`, {
      name: 'Renamed Nursing',
      position: 7,
    })
    expect(renamed.statusCode).toBe(200)
    expect(renamed.json()).toEqual({ id: a.id, name: 'Renamed Nursing', position: 7, items: 0 })
    const clash = await put(`/api/admin/subjects/${a.id}`, { name: 'Taken Name Nursing' })
    expect(clash.statusCode).toBe(409)
    expect(clash.json().detail).toBe('The subject Taken Name Nursing exists.')
    expect((await auditOf(ctx, admin, a.id)).map((e) => e.action)).toEqual([
      'subject.update',
      'subject.create',
    ])
  })

  it('two creations of one name at once: one 201, one 409 (the unique index on PostgreSQL)', async () => {
    const [x, y] = await Promise.all([
      post(ctx, admin, '/api/admin/subjects', { name: 'Race Nursing' }),
      post(ctx, admin, '/api/admin/subjects', { name: 'Race Nursing' }),
    ])
    expect([x?.statusCode, y?.statusCode].sort()).toEqual([201, 409])
    const refused = x?.statusCode === 409 ? x : y
    expect(refused?.json().detail).toBe('The subject Race Nursing exists.')
    const names = (await get(ctx, admin, '/api/admin/subjects'))
      .json()
      .filter((s: { name: string }) => s.name === 'Race Nursing')
    expect(names).toHaveLength(1)
  })

  it('two renames to one name at once: one 200, one 409', async () => {
    const one = (await post(ctx, admin, '/api/admin/subjects', { name: 'Twin A Nursing' })).json()
    const two = (await post(ctx, admin, '/api/admin/subjects', { name: 'Twin B Nursing' })).json()
    const [x, y] = await Promise.all([
      put(`/api/admin/subjects/${one.id}`, { name: 'Twin Nursing' }),
      put(`/api/admin/subjects/${two.id}`, { name: 'Twin Nursing' }),
    ])
    expect([x.statusCode, y.statusCode].sort()).toEqual([200, 409])
    expect((x.statusCode === 409 ? x : y).json().detail).toBe('The subject Twin Nursing exists.')
  })
})
