import { ArrowRight, BookOpenCheck, Check, Languages, Stethoscope, UserRound } from 'lucide-react'
import { Link } from 'react-router'
import { COURSES } from '../content/courses'
import { SectionHeading } from './section-heading'

const ICONS = [Stethoscope, UserRound, BookOpenCheck, Languages]

/** The four course cards with View more links (landing page, #courses). */
export function CourseCards() {
  return (
    <section id="courses" aria-labelledby="courses-heading" className="scroll-mt-20 py-16 sm:py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading id="courses-heading" eyebrow="Courses" title="Choose your exam">
          Preparation for the registered and practical nurse licensing exams written in Canada, and
          for the English test many internationally educated nurses need.
        </SectionHeading>
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {COURSES.map((course, i) => {
            const Icon = ICONS[i] ?? Stethoscope
            return (
              <li
                key={course.label}
                className="flex flex-col rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
              >
                <div className="flex items-start justify-between gap-3">
                  <span className="inline-flex size-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
                    <Icon aria-hidden="true" className="size-6" />
                  </span>
                  {course.comingSoon ? (
                    <span className="rounded-full bg-amber-100 px-2.5 py-1 text-xs font-semibold text-amber-900">
                      Coming soon
                    </span>
                  ) : null}
                </div>
                <h3 className="mt-5 text-xl font-bold text-ink">{course.label}</h3>
                <p className="mt-2 text-slate-700">{course.summary}</p>
                <ul className="mt-4 flex-1 space-y-2 text-sm text-slate-700">
                  {course.highlights.map((h) => (
                    <li key={h} className="flex gap-2">
                      <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
                      {h}
                    </li>
                  ))}
                </ul>
                <Link
                  to={course.to}
                  className="mt-6 inline-flex items-center gap-1 self-start font-semibold text-brand-800 hover:underline"
                >
                  View more <span className="sr-only">about {course.label}</span>
                  <ArrowRight aria-hidden="true" className="size-4" />
                </Link>
              </li>
            )
          })}
        </ul>
      </div>
    </section>
  )
}
