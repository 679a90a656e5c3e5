import type { TCjStep } from '@nurseready/shared/items/common'
import type { TQuestionCase } from '@nurseready/shared/schemas/question-bank'
import { ChevronDown } from 'lucide-react'
import { type ReactNode, useId, useState } from 'react'
import { cn } from '@/lib/cn'
import { CaseHeader, ClientRecord } from '../items'

/**
 * A case item's frame: the case title, "Item 3 of 6" and the step above; the client record as it
 * stands at this step beside the item when the frame is at least 40rem wide (a container query:
 * the test screen's column at 1280 px), above it otherwise (phones) in a panel the student can
 * fold away. Anything else (`caseStudy` null) is shown as it is.
 */
export function CaseFrame({
  caseStudy,
  step,
  children,
}: {
  caseStudy: TQuestionCase | null
  step?: TCjStep | null
  children: ReactNode
}) {
  const [open, setOpen] = useState(true)
  const panelId = useId()
  if (!caseStudy) return children
  return (
    <div className="@container space-y-4" data-case-study={caseStudy.caseId}>
      <div className="rounded-2xl bg-white px-5 py-4 shadow-sm ring-1 ring-slate-200">
        <CaseHeader
          title={caseStudy.title}
          index={caseStudy.index}
          total={caseStudy.total}
          step={step}
        />
      </div>
      <div className="space-y-4 @min-[40rem]:grid @min-[40rem]:grid-cols-2 @min-[40rem]:items-start @min-[40rem]:gap-5 @min-[40rem]:space-y-0">
        <div className="space-y-2 @min-[40rem]:sticky @min-[40rem]:top-24">
          <button
            type="button"
            aria-expanded={open}
            aria-controls={panelId}
            onClick={() => setOpen((o) => !o)}
            className="flex w-full items-center justify-between rounded-xl bg-white px-4 py-3 text-sm font-semibold text-ink shadow-sm ring-1 ring-slate-200 @min-[40rem]:hidden"
          >
            {open ? 'Hide the client record' : 'Show the client record'}
            <ChevronDown
              aria-hidden="true"
              className={cn('size-4 transition-transform', open && 'rotate-180')}
            />
          </button>
          <div id={panelId} className={cn(open ? 'block' : 'hidden', '@min-[40rem]:block')}>
            {/* Keyed by case: the tab the student chose stays open as the case unfolds. */}
            <ClientRecord key={caseStudy.caseId} record={caseStudy.record} />
          </div>
        </div>
        <div className="min-w-0">{children}</div>
      </div>
    </div>
  )
}
