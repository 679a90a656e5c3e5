import type {
  TCaseStudyDetail,
  TCaseStudyList,
  TCaseStudySummary,
} from '@nurseready/shared/schemas/item-bank'
import type { Clock } from '../../lib/clock'
import { AppError } from '../../lib/errors'
import type { AuditActor, AuditLog } from '../admin/index'
import { type CaseWriter, caseNotFound, tagsOf } from './case-writer'
import type { ItemBankRepository } from './item-bank.repository'

/**
 * Case studies written as a whole (/api/admin/case-studies): list, read, create and rewrite while
 * a draft (taking over stand-alone drafts), publish and archive the six items together.
 */
export function caseStudiesService(deps: {
  repo: ItemBankRepository
  audit: AuditLog
  clock: Clock
  writer: CaseWriter
  /** The item bank's publish: a case item publishes its whole case. */
  publish: (actor: AuditActor, id: string) => Promise<unknown>
}) {
  const { repo, audit, clock, writer, publish } = deps
  const { ensureSubjects, caseValues, writeCaseItems, adoptable, caseStudyOf, parseCase } = writer
  return {
    async caseStudies(query: { page: number; pageSize: number }): Promise<TCaseStudyList> {
      const { page, pageSize } = query
      const { rows, total } = await repo.caseStudies({
        limit: pageSize,
        offset: (page - 1) * pageSize,
      })
      const items: TCaseStudySummary[] = rows.map((r) => ({
        id: r.id,
        key: r.key,
        title: r.title,
        subject: r.subject,
        exams: r.exams,
        status: r.status ?? 'draft',
        itemIds: r.item_ids ?? [],
        createdAt: new Date(r.created_at).toISOString(),
      }))
      return { items, total, page, pageSize }
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
      await publish(actor, first.id)
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
  }
}
