import { CURRENCIES } from '@nurseready/shared/domain/billing'
import type {
  TAdminLivePackage,
  TAdminLivePackageInput,
} from '@nurseready/shared/schemas/admin-content'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { SelectField } from '@/components/ui/select-field'
import { Spinner } from '@/components/ui/spinner'
import { type Column, Table } from '@/components/ui/table'
import { errorMessage } from '@/lib/api-client'
import { LoadError } from '../components/admin-page'
import { money } from '../format'
import { FormDialog, fieldErrors, text } from './form-dialog'
import { usePackages, useSavePackage } from './live-api'

/** One entry per line (features) or comma (courses), blanks dropped. */
const list = (value: string, separator: RegExp) =>
  value
    .split(separator)
    .map((s) => s.trim())
    .filter(Boolean)

function PackageDialog({ pkg, onClose }: { pkg?: TAdminLivePackage; onClose: () => void }) {
  const save = useSavePackage()
  const err = fieldErrors(save.error)
  return (
    <FormDialog
      title={pkg ? 'Edit package' : 'New live-lecture package'}
      busy={save.isPending}
      error={save.error}
      onClose={onClose}
      onSubmit={(data) => {
        const body: TAdminLivePackageInput = {
          name: text(data, 'name'),
          amountCents: Math.round(Number(text(data, 'price')) * 100),
          currency: text(data, 'currency') as TAdminLivePackageInput['currency'],
          validityDays: Number(text(data, 'validityDays')),
          features: list(text(data, 'features'), /\n/),
          courses: list(text(data, 'courses'), /,/),
          active: data.get('active') === 'on',
          sortOrder: Number(text(data, 'sortOrder') || 0),
        }
        save.mutate({ id: pkg?.id, body }, { onSuccess: onClose })
      }}
    >
      <Field label="Name" name="name" required defaultValue={pkg?.name} error={err('name')} />
      <div className="grid gap-4 sm:grid-cols-3">
        <Field
          label="Price"
          name="price"
          inputMode="decimal"
          required
          defaultValue={pkg ? (pkg.amountCents / 100).toFixed(2) : ''}
          error={err('amountCents')}
        />
        <SelectField label="Currency" name="currency" defaultValue={pkg?.currency ?? 'CAD'}>
          {CURRENCIES.map((c) => (
            <option key={c}>{c}</option>
          ))}
        </SelectField>
        <Field
          label="Valid for (days)"
          name="validityDays"
          type="number"
          min={1}
          required
          defaultValue={pkg?.validityDays ?? 30}
          error={err('validityDays')}
        />
      </div>
      <Field
        label="Courses"
        name="courses"
        required
        hint="Comma-separated, as the lectures name them (e.g. NCLEX-RN, ReX-PN)."
        defaultValue={pkg?.courses.join(', ')}
        error={err('courses')}
      />
      <label className="block space-y-1.5 text-sm">
        <span className="font-medium text-slate-800">Features (one per line)</span>
        <textarea
          name="features"
          rows={3}
          defaultValue={pkg?.features.join('\n')}
          className="block w-full rounded-lg border border-slate-300 p-3 text-base text-ink"
        />
      </label>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label="Sort order"
          name="sortOrder"
          type="number"
          min={0}
          defaultValue={pkg?.sortOrder ?? 0}
        />
        <label className="flex items-center gap-3 pt-7 text-sm text-ink">
          <input
            type="checkbox"
            name="active"
            defaultChecked={pkg?.active ?? true}
            className="size-5 accent-brand-700"
          />
          On sale (students see it)
        </label>
      </div>
    </FormDialog>
  )
}

/** Live-lecture packages: price, validity, the courses they open; hidden rather than deleted. */
export function PackagesPanel() {
  const [editing, setEditing] = useState<TAdminLivePackage | 'new' | null>(null)
  const packages = usePackages()
  const columns: Column<TAdminLivePackage>[] = [
    { header: 'Package', cell: (p) => <span className="font-medium text-ink">{p.name}</span> },
    { header: 'Price', cell: (p) => money(p.amountCents, p.currency) },
    {
      header: 'Validity',
      cell: (p) => `${p.validityDays} days`,
      className: 'hidden md:table-cell',
    },
    { header: 'Courses', cell: (p) => p.courses.join(', '), className: 'hidden md:table-cell' },
    { header: 'Status', cell: (p) => (p.active ? 'On sale' : 'Hidden') },
    {
      header: 'Actions',
      cell: (p) => (
        <Button
          size="sm"
          variant="secondary"
          onClick={() => setEditing(p)}
          aria-label={`Edit ${p.name}`}
        >
          Edit
        </Button>
      ),
    },
  ]
  return (
    <section aria-label="Live-lecture packages" className="space-y-4">
      <div className="flex justify-end">
        <Button onClick={() => setEditing('new')}>New package</Button>
      </div>
      {packages.isPending ? (
        <Spinner />
      ) : packages.isError ? (
        <LoadError message={errorMessage(packages.error, '')} />
      ) : (
        <Table
          caption="Live-lecture packages"
          columns={columns}
          rows={packages.data.items}
          rowKey={(p) => p.id}
          tableClassName="min-w-0"
        />
      )}
      {editing ? (
        <PackageDialog
          pkg={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </section>
  )
}
