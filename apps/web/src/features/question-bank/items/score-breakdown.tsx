import type { TEarned } from '@nurseready/shared/domain/ngn-scoring/rules'
import type { TScore } from '@nurseready/shared/domain/ngn-scoring/score-item'
import type { TInteraction } from '@nurseready/shared/items/bodies'
import { interactionOf, type TItem } from '@nurseready/shared/items/item'
import type { TInteractionResponse, TResponse } from '@nurseready/shared/items/responses'
import { SafeHtml } from '@/components/ui/safe-html'
import { cn } from '@/lib/cn'
import { emptyInteractionResponse } from './model'

/** One scored part in words: what it is, what was given against the key, and why. */
export type TPartLine = {
  id: string
  label: string
  detail: string
  earned: TEarned
  rationales: string[]
}

const UNIT: Record<TInteraction['type'], string> = {
  mcq: 'correct answer',
  'select-n': 'correct choice',
  blank: 'correct answer',
  'matrix-mc': 'correct row',
  'cloze-dropdown': 'correct drop-down',
  'dropdown-table': 'correct drop-down',
  'cloze-drag': 'correct blank',
  bowtie: 'option in its correct box',
  multi: 'correct choice',
  grouping: 'correct choice',
  'matrix-mr': 'correct choice',
  'highlight-text': 'correct highlight',
  'highlight-table': 'correct highlight',
  'dropdown-rationale': 'link',
  'drag-rationale': 'link',
}

/** The scoring rule in words. */
export function ruleText(score: Pick<TScore, 'rule' | 'max'>, type: TInteraction['type']): string {
  switch (score.rule) {
    case 'zero-one':
      return `0/1 scoring: 1 point per ${UNIT[type]}`
    case 'plus-minus': {
      const floor =
        type === 'grouping' ? ' in each group' : type === 'matrix-mr' ? ' in each row' : ''
      return `+/− scoring: +1 per correct choice, −1 per incorrect choice, never below 0${floor}`
    }
    case 'rationale':
      return 'Rationale scoring: 1 point only when every linked part is right'
    case 'all-or-nothing':
      return `All or nothing: ${score.max} ${score.max === 1 ? 'mark' : 'marks'} only when every part is right, else 0`
  }
}

export const earnedText = (e: TEarned) => (e === 1 ? '+1' : e === -1 ? '−1' : '0')

/**
 * The points of a scored item ("2 / 4 points"), its rule in words and, per option, row, cell,
 * drop-down, blank, bow-tie option or link, the mark it earned (+1, −1 or 0, in text) with what
 * was given, the key and the rationale from the solution.
 */
export function ScoreBreakdown({
  solution,
  given,
  score,
}: {
  /** The full item (key and rationales), available once answered. */
  solution: TItem
  /** The response that was scored (null: nothing given). */
  given: TResponse | null
  score: TScore
}) {
  const body = interactionOf(solution)
  const inner = given?.type === 'trend' ? given.response : given
  const response = inner && inner.type === body.type ? inner : emptyInteractionResponse(body)
  const lines = partLines(body, response, score)
  const ngn = score.rule !== 'all-or-nothing'
  return (
    // biome-ignore lint/a11y/useSemanticElements: a named group, not a form fieldset nor a landmark (several items' scores can share a page)
    <div
      role="group"
      aria-label="Score"
      className="space-y-3 rounded-xl border border-slate-200 bg-white p-4"
    >
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <p className="text-lg font-semibold text-ink">
          {`${score.points} / ${score.max} ${ngn ? 'point' : 'mark'}${score.max === 1 ? '' : 's'}`}
        </p>
        <p className="text-sm text-muted">{ruleText(score, body.type)}</p>
      </div>
      <ul className="divide-y divide-slate-100">
        {lines.map((line) => (
          <li key={line.id} className="flex gap-3 py-2.5">
            {ngn ? <EarnedBadge earned={line.earned} /> : null}
            <div className="min-w-0 flex-1 space-y-1 text-sm">
              <p className="font-medium text-ink">{line.label}</p>
              <p className="text-muted">{line.detail}</p>
              {line.rationales.map((html, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: fixed content in its authored order, without ids
                <SafeHtml key={i} html={html} className="text-ink" />
              ))}
            </div>
          </li>
        ))}
      </ul>
    </div>
  )
}

