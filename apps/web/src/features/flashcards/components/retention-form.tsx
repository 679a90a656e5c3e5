import { RETENTION } from '@nurseready/shared/domain/flashcards'
import { useEffect, useId, useState } from 'react'
import { Button } from '@/components/ui/button'
import { errorMessage } from '@/lib/api-client'
import { useSetRetention } from '../api/set-retention'

const pct = (v: number) => Math.round(v * 100)

/** Desired retention (70–97 %): higher means more reviews and fewer cards forgotten. */
export function RetentionForm({ value }: { value: number }) {
  const [draft, setDraft] = useState(pct(value))
  const [status, setStatus] = useState('')
  const save = useSetRetention()
  const id = useId()
  useEffect(() => setDraft(pct(value)), [value])
  return (
    <form
      className="space-y-3"
      onSubmit={async (e) => {
        e.preventDefault()
        setStatus('')
        try {
          await save.mutateAsync(draft / 100)
          setStatus('Saved. New reviews follow it.')
        } catch (err) {
          setStatus(errorMessage(err, 'The setting could not be saved.'))
        }
      }}
    >
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        Desired retention: <span className="tabular-nums">{draft}%</span>
      </label>
      <input
        id={id}
        type="range"
        min={pct(RETENTION.min)}
        max={pct(RETENTION.max)}
        step={1}
        value={draft}
        onChange={(e) => setDraft(Number(e.target.value))}
        aria-valuetext={`${draft} percent`}
        className="w-full accent-brand-700"
      />
      <p className="text-sm text-muted">
        The chance of remembering a card when it comes back. 90% is a good default; higher means
        more reviews.
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <Button
          type="submit"
          size="sm"
          variant="secondary"
          disabled={save.isPending || draft === pct(value)}
        >
          Save retention
        </Button>
        <p role="status" className="text-sm text-muted">
          {status}
        </p>
      </div>
    </form>
  )
}
