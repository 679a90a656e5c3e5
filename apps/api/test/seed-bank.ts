import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { seedDataFolder } from '../src/paths'

type Style = 'traditional' | 'nextgen'
type SeedFile = { subject: string; questions: { style: Style }[] }

type NgnItem = { subject: string; style: Style }
type NgnEntry = NgnItem | { steps: { item: NgnItem }[] }

/** The items of seed/data/ngn: each file a case study, or an array of cases or stand-alone items. */
function ngnItems(): NgnItem[] {
  const dir = path.join(seedDataFolder, 'ngn')
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .flatMap((file) => {
      const data = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as NgnEntry | NgnEntry[]
      return (Array.isArray(data) ? data : [data]).flatMap((e) =>
        'steps' in e ? e.steps.map((s) => s.item) : [e],
      )
    })
}

/**
 * The seeded question bank counted from its files (seed/data/questions, seed/data/bank and the
 * Next Generation items of seed/data/ngn): bank/ grows as content is written, so tests that
 * count the whole bank count the files.
 */
export function seedBankCounts() {
  const bySubject: Record<string, Record<Style | 'total', number>> = {}
  const byStyle: Record<Style, number> = { traditional: 0, nextgen: 0 }
  let total = 0
  for (const folder of ['questions', 'bank']) {
    const dir = path.join(seedDataFolder, folder)
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
      const data = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as SeedFile
      const counts = bySubject[data.subject] ?? { traditional: 0, nextgen: 0, total: 0 }
      bySubject[data.subject] = counts
      for (const q of data.questions) {
        counts[q.style] += 1
        counts.total += 1
        byStyle[q.style] += 1
        total += 1
      }
    }
  }
  for (const item of ngnItems()) {
    const counts = bySubject[item.subject] ?? { traditional: 0, nextgen: 0, total: 0 }
    bySubject[item.subject] = counts
    counts[item.style] += 1
    counts.total += 1
    byStyle[item.style] += 1
    total += 1
  }
  return { total, byStyle, bySubject }
}