function EarnedBadge({ earned }: { earned: TEarned }) {
  return (
    <span
      className={cn(
        'inline-flex h-7 min-w-10 shrink-0 items-center justify-center rounded-md px-1.5 text-sm font-bold tabular-nums',
        earned === 1 && 'bg-emerald-100 text-emerald-800',
        earned === -1 && 'bg-red-100 text-red-800',
        earned === 0 && 'bg-slate-100 text-slate-700',
      )}
    >
      <span data-earned={earned}>{earnedText(earned)}</span>
      <span className="sr-only">{Math.abs(earned) === 1 ? ' point' : ' points'}</span>
    </span>
  )
}

type Opt = { id: string; text: string; rationale?: string }
const textOf = (options: Opt[], id: string | undefined) =>
  id === undefined ? 'none' : (options.find((o) => o.id === id)?.text ?? id)
const rationaleOf = (options: Opt[], ...ids: (string | undefined)[]) =>
  [...new Set(ids)].flatMap((id) => options.find((o) => o.id === id)?.rationale ?? [])

function pickDetail(chosen: boolean, keyed: boolean, verb = 'Chosen') {
  if (chosen) return `${verb}, ${keyed ? 'correct' : 'incorrect'}`
  return keyed ? `Not ${verb.toLowerCase()}, a correct answer` : `Not ${verb.toLowerCase()}`
}

