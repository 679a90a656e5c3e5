import { adminPaths } from '@nurseready/shared/constants/routes'
import type { TItemDetail, TItemSummary } from '@nurseready/shared/schemas/item-bank'
import { useQueryClient } from '@tanstack/react-query'
import { ExternalLink } from 'lucide-react'
import { useId, useState } from 'react'
import { Button } from '@/components/ui/button'
import { Dialog } from '@/components/ui/dialog'
import { Field } from '@/components/ui/field'
import { Pagination } from '@/components/ui/pagination'
import { Spinner } from '@/components/ui/spinner'
import { api, errorMessage } from '@/lib/api-client'
import { Badge } from '../components/admin-list'
import { LoadError } from '../components/admin-page'
import { itemKeys, useItems } from '../items/items-api'

const TONE = { draft: 'amber', published: 'green', archived: 'slate', superseded: 'slate' } as const

/** The item editor for a new item, in a new tab (the draft is then chosen from the bank). */
export function NewItemLink() {
  return (
    <a
      href={adminPaths.itemNew}
      target="_blank"
      rel="noreferrer"
      className="inline-flex items-center gap-1 font-medium text-brand-700 underline"
    >
      Write a new item (opens in a new tab)
      <ExternalLink aria-hidden="true" className="size-3.5" />
    </a>
  )
}

/** Why a bank item cannot be placed in a case, or null. */
function refusal(i: TItemSummary) {
  if (i.caseStudyId) return 'In a case study already'
  if (i.type === 'trend') return 'A trend item carries its own exhibit'
  return null
}

/**
 * "Choose from the bank" for one step: the bank's Next Gen items, searched by words of the stem
 * or the id; choosing one loads the whole item and hands it to `onPick`.
 */
export function BankPicker({
  step,
  onPick,
  onClose,
}: {
  /** "Item 3 · Prioritize hypotheses" */
  step: string
  onPick: (detail: TItemDetail) => void
  onClose: () => void
}) {
  const titleId = useId()
  const qc = useQueryClient()
  const [q, setQ] = useState('')
  const [search, setSearch] = useState('')
  const [page, setPage] = useState(1)
  const [loading, setLoading] = useState<string | null>(null)
  const [error, setError] = useState('')
  const items = useItems({ page, pageSize: 8, style: 'nextgen', q: search || undefined })
  const choose = async (id: string) => {
    setLoading(id)
    setError('')
    try {
      const detail = await qc.fetchQuery({
        queryKey: itemKeys.item(id),
        queryFn: () => api<TItemDetail>(`/admin/items/${id}`),
      })
      onPick(detail)
    } catch (e) {
      setError(errorMessage(e, 'The item could not be loaded. Please try again.'))
      setLoading(null)
    }
  }
  return (
    <Dialog onClose={onClose} labelledBy={titleId} className="max-w-2xl p-5 sm:p-6">
      <h2 id={titleId} className="text-lg font-bold text-ink">
        Choose from the bank: {step}
      </h2>
      <p className="mt-1 text-sm text-muted">
        Next Gen items. A stand-alone draft moves into the case; a published item is copied.{' '}
        <NewItemLink />
      </p>
      <form
        aria-label="Bank search"
        className="mt-4 flex flex-wrap items-end gap-2"
        onSubmit={(e) => {
          e.preventDefault()
          setSearch(q.trim())
          setPage(1)
        }}
      >
        <Field
          className="min-w-48 flex-1"
          label="Search the bank"
          hint="Words of the question or its id"
          value={q}
          onChange={(e) => setQ(e.target.value)}
        />
        <Button type="submit" variant="secondary" className="mb-7">
          Search
        </Button>
      </form>
      {error ? (
        <p role="alert" className="mb-2 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
      {items.isPending ? (
        <Spinner />
      ) : items.isError ? (
        <LoadError message={errorMessage(items.error, '')} />
      ) : items.data.items.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-sm text-muted">
          No Next Gen items match{search ? ` “${search}”` : ''}.
        </p>
      ) : (
        <>
          <ul
            aria-label="Bank items"
            className="divide-y divide-slate-100 rounded-lg border border-slate-200"
          >
            {items.data.items.map((i) => {
              const why = refusal(i)
              const name = i.key ?? i.id.slice(0, 8)
              return (
                <li key={i.id} className="flex flex-wrap items-start gap-3 p-3 sm:flex-nowrap">
                  <div className="min-w-0 flex-1">
                    <p className="flex flex-wrap items-center gap-2 text-sm font-semibold text-ink">
                      {name}
                      <Badge tone={TONE[i.status]}>{i.status}</Badge>
                      <span className="font-normal text-muted">
                        {i.type} · {i.subject}
                      </span>
                    </p>
                    <p className="mt-1 line-clamp-2 text-sm text-muted">{i.stemText}</p>
                    {why ? <p className="mt-1 text-xs font-medium text-amber-900">{why}</p> : null}
                  </div>
                  <Button
                    size="sm"
                    variant="secondary"
                    disabled={Boolean(why) || loading !== null}
                    aria-label={`Choose ${name}`}
                    onClick={() => choose(i.id)}
                  >
                    {loading === i.id ? 'Loading…' : 'Choose'}
                  </Button>
                </li>
              )
            })}
          </ul>
          <Pagination
            page={items.data.page}
            totalPages={Math.max(1, Math.ceil(items.data.total / items.data.pageSize))}
            onChange={setPage}
          />
        </>
      )}
      <div className="mt-4 flex justify-end">
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
      </div>
    </Dialog>
  )
}
