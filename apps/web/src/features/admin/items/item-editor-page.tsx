import { adminPaths } from '@nurseready/shared/constants/routes'
import type { TItemType } from '@nurseready/shared/items/bodies'
import { EXAMPLE_ITEMS } from '@nurseready/shared/items/examples'
import { type TItem, ZAuthoredItem, ZItem } from '@nurseready/shared/items/item'
import type { TItemDetail } from '@nurseready/shared/schemas/item-bank'
import { ITEM_TYPE_LABELS } from '@nurseready/shared/schemas/performance'
import { useMemo, useState } from 'react'
import { Link, useNavigate, useParams } from 'react-router'
import { Button } from '@/components/ui/button'
import { Spinner } from '@/components/ui/spinner'
import { errorMessage } from '@/lib/api-client'
import { AdminPage, LoadError } from '../components/admin-page'
import { CommonFields } from './common-fields'
import { splitItem as split } from './forms/body'
import { describeIssues, type Issue } from './forms/issues'
import { IssuesProvider } from './forms/kit'
import { FormBoundary, TypeFields } from './forms/type-fields'
import { ItemPreview } from './item-preview'
import { ItemStats } from './item-stats'
import { useItem, useItemAction, useSaveItem } from './items-api'

const ERROR = 'text-sm font-medium text-red-700'

/** The body as an object for the form, or null while the JSON does not parse. */
function objectOf(json: string): Record<string, unknown> | null {
  try {
    const v = JSON.parse(json)
    return v && typeof v === 'object' && !Array.isArray(v) ? v : null
  } catch {
    return null
  }
}

function Editor({ detail }: { detail: TItemDetail | null }) {
  const navigate = useNavigate()
  const save = useSaveItem()
  const action = useItemAction()
  const start = detail ? split(detail.item) : split({ ...EXAMPLE_ITEMS.mcq, id: '' } as TItem)
  const [common, setCommon] = useState<Record<string, unknown>>(start.common)
  // The type's fields as JSON text: the form edits it, Advanced (JSON) shows it as it is.
  const [body, setBody] = useState(start.body)
  const [tags, setTags] = useState((detail?.tags ?? []).join(', '))
  const [advanced, setAdvanced] = useState(false)
  const set = (k: string, v: unknown) => setCommon((c) => ({ ...c, [k]: v === '' ? undefined : v }))
  const type = String(common.type) as TItemType
  const dirty =
    body !== start.body ||
    JSON.stringify(common) !== JSON.stringify(start.common) ||
    tags !== (detail?.tags ?? []).join(', ')
  const bodyObject = useMemo(() => objectOf(body), [body])

  const parsed = useMemo(() => {
    if (!bodyObject) return null
    // A new item previews before it has an id; saving asks for one.
    const input = { ...bodyObject, ...common, id: common.id || 'new-item' }
    return { input, result: ZItem.safeParse(input) }
  }, [bodyObject, common])
  const described = parsed?.result.success
    ? { list: [], byPath: new Map<string, string>() }
    : describeIssues((parsed?.result.error?.issues ?? []) as Issue[], parsed?.input)
  const problems = bodyObject ? described.list : ["The JSON of the type's fields does not parse."]
  if (!common.id) problems.push('Give the item an id (letters, digits, ., _ or -).')
  const item = parsed?.result.success ? parsed.result.data : null
  const authoring = item ? ZAuthoredItem.safeParse(item) : null
  const tagList = tags
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean)

  const changeType = (next: TItemType) => {
    const fresh = split({ ...EXAMPLE_ITEMS[next], id: String(common.id ?? '') } as TItem)
    setCommon({ ...fresh.common, ...common, type: next })
    setBody(fresh.body)
  }

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <form
        aria-label="Item"
        noValidate
        className="min-w-0 space-y-4 rounded-xl border border-slate-200 bg-white p-3 sm:p-4"
        onSubmit={(e) => {
          e.preventDefault()
          if (!item || !common.id) return
          save.mutate(
            { id: detail?.id ?? null, item, tags: tagList },
            { onSuccess: (r) => navigate(adminPaths.itemEdit.replace(':id', r.id)) },
          )
        }}
      >
        <IssuesProvider issues={described.byPath}>
          <CommonFields
            common={common}
            set={set}
            changeType={changeType}
            tags={tags}
            setTags={setTags}
            idLocked={Boolean(detail?.key)}
            typeLocked={Boolean(detail)}
          />
          <h2 className="pt-2 text-lg font-semibold text-ink">{ITEM_TYPE_LABELS[type]}</h2>
          {bodyObject ? (
            <FormBoundary
              key={type}
              resetKey={body}
              fallback={
                <p role="alert" className={ERROR}>
                  The form cannot show these fields as they are. Correct them under Advanced (JSON).
                </p>
              }
            >
              <TypeFields
                type={type}
                body={bodyObject}
                onChange={(b) => setBody(JSON.stringify(b, null, 2))}
              />
            </FormBoundary>
          ) : (
            <p className={ERROR}>
              The form shows again once the JSON under Advanced (JSON) parses.
            </p>
          )}
        </IssuesProvider>
        <details
          open={advanced || !bodyObject}
          onToggle={(e) => setAdvanced(e.currentTarget.open)}
          className="rounded-lg border border-slate-200 p-3"
        >
          <summary className="cursor-pointer text-sm font-semibold text-ink">
            Advanced (JSON)
          </summary>
          <label className="mt-3 block text-sm font-medium text-ink">
            The type&apos;s fields, key and rationales as JSON (docs/items.md); the form above
            follows
            <textarea
              className="mt-1 block min-h-72 w-full rounded-lg border border-slate-300 p-2 font-mono text-sm font-normal"
              spellCheck={false}
              value={body}
              onChange={(e) => setBody(e.target.value)}
            />
          </label>
        </details>
        <div role="status" className="space-y-1">
          {problems.length ? (
            <>
              <p className={ERROR}>
                {problems.length === 1
                  ? 'The item cannot be saved yet: 1 problem.'
                  : `The item cannot be saved yet: ${problems.length} problems.`}
              </p>
              <ul aria-label="Problems" className="list-disc space-y-1 pl-5 text-sm text-red-700">
                {problems.map((p) => (
                  <li key={p}>{p}</li>
                ))}
              </ul>
            </>
          ) : null}
        </div>
        {save.isError ? (
          <p role="alert" className={ERROR}>
            {errorMessage(save.error, 'Saving failed. Please try again.')}
          </p>
        ) : null}
        {action.isError ? (
          <p role="alert" className={ERROR}>
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
              disabled={action.isPending || !authoring?.success || dirty}
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
            Before publishing: {authoring.error.issues.map((i) => i.message).join('; ')}.
          </p>
        ) : detail && dirty ? (
          <p className="text-sm text-muted">Save the changes before publishing.</p>
        ) : null}
      </form>
      <div className="min-w-0 space-y-4">
        <ItemPreview key={type} item={item} />
        {detail ? <ItemStats detail={detail} /> : null}
      </div>
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
