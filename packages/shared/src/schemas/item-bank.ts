import { z } from 'zod'
import { CLIENT_NEEDS } from '../domain/readiness/exams'
import { ITEM_TYPES } from '../items/bodies'
import { ZCaseStudy } from '../items/case-study'
import { ZItem } from '../items/item'
import { ZPage } from './common'

/** The admin item bank (/api/admin/items, issue 15 §2; docs/api.md). */

export const ITEM_STATUSES = ['draft', 'published', 'archived', 'superseded'] as const
export const ITEM_SORTS = [
  'updated',
  'timesUsed',
  'facility',
  'discrimination',
  'pointBiserial',
  'difficulty',
] as const

export const ZItemListQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
  /** Without it: every status but superseded (earlier versions are seen in an item's history). */
  status: z.enum(ITEM_STATUSES).optional(),
  subjectId: z.uuid().optional(),
  type: z.enum(['matrix', ...ITEM_TYPES]).optional(),
  style: z.enum(['traditional', 'nextgen']).optional(),
  clientNeed: z.enum(CLIENT_NEEDS).optional(),
  tag: z.string().trim().min(1).max(60).optional(),
  /** Words of the stem or the item's key. */
  q: z.string().trim().min(1).max(200).optional(),
  sort: z.enum(ITEM_SORTS).default('updated'),
  order: z.enum(['asc', 'desc']).default('desc'),
  /** Only items with a facility at or below / a discrimination below this (to find bad items). */
  maxFacility: z.coerce.number().min(0).max(1).optional(),
  maxDiscrimination: z.coerce.number().min(-100).max(100).optional(),
  minTimesUsed: z.coerce.number().int().min(0).optional(),
})
export type TItemListQuery = z.input<typeof ZItemListQuery>
export type TItemListFilter = z.output<typeof ZItemListQuery>

/**
 * An item's statistics over completed papers (docs/item-bank.md): facility = points earned /
 * points available; discrimination = 100 × Pearson r of the item's score fraction with the rest
 * of the paper's score fraction (Moodle's discrimination index); point-biserial = r of right
 * (0/1) with the paper's score fraction. Null where undefined (fewer than 2 papers, no variance).
 */
export const ZItemStats = z.object({
  timesUsed: z.number().int(),
  completed: z.number().int(),
  facility: z.number().nullable(),
  discrimination: z.number().nullable(),
  pointBiserial: z.number().nullable(),
  /** Rasch difficulty in logits: the calibrated one when there is one, else the author's. */
  difficulty: z.number().nullable(),
  calibrated: z.boolean(),
  responses: z.number().int(),
})
export type TItemStats = z.infer<typeof ZItemStats>

export const ZItemSummary = z.object({
  id: z.uuid(),
  key: z.string().nullable(),
  type: z.string(),
  style: z.enum(['traditional', 'nextgen']),
  status: z.enum(ITEM_STATUSES),
  version: z.number().int(),
  subjectId: z.uuid(),
  subject: z.string(),
  clientNeed: z.string().nullable(),
  tags: z.array(z.string()),
  /** The stem as text, cut at 160 characters. */
  stemText: z.string(),
  caseStudyId: z.uuid().nullable(),
  updatedAt: z.string(),
  stats: ZItemStats,
})
export type TItemSummary = z.infer<typeof ZItemSummary>
export const ZItemList = ZPage(ZItemSummary)

export const ZItemDetail = ZItemSummary.extend({
  item: ZItem,
  history: z.array(
    z.object({
      id: z.uuid(),
      version: z.number().int(),
      status: z.enum(ITEM_STATUSES),
      at: z.string(),
    }),
  ),
  /** How often each option (row:column cell, slot:option, target:token…) was chosen. */
  choices: z.array(z.object({ id: z.string(), count: z.number().int() })),
  /** Papers that showed this version. */
  usedInPapers: z.number().int(),
})
export type TItemDetail = z.infer<typeof ZItemDetail>

export const ZItemIdParams = z.object({ id: z.uuid() })
const ZTags = z.array(z.string().trim().min(1).max(60)).max(20)

/** How deep arrays and objects nest in a value, counted without recursion. */
export function nestingDepth(value: unknown): number {
  let deepest = 0
  const stack: [unknown, number][] = [[value, 0]]
  while (stack.length) {
    const [v, depth] = stack.pop() as [unknown, number]
    if (v === null || typeof v !== 'object') continue
    deepest = Math.max(deepest, depth + 1)
    for (const child of Object.values(v)) stack.push([child, depth + 1])
  }
  return deepest
}

