import { adminPaths } from '@nurseready/shared/constants/routes'
import type { TItemType } from '@nurseready/shared/items/bodies'
import { CJ_STEP_LABELS, CJ_STEPS } from '@nurseready/shared/items/common'
import { EXAMPLE_ITEMS } from '@nurseready/shared/items/examples'
import { type TItem, toPublicItem, ZAuthoredItem, ZItem } from '@nurseready/shared/items/item'
import type { TResponse } from '@nurseready/shared/items/responses'
import type { TItemDetail } from '@nurseready/shared/schemas/item-bank'
import { useMemo, useState } from 'react'
import { Link, useNavigate, useParams } from 'react-router'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { SelectField } from '@/components/ui/select-field'
import { Spinner } from '@/components/ui/spinner'
import { ItemRenderer } from '@/features/question-bank'
import { errorMessage } from '@/lib/api-client'
import { Badge } from '../components/admin-list'
import { AdminPage, LoadError } from '../components/admin-page'
import { CHOICE_TYPES, type ChoiceBody, ChoiceFields } from './choice-fields'
import { useItem, useItemAction, useSaveItem, useSubjects } from './items-api'
import { ClientNeedOptions, ItemTypeOptions } from './select-options'

/** The common fields edited as a form; the type's own fields (options, rows, key…) as JSON. */
const COMMON = [
  'id',
  'type',
  'style',
  'stem',
  'explanation',
  'subject',
  'subsubject',
  'clientNeed',
  'clinicalJudgmentStep',
  'difficulty',
  'exams',
  'marks',
] as const

function split(item: TItem) {
  const common: Record<string, unknown> = {}
  const body: Record<string, unknown> = {}
  for (const [k, v] of Object.entries(item))
    ((COMMON as readonly string[]).includes(k) ? common : body)[k] = v
  return { common, body: JSON.stringify(body, null, 2) }
}

const textarea =
  'mt-1 block w-full rounded-lg border border-slate-300 p-2 font-mono text-sm font-normal'

