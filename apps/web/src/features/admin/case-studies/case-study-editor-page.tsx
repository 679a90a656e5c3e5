import { adminPaths } from '@nurseready/shared/constants/routes'
import { EXAM_CODES, EXAM_CONFIGS, type TExamCode } from '@nurseready/shared/domain/readiness/exams'
import type { TCaseStudyDetail } from '@nurseready/shared/schemas/item-bank'
import { useQueryClient } from '@tanstack/react-query'
import { useId, useMemo, useRef, useState } from 'react'
import { Link, useLocation, useNavigate, useParams } from 'react-router'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { Field } from '@/components/ui/field'
import { Spinner } from '@/components/ui/spinner'
import { errorMessage } from '@/lib/api-client'
import { Badge } from '../components/admin-list'
import { AdminPage, LoadError } from '../components/admin-page'
import { useSubjects } from '../items/items-api'
import { blankDraft, type CaseDraft, check, draftOf, entryIds, freshId } from './case-draft'
import { CasePreview } from './case-preview'
import {
  caseStudyKeys,
  useCaseStudy,
  useCaseStudyAction,
  useSaveCaseStudy,
} from './case-studies-api'
import { RecordEditor } from './record-editor'
import { STATUS_TONE } from './status'
import { StepsEditor } from './steps-editor'

const section = 'space-y-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-5'

/** /admin/case-studies/new and /admin/case-studies/:id: a case study's record, items and preview. */
export function CaseStudyEditorPage() {
  const { id } = useParams()
  const query = useCaseStudy(id)
  if (id && query.isPending)
    return (
      <AdminPage title="Case study">
        <Spinner />
      </AdminPage>
    )
  if (id && query.isError)
    return (
      <AdminPage title="Case study">
        <LoadError message={errorMessage(query.error, '')} />
      </AdminPage>
    )
  return <Editor key={id ?? 'new'} detail={id ? (query.data ?? null) : null} />
}

