import type { ReactNode } from 'react'

/** The frame of the auth screens: a form card, with an optional side panel on wide screens. */
export function AuthCard({
  title,
  subtitle,
  children,
  aside,
}: {
  title: string
  subtitle?: string
  children: ReactNode
  aside?: ReactNode
}) {
  return (
    <div className="bg-gradient-to-b from-brand-50 to-slate-50 px-4 py-10 sm:py-16">
      <div className="mx-auto grid max-w-5xl overflow-hidden rounded-3xl bg-white shadow-xl shadow-brand-900/5 ring-1 ring-slate-200 md:grid-cols-2">
        <div className="p-6 sm:p-10">
          <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{title}</h1>
          {subtitle ? <p className="mt-2 text-muted">{subtitle}</p> : null}
          <div className="mt-8">{children}</div>
        </div>
        {/* A page's own panel (the signup testimonial) shows on phones too, below the form. */}
        <div
          className={`${aside ? 'flex' : 'hidden md:flex'} flex-col justify-center bg-brand-800 p-6 text-white sm:p-10`}
        >
          {aside ?? <DefaultAside />}
        </div>
      </div>
    </div>
  )
}

function DefaultAside() {
  return (
    <div className="space-y-6">
      <p className="text-sm font-semibold uppercase tracking-widest text-brand-200">Since 2017</p>
      <p className="text-3xl font-bold leading-tight">Prepare with Canadian RN instructors.</p>
      <ul className="space-y-3 text-brand-100">
        <li>Trusted by over 5000 students</li>
        <li>Traditional and Next Generation practice questions</li>
        <li>Live classes, recorded lectures and study notes</li>
      </ul>
    </div>
  )
}
