import { EXAM_CONFIGS } from '@nurseready/shared/domain/readiness/exams'
import type { UseQueryResult } from '@tanstack/react-query'
import { type ReactNode, useState } from 'react'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { Spinner } from '@/components/ui/spinner'
import { Table } from '@/components/ui/table'
import { errorMessage } from '@/lib/api-client'
import { AdminPage, LoadError } from '../components/admin-page'
import {
  type ClientNeedCount,
  type Subject,
  useClientNeeds,
  useSaveSubject,
  useSubjectList,
  useTags,
} from './subjects-api'

/** One part of the page: a card with its heading and what it is for. */
function Part({
  id,
  title,
  description,
  children,
}: {
  id: string
  title: string
  description: ReactNode
  children: ReactNode
}) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 sm:p-5"
    >
      <div>
        <h2 id={`${id}-title`} className="text-lg font-semibold text-ink">
          {title}
        </h2>
        <p className="text-sm text-muted">{description}</p>
      </div>
      {children}
    </section>
  )
}

/** A part's list: a spinner, the server's message, the empty text or the rows. */
function Loaded<T>({
  query,
  empty,
  children,
}: {
  query: UseQueryResult<T[]>
  empty: string
  children: (rows: T[]) => ReactNode
}) {
  if (query.isPending) return <Spinner />
  if (query.isError) return <LoadError message={errorMessage(query.error, '')} />
  if (query.data.length === 0)
    return (
      <p className="rounded-lg border border-dashed border-slate-300 p-6 text-center text-sm text-muted">
        {empty}
      </p>
    )
  return children(query.data)
}