function Editor({ detail }: { detail: TItemDetail | null }) {
  const navigate = useNavigate()
  const subjects = useSubjects()
  const save = useSaveItem()
  const action = useItemAction()
  const start = detail ? split(detail.item) : split({ ...EXAMPLE_ITEMS.mcq, id: '' } as TItem)
  const [common, setCommon] = useState<Record<string, unknown>>(start.common)
  const [body, setBody] = useState(start.body)
  const [tags, setTags] = useState((detail?.tags ?? []).join(', '))
  const [response, setResponse] = useState<TResponse | null>(null)
  const [reveal, setReveal] = useState(false)
  const set = (k: string, v: unknown) => setCommon((c) => ({ ...c, [k]: v === '' ? undefined : v }))

  const parsed = useMemo(() => {
    try {
      // A new item previews before it has an id; saving asks for one.
      return ZItem.safeParse({ ...JSON.parse(body), ...common, id: common.id || 'new-item' })
    } catch (e) {
      return { success: false as const, json: (e as Error).message }
    }
  }, [body, common])
  const problems =
    'json' in parsed
      ? [`The type's fields are not JSON: ${parsed.json}`]
      : parsed.success
        ? []
        : parsed.error.issues.map((i) => `${i.path.join('.') || 'item'}: ${i.message}`)
  const item = parsed.success ? parsed.data : null
  // Choice types also get a form over the same JSON (other types: the JSON only).
  const choiceBody = useMemo(() => {
    if (!(CHOICE_TYPES as readonly string[]).includes(String(common.type))) return null
    try {
      const b = JSON.parse(body) as ChoiceBody
      return Array.isArray(b.options) && b.key ? b : null
    } catch {
      return null
    }
  }, [body, common.type])
  if (!common.id) problems.push('Give the item an id (letters, digits, ., _ or -).')
  const authoring = item ? ZAuthoredItem.safeParse(item) : null
  const tagList = tags
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean)

  const changeType = (type: TItemType) => {
    const next = split({ ...EXAMPLE_ITEMS[type], id: String(common.id ?? '') } as TItem)
    setCommon({ ...next.common, ...common, type })
    setBody(next.body)
    setResponse(null)
  }

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <form
        aria-label="Item"
        className="space-y-4 rounded-xl border border-slate-200 bg-white p-4"
        onSubmit={(e) => {
          e.preventDefault()
          if (!item) return
          save.mutate(
            { id: detail?.id ?? null, item, tags: tagList },
            { onSuccess: (r) => navigate(adminPaths.itemEdit.replace(':id', r.id)) },
          )
        }}
      >
        <div className="grid gap-3 sm:grid-cols-2">
          <Field
            label="Id"
            required
            value={String(common.id ?? '')}
            disabled={Boolean(detail?.key)}
            onChange={(e) => set('id', e.target.value)}
          />
          <SelectField
            label="Type"
            value={String(common.type)}
            disabled={Boolean(detail)}
            onChange={(e) => changeType(e.target.value as TItemType)}
          >
            <ItemTypeOptions />
          </SelectField>
          <SelectField
            label="Style"
            value={String(common.style)}
            onChange={(e) => set('style', e.target.value)}
          >
            <option value="nextgen">Next Gen</option>
            <option value="traditional">Traditional</option>
          </SelectField>
          <SelectField
            label="Subject"
            value={String(common.subject ?? '')}
            onChange={(e) => set('subject', e.target.value)}
          >
            {(subjects.data ?? []).map((s) => (
              <option key={s.id} value={s.name}>
                {s.name}
              </option>
            ))}
            {subjects.data?.some((s) => s.name === common.subject) ? null : (
              <option value={String(common.subject ?? '')}>{String(common.subject ?? '')}</option>
            )}
          </SelectField>
          <SelectField
            label="Client need"
            value={String(common.clientNeed ?? '')}
            onChange={(e) => set('clientNeed', e.target.value)}
          >
            <ClientNeedOptions />
          </SelectField>
          <SelectField
            label="Clinical-judgment step"
            value={String(common.clinicalJudgmentStep ?? '')}
            onChange={(e) => set('clinicalJudgmentStep', e.target.value)}
          >
            <option value="">None</option>
            {CJ_STEPS.map((s) => (
              <option key={s} value={s}>
                {CJ_STEP_LABELS[s]}
              </option>
            ))}
          </SelectField>
          <Field
            label="Tags (comma separated)"
            value={tags}
            onChange={(e) => setTags(e.target.value)}
          />
          <Field
            label="Difficulty (logits)"
            type="number"
            step="0.1"
            value={common.difficulty === undefined ? '' : String(common.difficulty)}
            onChange={(e) => set('difficulty', e.target.value === '' ? '' : Number(e.target.value))}
          />
        </div>
        <label className="block text-sm font-medium text-ink">
          Stem (HTML)
          <textarea
            className={`${textarea} min-h-24`}
            value={String(common.stem ?? '')}
            onChange={(e) => set('stem', e.target.value)}
          />
        </label>
        <label className="block text-sm font-medium text-ink">
          Explanation (HTML)
          <textarea
            className={`${textarea} min-h-20`}
            value={String(common.explanation ?? '')}
            onChange={(e) => set('explanation', e.target.value)}
          />
        </label>
        {choiceBody ? (
          <ChoiceFields
            type={String(common.type) as (typeof CHOICE_TYPES)[number]}
            value={choiceBody}
            onChange={(b) => setBody(JSON.stringify(b, null, 2))}
          />
        ) : null}
        <label className="block text-sm font-medium text-ink">
          Options, rows, key and rationales of the type (JSON, docs/items.md)
          <textarea
            className={`${textarea} min-h-72`}
            spellCheck={false}
            value={body}
            onChange={(e) => setBody(e.target.value)}
          />
        </label>
        {problems.length ? (
          <ul aria-label="Problems" className="list-disc space-y-1 pl-5 text-sm text-red-700">
            {problems.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        ) : null}
        {save.isError ? (
          <p role="alert" className="text-sm font-medium text-red-700">
            {errorMessage(save.error, 'Saving failed. Please try again.')}
          </p>
        ) : null}
        {action.isError ? (
          <p role="alert" className="text-sm font-medium text-red-700">
            {errorMessage(action.error, 'That did not work. Please try again.')}
          </p>
        ) : null}
        <div className="flex flex-wrap gap-2">
          <Button type="submit" disabled={!item || !common.id || save.isPending}>
            {detail?.status === 'published' ? 'Save as a new version' : 'Save draft'}
          </Button>
          {detail && detail.status !== 'published' && detail.status !== 'superseded' ? (
            <Button
              type="button"
              variant="secondary"
              disabled={action.isPending || !authoring?.success}
              onClick={() => action.mutate({ id: detail.id, action: 'publish' })}
            >
              Publish
            </Button>
          ) : null}
          {detail && (detail.status === 'published' || detail.status === 'draft') ? (
            <Button
              type="button"
              variant="secondary"
              disabled={action.isPending}
              onClick={() => action.mutate({ id: detail.id, action: 'archive' })}
            >
              Archive
            </Button>
          ) : null}
        </div>
        {authoring && !authoring.success ? (
          <p className="text-sm text-muted">
            Before publishing: {authoring.error.issues.map((i) => i.message).join('; ')}
          </p>
        ) : null}
      </form>
      <section aria-labelledby="preview-title" className="space-y-4">
        <div className="flex items-center justify-between">
          <h2 id="preview-title" className="text-lg font-semibold text-ink">
            Preview (as students see it)
          </h2>
          <label className="flex items-center gap-2 text-sm text-ink">
            <input type="checkbox" checked={reveal} onChange={(e) => setReveal(e.target.checked)} />
            Show the answer
          </label>
        </div>
        <div className="rounded-xl border border-slate-200 bg-white p-4">
          {item ? (
            <ItemRenderer
              item={toPublicItem(item)}
              response={response}
              onChange={setResponse}
              disabled={reveal}
              solution={reveal ? item : null}
            />
          ) : (
            <p className="text-sm text-muted">The preview shows once the item is valid.</p>
          )}
        </div>
        {detail ? <Stats detail={detail} /> : null}
      </section>
    </div>
  )
}

