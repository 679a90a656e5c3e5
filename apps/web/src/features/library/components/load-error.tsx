import { useEffect } from 'react'
import { useAlert } from '@/components/ui/alert-dialog'
import { Button } from '@/components/ui/button'

/**
 * A failed load: the spec's error alert once, and the message inline with a retry, so the page
 * still says what went wrong after the dialog is closed.
 */
export function LoadError({ text, onRetry }: { text: string; onRetry: () => void }) {
  const alert = useAlert()
  useEffect(() => {
    void alert({ title: 'Error', text, tone: 'error' })
  }, [alert, text])
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-red-50 px-4 py-3">
      <p className="text-sm font-medium text-red-800">{text}</p>
      <Button size="sm" variant="secondary" onClick={onRetry}>
        Try again
      </Button>
    </div>
  )
}
