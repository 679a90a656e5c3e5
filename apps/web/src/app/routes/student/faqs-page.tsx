import { CircleHelp } from 'lucide-react'
import { useEffect } from 'react'
import { Link } from 'react-router'
import faqIllustration from '@/assets/faq-illustration.svg'
import { useAlert } from '@/components/ui/alert-dialog'
import { Button } from '@/components/ui/button'
import { EmptyState } from '@/components/ui/empty-state'
import { Spinner } from '@/components/ui/spinner'
import { paths } from '@/config/paths'
import { useFaqs } from '@/features/faqs/api/get-faqs'
import { FaqAccordion } from '@/features/faqs/components/faq-accordion'

export const FAQ_TEXTS = {
  loading: 'Loading FAQs...',
  empty: 'No FAQs available.',
  failed: 'Failed to fetch data',
} as const

/** /faqs: an image and the two-column accordion of questions and answers. */
export function FaqsPage() {
  const faqs = useFaqs()
  const alert = useAlert()
  // Spec: an FAQ load failure shows 'Failed to fetch data' as an error alert.
  useEffect(() => {
    if (faqs.isError) void alert({ title: 'Error', text: FAQ_TEXTS.failed, tone: 'error' })
  }, [faqs.isError, alert])
  return (
    <div className="mx-auto max-w-6xl space-y-8">
      <title>FAQs · NurseReady</title>
      <div className="flex flex-col-reverse items-center gap-6 overflow-hidden rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:flex-row sm:justify-between sm:p-8">
        <div className="max-w-xl">
          <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">
            Frequently Asked Questions
          </h1>
          <p className="mt-2 text-muted">
            Plans, renewals, study modes and exam readiness, answered. Still stuck?{' '}
            <Link
              to={paths.chat}
              className="font-semibold text-brand-800 underline underline-offset-2"
            >
              Ask us in Support chat
            </Link>
            .
          </p>
        </div>
        <img
          src={faqIllustration}
          alt=""
          width={320}
          height={240}
          className="h-auto w-56 shrink-0 sm:w-64"
        />
      </div>

      {faqs.isPending ? (
        <Spinner label={FAQ_TEXTS.loading} />
      ) : faqs.isError ? (
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-red-50 px-4 py-3">
          <p className="text-sm font-medium text-red-800">{FAQ_TEXTS.failed}</p>
          <Button size="sm" variant="secondary" onClick={() => void faqs.refetch()}>
            Try again
          </Button>
        </div>
      ) : faqs.data.items.length === 0 ? (
        <EmptyState
          title={FAQ_TEXTS.empty}
          icon={<CircleHelp aria-hidden="true" className="size-8" />}
        />
      ) : (
        <FaqAccordion faqs={faqs.data.items} />
      )}
    </div>
  )
}
