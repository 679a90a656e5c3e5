import type { TStudyCalendarFile } from '@nurseready/shared/schemas/library'
import { CalendarDays, ClipboardCheck, ExternalLink } from 'lucide-react'
import { buttonVariants } from '@/components/ui/button'

/** One study-calendar file: its title, what it is for, and a link that opens the PDF. */
export function StudyCalendarCard({ file }: { file: TStudyCalendarFile }) {
  const Icon = file.key === 'assessment-tracker' ? ClipboardCheck : CalendarDays
  return (
    <article className="flex w-full flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <h2 className="mt-4 text-lg font-bold text-ink">{file.title}</h2>
      <p className="mt-1 flex-1 text-sm text-muted">{file.description}</p>
      <a
        href={file.url}
        target="_blank"
        rel="noopener"
        aria-label={`Open ${file.title} (PDF, opens in a new tab)`}
        className={buttonVariants({
          variant: 'secondary',
          size: 'sm',
          className: 'mt-5 self-start',
        })}
      >
        Open
        <ExternalLink aria-hidden="true" className="size-4" />
      </a>
    </article>
  )
}
