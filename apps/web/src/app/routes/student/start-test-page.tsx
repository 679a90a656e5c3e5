import { STYLE_LABELS } from '@nurseready/shared/constants/question-bank'
import { PAGE_SIZE } from '@nurseready/shared/constants/spec'
import type { TCreatePaperRequest, TStyle } from '@nurseready/shared/schemas/question-bank'
import { useEffect, useRef, useState } from 'react'
import { Link, useNavigate, useSearchParams } from 'react-router'
import { useAlert } from '@/components/ui/alert-dialog'
import { Spinner } from '@/components/ui/spinner'
import { paths } from '@/config/paths'
import { useCreatePaper } from '@/features/question-bank/api/create-paper'
import { usePoolCounts } from '@/features/question-bank/api/get-pool-counts'
import { useSubjects } from '@/features/question-bank/api/get-subjects'
import {
  type CustomTestChoice,
  CustomTestOptions,
} from '@/features/question-bank/components/custom-test-options'
import {
  StartTestForm,
  type StartTestValues,
} from '@/features/question-bank/components/start-test-form'
import { SubjectList } from '@/features/question-bank/components/subject-list'
import { paperCodeStore } from '@/features/question-bank/paper-code'
import { ApiError, errorMessage } from '@/lib/api-client'
import { useSingleFlight } from '@/lib/use-single-flight'

/** Enough for every subject in the picker (the API's largest page). */
const ALL_SUBJECTS = 100

/** /starttest: build a practice test, and the Create Test list of subjects with their counts. */
export function StartTestPage() {
  const navigate = useNavigate()
  const alert = useAlert()
  const [params] = useSearchParams()
  const preselected = params.get('subject') ?? ''
  const [style, setStyle] = useState<TStyle | ''>('')
  const [subjectId, setSubjectId] = useState(preselected)
  const [page, setPage] = useState(1)
  const subjectRef = useRef<HTMLSelectElement>(null)
  const styleParam = style || undefined
  const [choice, setChoice] = useState<CustomTestChoice>({
    moreSubjectIds: [],
    clientNeeds: [],
    pool: 'all',
  })
  /** The server's refusal of a test past the free account's limit (403, link to the plans). */
  const [limit, setLimit] = useState<string | null>(null)

  const options = useSubjects({ page: 1, pageSize: ALL_SUBJECTS, style: styleParam })
  const list = useSubjects({ page, pageSize: PAGE_SIZE.createTest, style: styleParam })
  const subjectIds = subjectId
    ? [subjectId, ...choice.moreSubjectIds.filter((id) => id !== subjectId)]
    : choice.moreSubjectIds
  const counts = usePoolCounts({ style: styleParam, subjectIds, clientNeeds: choice.clientNeeds })
  const create = useCreatePaper()
  const once = useSingleFlight()

  // An arrow in the Create Test list links here with ?subject=<id>: select it and bring the
  // form into view (on phones the list sits below the form).
  const firstRender = useRef(true)
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false
      return
    }
    if (!preselected) return
    setSubjectId(preselected)
    subjectRef.current?.scrollIntoView?.({ block: 'center', behavior: 'smooth' })
    subjectRef.current?.focus({ preventScroll: true })
  }, [preselected])

  async function start(values: StartTestValues) {
    setLimit(null)
    // Only what differs from the spec's plain test goes on the wire.
    const more = subjectIds.filter((id) => id !== values.subjectId)
    const body: TCreatePaperRequest = {
      ...values,
      ...(more.length ? { subjectIds: more } : {}),
      ...(choice.clientNeeds.length ? { clientNeeds: choice.clientNeeds } : {}),
      ...(choice.pool !== 'all' ? { pool: choice.pool } : {}),
    }
    try {
      const res = await create.mutateAsync(body)
      paperCodeStore.set(res.code)
      if (res.questionCount < res.requested) {
        await alert({ title: 'Info', text: res.message, tone: 'info' })
      }
      navigate(paths.testInProgress)
    } catch (err) {
      if (err instanceof ApiError && err.status === 403 && err.detail) {
        setLimit(err.detail)
        return
      }
      await alert({
        title: 'Error',
        text: errorMessage(err, 'Failed to fetch data'),
        tone: 'error',
      })
    }
  }

  const loadFailed = options.isError || list.isError
  const totals = list.data ?? options.data

  return (
    <div className="mx-auto max-w-6xl space-y-8">
      <title>Create Test · NurseReady</title>
      <meta name="description" content="Build a practice test from the NurseReady question bank." />
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">Create a test</h1>
        <p className="mt-1 text-muted">
          Choose the question style, how you want to practise, a subject and how many questions.
        </p>
      </div>

      {loadFailed ? (
        <p
          role="alert"
          className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800"
        >
          Failed to fetch data
        </p>
      ) : null}

      <div className="grid grid-cols-1 gap-6 xl:grid-cols-[minmax(0,1fr)_26rem] xl:items-start">
        <section
          aria-labelledby="setup-heading"
          className="min-w-0 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
        >
          <h2 id="setup-heading" className="mb-5 text-lg font-semibold text-ink">
            Test setup
          </h2>
          <StartTestForm
            subjects={options.data?.items ?? []}
            subjectsLoading={options.isPending}
            subjectId={subjectId}
            onSubjectChange={setSubjectId}
            style={style}
            onStyleChange={setStyle}
            pending={create.isPending}
            onSubmit={(values) => void once(() => start(values))}
            subjectRef={subjectRef}
          >
            <CustomTestOptions
              subjects={options.data?.items ?? []}
              subjectId={subjectId}
              value={choice}
              onChange={setChoice}
              counts={counts.data}
              countsLoading={counts.isFetching}
            />
            {limit ? (
              <div
                role="alert"
                className="rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950"
              >
                <p className="font-medium">{limit}</p>
                <Link
                  to={paths.subscriptions}
                  className="mt-1 inline-block font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-900"
                >
                  See the plans
                </Link>
              </div>
            ) : null}
          </StartTestForm>
        </section>

        <section
          aria-labelledby="create-test-heading"
          className="min-w-0 space-y-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
        >
          <div>
            <h2 id="create-test-heading" className="text-lg font-semibold text-ink">
              Create Test
            </h2>
            <p className="text-sm text-muted">
              {style
                ? `Question counts for ${STYLE_LABELS[style]} questions.`
                : 'Question counts across both styles.'}
            </p>
          </div>
          <dl className="grid grid-cols-2 gap-3">
            <Total label="All questions" value={totals?.allQuestions} />
            <Total label="Used questions" value={totals?.usedQuestions} />
          </dl>
          {list.data ? (
            <SubjectList data={list.data} page={page} onPageChange={setPage} />
          ) : list.isPending ? (
            <Spinner label="Loading subjects..." />
          ) : null}
        </section>
      </div>
    </div>
  )
}

function Total({ label, value }: { label: string; value: number | undefined }) {
  return (
    <div className="rounded-xl bg-brand-50 px-4 py-3">
      <dt className="text-xs font-semibold uppercase tracking-wide text-brand-800">{label}</dt>
      <dd className="mt-1 text-2xl font-bold tabular-nums text-ink">{value ?? '—'}</dd>
    </div>
  )
}
