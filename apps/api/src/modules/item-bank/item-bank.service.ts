import { CALIBRATION_DEFAULTS } from '@nurseready/shared/domain/readiness/calibration'
import { type TCaseStudy, ZCaseStudy } from '@nurseready/shared/items/case-study'
import { type TItem, ZAuthoredItem, ZItem } from '@nurseready/shared/items/item'
import type {
  TItemDetail,
  TItemImportResult,
  TItemListFilter,
  TItemStats,
  TItemSummary,
} from '@nurseready/shared/schemas/item-bank'
import type { z } from 'zod'
import type { Clock } from '../../lib/clock'
import { AppError } from '../../lib/errors'
import type { AuditActor, AuditLog } from '../admin/index'
import { itemOf } from '../question-bank/index'
import { caseStudiesService } from './case-studies.service'
import { caseWriter, notFound } from './case-writer'
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
import type { ItemBankRepository, ListRow } from './item-bank.repository'
import { questionValues } from './question-values'
import { sanitizeItem } from './sanitize-item'
import { subjectsService } from './subjects.service'

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

const invalid = (error: z.ZodError) =>
  new AppError('bad_request', `The item is not valid: ${issueLines(error).join('; ')}`)

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
  const writer = caseWriter(repo)
  const { ensureSubjects, caseValues, writeCaseItems, caseStudyOf } = writer

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

  const bank = {
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
  }
  return {
    ...bank,
    ...caseStudiesService({ repo, audit, clock, writer, publish: bank.publish }),
    ...subjectsService({ repo, audit }),
  }
}
export type ItemBankService = ReturnType<typeof itemBankService>
