import { useSearchParams } from 'react-router'
import { cn } from '@/lib/cn'

/** A row of section buttons kept in ?tab= (the first tab is the default, without a parameter). */
export function SectionTabs({
  label,
  tabs,
  current,
}: {
  label: string
  tabs: readonly { id: string; label: string }[]
  current: string
}) {
  const [, setParams] = useSearchParams()
  return (
    <nav aria-label={label} className="mb-6 flex gap-1 overflow-x-auto border-b border-slate-200">
      {tabs.map((t, i) => (
        <button
          key={t.id}
          type="button"
          aria-current={current === t.id ? 'page' : undefined}
          onClick={() => setParams(i === 0 ? {} : { tab: t.id })}
          className={cn(
            '-mb-px border-b-2 px-4 py-2.5 text-sm font-semibold whitespace-nowrap',
            current === t.id
              ? 'border-brand-700 text-brand-800'
              : 'border-transparent text-muted hover:text-ink',
          )}
        >
          {t.label}
        </button>
      ))}
    </nav>
  )
}
