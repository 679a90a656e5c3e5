import { CALIBRATION_DEFAULTS } from '@nurseready/shared/domain/readiness/calibration'
import { CLIENT_NEED_LABELS, CLIENT_NEEDS } from '@nurseready/shared/domain/readiness/exams'
import { type TCaseStudy, ZCaseStudy } from '@nurseready/shared/items/case-study'
import { type TItem, ZAuthoredItem, ZItem } from '@nurseready/shared/items/item'
import type {
  TCaseStudyDetail,
  TCaseStudySummary,
  TItemDetail,
  TItemImportResult,
  TItemListFilter,
  TItemStats,
  TItemSummary,
} from '@nurseready/shared/schemas/item-bank'
import type { z } from 'zod'
import type { Clock } from '../../lib/clock'
import { AppError } from '../../lib/errors'
import { sanitizeHtml } from '../../lib/html'
import type { AuditActor, AuditLog } from '../admin/index'
import { itemOf } from '../question-bank/index'
import {
  exportJson,
  exportQtiPackage,
  importCsv,
  importJson,
  importQtiItem,
  importQtiPackage,
  type TImportEntry,
  type TQtiDefaults,
} from './exchange/index'
import { issueLines } from './exchange/report'
import type { Executor, ItemBankRepository, ListRow, QuestionRow, Tx } from './item-bank.repository'
import { questionValues } from './question-values'

const HTML_FIELDS = new Set(['stem', 'explanation', 'rationale', 'html'])
/** Every HTML field of an item (stem, explanation, rationales, record notes) sanitised. */
export function sanitizeItem<T>(value: T): T {
  if (Array.isArray(value)) return value.map(sanitizeItem) as T
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [
        k,
        HTML_FIELDS.has(k) && typeof v === 'string' ? sanitizeHtml(v) : sanitizeItem(v),
      ]),
    ) as T
  return value
}

function stats(r: ListRow): TItemStats {
  const num = (v: number | string | null | undefined) =>
    v === null || v === undefined ? null : Number(v)
  const calibrated = (r.responses ?? 0) >= CALIBRATION_DEFAULTS.minResponses
  return {
    timesUsed: r.times_used ?? 0,
    completed: r.completed ?? 0,
    facility: num(r.facility),
    discrimination: num(r.discrimination),
    pointBiserial: num(r.point_biserial),
    difficulty: num(r.calibrated_difficulty) ?? num(r.difficulty),
    calibrated,
    responses: r.responses ?? 0,
  }
}

function summary(r: ListRow): TItemSummary {
  const text = r.stem
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
  return {
    id: r.id,
    key: r.key,
    type: r.type,
    style: r.style,
    status: r.status,
    version: r.version,
    subjectId: r.subject_id,
    subject: r.subject,
    clientNeed: r.client_need,
    tags: r.tags,
    stemText: text.length > 160 ? `${text.slice(0, 159)}…` : text,
    caseStudyId: r.case_study_id,
    updatedAt: new Date(r.updated_at).toISOString(),
    stats: stats(r),
  }
}

/** The ids a response names (options, row:column cells, slot:option, target:token, bow-tie zones). */
export function chosenIds(answer: unknown): string[] {
  if (!answer || typeof answer !== 'object') return typeof answer === 'string' ? [answer] : []
  if (Array.isArray(answer)) return answer.flatMap(chosenIds)
  const a = answer as Record<string, unknown>
  if (a.type === 'trend') return chosenIds(a.response)
  const out: string[] = []
  for (const k of ['selected', 'condition', 'actions', 'parameters', 'choices'])
    if (Array.isArray(a[k]))
      for (const v of a[k] as unknown[])
        if (typeof v === 'string') out.push(v)
        else if (v && typeof v === 'object' && 'slot' in v) {
          const c = v as { slot: string; option: string }
          out.push(`${c.slot}:${c.option}`)
        }
  if (Array.isArray(a.cells))
    for (const c of a.cells as { row: string; column: string }[]) out.push(`${c.row}:${c.column}`)
  if (Array.isArray(a.placements))
    for (const p of a.placements as { target: string; token: string }[])
      out.push(`${p.target}:${p.token}`)
  if (typeof a.choice === 'string') out.push(a.choice)
  if (typeof a.text === 'string') out.push(a.text.trim().toLowerCase())
  return out
}

