import { Search, X } from 'lucide-react'
import { useEffect, useId, useState } from 'react'

/**
 * A search field that reports its text after a short pause (the search runs on the server), and
 * at once on Enter. `value` is the search in the URL; typing does not reset it until the pause.
 */
export function SearchBox({
  label,
  value,
  onSearch,
  delayMs = 350,
}: {
  label: string
  value: string
  onSearch: (q: string) => void
  delayMs?: number
}) {
  const id = useId()
  const [text, setText] = useState(value)
  // Follow the URL when it changes elsewhere (Back, a shared link).
  useEffect(() => setText(value), [value])
  useEffect(() => {
    if (text.trim() === value) return
    const timer = setTimeout(() => onSearch(text.trim()), delayMs)
    return () => clearTimeout(timer)
  }, [text, value, onSearch, delayMs])

  return (
    <search className="block w-full sm:max-w-xs">
      <form
        className="relative"
        onSubmit={(e) => {
          e.preventDefault()
          onSearch(text.trim())
        }}
      >
        <label htmlFor={id} className="sr-only">
          {label}
        </label>
        <Search
          aria-hidden="true"
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted"
        />
        <input
          id={id}
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={label}
          maxLength={100}
          className="h-11 w-full rounded-lg border border-slate-300 bg-white pr-10 pl-9 text-sm text-ink placeholder:text-slate-500 focus:border-brand-600 focus:outline-2 focus:outline-brand-600 [&::-webkit-search-cancel-button]:hidden"
        />
        {text ? (
          <button
            type="button"
            aria-label="Clear search"
            onClick={() => {
              setText('')
              onSearch('')
            }}
            className="absolute top-1/2 right-1.5 inline-flex size-8 -translate-y-1/2 items-center justify-center rounded-md text-muted hover:bg-slate-100"
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        ) : null}
      </form>
    </search>
  )
}
