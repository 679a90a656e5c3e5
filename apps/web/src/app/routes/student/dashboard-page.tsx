import { CalendarCheck, GraduationCap, ShieldCheck } from 'lucide-react'
import { useMe } from '@/features/auth/api/me'

/** The student's home. The question-bank statistics join it with the question bank. */
export function DashboardPage() {
  const me = useMe()
  const firstName = me.data?.name.split(' ')[0] ?? ''
  return (
    <div className="mx-auto max-w-6xl space-y-8">
      <title>Dashboard · NurseReady</title>
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">Dashboard</h1>
        <p className="mt-1 text-muted">
          Welcome back{firstName ? `, ${firstName}` : ''}. Here is your account at a glance.
        </p>
      </div>
      <section aria-labelledby="account-heading" className="grid gap-4 md:grid-cols-3">
        <h2 id="account-heading" className="sr-only">
          Your account
        </h2>
        <Card icon={<GraduationCap aria-hidden="true" />} title="Signed in as">
          <p className="font-semibold text-ink">{me.data?.name}</p>
          <p className="truncate text-sm text-muted">{me.data?.email}</p>
        </Card>
        <Card icon={<ShieldCheck aria-hidden="true" />} title="Readiness rule">
          <p className="text-sm text-muted">
            First-time test takers should reach high or very high scores in four consecutive
            readiness assessments before booking the exam.
          </p>
        </Card>
        <Card icon={<CalendarCheck aria-hidden="true" />} title="Study tip">
          <p className="text-sm text-muted">
            Short daily sessions beat long weekend marathons. Review every explanation, including
            the questions you got right.
          </p>
        </Card>
      </section>
    </div>
  )
}

function Card({
  icon,
  title,
  children,
}: {
  icon: React.ReactNode
  title: string
  children: React.ReactNode
}) {
  return (
    <div className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex items-center gap-3">
        <span className="inline-flex size-10 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
          {icon}
        </span>
        <h3 className="text-sm font-semibold uppercase tracking-wide text-muted">{title}</h3>
      </div>
      <div className="mt-4 space-y-1">{children}</div>
    </div>
  )
}