/** Each part of the score in words, in the score's order. */
export function partLines(
  body: TInteraction,
  response: TInteractionResponse,
  score: TScore,
): TPartLine[] {
  const line = (id: string, label: string, detail: string, rationales: string[]): TPartLine => ({
    id,
    label,
    detail,
    rationales,
    earned: score.parts.find((p) => p.id === id)?.earned ?? 0,
  })
  const selected = new Set('selected' in response ? response.selected : [])
  const cells = 'cells' in response ? response.cells : []
  const choices = 'choices' in response ? response.choices : []
  const placements = 'placements' in response ? response.placements : []
  const text = 'text' in response ? response.text : ''
  const bow = response.type === 'bowtie' ? response : { condition: [], actions: [], parameters: [] }
  switch (body.type) {
    case 'mcq':
    case 'multi':
    case 'select-n':
    case 'grouping':
    case 'highlight-text':
    case 'highlight-table': {
      const keyed = new Set(body.type === 'mcq' ? [body.key.correct] : body.key.correct)
      const options: (Opt & { group?: string })[] =
        body.type === 'grouping'
          ? body.groups.flatMap((g) => g.options.map((o) => ({ ...o, group: g.label })))
          : body.type === 'highlight-text'
            ? body.passage.flatMap((s) => (s.id ? [{ ...s, id: s.id }] : []))
            : body.type === 'highlight-table'
              ? body.rows.flatMap((row) =>
                  row.cells.flatMap((s) => (s.id ? [{ ...s, id: s.id }] : [])),
                )
              : body.options
      const verb = body.type.startsWith('highlight') ? 'Highlighted' : 'Chosen'
      return options.map((o) =>
        line(
          o.id,
          o.group ? `${o.group}: ${o.text}` : o.text,
          pickDetail(selected.has(o.id), keyed.has(o.id), verb),
          o.rationale ? [o.rationale] : [],
        ),
      )
    }
    case 'blank':
      return [
        line(
          'answer',
          `Your answer: ${text.trim() || 'none'}${body.unit ? ` ${body.unit}` : ''}`,
          `Accepted: ${body.key.accepted.join(', ')}`,
          [],
        ),
      ]
    case 'matrix-mc':
    case 'matrix-mr': {
      const col = (id: string | undefined) => textOf(body.columns, id)
      if (body.type === 'matrix-mc')
        return body.rows.map((row) => {
          const given = cells.find((c) => c.row === row.id)?.column
          const keyed = body.key.cells.find((c) => c.row === row.id)?.column
          return line(
            row.id,
            row.text,
            given === keyed
              ? `Your answer: ${col(given)}, correct`
              : `Your answer: ${col(given)}; correct: ${col(keyed)}`,
            row.rationale ? [row.rationale] : [],
          )
        })
      return body.rows.flatMap((row) =>
        body.columns.map((c, i) => {
          const has = (list: { row: string; column: string }[]) =>
            list.some((x) => x.row === row.id && x.column === c.id)
          return line(
            `${row.id}:${c.id}`,
            `${row.text} — ${c.text}`,
            pickDetail(has(cells), has(body.key.cells)),
            i === 0 && row.rationale ? [row.rationale] : [],
          )
        }),
      )
    }
    case 'cloze-dropdown':
    case 'dropdown-table':
    case 'dropdown-rationale': {
      const slots =
        body.type === 'dropdown-table'
          ? body.rows.map((row) => ({ id: row.id, label: row.label, options: row.options }))
          : body.slots.map((s, i) => ({ ...s, label: `Drop-down ${i + 1}` }))
      const member = (id: string) => {
        const slot = slots.find((s) => s.id === id)
        const given = choices.find((c) => c.slot === id)?.option
        const keyed = body.key.choices.find((c) => c.slot === id)?.option
        const options = slot?.options ?? []
        return {
          label: slot?.label ?? id,
          detail:
            given === keyed
              ? `Your answer: ${textOf(options, given)}, correct`
              : `Your answer: ${textOf(options, given)}; correct: ${textOf(options, keyed)}`,
          rationales: rationaleOf(options, given, keyed),
        }
      }
      if (body.type === 'dropdown-rationale') return linkLines(body.links, member, line)
      return slots.map((s) => {
        const m = member(s.id)
        return line(s.id, m.label, m.detail, m.rationales)
      })
    }
    case 'cloze-drag':
    case 'drag-rationale': {
      const member = (target: string) => {
        const given = placements.find((p) => p.target === target)?.token
        const keyed = body.key.placements.find((p) => p.target === target)?.token
        return {
          label: `Blank ${body.targets.indexOf(target) + 1}`,
          detail:
            given === keyed
              ? `Your answer: ${textOf(body.tokens, given)}, correct`
              : `Your answer: ${textOf(body.tokens, given)}; correct: ${textOf(body.tokens, keyed)}`,
          rationales: rationaleOf(body.tokens, given, keyed),
        }
      }
      if (body.type === 'drag-rationale') return linkLines(body.links, member, line)
      return body.targets.map((t) => {
        const m = member(t)
        return line(t, m.label, m.detail, m.rationales)
      })
    }
    case 'bowtie': {
      const zone = (title: string, options: Opt[], given: string[], keyed: readonly string[]) =>
        options.map((o) =>
          line(
            o.id,
            `${title}: ${o.text}`,
            pickDetail(given.includes(o.id), keyed.includes(o.id), 'Placed'),
            o.rationale ? [o.rationale] : [],
          ),
        )
      return [
        ...zone('Condition', body.conditions, bow.condition, [body.key.condition]),
        ...zone('Action', body.actions, bow.actions, body.key.actions),
        ...zone('Parameter', body.parameters, bow.parameters, body.key.parameters),
      ]
    }
  }
}

function linkLines(
  links: { id: string; members: string[] }[],
  member: (id: string) => { label: string; detail: string; rationales: string[] },
  line: (id: string, label: string, detail: string, rationales: string[]) => TPartLine,
): TPartLine[] {
  return links.map((link) => {
    const members = link.members.map(member)
    return line(
      link.id,
      `Linked: ${members.map((m) => m.label).join(' and ')}`,
      members.map((m) => `${m.label}: ${m.detail}`).join('. '),
      members.flatMap((m) => m.rationales),
    )
  })
}
