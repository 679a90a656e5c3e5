import { Hourglass } from 'lucide-react'
import { Link } from 'react-router'
import { PageMeta } from '@/components/layout/page-meta'
import { BackToCourses } from '@/features/marketing/components/back-to-courses'
import {
  CELBAN_SOON,
  type ComingSoonContent,
  NCLEX_PN_SOON,
} from '@/features/marketing/content/coming-soon'

/** /nclex-pn and /Celban: the spec's holding page, with the spec's texts. */
function ComingSoon({ content }: { content: ComingSoonContent }) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-20">
      <PageMeta path={content.path} />
      <div className="rounded-3xl bg-white p-8 text-center shadow-sm ring-1 ring-slate-200 sm:p-12">
        <span className="inline-flex size-16 items-center justify-center rounded-2xl bg-amber-50 text-amber-700">
          <Hourglass aria-hidden="true" className="size-8" />
        </span>
        <h1 className="mt-6 text-4xl font-extrabold tracking-tight text-ink">{content.title}</h1>
        <p className="mt-4 text-lg text-slate-700">We are working on the following pages.</p>
        <ul className="mx-auto mt-6 max-w-md space-y-2 text-left text-slate-700">
          {content.upcoming.map((item) => (
            <li key={item} className="flex gap-3 rounded-lg bg-slate-50 px-4 py-3">
              <span
                aria-hidden="true"
                className="mt-2 size-1.5 shrink-0 rounded-full bg-brand-600"
              />
              {item}
            </li>
          ))}
        </ul>
        <p className="mt-8 text-xl font-bold text-brand-800">Check back later</p>
        <p className="mt-6 text-slate-700">
          {content.meanwhile.text}{' '}
          <Link to={content.meanwhile.link.to} className="font-semibold text-brand-800 underline">
            {content.meanwhile.link.label}
          </Link>
        </p>
        <BackToCourses className="mt-8" />
      </div>
    </div>
  )
}

export const NclexPnPage = () => <ComingSoon content={NCLEX_PN_SOON} />
export const CelbanPage = () => <ComingSoon content={CELBAN_SOON} />