function Stats({ detail }: { detail: TItemDetail }) {
  const s = detail.stats
  const rows: [string, string][] = [
    ['Times used', String(s.timesUsed)],
    ['Facility', s.facility === null ? '—' : `${Math.round(s.facility * 100)} %`],
    ['Discrimination index', s.discrimination === null ? '—' : s.discrimination.toFixed(1)],
    ['Point-biserial', s.pointBiserial === null ? '—' : s.pointBiserial.toFixed(2)],
    [
      'Rasch difficulty',
      `${s.difficulty === null ? '—' : s.difficulty.toFixed(2)} (${s.calibrated ? 'calibrated' : 'not calibrated'})`,
    ],
  ]
  return (
    <div className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 text-sm">
      <h2 className="text-lg font-semibold text-ink">Statistics</h2>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-1">
        {rows.map(([k, v]) => (
          <div key={k} className="contents">
            <dt className="text-muted">{k}</dt>
            <dd className="text-ink">{v}</dd>
          </div>
        ))}
      </dl>
      {detail.choices.length ? (
        <p className="text-ink">
          Chosen: {detail.choices.map((c) => `${c.id} × ${c.count}`).join(', ')}
        </p>
      ) : null}
      <h3 className="font-semibold text-ink">Versions</h3>
      <ul className="space-y-1">
        {detail.history.map((h) => (
          <li key={h.id}>
            <Link
              className="text-brand-700 underline"
              to={adminPaths.itemEdit.replace(':id', h.id)}
            >
              Version {h.version}
            </Link>{' '}
            <Badge tone={h.status === 'published' ? 'green' : 'slate'}>{h.status}</Badge>
          </li>
        ))}
      </ul>
    </div>
  )
}

/** /admin/items/new and /admin/items/:id: the item's fields, a live preview, statistics and versions. */
export function ItemEditorPage() {
  const { id } = useParams()
  const item = useItem(id)
  const title = id ? `Item ${item.data?.key ?? ''}` : 'New item'
  return (
    <AdminPage
      title={title}
      description={
        item.data
          ? `${item.data.type} · ${item.data.status} · version ${item.data.version}`
          : 'A new draft: publish it once every rationale is written.'
      }
      actions={
        <Link className="text-sm text-brand-700 underline" to={adminPaths.items}>
          Back to the bank
        </Link>
      }
    >
      {!id ? (
        <Editor detail={null} />
      ) : item.isPending ? (
        <Spinner />
      ) : item.isError ? (
        <LoadError message={errorMessage(item.error, '')} />
      ) : (
        <Editor key={item.data.id + item.data.updatedAt} detail={item.data} />
      )}
    </AdminPage>
  )
}
