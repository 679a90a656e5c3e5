import { z } from 'zod'
import { EXAM_CODES } from '../domain/readiness/exams'
import { CJ_STEP_LABELS, CJ_STEPS, type TCjStep } from './common'
import { type TPublicItem, toPublicItem, ZItem } from './item'
import { duplicates } from './item-rules'
import { ZItemId, ZText } from './primitives'
import { applyRecordChanges, type TClientRecord, ZClientRecord, ZRecordChange } from './record'

/** One item of a case study and how the record changes before it is shown. */
export const ZCaseStep = z.object({
  recordChanges: z.array(ZRecordChange).max(12).optional(),
  item: ZItem,
})

/**
 * An unfolding case study: six Next Gen items sharing one client record, one per
 * clinical-judgment step in order; the record can change before any item.
 */
export const ZCaseStudy = z
  .object({
    id: ZItemId,
    title: ZText,
    subject: z.string().trim().min(1).max(120),
    exams: z.array(z.enum(EXAM_CODES)).max(EXAM_CODES.length),
    record: ZClientRecord,
    steps: z.array(ZCaseStep).length(CJ_STEPS.length),
  })
  .superRefine((cs, ctx) => {
    const ids = cs.steps.map((s) => s.item.id)
    if (duplicates(ids).length)
      ctx.addIssue({ code: 'custom', message: `Item ids repeat: ${duplicates(ids).join(', ')}` })
    cs.steps.forEach((step, i) => {
      const path = ['steps', i, 'item']
      if (step.item.style !== 'nextgen')
        ctx.addIssue({ code: 'custom', message: 'Case items are Next Gen', path })
      if (step.item.clinicalJudgmentStep !== CJ_STEPS[i])
        ctx.addIssue({
          code: 'custom',
          message: `Item ${i + 1} is the "${CJ_STEP_LABELS[CJ_STEPS[i] as TCjStep]}" step`,
          path: [...path, 'clinicalJudgmentStep'],
        })
      if (step.item.exhibit)
        ctx.addIssue({ code: 'custom', message: 'Case items use the case record', path })
    })
    let record: TClientRecord = cs.record
    cs.steps.forEach((step, i) => {
      const next = applyRecordChanges(record, step.recordChanges ?? [])
      if (next.ok) record = next.record
      else
        ctx.addIssue({ code: 'custom', message: next.message, path: ['steps', i, 'recordChanges'] })
    })
  })
export type TCaseStudy = z.infer<typeof ZCaseStudy>

/** The record as shown with step `index` (0-5): the case's record with every change up to it. */
export function recordAt(cs: TCaseStudy, index: number): TClientRecord {
  let record = cs.record
  for (const step of cs.steps.slice(0, index + 1)) {
    const next = applyRecordChanges(record, step.recordChanges ?? [])
    if (!next.ok) throw new Error(next.message)
    record = next.record
  }
  return record
}

export type TPublicCaseStep = {
  caseId: string
  title: string
  index: number
  total: number
  record: TClientRecord
  item: TPublicItem
}

/** What the browser gets for one step of a case: its record at that point and the public item. */
export function publicCaseStep(cs: TCaseStudy, index: number): TPublicCaseStep {
  const step = cs.steps[index]
  if (!step) throw new RangeError(`No step ${index} in case ${cs.id}`)
  return {
    caseId: cs.id,
    title: cs.title,
    index,
    total: cs.steps.length,
    record: recordAt(cs, index),
    item: toPublicItem(step.item),
  }
}
