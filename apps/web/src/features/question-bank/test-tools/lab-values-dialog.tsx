import { Search } from 'lucide-react'
import { useId, useRef, useState } from 'react'
import { Modal } from '../review/components/modal'
import { LAB_GROUPS, searchLabValues } from './lab-values'

/** The lab-values reference opened from the test toolbar: searchable, grouped, US and SI units. */
export function LabValuesDialog({ onClose }: { onClose: () => void }) {
  const [query, setQuery] = useState('')
  const inputId = useId()
  const input = useRef<HTMLInputElement>(null)
  const found = searchLabValues(query)
  return (
    <Modal open onClose={onClose} title="Lab values" className="max-w-2xl" initialFocus={input}>
      <div className="space-y-4">
        <p className="text-sm text-muted">
          Usual adult reference ranges. Laboratories differ: a range given in the question wins.
        </p>
        <div className="relative">
          <label htmlFor={inputId} className="sr-only">
            Search lab values
          </label>
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted"
          />
          <input
            ref={input}
            id={inputId}
            type="search"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
            placeholder="Search, e.g. potassium, INR, lithium"
            autoComplete="off"
            className="block h-11 w-full rounded-lg border border-slate-300 bg-white pr-3 pl-9 text-base text-ink focus:border-brand-600 focus:outline-2 focus:outline-brand-600/30"
          />
        </div>
        <p role="status" className="text-sm font-medium text-muted">
          {found.length === 0
            ? 'No lab value matches your search.'
            : `${found.length} ${found.length === 1 ? 'value' : 'values'}`}
        </p>
        {LAB_GROUPS.map((group) => {
          const rows = found.filter((v) => v.group === group)
          if (rows.length === 0) return null
          return (
            <section key={group} aria-label={group} className="space-y-2">
              <h3 className="text-sm font-bold tracking-wide text-brand-900 uppercase">{group}</h3>
              <ul className="divide-y divide-slate-200 rounded-xl ring-1 ring-slate-200">
                {rows.map((v) => (
                  <li key={v.name} className="space-y-0.5 px-3 py-2.5 text-sm">
                    <p className="font-semibold text-ink">{v.name}</p>
                    <p className="text-ink">
                      <span className="font-medium text-muted">US: </span>
                      {v.us}
                    </p>
                    {v.si ? (
                      <p className="text-ink">
                        <span className="font-medium text-muted">SI: </span>
                        {v.si}
                      </p>
                    ) : null}
                    {v.note ? <p className="text-muted">{v.note}</p> : null}
                  </li>
                ))}
              </ul>
            </section>
          )
        })}
      </div>
    </Modal>
  )
}
