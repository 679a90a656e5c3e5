import { adminPaths } from '@nurseready/shared/constants/routes'
import type { TItemImportResult } from '@nurseready/shared/schemas/item-bank'
import { useState } from 'react'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { SelectField } from '@/components/ui/select-field'
import { Table } from '@/components/ui/table'
import { errorMessage } from '@/lib/api-client'
import { Badge } from '../components/admin-list'
import { AdminPage } from '../components/admin-page'
import { type ImportBody, useImportItems } from './items-api'
import { ClientNeedOptions } from './select-options'

type Entry = TItemImportResult['entries'][number]

/** The import format of a file by its name. */
function formatOf(name: string): ImportBody['format'] | null {
  const ext = name.toLowerCase().split('.').pop()
  if (ext === 'json') return 'json'
  if (ext === 'csv') return 'csv'
  if (ext === 'xml') return 'qti-xml'
  if (ext === 'zip') return 'qti-zip'
  return null
}

async function contentOf(file: File, format: ImportBody['format']) {
  if (format !== 'qti-zip') return file.text()
  const bytes = new Uint8Array(await file.arrayBuffer())
  let binary = ''
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000))
  return btoa(binary)
}

/**
 * /admin/items/import: a JSON, CSV, QTI item (.xml) or QTI package (.zip) file is checked in full
 * first; the report lists every item or row. Nothing is written unless all are valid, or the admin
 * imports only the valid ones.
 */
export function ImportPage() {
  const run = useImportItems()
  const [file, setFile] = useState<File | null>(null)
  const [error, setError] = useState('')
  const [defaults, setDefaults] = useState({
    subject: 'Imported',
    clientNeed: 'management-of-care',
    style: 'nextgen' as 'nextgen' | 'traditional',
  })
  const [result, setResult] = useState<{ report: TItemImportResult; dryRun: boolean } | null>(null)

  const send = async (dryRun: boolean, onlyValid: boolean) => {
    setError('')
    if (!file) return setError('Choose a file first.')
    const format = formatOf(file.name)
    if (!format)
      return setError('Choose a .json, .csv, .xml (QTI item) or .zip (QTI package) file.')
    const content = await contentOf(file, format)
    run.mutate(
      { format, content, dryRun, onlyValid, defaults: { ...defaults, exams: ['nclex-rn'] } },
      { onSuccess: (report) => setResult({ report, dryRun }) },
    )
  }
  const report = result?.report
  return (
    <AdminPage
      title="Import items"
      description={
        <>
          JSON (docs/items.md), CSV on the template (mcq, multi, select-n, blank), QTI 2.1/2.2/3.0
          items and packages. Imported items are drafts.{' '}
          <Link className="text-brand-700 underline" to={adminPaths.items}>
            Back to the bank
          </Link>
        </>
      }
    >
      <form
        aria-label="Import"
        className="mb-6 grid gap-3 rounded-xl border border-slate-200 bg-white p-4 sm:grid-cols-2"
        onSubmit={(e) => e.preventDefault()}
      >
        <label className="block text-sm font-medium text-ink sm:col-span-2">
          File
          <input
            type="file"
            accept=".json,.csv,.xml,.zip"
            className="mt-1 block w-full text-sm"
            onChange={(e) => {
              setFile(e.target.files?.[0] ?? null)
              setResult(null)
            }}
          />
        </label>
        <Field
          label="Subject for QTI items"
          value={defaults.subject}
          onChange={(e) => setDefaults({ ...defaults, subject: e.target.value })}
        />
        <SelectField
          label="Client need for QTI items"
          value={defaults.clientNeed}
          onChange={(e) => setDefaults({ ...defaults, clientNeed: e.target.value })}
        >
          <ClientNeedOptions />
        </SelectField>
        <SelectField
          label="Style for QTI items"
          value={defaults.style}
          onChange={(e) =>
            setDefaults({ ...defaults, style: e.target.value as 'nextgen' | 'traditional' })
          }
        >
          <option value="nextgen">Next Gen</option>
          <option value="traditional">Traditional</option>
        </SelectField>
        <div className="flex flex-wrap items-end gap-2">
          <Button type="button" disabled={run.isPending} onClick={() => send(true, false)}>
            Check the file
          </Button>
          <Button
            type="button"
            variant="secondary"
            disabled={run.isPending || !report || report.invalid > 0}
            onClick={() => send(false, false)}
          >
            Import all
          </Button>
          <Button
            type="button"
            variant="secondary"
            disabled={run.isPending || !report || report.valid === 0}
            onClick={() => send(false, true)}
          >
            Import only the valid ones
          </Button>
        </div>
        {error || run.isError ? (
          <p role="alert" className="text-sm font-medium text-red-700 sm:col-span-2">
            {error || errorMessage(run.error, 'The import failed. Please try again.')}
          </p>
        ) : null}
      </form>
      {report ? (
        <section aria-labelledby="report-title" className="space-y-3">
          <h2 id="report-title" className="text-lg font-semibold text-ink">
            {result.dryRun ? 'Check' : 'Import'}: {report.valid} valid, {report.invalid} not
            {result.dryRun ? '' : ` · ${report.written} written`}
          </h2>
          {report.notes.length ? (
            <ul className="list-disc pl-5 text-sm text-muted">
              {report.notes.map((n) => (
                <li key={n}>{n}</li>
              ))}
            </ul>
          ) : null}
          <Table<Entry>
            caption="Import report"
            rows={report.entries}
            rowKey={(e) => `${e.source}-${e.id ?? ''}`}
            tableClassName="min-w-[48rem]"
            columns={[
              { header: 'Source', cell: (e) => e.source },
              { header: 'Id', cell: (e) => e.id ?? '—' },
              { header: 'Type', cell: (e) => e.type ?? e.kind },
              {
                header: 'Result',
                cell: (e) => (
                  <Badge tone={e.ok ? 'green' : 'red'}>{e.ok ? 'valid' : 'refused'}</Badge>
                ),
              },
              {
                header: 'Details',
                cell: (e) => (
                  <ul className="space-y-1">
                    {e.errors.map((m) => (
                      <li key={m} className="text-red-700">
                        {m}
                      </li>
                    ))}
                    {e.warnings.map((m) => (
                      <li key={m} className="text-muted">
                        {m}
                      </li>
                    ))}
                  </ul>
                ),
              },
            ]}
          />
        </section>
      ) : null}
    </AdminPage>
  )
}
