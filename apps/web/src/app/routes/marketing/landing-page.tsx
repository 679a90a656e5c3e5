import { Award, CalendarCheck, GraduationCap, Stethoscope, Users } from 'lucide-react'
import { Link } from 'react-router'
import { buttonVariants } from '@/components/ui/button'
import { paths } from '@/config/paths'
import { cn } from '@/lib/cn'

const CLAIMS = [
  { icon: Users, value: '5000+', label: 'students trusted us' },
  { icon: CalendarCheck, value: 'Since 2017', label: 'helping nurses pass' },
  { icon: Stethoscope, value: 'Canadian RNs', label: 'teach every class' },
]

export function LandingPage() {
  return (
    <>
      <title>NurseReady · NCLEX, REx-PN and CELBAN exam preparation</title>
      <meta
        name="description"
        content="Pass your nursing licensing exam with NurseReady: Traditional and Next Generation practice questions, live classes and recorded lectures taught by Canadian RN instructors."
      />
      <section className="relative overflow-hidden bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700 text-white">
        <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 py-16 sm:px-6 sm:py-24 lg:grid-cols-[1.2fr_1fr]">
          <div>
            <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-4 py-1.5 text-sm font-medium text-brand-100 ring-1 ring-white/20">
              <Award aria-hidden="true" className="size-4" /> NCLEX-RN · NCLEX-PN · REx-PN · CELBAN
            </p>
            <h1 className="mt-6 text-4xl font-extrabold leading-tight tracking-tight sm:text-5xl">
              Walk into your nursing licensing exam ready to pass.
            </h1>
            <p className="mt-6 max-w-xl text-lg leading-relaxed text-brand-100">
              Practise with Traditional and Next Generation questions, learn from Canadian RN
              instructors in live classes, and track your readiness until you are sure.
            </p>
            <div className="mt-8 flex flex-wrap gap-3">
              <Link
                to={paths.signup}
                className={cn(
                  buttonVariants({ size: 'lg' }),
                  'bg-white text-brand-800 hover:bg-brand-50',
                )}
              >
                Start preparing
              </Link>
              <Link
                to={paths.login}
                className={cn(
                  buttonVariants({ size: 'lg', variant: 'ghost' }),
                  'text-white ring-1 ring-white/40 hover:bg-white/10',
                )}
              >
                I have an account
              </Link>
            </div>
          </div>
          <ul className="grid gap-4 sm:grid-cols-3 lg:grid-cols-1">
            {CLAIMS.map(({ icon: Icon, value, label }) => (
              <li
                key={value}
                className="flex items-center gap-4 rounded-2xl bg-white/10 p-5 ring-1 ring-white/15"
              >
                <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-xl bg-white text-brand-800">
                  <Icon aria-hidden="true" />
                </span>
                <span>
                  <span className="block text-2xl font-bold">{value}</span>
                  <span className="text-brand-100">{label}</span>
                </span>
              </li>
            ))}
          </ul>
        </div>
      </section>
      <section aria-labelledby="readiness-heading" className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
        <div className="grid gap-8 rounded-3xl bg-white p-8 shadow-sm ring-1 ring-slate-200 md:grid-cols-[auto_1fr] md:items-center">
          <span className="inline-flex size-16 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
            <GraduationCap aria-hidden="true" className="size-8" />
          </span>
          <div>
            <h2 id="readiness-heading" className="text-2xl font-bold text-ink">
              Know when you are ready
            </h2>
            <p className="mt-2 max-w-3xl leading-relaxed text-muted">
              First-time test takers should reach high or very high scores in four consecutive
              readiness assessments before booking the exam. Our practice tests and analytics show
              you exactly where you stand.
            </p>
          </div>
        </div>
      </section>
    </>
  )
}
