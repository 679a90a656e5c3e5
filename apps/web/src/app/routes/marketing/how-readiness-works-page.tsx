import { Gauge } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { PageMeta } from '@/components/layout/page-meta'
import { buttonVariants } from '@/components/ui/button-variants'
import { paths } from '@/config/paths'
import { useSignedIn } from '@/lib/use-signed-in'

/** When the simulation behind the figures below was last run (docs/readiness.md). */
export const FIGURES_DATE = 'November 2026'

const EXAMS = [
  { name: 'NCLEX-RN', questions: '85 to 150', time: '5 hours' },
  { name: 'NCLEX-PN', questions: '85 to 150', time: '5 hours' },
  { name: 'REx-PN', questions: '90 to 150', time: '4 hours' },
] as const

const BANDS = [
  {
    name: 'Very High',
    chance: '97.5 % or more',
    note: 'even the low end of your likely range is above the passing standard',
  },
  { name: 'High', chance: '80 % to 97.5 %', note: 'probably above the standard' },
  { name: 'Borderline', chance: '20 % to 80 %', note: 'too close to call either way' },
  { name: 'Low', chance: 'below 20 %', note: 'probably below the standard' },
] as const

/** NCLEX-RN rules, 10,000 simulated candidates (docs/readiness.md, "How accurate it is"). */
const FIGURES = [
  { measure: 'Pass/fail prediction right, all candidates', result: '95.2\u00a0%' },
  {
    measure: 'Right for candidates clearly above or below the standard (more than 0.3 logits away)',
    result: '99.8\u00a0%',
  },
  {
    measure: 'Right for candidates close to the standard (within 0.3 logits)',
    result: '78.7\u00a0%',
  },
  {
    measure: 'Predicted a pass, but truly below the standard',
    result: '7.4\u00a0% of those below',
  },
  {
    measure: 'Predicted a fail, but truly above the standard',
    result: '3.6\u00a0% of those above',
  },
  { measure: 'Questions answered', result: '100 on average; half stopped at 85' },
  { measure: 'Reached the maximum of 150 questions', result: '18.8\u00a0%' },
] as const

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-10">
      <h2 id={id} className="text-xl font-bold text-ink sm:text-2xl">
        {title}
      </h2>
      <div className="mt-3 space-y-3 leading-relaxed text-slate-700">{children}</div>
    </section>
  )
}

const th = 'px-3 py-2 text-left font-semibold text-ink'
const td = 'px-3 py-2 align-top text-slate-700'