/** A whole item or case study: checked in the service; here only refused when absurdly deep. */
export const MAX_ITEM_NESTING = 40
const ZItemJson = z
  .unknown()
  .refine((v) => nestingDepth(v) <= MAX_ITEM_NESTING, 'The item is nested too deeply.')

/** POST /admin/items: a new draft. The subject is named by the item's `subject`. */
export const ZItemCreate = z.object({ item: ZItemJson, tags: ZTags.default([]) })
/** PUT /admin/items/:id: a draft changes in place; a published item gets a new version. */
export const ZItemUpdate = z.object({ item: ZItemJson, tags: ZTags.optional() })

export const IMPORT_FORMATS = ['json', 'csv', 'qti-xml', 'qti-zip'] as const
export const ZItemImport = z.object({
  format: z.enum(IMPORT_FORMATS),
  /** The file's text; a zip as base64. */
  content: z.string().min(1).max(60_000_000),
  /** Write the valid entries even when some are not (otherwise nothing is written unless all are). */
  onlyValid: z.boolean().default(false),
  /** Validate and report only. */
  dryRun: z.boolean().default(false),
  /** QTI and CSV carry no bank metadata: these fill it (QTI) and tag every imported item. */
  defaults: z
    .object({
      style: z.enum(['traditional', 'nextgen']).default('nextgen'),
      subject: z.string().trim().min(1).max(120).default('Imported'),
      clientNeed: z.enum(CLIENT_NEEDS).default('management-of-care'),
      exams: z.array(z.enum(['nclex-rn', 'nclex-pn', 'rex-pn'])).default(['nclex-rn']),
    })
    .default({
      style: 'nextgen',
      subject: 'Imported',
      clientNeed: 'management-of-care',
      exams: ['nclex-rn'],
    }),
  tags: ZTags.default([]),
})

export const ZImportEntry = z.object({
  source: z.string(),
  id: z.string().optional(),
  kind: z.enum(['item', 'case-study']),
  type: z.string().optional(),
  ok: z.boolean(),
  errors: z.array(z.string()),
  warnings: z.array(z.string()),
})
export const ZItemImportResult = z.object({
  entries: z.array(ZImportEntry),
  valid: z.number().int(),
  invalid: z.number().int(),
  notes: z.array(z.string()),
  /** Items written (a case study counts its six); 0 when anything was invalid without onlyValid. */
  written: z.number().int(),
})
export type TItemImportResult = z.infer<typeof ZItemImportResult>

export const ZItemExport = z.object({
  format: z.enum(['json', 'qti']),
  /** Question ids; a case study's item brings its whole case. Empty: every current item. */
  ids: z.array(z.uuid()).max(10_000).default([]),
})

export const ZSubject = z.object({
  id: z.uuid(),
  name: z.string(),
  position: z.number().int(),
  items: z.number().int(),
})
export const ZSubjectWrite = z.object({
  name: z.string().trim().min(1).max(120),
  position: z.number().int().min(0).max(1000).optional(),
})
export const ZTagCount = z.object({ tag: z.string(), items: z.number().int() })
/** GET /admin/client-needs: the test plan's eight categories with the bank's items in each. */
export const ZClientNeedCount = z.object({
  clientNeed: z.enum(CLIENT_NEEDS),
  label: z.string(),
  items: z.number().int(),
})

/** /api/admin/case-studies: a case study written as a whole (its six items are bank rows). */
export const ZCaseStudyWrite = z.object({
  caseStudy: ZItemJson,
  /**
   * Stand-alone draft items (question ids) the case takes over: each becomes the case's item with
   * the same id (the step's item names it), and no longer stands alone.
   */
  adopt: z.array(z.uuid()).max(6).default([]),
})
export const ZCaseStudySummary = z.object({
  id: z.uuid(),
  key: z.string(),
  title: z.string(),
  subject: z.string(),
  exams: z.array(z.string()),
  /** Of its six items (they are published and archived together). */
  status: z.enum(ITEM_STATUSES),
  /** The six items' question ids, in step order. */
  itemIds: z.array(z.uuid()),
  createdAt: z.string(),
})
export const ZCaseStudyDetail = ZCaseStudySummary.extend({ caseStudy: ZCaseStudy })
/** GET /api/admin/case-studies: newest first, a page at a time. */
export const ZCaseStudyListQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
})
export type TCaseStudyListQuery = z.input<typeof ZCaseStudyListQuery>
export const ZCaseStudyList = ZPage(ZCaseStudySummary)
export type TCaseStudyList = z.infer<typeof ZCaseStudyList>
export type TCaseStudySummary = z.infer<typeof ZCaseStudySummary>
export type TCaseStudyDetail = z.infer<typeof ZCaseStudyDetail>
