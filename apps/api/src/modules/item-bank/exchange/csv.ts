import Papa from 'papaparse'
import {
  itemEntry,
  refuseRepeatedIds,
  report,
  type TImportEntry,
  type TImportReport,
} from './report'

/**
 * The CSV template for the simple types (mcq, multi, select-n, blank): one item a row. Lists
 * inside a cell are separated by `|`: exams ("nclex-rn|nclex-pn"), correct option numbers
 * ("1|3"), accepted answers of a blank ("10|10.0"). Options are option1…option8 with their
 * rationale1…rationale8; their ids become o1…o8.
 */
export const CSV_TYPES = ['mcq', 'multi', 'select-n', 'blank'] as const
export const MAX_CSV_OPTIONS = 8
const range = Array.from({ length: MAX_CSV_OPTIONS }, (_, i) => i + 1)
export const CSV_COLUMNS = [
  'id',
  'type',
  'style',
  'subject',
  'subsubject',
  'clientNeed',
  'clinicalJudgmentStep',
  'difficulty',
  'exams',
  'marks',
  'stem',
  'explanation',
  'n',
  'unit',
  'accepted',
  'correct',
  ...range.flatMap((i) => [`option${i}`, `rationale${i}`]),
] as const

const EXAMPLE: Record<string, string> = {
  id: 'pharm-digoxin-01',
  type: 'mcq',
  style: 'traditional',
  subject: 'Pharmacology',
  clientNeed: 'pharmacological-and-parenteral-therapies',
  exams: 'nclex-rn|nclex-pn',
  stem: '<p>Before giving digoxin, which finding makes the nurse hold the dose?</p>',
  explanation:
    '<p>An apical pulse under 60/min in an adult is the usual reason to hold digoxin.</p>',
  correct: '2',
  option1: 'Blood pressure 138/84 mm Hg',
  rationale1: '<p>Not a reason to hold digoxin.</p>',
  option2: 'Apical pulse 54/min',
  rationale2: '<p>Bradycardia: hold and report.</p>',
  option3: 'Potassium 4.2 mEq/L',
  rationale3: '<p>Normal potassium.</p>',
}

/** The template: the header and one example row. */
export function csvTemplate(): string {
  return `${Papa.unparse({ fields: [...CSV_COLUMNS], data: [CSV_COLUMNS.map((c) => EXAMPLE[c] ?? '')] })}\n`
}

const list = (s: string | undefined) =>
  (s ?? '')
    .split('|')
    .map((x) => x.trim())
    .filter(Boolean)
const opt = (s: string | undefined) => (s?.trim() ? s.trim() : undefined)

function rowToItem(row: Record<string, string>, errors: string[]): Record<string, unknown> {
  const type = (row.type ?? '').trim()
  if (!(CSV_TYPES as readonly string[]).includes(type))
    errors.push(`type must be one of ${CSV_TYPES.join(', ')} (got "${type}")`)
  const num = (col: string) => {
    const v = opt(row[col])
    if (v === undefined) return undefined
    const n = Number(v)
    if (!Number.isFinite(n)) errors.push(`${col} is not a number ("${v}")`)
    return n
  }
  const base: Record<string, unknown> = {
    id: row.id?.trim(),
    type,
    style: opt(row.style) ?? 'traditional',
    stem: row.stem,
    explanation: row.explanation,
    subject: row.subject,
    subsubject: opt(row.subsubject),
    clientNeed: row.clientNeed?.trim(),
    clinicalJudgmentStep: opt(row.clinicalJudgmentStep),
    difficulty: num('difficulty'),
    exams: list(row.exams),
    marks: num('marks'),
  }
  if (type === 'blank')
    return { ...base, unit: opt(row.unit), key: { accepted: list(row.accepted) } }
  const options = range
    .filter((i) => opt(row[`option${i}`]))
    .map((i) => ({
      id: `o${i}`,
      text: row[`option${i}`]?.trim(),
      rationale: opt(row[`rationale${i}`]),
    }))
  const correct = list(row.correct).map((c) => {
    if (!/^[1-8]$/.test(c) || !opt(row[`option${c}`]))
      errors.push(`correct names option ${c}, which is empty`)
    return `o${c}`
  })
  if (type === 'mcq') {
    if (correct.length !== 1) errors.push('an mcq has exactly 1 correct option')
    return { ...base, options, key: { correct: correct[0] } }
  }
  if (type === 'select-n') return { ...base, n: num('n'), options, key: { correct } }
  return { ...base, options, key: { correct } }
}

/** Reads a CSV written on the template; the report has one entry a row ("row 2" is the first item). */
export function importCsv(text: string): TImportReport {
  const parsed = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ''), {
    header: true,
    skipEmptyLines: 'greedy',
  })
  const fields = parsed.meta.fields ?? []
  const missing = ['id', 'type', 'stem', 'explanation', 'subject', 'clientNeed'].filter(
    (c) => !fields.includes(c),
  )
  if (missing.length)
    return report([
      {
        source: 'header',
        kind: 'item',
        ok: false,
        errors: [`missing columns: ${missing.join(', ')}`],
        warnings: [],
      },
    ])
  const unknown = fields.filter((f) => !(CSV_COLUMNS as readonly string[]).includes(f))
  const entries: TImportEntry[] = parsed.data.map((row, i) => {
    const source = `row ${i + 2}`
    const errors = parsed.errors.filter((e) => e.row === i).map((e) => e.message)
    const candidate = rowToItem(row, errors)
    const entry = itemEntry(source, candidate, errors)
    return unknown.length
      ? {
          ...entry,
          warnings: [`unknown columns ignored: ${unknown.join(', ')}`, ...entry.warnings],
        }
      : entry
  })
  return report(refuseRepeatedIds(entries))
}
