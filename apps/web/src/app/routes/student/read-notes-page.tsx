import { ExternalLink } from 'lucide-react'
import { useRef } from 'react'
import { useSearchParams } from 'react-router'
import { Spinner } from '@/components/ui/spinner'
import { paths } from '@/config/paths'
import { useNote } from '@/features/library/api/get-note'
import { BackLink } from '@/features/library/components/back-link'
import { LoadError } from '@/features/library/components/load-error'
import { LockedPanel } from '@/features/library/components/upgrade-link'
import { TEXTS } from '@/features/library/texts'
import { ApiError } from '@/lib/api-client'

/** /readnotes?id=ID: the notes file (PDF) in an embedded frame. */
export function ReadNotesPage() {
  const [params] = useSearchParams()
  const id = params.get('id') ?? ''
  const note = useNote(id)
  // The reader keeps the link it opened with (a new link would reload it and lose the page);
  // "Open in a new tab" always has the latest, renewed before it expires.
  const frame = useRef<{ id: string; url: string } | null>(null)
  if (note.data?.url && frame.current?.id !== note.data.id)
    frame.current = { id: note.data.id, url: note.data.url }
  const back = note.data
    ? `${paths.notes}?category=${encodeURIComponent(note.data.categoryId)}`
    : paths.notesCategories

  if (!id || (note.error instanceof ApiError && note.error.status < 500)) {
    return (
      <div className="mx-auto max-w-4xl space-y-6">
        <title>Study Notes · NurseReady</title>
        <BackLink to={paths.notesCategories} />
        <p
          role="alert"
          className="rounded-xl bg-white px-6 py-10 text-center font-semibold text-ink shadow-sm ring-1 ring-slate-200"
        >
          {TEXTS.noteNotFound}
        </p>
      </div>
    )
  }

  return (
    <div className="mx-auto max-w-5xl space-y-5">
      <title>{`${note.data?.title ?? 'Notes'} · NurseReady`}</title>
      <BackLink to={back} />
      {note.isPending ? (
        <Spinner label="Loading the notes..." />
      ) : note.isError ? (
        <LoadError text={TEXTS.failed} onRetry={() => void note.refetch()} />
      ) : (
        <>
          <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
            <div>
              <p className="text-xs font-semibold uppercase tracking-wider text-brand-700">
                {note.data.categoryName} · {note.data.system}
              </p>
              <h1 className="mt-1 text-2xl font-bold tracking-tight text-ink sm:text-3xl">
                {note.data.title}
              </h1>
            </div>
            {note.data.url ? (
              <a
                href={note.data.url}
                target="_blank"
                rel="noopener"
                className="inline-flex items-center gap-1.5 text-sm font-semibold text-brand-800 hover:underline"
              >
                Open in a new tab
                <ExternalLink aria-hidden="true" className="size-4" />
              </a>
            ) : null}
          </div>
          {note.data.url ? (
            <iframe
              src={frame.current?.url ?? note.data.url}
              title={note.data.title}
              className="h-[75dvh] min-h-[28rem] w-full rounded-2xl border-0 bg-white shadow-sm ring-1 ring-slate-200"
            />
          ) : (
            <LockedPanel text={TEXTS.lockedNote} hint={TEXTS.lockedHint} />
          )}
        </>
      )}
    </div>
  )
}
