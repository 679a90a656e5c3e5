import { scoreItem } from '@nurseready/shared/domain/ngn-scoring/score-item'
import { CJ_STEPS } from '@nurseready/shared/items/common'
import { type TItem, ZPublicItem } from '@nurseready/shared/items/item'
import type { TResponse } from '@nurseready/shared/items/responses'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { SelectField } from '@/components/ui/select-field'
import { CaseHeader, ClientRecord, ItemRenderer } from '@/features/question-bank'
import { assemble, type CaseDraft, recordAtStep, stepName } from './case-draft'

/**
 * What a student sees at one step of the case, drawn by the students' own components: the case
 * header, the client record as it stands at that step (its tabs move with the arrow keys) and
 * the item, answerable, with its score and rationales on demand.
 */
export function CasePreview({
  draft,
  index,
  onIndex,
}: {
  draft: CaseDraft
  index: number
  onIndex: (index: number) => void
}) {
  const { record, error } = recordAtStep(draft, index)
  const item = (assemble(draft).steps[index]?.item ?? null) as TItem | null
  const publicItem = item ? ZPublicItem.safeParse(item) : null
  return (
    <section aria-labelledby="case-preview-title" className="space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h2 id="case-preview-title" className="text-lg font-semibold text-ink">
            Preview
          </h2>
          <p className="text-sm text-muted">As a student sees it in a Next Gen test.</p>
        </div>
        <SelectField
          label="Preview step"
          value={String(index)}
          onChange={(e) => onIndex(Number(e.target.value))}
        >
          {CJ_STEPS.map((s, i) => (
            <option key={s} value={i}>
              {stepName(i)}
            </option>
          ))}
        </SelectField>
      </div>
      <div className="rounded-2xl bg-white px-5 py-4 shadow-sm ring-1 ring-slate-200">
        <CaseHeader
          title={draft.title.trim() || 'Untitled case study'}
          index={index}
          total={CJ_STEPS.length}
          step={CJ_STEPS[index]}
        />
      </div>
      {error ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
      {/* Keyed by step: the preview opens each step on its first tab, as a fresh screen would. */}
      <ClientRecord key={index} record={record} />
      {item && publicItem?.success ? (
        <PreviewItem key={`${index}-${item.id}-${item.type}`} item={item} />
      ) : (
        <p className="rounded-xl border border-dashed border-slate-300 bg-white p-6 text-center text-sm text-muted">
          {item
            ? 'This item cannot be shown yet: see the problems listed above.'
            : 'Choose an item for this step to preview it.'}
        </p>
      )}
    </section>
  )
}

function PreviewItem({ item }: { item: TItem }) {
  const [response, setResponse] = useState<TResponse | null>(null)
  const [checked, setChecked] = useState(false)
  const outcome = checked && response ? scoreItem(item, response) : null
  const score = outcome?.ok ? outcome.score : null
  return (
    <section
      aria-label="Previewed item"
      className="space-y-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      <ItemRenderer
        item={ZPublicItem.parse(item)}
        response={response}
        onChange={setResponse}
        disabled={checked}
        solution={checked ? item : null}
        score={score}
      />
      {outcome && !outcome.ok ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          This answer cannot be scored: {outcome.error.message}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {checked ? (
          <Button
            variant="secondary"
            onClick={() => {
              setChecked(false)
              setResponse(null)
            }}
          >
            Answer again
          </Button>
        ) : (
          <Button variant="secondary" disabled={!response} onClick={() => setChecked(true)}>
            Check the answer
          </Button>
        )}
      </div>
    </section>
  )
}
