import { type TCaseStudy, ZCaseStudy } from '@nurseready/shared/items/case-study'
import { AppError } from '../../lib/errors'
import { itemOf } from '../question-bank/index'
import { issueLines } from './exchange/report'
import type { Executor, ItemBankRepository, QuestionRow, Tx } from './item-bank.repository'
import { questionValues } from './question-values'
import { sanitizeItem } from './sanitize-item'

export const notFound = () => new AppError('not_found', 'Item not found.')
export const caseNotFound = () => new AppError('not_found', 'Case study not found.')
export const subjectTaken = (name: string) =>
  new AppError('conflict', `The subject ${name} exists.`)

/** Tags of adopted drafts by key (the case's items keep them). */
export const tagsOf = (rows: Map<string, QuestionRow>) =>
  new Map([...rows].map(([key, row]) => [key, row.tags]))

/**
 * Writing and reading a case study as the content format has it, shared by the import, the
 * export and the case-study routes: subjects by name, the case's row, its six items, the
 * stand-alone drafts it takes over, the stored case read back.
 */
export function caseWriter(repo: ItemBankRepository) {
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

  return { ensureSubjects, caseValues, writeCaseItems, adoptable, caseStudyOf, parseCase }
}
export type CaseWriter = ReturnType<typeof caseWriter>
