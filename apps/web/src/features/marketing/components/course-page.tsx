import { Check, CheckCircle2 } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { buttonVariants } from '@/components/ui/button-variants'
import { cx } from '@/lib/cx'
import type { CoursePageContent, Offer } from '../content/course-types'
import { BackToCourses } from './back-to-courses'
import { FaqList } from './faq-list'
import { SectionHeading } from './section-heading'

/**
 * A course page: header with key facts, the live classes with their prices, the practice
 * offering (with `practice` children, e.g. the plan cards), FAQs and Back to Courses.
 */
export function CoursePage({
  content,
  children,
}: {
  content: CoursePageContent
  children?: ReactNode
}) {
  return (
    <>
      <header className="bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700 text-white">
        <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 sm:py-16">
          <BackToCourses inverted />
          <div className="mt-8 grid gap-10 lg:grid-cols-[1.5fr_1fr] lg:items-end">
            <div>
              <p className="text-sm font-semibold uppercase tracking-widest text-brand-200">
                {content.eyebrow}
              </p>
              <h1 className="mt-2 text-4xl font-extrabold tracking-tight sm:text-5xl">
                {content.title}
              </h1>
              <p className="mt-5 max-w-2xl text-lg leading-relaxed text-brand-100">
                {content.intro}
              </p>
            </div>
            <dl className="grid grid-cols-2 gap-4">
              {content.facts.map((f) => (
                <div
                  key={f.label}
                  className="flex flex-col-reverse rounded-xl bg-white/10 p-4 ring-1 ring-white/15"
                >
                  <dt className="text-sm text-brand-100">{f.label}</dt>
                  <dd className="text-lg font-bold">{f.value}</dd>
                </div>
              ))}
            </dl>
          </div>
        </div>
      </header>

      <section aria-labelledby="classes-heading" className="py-16 sm:py-20">
        <div className="mx-auto max-w-7xl px-4 sm:px-6">
          <SectionHeading
            id="classes-heading"
            eyebrow="Learn with an instructor"
            title={content.classes.title}
          >
            {content.classes.intro}
          </SectionHeading>
          <ul className="mx-auto mt-12 grid max-w-5xl gap-6 md:grid-cols-2">
            {content.classes.offers.map((o) => (
              <li key={o.name}>
                <OfferCard offer={o} />
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="practice-heading" className="bg-white py-16 sm:py-20">
        <div className="mx-auto max-w-7xl px-4 sm:px-6">
          <SectionHeading
            id="practice-heading"
            eyebrow="Practise on your own"
            title={content.practice.title}
          >
            {content.practice.intro}
          </SectionHeading>
          <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {content.practice.items.map((item) => (
              <li key={item.title} className="rounded-2xl bg-slate-50 p-6 ring-1 ring-slate-200">
                <CheckCircle2 aria-hidden="true" className="size-6 text-brand-700" />
                <h3 className="mt-3 font-bold text-ink">{item.title}</h3>
                <p className="mt-2 text-slate-700">{item.text}</p>
              </li>
            ))}
          </ul>
          {children ? <div className="mt-16">{children}</div> : null}
        </div>
      </section>

      <section aria-labelledby="faqs-heading" className="py-16 sm:py-20">
        <div className="mx-auto max-w-3xl px-4 sm:px-6">
          <SectionHeading id="faqs-heading" eyebrow="FAQs" title="Frequently asked questions" />
          <div className="mt-10">
            <FaqList faqs={content.faqs} />
          </div>
          <div className="mt-10 text-center">
            <BackToCourses />
          </div>
        </div>
      </section>
    </>
  )
}

function OfferCard({ offer }: { offer: Offer }) {
  return (
    <article
      className={cx(
        'flex h-full flex-col rounded-2xl bg-white p-8 shadow-sm',
        offer.highlighted ? 'ring-2 ring-brand-600' : 'ring-1 ring-slate-200',
      )}
    >
      <h3 className="text-xl font-bold text-ink">{offer.name}</h3>
      <p className="mt-1 text-slate-700">{offer.description}</p>
      <p className="mt-6 flex flex-wrap items-baseline gap-x-2">
        <span className="text-4xl font-extrabold tracking-tight text-ink">{offer.price}</span>
        <span className="font-medium text-muted">{offer.per}</span>
      </p>
      {offer.note ? <p className="mt-1 text-sm text-muted">{offer.note}</p> : null}
      <ul className="mt-6 flex-1 space-y-3 text-slate-700">
        {offer.features.map((f) => (
          <li key={f} className="flex gap-3">
            <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
            {f}
          </li>
        ))}
      </ul>
      <Link
        to={offer.cta.to}
        className={buttonVariants({
          variant: offer.highlighted ? 'primary' : 'secondary',
          size: 'lg',
          block: true,
          className: 'mt-8',
        })}
      >
        {offer.cta.label}
      </Link>
    </article>
  )
}
