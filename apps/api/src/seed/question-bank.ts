import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { z } from 'zod'
import type { Db } from '../db/client'
import { sanitizeHtml } from '../lib/html'
import { catalogRepository } from '../modules/question-bank/catalog.repository'
import { seedDataFolder } from '../paths'

/** The order subjects are listed in. */
const SUBJECT_ORDER = [
  'Fundamentals of Nursing',
  'Pharmacology',
  'Medical-Surgical Nursing',
  'Maternal-Newborn Nursing',
  'Pediatric Nursing',
  'Mental Health Nursing',
  'Management of Care',
  'Safety and Infection Control',
]

const ZSeedQuestion = z.object({
  key: z.string(),
  style: z.enum(['traditional', 'nextgen']),
  type: z.enum(['mcq', 'multi', 'blank', 'matrix']),
  subsubject: z.string().optional(),
  stem: z.string(),
  options: z.array(z.string()).optional(),
  answers: z.array(z.string()).optional(),
  marks: z.number().int().positive().optional(),
  explanation: z.string(),
  headings: z.array(z.string()).length(3).optional(),
  rows: z.array(z.object({ text: z.string(), indicated: z.boolean() })).optional(),
})
const ZSeedFile = z.object({ subject: z.string(), questions: z.array(ZSeedQuestion) })

/** Loads the demo question bank from seed/data/questions/*.json; inserts only what is absent. */
export async function seedQuestionBank(db: Db) {
  const dir = path.join(seedDataFolder, 'questions')
  const catalog = catalogRepository(db)
  const files = readdirSync(dir).filter((f) => f.endsWith('.json'))
  for (const file of files) {
    const data = ZSeedFile.parse(JSON.parse(readFileSync(path.join(dir, file), 'utf8')))
    const position = SUBJECT_ORDER.indexOf(data.subject)
    const subjectId = await catalog.ensureSubject(
      data.subject,
      position < 0 ? SUBJECT_ORDER.length : position,
    )
    await catalog.insertQuestionsIfAbsent(
      data.questions.map((q) => ({
        key: q.key,
        subjectId,
        subsubject: q.subsubject ?? null,
        style: q.style,
        type: q.type,
        stem: sanitizeHtml(q.stem),
        options: q.options ?? [],
        answers: q.answers ?? [],
        marks: q.marks ?? null,
        explanation: sanitizeHtml(q.explanation),
        headings: q.headings ?? null,
        rows: q.rows
          ? q.rows.map((r, i) => ({ id: `r${i + 1}`, text: r.text, indicated: r.indicated }))
          : null,
      })),
    )
  }
}
