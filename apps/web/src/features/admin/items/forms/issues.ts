/** What a list's element is called in problems: options.4 → "option o5" (its id when it has one). */
const NOUNS: Record<string, string> = {
  options: 'option',
  groups: 'group',
  rows: 'row',
  columns: 'column',
  slots: 'drop-down',
  tokens: 'token',
  targets: 'blank',
  passage: 'piece',
  cells: 'cell',
  conditions: 'condition',
  actions: 'action',
  parameters: 'parameter',
  links: 'link',
  headings: 'heading',
  tabs: 'tab',
  entries: 'entry',
  accepted: 'accepted answer',
  members: 'member',
  placements: 'placement',
  choices: 'choice',
  values: 'value',
  exams: 'exam',
}
/** Field names in words. */
const FIELDS: Record<string, string> = {
  interaction: 'question',
  exhibit: 'client record',
  key: 'key',
  template: 'text with blanks',
  rowHeading: 'heading of the row labels',
  clientNeed: 'client need',
  clinicalJudgmentStep: 'clinical-judgment step',
  html: 'note',
  n: 'N',
}

export type Issue = { path: PropertyKey[]; message: string; code?: string } & Record<
  string,
  unknown
>

/** Where an issue is, in words: ["options", 4, "text"] → "Option o5 text". */
export function placeOf(path: readonly PropertyKey[], input: unknown): string {
  const words: string[] = []
  let at: unknown = input
  for (let i = 0; i < path.length; i++) {
    const seg = path[i]
    const next =
      at && typeof at === 'object' ? (at as Record<PropertyKey, unknown>)[seg as never] : undefined
    if (typeof seg === 'number') {
      const list = String(path[i - 1] ?? '')
      const id = next && typeof next === 'object' ? (next as { id?: unknown }).id : undefined
      words.pop()
      words.push(`${NOUNS[list] ?? list} ${typeof id === 'string' && id ? id : seg + 1}`)
    } else words.push(FIELDS[String(seg)] ?? String(seg))
    at = next
  }
  const text = words.join(' ')
  return text.charAt(0).toUpperCase() + text.slice(1)
}

/** What is wrong, in words. */
function whatOf(issue: Issue): string {
  const { code, origin, minimum, maximum } = issue as Issue & {
    origin?: string
    minimum?: number
    maximum?: number
  }
  if (code === 'too_small' && origin === 'string')
    return minimum === 1 ? 'cannot be empty' : `needs at least ${minimum} characters`
  if (code === 'too_big' && origin === 'string') return `is longer than ${maximum} characters`
  if (code === 'too_small' && origin === 'array') return `needs at least ${minimum}`
  if (code === 'too_big' && origin === 'array') return `takes at most ${maximum}`
  if (code === 'too_small' && origin === 'number') return `is below ${minimum}`
  if (code === 'too_big' && origin === 'number') return `is above ${maximum}`
  if (code === 'invalid_type' && /received undefined/.test(issue.message)) return 'is missing'
  return `: ${issue.message}`
}

/** An issue as a sentence: "Option o5 text cannot be empty." / "Template lacks {{s3}}". */
export function describeIssue(issue: Issue, input: unknown): string {
  if (!issue.path.length) return issue.message
  const what = whatOf(issue)
  return `${placeOf(issue.path, input)}${what.startsWith(':') ? what : ` ${what}.`}`
}

/** The item's issues as sentences, and by path for the fields that show their own. */
export function describeIssues(issues: readonly Issue[], input: unknown) {
  const list = issues.map((i) => describeIssue(i, input))
  const byPath = new Map<string, string>()
  issues.forEach((issue, n) => {
    const path = issue.path.join('.')
    if (path && !byPath.has(path)) byPath.set(path, list[n] as string)
  })
  return { list: [...new Set(list)], byPath }
}
