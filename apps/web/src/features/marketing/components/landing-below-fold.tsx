import { GraduationCap } from 'lucide-react'
import { Link } from 'react-router'
import { paths } from '@/config/paths'
import { READINESS_NOTE } from '../content/landing'
import { PlanCards } from './plan-cards'
import { SectionHeading } from './section-heading'
import { SocialCards } from './social-cards'
import { StandOut } from './stand-out'
import { StudentVideos } from './student-videos'

/**
 * The landing page below its first screens: plans (#subscriptions), 'How does it stand out',
 * the readiness note, student videos (#testimonials) and the social cards. One lazy chunk,
 * loaded when the visitor scrolls near it or arrives with a #hash.
 */
export function LandingBelowFold() {
  return (
    <>
      <section
        id="subscriptions"
        aria-labelledby="subscriptions-heading"
        className="scroll-mt-20 bg-white py-16 sm:py-20"
      >
        <div className="mx-auto max-w-7xl px-4 sm:px-6">
          <SectionHeading
            id="subscriptions-heading"
            eyebrow="Subscription"
            title="Question bank plans"
          >
            One payment, no automatic renewal. Every plan includes every feature; choose how long
            you need.
          </SectionHeading>
          <div className="mt-14">
            <PlanCards />
          </div>
        </div>
      </section>
      <StandOut />
      <ReadinessNote />
      <StudentVideos />
      <SocialCards />
    </>
  )
}

function ReadinessNote() {
  return (
    <section
      aria-labelledby="readiness-heading"
      className="mx-auto max-w-7xl px-4 pt-16 sm:px-6 sm:pt-20"
    >
      <div className="grid gap-6 rounded-3xl bg-white p-8 shadow-sm ring-1 ring-slate-200 md:grid-cols-[auto_1fr] md:items-center">
        <span className="inline-flex size-16 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
          <GraduationCap aria-hidden="true" className="size-8" />
        </span>
        <div>
          <h2 id="readiness-heading" className="text-2xl font-bold text-ink">
            {READINESS_NOTE.title}
          </h2>
          <p className="mt-2 max-w-3xl leading-relaxed text-muted">{READINESS_NOTE.text}</p>
          <Link
            to={paths.howReadinessWorks}
            className="mt-3 inline-block font-semibold text-brand-800 underline"
          >
            How readiness works
          </Link>
        </div>
      </div>
    </section>
  )
}
