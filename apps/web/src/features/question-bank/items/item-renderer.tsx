import type { TScore } from '@nurseready/shared/domain/ngn-scoring/score-item'
import type { TPublicInteraction } from '@nurseready/shared/items/bodies'
import type { TItem, TPublicItem } from '@nurseready/shared/items/item'
import type { TInteractionResponse, TResponse } from '@nurseready/shared/items/responses'
import { useId } from 'react'
import { SafeHtml } from '@/components/ui/safe-html'
import { BowtieInput } from './bowtie'
import { BlankInput, GroupingInput, McqInput, MultiInput } from './choices'
import { ClientRecord } from './client-record'
import { DragInput } from './drag'
import { DropdownInput } from './dropdowns'
import { HighlightInput } from './highlight'
import { MatrixInput } from './matrix'
import {
  type InteractionProps,
  innerResponse,
  keyedInteraction,
  publicInteractionOf,
} from './model'
import { ScoreBreakdown } from './score-breakdown'

export type ItemRendererProps = {
  /** The public item (no key, no rationales): what the question DTO's `item` carries. */
  item: TPublicItem
  /** The current or given response; null when nothing is answered yet. */
  response: TResponse | null
  /** Every change, as a complete response of the item's type (a trend item's wraps its inner one). */
  onChange: (response: TResponse) => void
  /** Read-only: answered, paused or in review. */
  disabled?: boolean
  /** Once revealed: the full item. With `disabled`, each part shows the given and the correct answer. */
  solution?: TItem | null
  /** Once scored: with `solution`, the points, the rule and the +1/−1/0 marks show under the item. */
  score?: TScore | null
  /** Show the stem above the answer controls (default true). */
  showStem?: boolean
}

/**
 * One Next Generation item: its stem, its exhibit when it has one (trend items), and the answer
 * controls of its type. The root carries `data-item-type`.
 */
export function ItemRenderer({
  item,
  response,
  onChange,
  disabled = false,
  solution = null,
  score = null,
  showStem = true,
}: ItemRendererProps) {
  const stemId = useId()
  const body = publicInteractionOf(item)
  const value = innerResponse(item, response)
  const keyed = disabled ? keyedInteraction(body, solution) : null
  const emit = (inner: TInteractionResponse) =>
    onChange(item.type === 'trend' ? { type: 'trend', response: inner } : inner)
  const common = { onChange: emit, disabled, labelledBy: stemId, stem: item.stem }
  // Each branch pairs a body with the response and key of the same type (innerResponse and
  // keyedInteraction guarantee it); TypeScript cannot follow that through the union, hence `as never`.
  const p = <T extends TPublicInteraction['type']>() =>
    ({ ...common, body, value, keyed }) as unknown as InteractionProps<T>
  return (
    <div data-item-type={item.type} className="space-y-5">
      {showStem ? (
        <SafeHtml
          id={stemId}
          html={item.stem}
          className="text-base leading-relaxed text-ink sm:text-lg"
        />
      ) : (
        <span id={stemId} className="sr-only">
          Answer
        </span>
      )}
      {item.exhibit ? (
        <ClientRecord
          record={item.exhibit}
          label={item.type === 'trend' ? 'Exhibit' : 'Client record'}
        />
      ) : null}
      {(() => {
        switch (body.type) {
          case 'mcq':
            return <McqInput {...p<'mcq'>()} />
          case 'multi':
          case 'select-n':
            return <MultiInput key={item.id} {...p<'multi' | 'select-n'>()} />
          case 'grouping':
            return <GroupingInput {...p<'grouping'>()} />
          case 'blank':
            return <BlankInput {...p<'blank'>()} />
          case 'matrix-mc':
          case 'matrix-mr':
            return <MatrixInput {...p<'matrix-mc' | 'matrix-mr'>()} />
          case 'cloze-dropdown':
          case 'dropdown-table':
          case 'dropdown-rationale':
            return (
              <DropdownInput {...p<'cloze-dropdown' | 'dropdown-table' | 'dropdown-rationale'>()} />
            )
          case 'cloze-drag':
          case 'drag-rationale':
            return <DragInput key={item.id} {...p<'cloze-drag' | 'drag-rationale'>()} />
          case 'highlight-text':
          case 'highlight-table':
            return <HighlightInput {...p<'highlight-text' | 'highlight-table'>()} />
          case 'bowtie':
            return <BowtieInput key={item.id} {...p<'bowtie'>()} />
        }
      })()}
      {solution && score ? (
        <ScoreBreakdown solution={solution} given={response} score={score} />
      ) : null}
    </div>
  )
}