const notFound = () => new AppError('not_found', 'Item not found.')
const caseNotFound = () => new AppError('not_found', 'Case study not found.')
const subjectTaken = (name: string) => new AppError('conflict', `The subject ${name} exists.`)
const invalid = (error: z.ZodError) =>
  new AppError('bad_request', `The item is not valid: ${issueLines(error).join('; ')}`)

/** Tags of adopted drafts by key (the case's items keep them). */
const tagsOf = (rows: Map<string, QuestionRow>) =>
  new Map([...rows].map(([key, row]) => [key, row.tags]))

export type ImportInput = {
  format: 'json' | 'csv' | 'qti-xml' | 'qti-zip'
  content: string
  onlyValid: boolean
  dryRun: boolean
  defaults: TQtiDefaults
  tags: string[]
}

export function itemBankService(deps: { repo: ItemBankRepository; audit: AuditLog; clock: Clock }) {
  const { repo, audit, clock } = deps

  /** Subject ids by name, creating those absent (inside the import's transaction). */
  async function ensureSubjects(tx: Tx, names: string[]) {
    const unique = [...new Set(names)]
    const ids = await repo.subjectIdsByName(tx, unique)
    const created: string[] = []
    for (const name of unique)
      if (!ids.has(name)) {
        const row = await repo.insertSubject(tx, { name, position: 100 })
        if (!row) throw subjectTaken(name)
        ids.set(name, row.id)
        created.push(name)
      }
    return { ids, created }
  }

  /** The case_studies row of a case (its subject and its items' subjects already exist). */
  function caseValues(cs: TCaseStudy, ids: Map<string, string>) {
    return {
      key: cs.id,
      title: cs.title,
      subjectId: ids.get(cs.subject) as string,
      record: cs.record,
      recordChanges: cs.steps.map((s) => s.recordChanges ?? []),
      exams: cs.exams,
    }
  }

  /** The six question rows of a case, as drafts, each at its step. */
  function writeCaseItems(
    tx: Tx,
    cs: TCaseStudy,
    caseStudyId: string,
    ids: Map<string, string>,
    extra: { status: 'draft'; tags: string[]; createdBy: string; updatedAt: Date },
    tagsByKey: Map<string, string[]> = new Map(),
  ) {
    return repo.insert(
      tx,
      cs.steps.map((s, caseStep) =>
        questionValues(s.item, ids.get(s.item.subject) as string, {
          ...extra,
          tags: tagsByKey.get(s.item.id) ?? extra.tags,
          caseStudyId,
          caseStep,
        }),
      ),
    )
  }

  /**
   * The stand-alone drafts a case takes over (`adopt`), by key: each must be a draft of no case
   * whose key one of the case's items carries. Their rows are deleted before the case's are
   * written (a draft was never in a paper).
   */
  async function adoptable(tx: Tx, cs: TCaseStudy, adopt: string[]) {
    const keys = new Set(cs.steps.map((s) => s.item.id))
    const rows = new Map<string, QuestionRow>()
    for (const id of new Set(adopt)) {
      const row = await repo.find(tx, id, true)
      if (!row) throw notFound()
      if (row.status !== 'draft' || row.caseStudyId)
        throw new AppError(
          'conflict',
          `Only a stand-alone draft can join a case study: ${row.key ?? row.id} is ${row.caseStudyId ? 'in a case study' : row.status}.`,
        )
      if (!row.key || !keys.has(row.key))
        throw new AppError(
          'bad_request',
          `No item of the case study has the id ${row.key ?? row.id}.`,
        )
      rows.set(row.key, row)
    }
    return rows
  }

  /** A stored case as the content format has it (export, the case study page). */
  async function caseStudyOf(caseId: string, ex?: Executor) {
    const cs = await repo.caseStudy(caseId, ex)
    if (!cs) return null
    const steps = await repo.caseItems(caseId, ex)
    const subj = await repo.subjectNames([cs.subjectId, ...steps.map((s) => s.subjectId)], ex)
    const caseStudy: TCaseStudy = {
      id: cs.key,
      title: cs.title,
      subject: subj.get(cs.subjectId) ?? '',
      exams: cs.exams as TCaseStudy['exams'],
      record: cs.record,
      steps: steps.map((s, i) => ({
        ...((cs.recordChanges[i] ?? []).length ? { recordChanges: cs.recordChanges[i] } : {}),
        item: itemOf(s, subj.get(s.subjectId) ?? ''),
      })),
    }
    return { row: cs, steps, caseStudy }
  }

  function parseCase(candidate: unknown): TCaseStudy {
    const parsed = ZCaseStudy.safeParse(sanitizeItem(candidate))
    if (!parsed.success)
      throw new AppError(
        'bad_request',
        `The case study is not valid: ${issueLines(parsed.error).join('; ')}`,
      )
    return parsed.data
  }

  async function loadItem(id: string) {
    const rows = await repo.findByIds([id])
    const row = rows[0]
    if (!row) throw notFound()
    return row
  }

  function parseItem(candidate: unknown): TItem {
    const parsed = ZItem.safeParse(sanitizeItem(candidate))
    if (!parsed.success) throw invalid(parsed.error)
    return parsed.data
  }

  return {
    async list(query: TItemListFilter) {
      const { rows, total } = await repo.list(query)
      return { items: rows.map(summary), total, page: query.page, pageSize: query.pageSize }
    },

    async get(id: string): Promise<TItemDetail> {
      const row = await repo.summary(id)
      if (!row) throw notFound()
      const q = await loadItem(id)
      const counts = new Map<string, number>()
      for (const answer of await repo.answers(id))
        for (const c of new Set(chosenIds(answer))) counts.set(c, (counts.get(c) ?? 0) + 1)
      const history = await repo.history(q)
      return {
        ...summary(row),
        item: itemOf(q, row.subject),
        history: history.map((h) => ({
          id: h.id,
          version: h.version,
          status: h.status,
          at: h.at.toISOString(),
        })),
        choices: [...counts]
          .map(([cid, count]) => ({ id: cid, count }))
          .sort((a, b) => b.count - a.count || a.id.localeCompare(b.id)),
        usedInPapers: row.times_used ?? 0,
      }
    },

    async create(actor: AuditActor, body: { item: unknown; tags: string[] }) {
      const item = parseItem(body.item)
      return repo.transaction(async (tx) => {
        const subject = await repo.subjectByName(tx, item.subject)
        if (!subject)
          throw new AppError('bad_request', `Unknown subject: ${item.subject}. Add it first.`)
        if ((await repo.existingKeys(tx, [item.id])).size)
          throw new AppError('conflict', `An item with the id ${item.id} is already in the bank.`)
        const now = clock.now()
        const [row] = await repo.insert(tx, [
          questionValues(item, subject.id, {
            status: 'draft',
            tags: body.tags,
            createdBy: actor.id,
            updatedAt: now,
          }),
        ])
        await audit.record(
          actor,
          {
            action: 'item.create',
            targetType: 'item',
            targetId: row?.id,
            after: { key: item.id, type: item.type, status: 'draft' },
          },
          tx,
        )
        return { id: row?.id as string }
      })
    },

    /** A draft changes in place; a published item gets a new version (the old row stays for its papers). */
    async update(
      actor: AuditActor,
      id: string,
      body: { item: unknown; tags?: string[] | undefined },
    ) {
      const item = parseItem(body.item)
      return repo.transaction(async (tx) => {
        const row = await repo.find(tx, id, true)
        if (!row) throw notFound()
        if (row.status === 'superseded')
          throw new AppError('conflict', 'This is an earlier version; edit the current one.')
        if (row.status === 'archived')
          throw new AppError('conflict', 'Archived items cannot be edited.')
        if (row.key && item.id !== row.key)
          throw new AppError('bad_request', `The item's id stays ${row.key}.`)
        const subject = await repo.subjectByName(tx, item.subject)
        if (!subject)
          throw new AppError('bad_request', `Unknown subject: ${item.subject}. Add it first.`)
        const now = clock.now()
        const tags = body.tags ?? row.tags
        const before = {
          version: row.version,
          status: row.status,
          key: row.key,
          stem: row.stem,
          item: row.item,
          tags: row.tags,
        }
        if (row.status === 'draft') {
          await repo.update(tx, id, {
            ...questionValues(item, subject.id, { tags, updatedAt: now }),
          })
          await audit.record(
            actor,
            {
              action: 'item.update',
              targetType: 'item',
              targetId: id,
              before,
              after: { ...before, stem: item.stem, item, tags },
            },
            tx,
          )
          return { id, version: row.version }
        }
        if (row.caseStudyId)
          throw new AppError(
            'conflict',
            'A published case-study item changes with its case study, not alone.',
          )
        // Published: the old row becomes an earlier version (its papers keep showing it).
        await repo.update(tx, id, { status: 'superseded', key: null, updatedAt: now })
        const [next] = await repo.insert(tx, [
          questionValues(item, subject.id, {
            status: 'published',
            version: row.version + 1,
            familyId: row.familyId ?? row.id,
            tags,
            createdBy: actor.id,
            updatedAt: now,
          }),
        ])
        await audit.record(
          actor,
          {
            action: 'item.version',
            targetType: 'item',
            targetId: next?.id,
            before,
            after: {
              version: row.version + 1,
              status: 'published',
              key: item.id,
              stem: item.stem,
              item,
              tags,
            },
          },
          tx,
        )
        return { id: next?.id as string, version: row.version + 1 }
      })
    },

    /** Draft (or archived) → published; every rationale must be written. A case item publishes its case. */
    async publish(actor: AuditActor, id: string) {
      return repo.transaction(async (tx) => {
        const row = await repo.find(tx, id, true)
        if (!row) throw notFound()
        if (row.status === 'published') return { id, status: 'published' as const }
        if (row.status === 'superseded')
          throw new AppError('conflict', 'This is an earlier version; publish the current one.')
        const rows = row.caseStudyId ? await repo.caseItems(row.caseStudyId, tx) : [row]
        const subjectNames = await repo.subjectNames([...new Set(rows.map((r) => r.subjectId))], tx)
        for (const r of rows) {
          const authored = ZAuthoredItem.safeParse(itemOf(r, subjectNames.get(r.subjectId) ?? ''))
          if (!authored.success)
            throw new AppError(
              'unprocessable',
              `${r.key ?? r.id} cannot be published yet: ${issueLines(authored.error).join('; ')}`,
            )
        }
        const now = clock.now()
        for (const r of rows) {
          await repo.update(tx, r.id, { status: 'published', updatedAt: now })
          await audit.record(
            actor,
            {
              action: 'item.publish',
              targetType: 'item',
              targetId: r.id,
              before: { status: r.status },
              after: { status: 'published' },
            },
            tx,
          )
        }
        return { id, status: 'published' as const }
      })
    },

    async archive(actor: AuditActor, id: string) {
      return repo.transaction(async (tx) => {
        const row = await repo.find(tx, id, true)
        if (!row) throw notFound()
        if (row.status === 'archived') return { id, status: 'archived' as const }
        if (row.status === 'superseded')
          throw new AppError('conflict', 'This is an earlier version.')
        if (row.caseStudyId)
          throw new AppError(
            'conflict',
            'A case-study item is archived with its case study, not alone.',
          )
        await repo.update(tx, id, { status: 'archived', updatedAt: clock.now() })
        await audit.record(
          actor,
          {
            action: 'item.archive',
            targetType: 'item',
            targetId: id,
            before: { status: row.status },
            after: { status: 'archived' },
          },
          tx,
        )
        return { id, status: 'archived' as const }
      })
    },

    /** Only a draft no paper showed can be deleted; anything else is archived instead. */
    async remove(actor: AuditActor, id: string) {
      await repo.transaction(async (tx) => {
        const row = await repo.find(tx, id, true)
        if (!row) throw notFound()
        const used = await repo.usedInPapers(tx, id)
        if (used > 0)
          throw new AppError('conflict', `Used in ${used} paper(s): archive it instead.`)
        if (row.status !== 'draft')
          throw new AppError('conflict', 'Only drafts can be deleted: archive it instead.')
        if (row.caseStudyId)
          throw new AppError(
            'conflict',
            'A case-study item is deleted with its case study, not alone.',
          )
        await repo.deleteDraft(tx, id)
        await audit.record(
          actor,
          {
            action: 'item.delete',
            targetType: 'item',
            targetId: id,
            before: { key: row.key, status: row.status },
          },
          tx,
        )
      })
    },

    /**
     * Validates the whole file first (the format's rules, then ids already in the bank). Nothing
     * is written unless every entry is valid, or `onlyValid` asks for the valid ones. Imported
     * items are drafts: publishing checks the rationales (ZAuthoredItem).
     */
    async import(actor: AuditActor, input: ImportInput): Promise<TItemImportResult> {
      const parsed =
        input.format === 'json'
          ? { ...importJson(input.content), notes: [] as string[] }
          : input.format === 'csv'
            ? { ...importCsv(input.content), notes: [] as string[] }
            : input.format === 'qti-xml'
              ? (() => {
                  const e = importQtiItem(input.content, 'file', input.defaults)
                  return {
                    entries: [e],
                    valid: e.ok ? 1 : 0,
                    invalid: e.ok ? 0 : 1,
                    notes: [] as string[],
                  }
                })()
              : importQtiPackage(
                  new Uint8Array(Buffer.from(input.content, 'base64')),
                  input.defaults,
                )
      // Sanitised HTML is parsed again only where sanitising changed something.
      const clean = <T>(value: T, schema: { safeParse(v: unknown): z.ZodSafeParseResult<T> }) => {
        const next = sanitizeItem(value)
        return JSON.stringify(next) === JSON.stringify(value)
          ? { success: true as const, data: value }
          : schema.safeParse(next)
      }
      const entries: TImportEntry[] = parsed.entries.map((e) => {
        if (!e.ok) return e
        const result = e.item
          ? clean(e.item, ZItem)
          : e.caseStudy
            ? clean(e.caseStudy, ZCaseStudy)
            : undefined
        if (result && !result.success)
          return {
            ...e,
            ok: false,
            errors: issueLines(result.error),
            item: undefined,
            caseStudy: undefined,
          }
        if (!result) return e
        return e.item
          ? { ...e, item: result.data as TItem }
          : { ...e, caseStudy: result.data as TCaseStudy }
      })
      const view = () => entries.map(({ item: _i, caseStudy: _c, ...rest }) => rest)
      const written = await repo.transaction(async (tx) => {
        const keys = entries.flatMap((e) =>
          e.ok ? (e.item ? [e.item.id] : (e.caseStudy?.steps.map((s) => s.item.id) ?? [])) : [],
        )
        const taken = await repo.existingKeys(tx, keys)
        const takenCases = await repo.existingCaseKeys(
          tx,
          entries.flatMap((e) => (e.ok && e.caseStudy ? [e.caseStudy.id] : [])),
        )
        entries.forEach((e, i) => {
          if (!e.ok) return
          const ids = e.item ? [e.item.id] : (e.caseStudy?.steps.map((s) => s.item.id) ?? [])
          const errors = ids
            .filter((k) => taken.has(k))
            .map((k) => `id ${k} is already in the bank`)
          if (e.caseStudy && takenCases.has(e.caseStudy.id))
            errors.push(`case study ${e.caseStudy.id} is already in the bank`)
          if (errors.length)
            entries[i] = { ...e, ok: false, errors, item: undefined, caseStudy: undefined }
        })
        const bad = entries.filter((e) => !e.ok).length
        if (input.dryRun || (bad > 0 && !input.onlyValid)) return 0
        const good = entries.filter((e) => e.ok)
        const names = good.flatMap((e) =>
          e.item
            ? [e.item.subject]
            : e.caseStudy
              ? [e.caseStudy.subject, ...e.caseStudy.steps.map((s) => s.item.subject)]
              : [],
        )
        const { ids, created } = await ensureSubjects(tx, names)
        if (created.length) parsed.notes.push(`subjects added: ${created.join(', ')}`)
        const now = clock.now()
        const extra = {
          status: 'draft' as const,
          tags: input.tags,
          createdBy: actor.id,
          updatedAt: now,
        }
        const items = good.flatMap((e) =>
          e.item ? [questionValues(e.item, ids.get(e.item.subject) as string, extra)] : [],
        )
        let count = (await repo.insert(tx, items)).length
        for (const e of good) {
          const cs = e.caseStudy as TCaseStudy | undefined
          if (!cs) continue
          const caseStudyId = await repo.insertCaseStudy(tx, caseValues(cs, ids))
          count += (await writeCaseItems(tx, cs, caseStudyId, ids, extra)).length
        }
        await audit.record(
          actor,
          {
            action: 'item.import',
            targetType: 'item',
            after: {
              format: input.format,
              written: count,
              refused: bad,
              ids: good
                .flatMap((e) => (e.item ? [e.item.id] : e.caseStudy ? [e.caseStudy.id] : []))
                .slice(0, 50),
            },
          },
          tx,
        )
        return count
      })
      const valid = entries.filter((e) => e.ok).length
      return {
        entries: view(),
        valid,
        invalid: entries.length - valid,
        notes: parsed.notes,
        written,
      }
    },

    /** JSON or a QTI 3.0 package of the selection (a case item brings its whole case). */
    async export(body: { format: 'json' | 'qti'; ids: string[] }) {
      const rows = body.ids.length ? await repo.findByIds(body.ids) : await repo.current()
      if (body.ids.length && rows.length !== new Set(body.ids).size) throw notFound()
      const names = await repo.subjectNames([...new Set(rows.map((r) => r.subjectId))])
      const items: TItem[] = []
      const cases: TCaseStudy[] = []
      const caseIds = new Set<string>()
      for (const r of rows) {
        if (r.caseStudyId) caseIds.add(r.caseStudyId)
        else items.push(itemOf(r, names.get(r.subjectId) ?? ''))
      }
      for (const caseId of caseIds) {
        const found = await caseStudyOf(caseId)
        if (found) cases.push(found.caseStudy)
      }
      if (body.format === 'json')
        return {
          type: 'application/json',
          name: 'items.json',
          body: Buffer.from(exportJson(items, cases)),
        }
      return {
        type: 'application/zip',
        name: 'items-qti3.zip',
        body: Buffer.from(exportQtiPackage(items, cases)),
      }
    },

    async caseStudies(): Promise<TCaseStudySummary[]> {
      return (await repo.caseStudies()).map((r) => ({
        id: r.id,
        key: r.key,
        title: r.title,
        subject: r.subject,
        exams: r.exams,
        status: r.status ?? 'draft',
        itemIds: r.item_ids ?? [],
        createdAt: new Date(r.created_at).toISOString(),
      }))
    },

    async caseStudy(id: string): Promise<TCaseStudyDetail> {
      const found = await caseStudyOf(id)
      if (!found) throw caseNotFound()
      const { row, steps, caseStudy } = found
      return {
        id: row.id,
        key: row.key,
        title: row.title,
        subject: caseStudy.subject,
        exams: caseStudy.exams,
        status: steps[0]?.status ?? 'draft',
        itemIds: steps.map((s) => s.id),
        createdAt: row.createdAt.toISOString(),
        caseStudy,
      }
    },

    /** A new case study: its record and six items, as drafts (the import's writer). */
    async createCaseStudy(actor: AuditActor, body: { caseStudy: unknown; adopt?: string[] }) {
      const cs = parseCase(body.caseStudy)
      return repo.transaction(async (tx) => {
        if ((await repo.existingCaseKeys(tx, [cs.id])).size)
          throw new AppError(
            'conflict',
            `A case study with the id ${cs.id} is already in the bank.`,
          )
        const adopted = await adoptable(tx, cs, body.adopt ?? [])
        const taken = [
          ...(await repo.existingKeys(
            tx,
            cs.steps.map((s) => s.item.id),
          )),
        ].filter((k) => !adopted.has(k))
        if (taken.length)
          throw new AppError('conflict', `Item ids already in the bank: ${taken.join(', ')}`)
        for (const row of adopted.values()) await repo.deleteDraft(tx, row.id)
        const { ids } = await ensureSubjects(tx, [
          cs.subject,
          ...cs.steps.map((s) => s.item.subject),
        ])
        const id = await repo.insertCaseStudy(tx, caseValues(cs, ids))
        const extra = {
          status: 'draft' as const,
          tags: [],
          createdBy: actor.id,
          updatedAt: clock.now(),
        }
        await writeCaseItems(tx, cs, id, ids, extra, tagsOf(adopted))
        await audit.record(
          actor,
          {
            action: 'case_study.create',
            targetType: 'case_study',
            targetId: id,
            after: {
              key: cs.id,
              title: cs.title,
              items: cs.steps.map((s) => s.item.id),
              ...(adopted.size ? { adopted: [...adopted.keys()] } : {}),
            },
          },
          tx,
        )
        return { id }
      })
    },

    /** A draft case is rewritten as a whole (its six draft rows replaced); its id stays. */
    async updateCaseStudy(
      actor: AuditActor,
      id: string,
      body: { caseStudy: unknown; adopt?: string[] },
    ) {
      const cs = parseCase(body.caseStudy)
      return repo.transaction(async (tx) => {
        const found = await caseStudyOf(id, tx)
        if (!found) throw caseNotFound()
        if (found.steps.some((s) => s.status !== 'draft'))
          throw new AppError('conflict', 'Only a draft case study can be edited.')
        if (cs.id !== found.row.key)
          throw new AppError('bad_request', `The case study's id stays ${found.row.key}.`)
        const adopted = await adoptable(tx, cs, body.adopt ?? [])
        const own = new Set([...found.steps.map((s) => s.key), ...adopted.keys()])
        const taken = [
          ...(await repo.existingKeys(
            tx,
            cs.steps.map((s) => s.item.id),
          )),
        ].filter((k) => !own.has(k))
        if (taken.length)
          throw new AppError('conflict', `Item ids already in the bank: ${taken.join(', ')}`)
        const { ids } = await ensureSubjects(tx, [
          cs.subject,
          ...cs.steps.map((s) => s.item.subject),
        ])
        const tags = tagsOf(adopted)
        for (const s of found.steps) {
          if (s.key && s.tags.length) tags.set(s.key, s.tags)
          await repo.deleteDraft(tx, s.id)
        }
        for (const row of adopted.values()) await repo.deleteDraft(tx, row.id)
        await repo.updateCaseStudy(tx, id, caseValues(cs, ids))
        const extra = {
          status: 'draft' as const,
          tags: [],
          createdBy: actor.id,
          updatedAt: clock.now(),
        }
        await writeCaseItems(tx, cs, id, ids, extra, tags)
        await audit.record(
          actor,
          {
            action: 'case_study.update',
            targetType: 'case_study',
            targetId: id,
            before: found.caseStudy,
            after: cs,
          },
          tx,
        )
        return { id }
      })
    },

    /** Its six items published together (publishing one case item does the same). */
    async publishCaseStudy(actor: AuditActor, id: string) {
      const first = (await repo.caseItems(id))[0]
      if (!first) throw caseNotFound()
      await this.publish(actor, first.id)
      return { id, status: 'published' as const }
    },

    /** Its six items archived together: kept for the papers that showed them, never in a new test. */
    async archiveCaseStudy(actor: AuditActor, id: string) {
      return repo.transaction(async (tx) => {
        const rows = await repo.caseItems(id, tx)
        if (!rows.length) throw caseNotFound()
        const before = rows[0]?.status
        if (rows.every((r) => r.status === 'archived')) return { id, status: 'archived' as const }
        const now = clock.now()
        for (const r of rows) await repo.update(tx, r.id, { status: 'archived', updatedAt: now })
        await audit.record(
          actor,
          {
            action: 'case_study.archive',
            targetType: 'case_study',
            targetId: id,
            before: { status: before },
            after: { status: 'archived', items: rows.map((r) => r.key) },
          },
          tx,
        )
        return { id, status: 'archived' as const }
      })
    },

    /** The test plan's eight client-need categories, in its order, with the bank's items in each. */
    async clientNeeds() {
      const counts = new Map((await repo.clientNeedCounts()).map((r) => [r.client_need, r.items]))
      return CLIENT_NEEDS.map((clientNeed) => ({
        clientNeed,
        label: CLIENT_NEED_LABELS[clientNeed],
        items: counts.get(clientNeed) ?? 0,
      }))
    },

    subjects: () => repo.subjects(),
    tags: () => repo.tags(),

    async createSubject(actor: AuditActor, body: { name: string; position?: number | undefined }) {
      return repo.transaction(async (tx) => {
        if (await repo.subjectByName(tx, body.name)) throw subjectTaken(body.name)
        // Two creations of one name at once: the unique index refuses the second (409, not 500).
        const row = await repo.insertSubject(tx, {
          name: body.name,
          position: body.position ?? 100,
        })
        if (!row) throw subjectTaken(body.name)
        await audit.record(
          actor,
          {
            action: 'subject.create',
            targetType: 'subject',
            targetId: row.id,
            after: { name: row.name, position: row.position },
          },
          tx,
        )
        return { ...row, items: 0 }
      })
    },

    async updateSubject(
      actor: AuditActor,
      id: string,
      body: { name: string; position?: number | undefined },
    ) {
      return repo.transaction(async (tx) => {
        const row = await repo.findSubject(tx, id)
        if (!row) throw new AppError('not_found', 'Subject not found.')
        const other = await repo.subjectByName(tx, body.name)
        if (other && other.id !== id) throw subjectTaken(body.name)
        const next = await repo.updateSubject(tx, id, {
          name: body.name,
          position: body.position ?? row.position,
        })
        if (!next) throw subjectTaken(body.name)
        await audit.record(
          actor,
          {
            action: 'subject.update',
            targetType: 'subject',
            targetId: id,
            before: { name: row.name, position: row.position },
            after: { name: next.name, position: next.position },
          },
          tx,
        )
        return { ...next, items: await repo.subjectItems(tx, id) }
      })
    },
  }
}
export type ItemBankService = ReturnType<typeof itemBankService>
