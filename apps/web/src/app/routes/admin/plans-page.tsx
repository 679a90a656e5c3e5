import type { TAdminPlan } from '@nurseready/shared/schemas/admin'
import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { SelectField } from '@/components/ui/select-field'
import { Spinner } from '@/components/ui/spinner'
import { usePlans, useSavePlan } from '@/features/admin/api/admin-api'
import { Badge } from '@/features/admin/components/admin-list'
import { AdminPage, LoadError } from '@/features/admin/components/admin-page'
import { money } from '@/features/admin/format'
import { errorMessage } from '@/lib/api-client'

/** One plan's form: price (in dollars, stored in cents), validity, features (one a line), flags. */
function PlanForm({ plan }: { plan: TAdminPlan }) {
  const save = useSavePlan()
  const [f, setF] = useState({
    name: plan.name,
    courseName: plan.courseName,
    price: (plan.amountCents / 100).toFixed(2),
    currency: plan.currency,
    validityDays: String(plan.validityDays),
    features: plan.features.join('\n'),
    recommended: plan.recommended,
    active: plan.active,
    sortOrder: String(plan.sortOrder),
  })
  const [saved, setSaved] = useState(false)
  const id = plan.id
  return (
    <form
      aria-label={`Plan ${plan.name}`}
      className="space-y-3 rounded-xl border border-slate-200 bg-white p-5"
      onSubmit={(e) => {
        e.preventDefault()
        setSaved(false)
        save.mutate(
          {
            id,
            body: {
              name: f.name,
              courseName: f.courseName,
              amountCents: Math.round(Number(f.price) * 100),
              currency: f.currency,
              validityDays: Number(f.validityDays),
              features: f.features
                .split('\n')
                .map((s) => s.trim())
                .filter(Boolean),
              recommended: f.recommended,
              active: f.active,
              sortOrder: Number(f.sortOrder),
            },
          },
          { onSuccess: () => setSaved(true) },
        )
      }}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-semibold text-ink">{plan.name}</h2>
        <span className="flex gap-1">
          {plan.recommended ? <Badge tone="blue">recommended</Badge> : null}
          <Badge tone={plan.active ? 'green' : 'slate'}>{plan.active ? 'on sale' : 'hidden'}</Badge>
          <Badge tone="slate">{money(plan.amountCents, plan.currency)}</Badge>
        </span>
      </div>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        <Field
          label="Name"
          required
          value={f.name}
          onChange={(e) => setF({ ...f, name: e.target.value })}
        />
        <Field
          label="Course name"
          required
          value={f.courseName}
          onChange={(e) => setF({ ...f, courseName: e.target.value })}
        />
        <Field
          label="Price"
          type="number"
          min="0.01"
          step="0.01"
          required
          value={f.price}
          onChange={(e) => setF({ ...f, price: e.target.value })}
        />
        <SelectField
          label="Currency"
          value={f.currency}
          onChange={(e) => setF({ ...f, currency: e.target.value as typeof f.currency })}
        >
          <option value="CAD">CAD</option>
          <option value="USD">USD</option>
        </SelectField>
        <Field
          label="Validity (days)"
          type="number"
          min={1}
          required
          value={f.validityDays}
          onChange={(e) => setF({ ...f, validityDays: e.target.value })}
        />
        <Field
          label="Position"
          type="number"
          min={0}
          value={f.sortOrder}
          onChange={(e) => setF({ ...f, sortOrder: e.target.value })}
        />
      </div>
      <label className="block text-sm font-medium text-ink">
        Features (one a line)
        <textarea
          className="mt-1 block min-h-24 w-full rounded-lg border border-slate-300 p-2 text-sm field-sizing-content"
          value={f.features}
          onChange={(e) => setF({ ...f, features: e.target.value })}
        />
      </label>
      <div className="flex flex-wrap gap-4 text-sm">
        <label className="flex items-center gap-2">
          <input
            type="checkbox"
            checked={f.recommended}
            onChange={(e) => setF({ ...f, recommended: e.target.checked })}
          />
          Recommended
        </label>
        <label className="flex items-center gap-2">
          <input
            type="checkbox"
            checked={f.active}
            onChange={(e) => setF({ ...f, active: e.target.checked })}
          />
          On sale
        </label>
      </div>
      {save.isError ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {errorMessage(save.error, 'Saving failed. Please try again.')}
        </p>
      ) : null}
      {saved ? (
        <p role="status" className="text-sm font-medium text-green-800">
          Saved.
        </p>
      ) : null}
      <Button type="submit" size="sm" disabled={save.isPending}>
        Save {plan.name}
      </Button>
    </form>
  )
}

/** /admin/plans: every question-bank plan, editable (prices, validity, features, flags). */
export function PlansPage() {
  const plans = usePlans()
  return (
    <AdminPage title="Plans" description="What students can buy. Changes apply to new orders.">
      {plans.isPending ? (
        <Spinner />
      ) : plans.isError ? (
        <LoadError message={errorMessage(plans.error, '')} />
      ) : (
        <div className="space-y-4">
          {plans.data.items.map((p) => (
            <PlanForm key={p.id} plan={p} />
          ))}
        </div>
      )}
    </AdminPage>
  )
}