const count = (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'item' : 'items'}`

/** /admin/subjects: the bank's subjects (add, rename), the test plan's client needs and the tags. */
export function SubjectsPage() {
  return (
    <AdminPage
      title="Subjects & tags"
      description="How the question bank is filed: students choose subjects for a test; client needs and tags sort and filter the bank."
    >
      <div className="space-y-6">
        <SubjectsSection />
        <ClientNeedsSection />
        <TagsSection />
      </div>
    </AdminPage>
  )
}

function SubjectsSection() {
  const subjects = useSubjectList()
  const save = useSaveSubject()
  const [name, setName] = useState('')
  const [position, setPosition] = useState('')
  const [added, setAdded] = useState('')
  const [editing, setEditing] = useState<string | null>(null)
  return (
    <Part
      id="subjects"
      title="Subjects"
      description={
        <>Listed to students by position, then name. Items count every version in use.</>
      }
    >
      <form
        aria-label="Add a subject"
        className="flex flex-wrap items-start gap-3"
        onSubmit={(e) => {
          e.preventDefault()
          setAdded('')
          const trimmed = name.trim()
          if (!trimmed) return
          save.mutate(
            { id: null, name: trimmed, ...(position ? { position: Number(position) } : {}) },
            {
              onSuccess: (s) => {
                setAdded(`${s.name} added.`)
                setName('')
                setPosition('')
              },
            },
          )
        }}
      >
        <Field
          className="min-w-56 flex-1"
          label="New subject"
          required
          maxLength={120}
          value={name}
          error={
            save.isError && !editing
              ? errorMessage(save.error, 'It could not be added.')
              : undefined
          }
          onChange={(e) => setName(e.target.value)}
        />
        <Field
          className="w-32"
          label="Position"
          type="number"
          min={0}
          max={1000}
          hint="Default 100"
          value={position}
          onChange={(e) => setPosition(e.target.value)}
        />
        <Button type="submit" className="mt-7" disabled={save.isPending || !name.trim()}>
          Add subject
        </Button>
      </form>
      <p aria-live="polite" className="text-sm font-medium text-green-800 empty:hidden">
        {added}
      </p>
      <Loaded query={subjects} empty="No subjects yet: add the first one above.">
        {(rows) => (
          <Table<Subject>
            caption="All subjects"
            rows={rows}
            rowKey={(s) => s.id}
            tableClassName="min-w-[30rem]"
            columns={[
              {
                header: 'Subject',
                cell: (s) =>
                  editing === s.id ? (
                    <RenameForm subject={s} onDone={() => setEditing(null)} />
                  ) : (
                    <span className="font-medium text-ink">{s.name}</span>
                  ),
              },
              { header: 'Position', cell: (s) => s.position },
              { header: 'Items', cell: (s) => count(s.items) },
              {
                header: 'Actions',
                cell: (s) =>
                  editing === s.id ? null : (
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={`Rename ${s.name}`}
                      onClick={() => {
                        save.reset()
                        setEditing(s.id)
                      }}
                    >
                      Rename
                    </Button>
                  ),
              },
            ]}
          />
        )}
      </Loaded>
    </Part>
  )
}

/** A subject's name and position changed in place (Escape cancels). */
function RenameForm({ subject, onDone }: { subject: Subject; onDone: () => void }) {
  const save = useSaveSubject()
  const [name, setName] = useState(subject.name)
  const [position, setPosition] = useState(String(subject.position))
  return (
    <form
      aria-label={`Rename ${subject.name}`}
      className="flex min-w-64 flex-wrap items-start gap-2"
      onKeyDown={(e) => {
        if (e.key === 'Escape') onDone()
      }}
      onSubmit={(e) => {
        e.preventDefault()
        if (!name.trim()) return
        save.mutate(
          { id: subject.id, name: name.trim(), position: Number(position) },
          { onSuccess: onDone },
        )
      }}
    >
      <Field
        className="min-w-40 flex-1"
        label="Name"
        required
        maxLength={120}
        autoFocus
        value={name}
        error={save.isError ? errorMessage(save.error, 'It could not be renamed.') : undefined}
        onChange={(e) => setName(e.target.value)}
      />
      <Field
        className="w-24"
        label="Position"
        type="number"
        min={0}
        max={1000}
        value={position}
        onChange={(e) => setPosition(e.target.value)}
      />
      <div className="mt-7 flex gap-2">
        <Button type="submit" size="sm" className="h-11" disabled={save.isPending || !name.trim()}>
          Save
        </Button>
        <Button variant="secondary" size="sm" className="h-11" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  )
}

const share = (exam: 'nclex-rn' | 'nclex-pn', need: ClientNeedCount['clientNeed']) => {
  const { min, max } = EXAM_CONFIGS[exam].blueprint[need]
  return `${min}–${max} %`
}

function ClientNeedsSection() {
  const needs = useClientNeeds()
  return (
    <Part
      id="needs"
      title="Client-need categories"
      description={
        <>
          Fixed by the NCLEX test plan: every item belongs to one. The shares are the plan's range
          of each exam's items.
        </>
      }
    >
      <Loaded query={needs} empty="">
        {(rows) => (
          <Table<ClientNeedCount>
            caption="All client-need categories"
            rows={rows}
            rowKey={(n) => n.clientNeed}
            tableClassName="min-w-[34rem]"
            columns={[
              {
                header: 'Category',
                cell: (n) => {
                  const pn = EXAM_CONFIGS['nclex-pn'].labels[n.clientNeed]
                  return (
                    <span>
                      <span className="font-medium text-ink">{n.label}</span>
                      {pn ? (
                        <span className="block text-xs text-muted">
                          “{pn}” on the NCLEX-PN plan
                        </span>
                      ) : null}
                    </span>
                  )
                },
              },
              { header: 'Items', cell: (n) => count(n.items) },
              { header: 'NCLEX-RN share', cell: (n) => share('nclex-rn', n.clientNeed) },
              { header: 'NCLEX-PN share', cell: (n) => share('nclex-pn', n.clientNeed) },
            ]}
          />
        )}
      </Loaded>
    </Part>
  )
}

function TagsSection() {
  const tags = useTags()
  return (
    <Part
      id="tags"
      title="Tags"
      description={
        <>Free labels given in the item editor or on import; the bank filters by them.</>
      }
    >
      <Loaded query={tags} empty="No tags yet: tag items in the item editor or when importing.">
        {(rows) => (
          <ul aria-label="Tags" className="flex flex-wrap gap-2">
            {rows.map((t) => (
              <li
                key={t.tag}
                className="inline-flex items-center gap-2 rounded-full bg-slate-100 px-3 py-1 text-sm text-ink"
              >
                <span className="font-medium">{t.tag}</span>
                <span className="text-muted">{count(t.items)}</span>
              </li>
            ))}
          </ul>
        )}
      </Loaded>
    </Part>
  )
}
