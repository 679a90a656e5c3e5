import { CalendarPlus, Copy, Download } from 'lucide-react'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { errorMessage } from '@/lib/api-client'
import { useSingleFlight } from '@/lib/use-single-flight'
import {
  downloadScheduleIcs,
  useCreateSubscription,
  useRevokeSubscription,
} from '../api/schedule-actions'

/** Download the plan as .ics, or subscribe a calendar app to a private, revocable link. */
export function CalendarExport({ subscribed }: { subscribed: boolean }) {
  const create = useCreateSubscription()
  const revoke = useRevokeSubscription()
  const once = useSingleFlight()
  const [url, setUrl] = useState<string | null>(null)
  const [note, setNote] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)

  const download = () =>
    once(async () => {
      setError(null)
      await downloadScheduleIcs().catch((e: unknown) =>
        setError(errorMessage(e, 'The calendar file could not be downloaded.')),
      )
    })
  const makeLink = () =>
    once(async () => {
      setError(null)
      const res = await create.mutateAsync().catch((e: unknown) => {
        setError(errorMessage(e, 'The link could not be made.'))
        return null
      })
      if (res) {
        setUrl(res.url)
        setNote(res.message)
      }
    })
  const turnOff = () =>
    once(async () => {
      const res = await revoke.mutateAsync().catch(() => null)
      if (res) {
        setUrl(null)
        setNote(res.message)
      }
    })

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => void download()}>
          <Download aria-hidden="true" className="size-4" />
          Download .ics
        </Button>
        <Button variant="secondary" onClick={() => void makeLink()} disabled={create.isPending}>
          <CalendarPlus aria-hidden="true" className="size-4" />
          {subscribed || url ? 'Make a new private link' : 'Get a private calendar link'}
        </Button>
        {subscribed || url ? (
          <Button variant="ghost" onClick={() => void turnOff()} disabled={revoke.isPending}>
            Turn off the link
          </Button>
        ) : null}
      </div>
      {url ? (
        <div className="space-y-2">
          <label htmlFor="calendar-url" className="block text-sm font-medium text-slate-800">
            Private calendar link (subscribe to it in Google Calendar, Outlook or Apple Calendar)
          </label>
          <div className="flex gap-2">
            <input
              id="calendar-url"
              readOnly
              value={url}
              onFocus={(e) => e.currentTarget.select()}
              className="block h-11 min-w-0 flex-1 rounded-lg border border-slate-300 bg-slate-50 px-3 font-mono text-xs text-ink"
            />
            <Button
              variant="secondary"
              aria-label="Copy the link"
              onClick={() =>
                void navigator.clipboard?.writeText(url).then(() => setNote('Link copied.'))
              }
            >
              <Copy aria-hidden="true" className="size-4" />
            </Button>
          </div>
          <p className="text-xs text-muted">
            Anyone with this link can see your schedule. Make a new link to stop the old one.
          </p>
        </div>
      ) : subscribed ? (
        <p className="text-sm text-muted">
          A private link is active. For your safety it is shown only when made: make a new link to
          see it again (the old one then stops working).
        </p>
      ) : null}
      <p role="status" className={note ? 'text-sm text-emerald-800' : 'sr-only'}>
        {note ?? ''}
      </p>
      {error ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  )
}