function Editor({ detail }: { detail: TCaseStudyDetail | null }) {
  const navigate = useNavigate()
  const qc = useQueryClient()
  const justCreated = (useLocation().state as { created?: boolean } | null)?.created === true
  const subjects = useSubjects()
  const save = useSaveCaseStudy()
  const action = useCaseStudyAction()
  const initial = useMemo(
    () => (detail ? draftOf(detail.caseStudy, detail.itemIds) : blankDraft()),
    [detail],
  )
  const [draft, setDraft] = useState<CaseDraft>(initial)
  const [current, setCurrent] = useState(0)
  const [showProblems, setShowProblems] = useState(false)
  const [message, setMessage] = useState(justCreated ? 'Saved as a draft.' : '')
  const [confirmArchive, setConfirmArchive] = useState(false)
  const problemsRef = useRef<HTMLDivElement>(null)
  const subjectList = useId()
  const status = detail?.status ?? 'draft'
  const readOnly = status !== 'draft'
  const dirty = JSON.stringify(draft) !== JSON.stringify(initial)
  const result = check(draft)
  const set = <K extends keyof CaseDraft>(k: K, v: CaseDraft[K]) =>
    setDraft((d) => ({ ...d, [k]: v }))
  const newId = (prefix: string) =>
    freshId(prefix, [...entryIds(draft), ...draft.record.tabs.map((t) => t.id)])

  const onSave = () => {
    setMessage('')
    if (!('caseStudy' in result)) {
      setShowProblems(true)
      requestAnimationFrame(() => problemsRef.current?.focus())
      return
    }
    const adopt = draft.steps.flatMap((s) => (s.source?.adopt ? [s.source.questionId] : []))
    save.mutate(
      { id: detail?.id ?? null, caseStudy: result.caseStudy, adopt },
      {
        onSuccess: (r) => {
          // The stored case (refetched by now) is the new starting point: nothing is unsaved.
          const stored = qc.getQueryData<TCaseStudyDetail>(caseStudyKeys.detail(r.id))
          if (detail && stored) setDraft(draftOf(stored.caseStudy, stored.itemIds))
          if (detail) setMessage('Saved as a draft.')
          else
            navigate(adminPaths.caseStudyEdit.replace(':id', r.id), {
              replace: true,
              state: { created: true },
            })
        },
      },
    )
  }
  const run = (what: 'publish' | 'archive') => {
    if (!detail) return
    setMessage('')
    action.mutate(
      { id: detail.id, action: what },
      {
        onSuccess: () => {
          setConfirmArchive(false)
          setMessage(
            what === 'publish'
              ? 'Published: new Next Gen tests can include this case study.'
              : 'Archived: kept for the tests that showed it, never in a new test.',
          )
        },
      },
    )
  }
  const busy = save.isPending || action.isPending

  return (
    <AdminPage
      title={detail ? detail.title : 'New case study'}
      description={
        detail ? (
          <span className="inline-flex flex-wrap items-center gap-2">
            <Badge tone={STATUS_TONE[status]}>{status}</Badge>
            <span>
              {detail.key} · {detail.subject}
            </span>
          </span>
        ) : (
          'A client record and six Next Gen items, one per clinical-judgment step.'
        )
      }
      actions={
        <>
          <Link
            to={adminPaths.caseStudies}
            className="inline-flex h-11 items-center rounded-lg border border-slate-300 bg-white px-4 text-sm font-semibold text-ink hover:bg-slate-50"
          >
            All case studies
          </Link>
          {readOnly ? null : (
            <Button onClick={onSave} disabled={busy}>
              {save.isPending ? 'Saving…' : 'Save draft'}
            </Button>
          )}
          {detail && status !== 'published' ? (
            <Button
              variant="secondary"
              onClick={() => run('publish')}
              disabled={busy || dirty}
              title={dirty ? 'Save your changes first' : undefined}
            >
              {status === 'archived' ? 'Publish again' : 'Publish'}
            </Button>
          ) : null}
          {detail && status === 'published' ? (
            <Button variant="secondary" onClick={() => setConfirmArchive(true)} disabled={busy}>
              Archive
            </Button>
          ) : null}
        </>
      }
    >
      <div aria-live="polite" className="empty:hidden mb-4">
        {message ? (
          <p className="rounded-lg border border-green-200 bg-green-50 p-3 text-sm font-medium text-green-900">
            {message}
          </p>
        ) : null}
      </div>
      {save.isError || (action.isError && !confirmArchive) ? (
        <p
          role="alert"
          className="mb-4 rounded-lg border border-red-200 bg-red-50 p-3 text-sm font-medium text-red-800"
        >
          {errorMessage(save.error ?? action.error, 'Something went wrong. Please try again.')}
        </p>
      ) : null}
      {readOnly ? (
        <p className="mb-4 rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm text-ink">
          A {status} case study cannot be edited: its items are in students' tests as they are.
          {status === 'published' ? ' Archive it and write a new case to change it.' : ''}
        </p>
      ) : null}
      {detail && !readOnly && dirty ? (
        <p className="mb-4 text-sm text-muted">
          Unsaved changes: save the draft before publishing.
        </p>
      ) : null}
      {showProblems && result.problems.length ? (
        <div
          ref={problemsRef}
          tabIndex={-1}
          role="alert"
          className="mb-4 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950"
        >
          <p className="font-semibold">Fix these before saving:</p>
          <ul className="mt-1 list-disc space-y-0.5 pl-5">
            {result.problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="grid gap-6 xl:grid-cols-2 xl:items-start">
        <div className="min-w-0 space-y-6">
          <section aria-labelledby="case-fields" className={section}>
            <h2 id="case-fields" className="text-lg font-semibold text-ink">
              Case
            </h2>
            <div className="grid gap-3 sm:grid-cols-2">
              <Field
                label="Case id"
                required
                hint="Letters, digits, ., _ or -; it stays once saved."
                value={draft.id}
                readOnly={Boolean(detail)}
                onChange={(e) => set('id', e.target.value)}
              />
              <Field
                label="Subject"
                required
                list={subjectList}
                hint="The six items are filed under it too; a new name is added."
                value={draft.subject}
                readOnly={readOnly}
                onChange={(e) => set('subject', e.target.value)}
              />
              <datalist id={subjectList}>
                {(subjects.data ?? []).map((s) => (
                  <option key={s.id} value={s.name} />
                ))}
              </datalist>
              <Field
                className="sm:col-span-2"
                label="Title"
                required
                value={draft.title}
                readOnly={readOnly}
                onChange={(e) => set('title', e.target.value)}
              />
            </div>
            <fieldset>
              <legend className="text-sm font-medium text-slate-800">Exams</legend>
              <div className="mt-2 flex flex-wrap gap-x-5 gap-y-2">
                {EXAM_CODES.map((code) => (
                  <label key={code} className="inline-flex items-center gap-2 text-sm text-ink">
                    <input
                      type="checkbox"
                      className="size-4 accent-brand-700"
                      checked={draft.exams.includes(code)}
                      disabled={readOnly}
                      onChange={(e) =>
                        set(
                          'exams',
                          e.target.checked
                            ? EXAM_CODES.filter((c) => c === code || draft.exams.includes(c))
                            : draft.exams.filter((c): c is TExamCode => c !== code),
                        )
                      }
                    />
                    {EXAM_CONFIGS[code].name}
                  </label>
                ))}
              </div>
            </fieldset>
          </section>
          <section aria-labelledby="case-record" className={section}>
            <div>
              <h2 id="case-record" className="text-lg font-semibold text-ink">
                Client record at the start
              </h2>
              <p className="text-sm text-muted">
                Each item below can add, replace or remove entries before it is shown.
              </p>
            </div>
            <RecordEditor
              record={draft.record}
              readOnly={readOnly}
              newId={newId}
              onChange={(record) => set('record', record)}
            />
          </section>
          <section aria-labelledby="case-items" className={section}>
            <h2 id="case-items" className="text-lg font-semibold text-ink">
              Items
            </h2>
            <StepsEditor
              draft={draft}
              current={current}
              onCurrent={setCurrent}
              readOnly={readOnly}
              newId={newId}
              onStep={(i, step) =>
                setDraft((d) => ({ ...d, steps: d.steps.map((s, j) => (j === i ? step : s)) }))
              }
            />
          </section>
        </div>
        <div className="min-w-0 xl:sticky xl:top-4">
          <CasePreview draft={draft} index={current} onIndex={setCurrent} />
        </div>
      </div>
      {confirmArchive ? (
        <ConfirmDialog
          title="Archive this case study?"
          confirmLabel="Archive"
          busy={action.isPending}
          error={
            action.isError
              ? errorMessage(action.error, 'The case study could not be archived.')
              : null
          }
          onCancel={() => setConfirmArchive(false)}
          onConfirm={() => run('archive')}
        >
          <p>
            Its six items stay in the tests that showed them and are never picked for a new test.
            You can publish it again later.
          </p>
        </ConfirmDialog>
      ) : null}
    </AdminPage>
  )
}
