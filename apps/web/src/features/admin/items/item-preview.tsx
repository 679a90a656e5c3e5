import { type TItem, toPublicItem } from '@nurseready/shared/items/item'
import type { TResponse } from '@nurseready/shared/items/responses'
import { useState } from 'react'
import { ItemRenderer } from '@/features/question-bank'

/** The item as students see it (the same renderer), answerable, with the key on request. */
export function ItemPreview({ item }: { item: TItem | null }) {
  const [response, setResponse] = useState<TResponse | null>(null)
  const [reveal, setReveal] = useState(false)
  return (
    <section aria-labelledby="preview-title" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="preview-title" className="text-lg font-semibold text-ink">
          Preview (as students see it)
        </h2>
        <label className="flex min-h-11 items-center gap-2 text-sm text-ink">
          <input type="checkbox" checked={reveal} onChange={(e) => setReveal(e.target.checked)} />
          Show the answer
        </label>
      </div>
      <div className="rounded-xl border border-slate-200 bg-white p-4">
        {item ? (
          <ItemRenderer
            item={toPublicItem(item)}
            response={response}
            onChange={setResponse}
            disabled={reveal}
            solution={reveal ? item : null}
          />
        ) : (
          <p className="text-sm text-muted">The preview shows once the item is valid.</p>
        )}
      </div>
    </section>
  )
}
