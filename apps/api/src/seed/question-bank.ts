import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { CLIENT_NEED_LABELS, CLIENT_NEEDS } from '@nurseready/shared/domain/readiness/exams'
import { z } from 'zod'
import type { Db } from '../db/client'
import { sanitizeHtml } from '../lib/html'
import { catalogRepository } from '../modules/question-bank/catalog.repository'
import { readinessRepository } from '../modules/readiness/readiness.repository'
import { seedDataFolder } from '../paths'
import { seedNgnItems } from './ngn-items'

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
  /** Readiness tags: the NCLEX client-need category (its label), author difficulty in logits. */
  clientNeed: z.enum(CLIENT_NEEDS.map((need) => CLIENT_NEED_LABELS[need])).optional(),
  difficulty: z.number().min(-6).max(6).optional(),
  exams: z.array(z.enum(['NCLEX-RN', 'NCLEX-PN', 'REx-PN'])).optional(),
})
const ZSeedFile = z.object({ subject: z.string(), questions: z.array(ZSeedQuestion) })

const NEED_BY_LABEL = new Map(CLIENT_NEEDS.map((need) => [CLIENT_NEED_LABELS[need], need]))
const EXAM_CODE = { 'NCLEX-RN': 'nclex-rn', 'NCLEX-PN': 'nclex-pn', 'REx-PN': 'rex-pn' } as const

/** The folders of seed/data the demo questions come from: the original 240, then the growing bank. */
const QUESTION_FOLDERS = ['questions', 'bank']

/**
 * Loads the demo question bank from seed/data/questions/*.json and seed/data/bank/*.json (the
 * same format; both serve practice tests and, where tagged, readiness assessments); inserts only
 * what is absent, and fills the readiness tags of questions seeded before they existed. Then the
 * Next Generation case studies and items of seed/data/ngn (ngn-items.ts).
 */
export async function seedQuestionBank(db: Db) {
  const catalog = catalogRepository(db)
  const readiness = readinessRepository(db)
  const subjectIdOf = (name: string) => {
    const position = SUBJECT_ORDER.indexOf(name)
    return catalog.ensureSubject(name, position < 0 ? SUBJECT_ORDER.length : position)
  }
  const files = QUESTION_FOLDERS.flatMap((folder) => {
    const dir = path.join(seedDataFolder, folder)
    return readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .map((f) => path.join(dir, f))
  })
  for (const file of files) {
    const data = ZSeedFile.parse(JSON.parse(readFileSync(file, 'utf8')))
    const subjectId = await subjectIdOf(data.subject)
    const tagged = data.questions.map((q) => ({
      key: q.key,
      clientNeed: q.clientNeed ? (NEED_BY_LABEL.get(q.clientNeed) ?? null) : null,
      difficulty: q.difficulty ?? null,
      exams: (q.exams ?? []).map((exam) => EXAM_CODE[exam]),
    }))
    await catalog.insertQuestionsIfAbsent(
      data.questions.map((q, i) => ({
        ...tagged[i]!,
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
    await readiness.fillQuestionTags(tagged)
  }
  await seedNgnItems(db, subjectIdOf, catalog)
}