/** /how-readiness-works: how the readiness assessment works and how accurate it is. */
export function HowReadinessWorksPage() {
  const signedIn = useSignedIn()
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 sm:py-16">
      <PageMeta path={paths.howReadinessWorks} />
      <article className="rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-10">
        <header>
          <span className="inline-flex size-12 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
            <Gauge aria-hidden="true" className="size-6" />
          </span>
          <h1 className="mt-4 text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">
            How readiness works
          </h1>
          <p className="mt-3 text-lg text-slate-700">
            What the readiness assessment measures, when it stops, what your result means and how
            often it gets the prediction right, so you can decide for yourself how much to trust it.
          </p>
        </header>

        <Section id="what-heading" title="What the readiness assessment is">
          <p>
            A full-length practice exam for your target exam (NCLEX-RN, NCLEX-PN or REx-PN) that
            runs by the same rules as the real one. You get no feedback until the end and you cannot
            go back to an earlier question. At the end it predicts whether you would pass and gives
            you a readiness band.
          </p>
          <p>
            As on the real exam, some questions are unscored trial questions: 15 of them (30 on
            REx-PN). They help us measure new questions, never count for or against you, and look
            like any other question.
          </p>
        </Section>

        <Section id="adapt-heading" title="How it adapts to you">
          <p>
            Every question has a difficulty, and you have an ability, measured on the same scale.
            The passing standard is a point on that scale too. After each answer we update our
            estimate of your ability and choose the next question close to it.
          </p>
          <p>
            This means you will get roughly half of the questions right, whether you are strong or
            still learning. So the number you got right says little. What counts is{' '}
            <strong>how hard the questions were</strong> that you kept answering correctly.
          </p>
          <ul className="list-disc space-y-1 pl-5">
            <li>
              Next Generation questions worth several points (select all that apply, matrix,
              bow-tie) give you credit for every point you earn, as the NCLEX does. REx-PN questions
              are simply right or wrong, as on the REx-PN.
            </li>
            <li>
              Questions follow the exam's test plan, so each area (Management of Care,
              Pharmacological and Parenteral Therapies, and so on) gets its usual share.
            </li>
            <li>We avoid questions you already saw in your earlier assessments.</li>
          </ul>
        </Section>

        <Section id="stop-heading" title="When it stops: the three rules">
          <div className="overflow-x-auto">
            <table className="w-full text-sm">
              <caption className="pb-2 text-left text-sm text-muted">
                Length and time limit of each exam
              </caption>
              <thead className="border-b border-slate-300 bg-slate-50">
                <tr>
                  <th scope="col" className={th}>
                    Exam
                  </th>
                  <th scope="col" className={th}>
                    Questions
                  </th>
                  <th scope="col" className={th}>
                    Time
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200">
                {EXAMS.map((e) => (
                  <tr key={e.name}>
                    <th scope="row" className={th}>
                      {e.name}
                    </th>
                    <td className={td}>{e.questions}</td>
                    <td className={td}>{e.time}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <ol className="list-decimal space-y-2 pl-5">
            <li>
              <strong>95 % sure.</strong> Once you reach the minimum number of questions, the
              assessment ends as soon as we are 95 % sure you are above, or below, the passing
              standard.
            </li>
            <li>
              <strong>Maximum length.</strong> If you reach the last question, your final ability
              estimate decides: above the standard is a pass.
            </li>
            <li>
              <strong>Running out of time.</strong> If time runs out before the minimum number of
              questions, the result is a fail. After the minimum, you pass only if your ability
              estimate stayed above the standard for each of your last 60 answers.
            </li>
          </ol>
        </Section>

        <Section id="bands-heading" title="Your result and the readiness bands">
          <p>
            Your band comes from how likely it is that your ability is above the passing standard:
          </p>
          <dl className="divide-y divide-slate-200 rounded-xl ring-1 ring-slate-200">
            {BANDS.map((b) => (
              <div key={b.name} className="grid gap-1 px-4 py-3 sm:grid-cols-[8rem_1fr]">
                <dt className="font-semibold text-ink">{b.name}</dt>
                <dd>
                  {b.chance} likely above the standard: {b.note}.
                </dd>
              </div>
            ))}
          </dl>
          <p>
            The result also shows your ability estimate with its likely range, a chart of how it
            moved after every question, which of the three rules ended the assessment, and, for each
            area of the test plan, whether you are below, near or above the standard.
          </p>
          <h3 className="pt-2 font-semibold text-ink">"Four consecutive High or Very High"</h3>
          <p>
            One assessment can be a good or a bad day. If you are taking the exam for the first
            time, aim for your <strong>last four assessments in a row</strong> to be High or Very
            High before you book. A Borderline or Low result starts the count again. Your readiness
            tracker shows how many you have in a row.
          </p>
        </Section>

        <Section id="accuracy-heading" title="How accurate it is">
          <p>
            We have no real exam results of our students to compare with yet, so these figures come
            from a <strong>simulation</strong> (run in {FIGURES_DATE}): 10,000 simulated candidates
            with a realistic spread of ability each took an assessment under the NCLEX-RN rules.
            Because we knew each simulated candidate's true ability, we could check every
            prediction. We will replace these figures with real outcomes once we have them.
          </p>
          <div className="overflow-x-auto">
            <table className="w-full text-sm">
              <caption className="pb-2 text-left text-sm text-muted">
                NCLEX-RN rules, 10,000 simulated candidates ({FIGURES_DATE})
              </caption>
              <thead className="border-b border-slate-300 bg-slate-50">
                <tr>
                  <th scope="col" className={th}>
                    Measure
                  </th>
                  <th scope="col" className={th}>
                    Result
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200">
                {FIGURES.map((f) => (
                  <tr key={f.measure}>
                    <th scope="row" className={`${td} text-left font-normal`}>
                      {f.measure}
                    </th>
                    <td className={`${td} min-w-28 font-semibold text-ink`}>{f.result}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <p>
            <strong>What this means for you:</strong> if you are clearly prepared, or clearly not
            yet, the prediction is almost always right. If you are very close to the standard, no
            test of 150 questions can tell reliably, and your result will show it: a Borderline
            band, a long assessment, and a likely range that includes the standard.
          </p>
          <p>
            Running out of time costs accuracy, as on the real exam: of the simulated candidates
            whose time ran out, only 44 % got the prediction their ability deserved. Pace yourself.
          </p>
          <h3 className="pt-2 font-semibold text-ink">The limits</h3>
          <ul className="list-disc space-y-1 pl-5">
            <li>
              The simulation assumes each question's difficulty is known exactly. Ours are estimated
              from students' answers and improve as more students answer them, so while a question
              has few answers, real accuracy will be lower than simulated.
            </li>
            <li>
              On our own question bank as it is today (600 questions), the same simulation gives
              95.3 % right overall and 99.7 % for candidates clearly above or below the standard.
            </li>
            <li>
              A practice assessment predicts your exam day only as well as your preparation then
              matches your preparation now.
            </li>
          </ul>
        </Section>

        <section
          aria-labelledby="start-heading"
          className="mt-10 rounded-2xl bg-brand-50 p-5 sm:flex sm:items-center sm:justify-between sm:gap-6"
        >
          <div>
            <h2 id="start-heading" className="text-lg font-bold text-ink">
              Take a readiness assessment
            </h2>
            <p className="mt-1 text-sm text-slate-700">
              Two assessments come with every question-bank plan period.
            </p>
          </div>
          {signedIn ? (
            <Link
              to={paths.readiness}
              className={`${buttonVariants()} mt-4 w-full shrink-0 sm:mt-0 sm:w-auto`}
            >
              Go to your readiness assessments
            </Link>
          ) : (
            <Link
              to={paths.signup}
              className={`${buttonVariants()} mt-4 w-full shrink-0 sm:mt-0 sm:w-auto`}
            >
              Create an account to start
            </Link>
          )}
        </section>
      </article>
    </div>
  )
}
