import type { TFaq } from '@nurseready/shared/schemas/faqs'
import { ChevronDown } from 'lucide-react'
import { type KeyboardEvent, useId, useRef, useState } from 'react'
import { cn } from '@/lib/cn'

/**
 * The FAQ accordion in two columns (one on narrow screens), the first item open. Each question
 * is a button with aria-expanded controlling its answer region; Enter/Space toggle, and
 * Up/Down/Home/End move between questions (WAI-ARIA accordion pattern).
 */
export function FaqAccordion({ faqs }: { faqs: TFaq[] }) {
  const baseId = useId()
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set(faqs[0] ? [faqs[0].id] : []))
  const buttons = useRef<(HTMLButtonElement | null)[]>([])
  const half = Math.ceil(faqs.length / 2)
  const columns = [faqs.slice(0, half), faqs.slice(half)]

  const toggle = (id: string) =>
    setOpen((prev) => {
      const next = new Set(prev)
      if (next.has(id)) next.delete(id)
      else next.add(id)
      return next
    })

  function onKeyDown(e: KeyboardEvent<HTMLButtonElement>, index: number) {
    const last = faqs.length - 1
    const target = {
      ArrowDown: index === last ? 0 : index + 1,
      ArrowUp: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[e.key]
    if (target === undefined) return
    e.preventDefault()
    buttons.current[target]?.focus()
  }

  return (
    <div className="grid items-start gap-4 lg:grid-cols-2">
      {columns.map((column, c) => (
        <div key={c === 0 ? 'left' : 'right'} className="space-y-4">
          {column.map((faq, i) => {
            const index = c * half + i
            const expanded = open.has(faq.id)
            const buttonId = `${baseId}-q-${index}`
            const panelId = `${baseId}-a-${index}`
            return (
              <div
                key={faq.id}
                className={cn(
                  'rounded-xl bg-white shadow-sm ring-1 transition-colors',
                  expanded ? 'ring-brand-600/40' : 'ring-slate-200',
                )}
              >
                <h3>
                  <button
                    ref={(el) => {
                      buttons.current[index] = el
                    }}
                    id={buttonId}
                    type="button"
                    aria-expanded={expanded}
                    aria-controls={panelId}
                    onClick={() => toggle(faq.id)}
                    onKeyDown={(e) => onKeyDown(e, index)}
                    className="flex w-full items-center justify-between gap-4 rounded-xl px-5 py-4 text-left text-base font-semibold text-ink hover:bg-slate-50"
                  >
                    <span>{faq.question}</span>
                    <ChevronDown
                      aria-hidden="true"
                      className={cn(
                        'size-5 shrink-0 text-brand-700 transition-transform',
                        expanded && 'rotate-180',
                      )}
                    />
                  </button>
                </h3>
                <section
                  id={panelId}
                  aria-labelledby={buttonId}
                  hidden={!expanded}
                  className="px-5 pb-5 text-sm leading-relaxed text-slate-700"
                >
                  {faq.answer}
                </section>
              </div>
            )
          })}
        </div>
      ))}
    </div>
  )
}
