import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { ZCaseStudy } from '@nurseready/shared/items/case-study'
import { ZItem } from '@nurseready/shared/items/item'
import { z } from 'zod'
import type { Db } from '../db/client'
import { questionValues } from '../modules/item-bank/index'
import {
  type CatalogRepository,
  catalogRepository,
} from '../modules/question-bank/catalog.repository'
import { seedDataFolder } from '../paths'

/**
 * The Next Generation content of seed/data/ngn/ (issue 12): each file a case study, an array of
 * case studies or an array of stand-alone items (validated in full by scripts/validate-ngn.ts).
 */
const ZNgnFile = z.union([ZCaseStudy, z.array(ZCaseStudy), z.array(ZItem)])

/**
 * Loads every ngn/*.json file, inserting what is absent by key (case studies by their id, items
 * by theirs), so running it again adds nothing and never overwrites an edit. A case's six items
 * are stored in order with case_step 0-5.
 */
export async function seedNgnItems(
  db: Db,
  subjectIdOf: (name: string) => Promise<string>,
  catalog: CatalogRepository = catalogRepository(db),
) {
  const dir = path.join(seedDataFolder, 'ngn')
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
  for (const file of files) {
    const data = ZNgnFile.parse(JSON.parse(readFileSync(path.join(dir, file), 'utf8')))
    const list = Array.isArray(data) ? data : [data]
    for (const entry of list) {
      if ('steps' in entry) {
        const subjectId = await subjectIdOf(entry.subject)
        const caseStudyId = await catalog.ensureCaseStudy({
          key: entry.id,
          title: entry.title,
          subjectId,
          record: entry.record,
          recordChanges: entry.steps.map((s) => s.recordChanges ?? []),
          exams: entry.exams,
        })
        const values = []
        for (const [caseStep, step] of entry.steps.entries())
          values.push(
            questionValues(step.item, await subjectIdOf(step.item.subject), {
              caseStudyId,
              caseStep,
            }),
          )
        await catalog.insertQuestionsIfAbsent(values)
      } else {
        await catalog.insertQuestionsIfAbsent([
          questionValues(entry, await subjectIdOf(entry.subject)),
        ])
      }
    }
  }
}
