import { ChevronDown } from 'lucide-react'
import type { Faq } from '../content/course-types'

/** Course FAQs as native disclosure widgets: keyboard and screen-reader friendly without JS. */
export function FaqList({ faqs }: { faqs: Faq[] }) {
  return (
    <div className="divide-y divide-slate-200 rounded-2xl bg-white ring-1 ring-slate-200">
      {faqs.map((f, i) => (
        <details key={f.question} open={i === 0} className="group px-6 py-5">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 font-semibold text-ink [&::-webkit-details-marker]:hidden">
            {f.question}
            <ChevronDown
              aria-hidden="true"
              className="size-5 shrink-0 text-brand-700 transition-transform group-open:rotate-180"
            />
          </summary>
          <p className="mt-3 leading-relaxed text-slate-700">{f.answer}</p>
        </details>
      ))}
    </div>
  )
}
