/**
 * Validates the Next Gen content in src/seed/data/ngn/ (issue 12, section 5):
 * `npx tsx apps/api/scripts/validate-ngn.ts`.
 *
 * Every .json file holds a case study (ZCaseStudy), an array of case studies, or an array of
 * stand-alone items. Each item must pass ZAuthoredItem (every rationale, the clinical-judgment
 * step); ids must be unique across all ngn files, case ids included, and unlike every legacy seed
 * key (seed/data/questions, seed/data/bank); each item's key, given as a response, must earn full
 * points with the shared scorer. Exits 1 with a list of problems, else prints a summary.
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { scoreItem } from '@nurseready/shared/domain/ngn-scoring/score-item'
import type { TInteraction } from '@nurseready/shared/items/bodies'
import { ZCaseStudy } from '@nurseready/shared/items/case-study'
import { interactionOf, type TItem, ZAuthoredItem } from '@nurseready/shared/items/item'

const dataDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src/seed/data')
const ngnDir = path.join(dataDir, 'ngn')
const LEGACY_FOLDERS = ['questions', 'bank']

const problems: string[] = []
const owner = new Map<string, string>()

/** Records an id; a second use anywhere is a problem. */
function claim(id: string, where: string) {
  const first = owner.get(id)
  if (first) problems.push(`${where}: id "${id}" is already used in ${first}`)
  else owner.set(id, where)
}

/** The key of an item as the response a student would submit. */
function keyAsResponse(body: TInteraction): unknown {
  switch (body.type) {
    case 'mcq':
      return { type: body.type, selected: [body.key.correct] }
    case 'multi':
    case 'select-n':
    case 'grouping':
    case 'highlight-text':
    case 'highlight-table':
      return { type: body.type, selected: body.key.correct }
    case 'blank':
      return { type: body.type, text: body.key.accepted[0] }
    case 'matrix-mc':
    case 'matrix-mr':
      return { type: body.type, cells: body.key.cells }
    case 'cloze-dropdown':
    case 'dropdown-table':
    case 'dropdown-rationale':
      return { type: body.type, choices: body.key.choices }
    case 'cloze-drag':
    case 'drag-rationale':
      return { type: body.type, placements: body.key.placements }
    case 'bowtie':
      return {
        type: body.type,
        condition: [body.key.condition],
        actions: body.key.actions,
        parameters: body.key.parameters,
      }
  }
}

const issuesOf = (error: { issues: { path: PropertyKey[]; message: string }[] }) =>
  error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`).join('; ')

/** Checks one item: authored in full, and its key earns full points. */
function checkItem(raw: unknown, where: string): TItem | undefined {
  const parsed = ZAuthoredItem.safeParse(raw)
  if (!parsed.success) {
    problems.push(`${where}: ${issuesOf(parsed.error)}`)
    return undefined
  }
  const item = parsed.data
  claim(item.id, where)
  const body = interactionOf(item)
  const outcome = scoreItem(
    item,
    item.type === 'trend' ? { type: 'trend', response: keyAsResponse(body) } : keyAsResponse(body),
  )
  if (!outcome.ok) problems.push(`${where} (${item.id}): key refused: ${outcome.error.message}`)
  else if (!outcome.score.correct)
    problems.push(
      `${where} (${item.id}): key earns ${outcome.score.points} of ${outcome.score.max}`,
    )
  return item
}

function checkCase(raw: unknown, where: string): TItem[] {
  const parsed = ZCaseStudy.safeParse(raw)
  if (!parsed.success) {
    problems.push(`${where}: ${issuesOf(parsed.error)}`)
    return []
  }
  claim(parsed.data.id, where)
  const steps = (raw as { steps: { item: unknown }[] }).steps
  return steps.flatMap((s, i) => checkItem(s.item, `${where} step ${i + 1}`) ?? [])
}

const isCase = (x: unknown) => typeof x === 'object' && x !== null && 'steps' in x

for (const folder of LEGACY_FOLDERS) {
  const dir = path.join(dataDir, folder)
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
    const data = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as {
      questions: { key: string }[]
    }
    for (const q of data.questions) claim(q.key, `${folder}/${file}`)
  }
}

const files = readdirSync(ngnDir)
  .filter((f) => f.endsWith('.json'))
  .sort()
let cases = 0
const items: TItem[] = []
for (const file of files) {
  let data: unknown
  try {
    data = JSON.parse(readFileSync(path.join(ngnDir, file), 'utf8'))
  } catch (error) {
    problems.push(`ngn/${file}: not JSON (${(error as Error).message})`)
    continue
  }
  const entries = Array.isArray(data) ? data : [data]
  entries.forEach((entry, i) => {
    const where = Array.isArray(data) ? `ngn/${file}[${i}]` : `ngn/${file}`
    if (isCase(entry)) {
      cases++
      items.push(...checkCase(entry, where))
    } else {
      const item = checkItem(entry, where)
      if (item) items.push(item)
    }
  })
}

if (problems.length) {
  console.error(`${problems.length} problem(s):`)
  for (const p of problems) console.error(`- ${p}`)
  process.exit(1)
}
const byType = new Map<string, number>()
for (const item of items) byType.set(item.type, (byType.get(item.type) ?? 0) + 1)
console.log(
  `ngn: ${files.length} file(s), ${cases} case stud${cases === 1 ? 'y' : 'ies'}, ${items.length} items, all valid and keys at full points`,
)
console.log(
  [...byType]
    .sort()
    .map(([type, n]) => `${type} ${n}`)
    .join(', '),
)
