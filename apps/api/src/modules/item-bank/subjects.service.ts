import { CLIENT_NEED_LABELS, CLIENT_NEEDS } from '@nurseready/shared/domain/readiness/exams'
import { AppError } from '../../lib/errors'
import type { AuditActor, AuditLog } from '../admin/index'
import { subjectTaken } from './case-writer'
import type { ItemBankRepository } from './item-bank.repository'

/** The bank's subjects (list, add, rename), the client-need categories' counts and the tags. */
export function subjectsService(deps: { repo: ItemBankRepository; audit: AuditLog }) {
  const { repo, audit } = deps
  return {
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
