import { ArrowRight, BarChart3, Layers, Stethoscope, Timer } from 'lucide-react'
import { Link } from 'react-router'
import { buttonVariants } from '@/components/ui/button-variants'
import { STAND_OUT } from '../content/landing'
import { SectionHeading } from './section-heading'

const ICONS = [Stethoscope, Layers, Timer, BarChart3]

/** 'How does it stand out', with Explore to /nclex-rn. */
export function StandOut() {
  return (
    <section aria-labelledby="stand-out-heading" className="bg-brand-900 py-16 text-white sm:py-20">
      <div className="mx-auto grid max-w-7xl gap-12 px-4 sm:px-6 lg:grid-cols-[1fr_1.4fr] lg:items-center">
        <div>
          <SectionHeading
            id="stand-out-heading"
            eyebrow="Why NurseReady"
            title={STAND_OUT.title}
            align="left"
            inverted
          >
            {STAND_OUT.intro}
          </SectionHeading>
          <Link
            to={STAND_OUT.cta.to}
            className={buttonVariants({ variant: 'inverse', size: 'lg', className: 'mt-8' })}
          >
            {STAND_OUT.cta.label} <ArrowRight aria-hidden="true" className="size-5" />
          </Link>
        </div>
        <ul className="grid gap-5 sm:grid-cols-2">
          {STAND_OUT.points.map((point, i) => {
            const Icon = ICONS[i] ?? Stethoscope
            return (
              <li key={point.title} className="rounded-2xl bg-white/5 p-6 ring-1 ring-white/15">
                <Icon aria-hidden="true" className="size-7 text-brand-200" />
                <h3 className="mt-4 text-lg font-bold">{point.title}</h3>
                <p className="mt-2 leading-relaxed text-brand-100">{point.text}</p>
              </li>
            )
          })}
        </ul>
      </div>
    </section>
  )
}
