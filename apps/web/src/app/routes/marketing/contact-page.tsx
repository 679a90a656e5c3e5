import { Mail, MapPin, Phone } from 'lucide-react'
import { PageMeta } from '@/components/layout/page-meta'
import { paths } from '@/config/paths'
import { useContactDetails } from '@/features/marketing/api/get-contact-details'
import { ContactForm } from '@/features/marketing/components/contact-form'
import { CourseCards } from '@/features/marketing/components/course-cards'
import { StandOut } from '@/features/marketing/components/stand-out'
import { StudentVideos } from '@/features/marketing/components/student-videos'
import { CLAIMS } from '@/features/marketing/content/claims'

const STEPS = [
  'We reply within one business day to understand your learners and your timeline.',
  'You get a group offer and, if you like, free trial accounts for your faculty.',
  'We set up your cohort, share progress reports and stay on call while they prepare.',
]

/** /ContactUs: the lead form for institutions, then the landing content and student videos. */
export function ContactPage() {
  const contact = useContactDetails()
  return (
    <>
      <PageMeta path={paths.contactUs} />
      <header className="bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700 text-white">
        <div className="mx-auto max-w-7xl px-4 py-14 sm:px-6 sm:py-16">
          <h1 className="text-4xl font-extrabold tracking-tight sm:text-5xl">Contact Us</h1>
          <p className="mt-4 max-w-2xl text-lg leading-relaxed text-brand-100">
            Bring NurseReady to your college, bridging program or hospital. Tell us about your
            learners and we will prepare an offer for your group.
          </p>
        </div>
      </header>
      <section
        aria-label="Contact form"
        className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:px-6 sm:py-16 lg:grid-cols-[1.5fr_1fr]"
      >
        <ContactForm />
        <aside className="space-y-6">
          <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
            <h2 className="text-lg font-bold text-ink">Talk to us directly</h2>
            {contact.data ? (
              <ul className="mt-4 space-y-4 text-slate-700">
                <li>
                  <a
                    href={`tel:${contact.data.phone.replace(/[^+\d]/g, '')}`}
                    className="flex gap-3 hover:text-brand-800"
                  >
                    <Phone aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
                    {contact.data.phone}
                  </a>
                </li>
                <li>
                  <a
                    href={`mailto:${contact.data.email}`}
                    className="flex gap-3 break-all hover:text-brand-800"
                  >
                    <Mail aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
                    {contact.data.email}
                  </a>
                </li>
                <li className="flex gap-3">
                  <MapPin aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
                  {contact.data.address}
                </li>
              </ul>
            ) : (
              <p className="mt-4 text-sm text-muted">
                {contact.isError
                  ? 'Failed to fetch contact details.'
                  : 'Loading contact details...'}
              </p>
            )}
          </div>
          <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
            <h2 className="text-lg font-bold text-ink">What happens next</h2>
            <ol className="mt-4 space-y-4">
              {STEPS.map((step, i) => (
                <li key={step} className="flex gap-3 text-slate-700">
                  <span className="inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-700 text-sm font-bold text-white">
                    {i + 1}
                  </span>
                  {step}
                </li>
              ))}
            </ol>
          </div>
          <dl className="grid grid-cols-2 gap-3">
            {CLAIMS.slice(0, 2).map((c) => (
              <div
                key={c.value}
                className="flex flex-col-reverse rounded-2xl bg-brand-50 p-4 ring-1 ring-brand-100"
              >
                <dt className="text-sm text-slate-700">{c.label}</dt>
                <dd className="text-xl font-bold text-brand-900">{c.value}</dd>
              </div>
            ))}
          </dl>
        </aside>
      </section>
      <StandOut />
      <CourseCards />
      <StudentVideos />
    </>
  )
}
