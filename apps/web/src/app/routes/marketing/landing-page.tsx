import { Award } from 'lucide-react'
import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { Link, useLocation } from 'react-router'
import { PageMeta } from '@/components/layout/page-meta'
import { buttonVariants } from '@/components/ui/button-variants'
import { paths } from '@/config/paths'
import { CourseCards } from '@/features/marketing/components/course-cards'
import { HeroPreview } from '@/features/marketing/components/hero-preview'
import { CLAIMS } from '@/features/marketing/content/claims'

// The lower half fetches plans and student videos, so it brings the query cache with it.
const LandingBelowFold = lazy(async () => {
  const [{ LandingBelowFold: Sections }, { QueryLayout }] = await Promise.all([
    import('@/features/marketing/components/landing-below-fold'),
    import('@/app/query-layout'),
  ])
  return {
    default: () => (
      <QueryLayout>
        <Sections />
      </QueryLayout>
    ),
  }
})

/**
 * The landing page: hero and course cards first; plans, 'How does it stand out', the readiness
 * note, student videos and social cards load as the visitor scrolls toward them (or at once
 * when the URL has a #hash), which keeps the first download small.
 */
export function LandingPage() {
  return (
    <>
      <PageMeta path={paths.home} />
      <Hero />
      <CourseCards />
      <BelowFold />
    </>
  )
}

function BelowFold() {
  const { hash } = useLocation()
  // Starts hidden as the server drew it (hydration must match); a #hash shows it at once.
  const [show, setShow] = useState(false)
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (hash || !('IntersectionObserver' in window)) setShow(true)
  }, [hash])
  useEffect(() => {
    const el = ref.current
    if (show || !el || !('IntersectionObserver' in window)) return
    const io = new IntersectionObserver((e) => e.some((x) => x.isIntersecting) && setShow(true), {
      rootMargin: '400px 0px',
    })
    io.observe(el)
    return () => io.disconnect()
  }, [show])
  const placeholder = <div ref={ref} className="min-h-screen" />
  return show ? (
    <Suspense fallback={placeholder}>
      <LandingBelowFold />
    </Suspense>
  ) : (
    placeholder
  )
}

function Hero() {
  return (
    <section className="relative overflow-hidden bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700 text-white">
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 py-14 sm:px-6 sm:py-20 lg:grid-cols-[1.15fr_1fr]">
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
            <Link to={paths.signup} className={buttonVariants({ variant: 'inverse', size: 'lg' })}>
              Start preparing
            </Link>
            <Link
              to="/#subscriptions"
              className={buttonVariants({ variant: 'outlineInverse', size: 'lg' })}
            >
              See plans and prices
            </Link>
          </div>
          <dl className="mt-10 grid max-w-xl grid-cols-2 gap-x-6 gap-y-5 sm:grid-cols-4">
            {CLAIMS.map((c) => (
              <div key={c.value} className="flex flex-col-reverse">
                <dt className="text-sm text-brand-100">{c.label}</dt>
                <dd className="text-xl font-bold">{c.value}</dd>
              </div>
            ))}
          </dl>
        </div>
        <HeroPreview />
      </div>
    </section>
  )
}
