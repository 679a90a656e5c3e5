import { adminPaths } from '@nurseready/shared/constants/routes'
import { CJ_STEP_LABELS, CJ_STEPS } from '@nurseready/shared/items/common'
import type { TItemDetail } from '@nurseready/shared/schemas/item-bank'
import { CheckCircle2, CircleDashed } from 'lucide-react'
import { useState } from 'react'
import { Link } from 'react-router'
import { Button } from '@/components/ui/button'
import { Field } from '@/components/ui/field'
import { BankPicker, NewItemLink } from './bank-picker'
import { type CaseDraft, fromBank, recordAtStep, type StepDraft, stepName } from './case-draft'
import { ChangesEditor } from './changes-editor'
import { Tabs } from './tabs'

const text = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()

/**
 * The six items, one tab per clinical-judgment step: the item (chosen from the bank, or written
 * in the item editor and then chosen) and how the record changes before it is shown.
 */
export function StepsEditor({
  draft,
  current,
  onCurrent,
  onStep,
  newId,
  readOnly,
}: {
  draft: CaseDraft
  current: number
  onCurrent: (index: number) => void
  onStep: (index: number, step: StepDraft) => void
  newId: (prefix: string) => string
  readOnly: boolean
}) {
  const [picking, setPicking] = useState(false)
  const [note, setNote] = useState<{ index: number; text: string } | null>(null)
  const step = draft.steps[current] as StepDraft
  const name = stepName(current)
  const before = current === 0 ? draft.record : recordAtStep(draft, current - 1).record
  const pick = (detail: TItemDetail) => {
    const placed = fromBank(detail, current, draft.id)
    onStep(current, { item: placed.item, source: placed.source, changes: step.changes })
    setNote({ index: current, text: placed.note })
    setPicking(false)
  }
  return (
    <>
      <Tabs
        label="Case items"
        current={String(current)}
        onChange={(id) => onCurrent(Number(id))}
        tabs={CJ_STEPS.map((s, i) => ({
          id: String(i),
          label: (
            <span className="inline-flex items-center gap-1.5">
              {draft.steps[i]?.item ? (
                <CheckCircle2 aria-hidden="true" className="size-4 text-green-700" />
              ) : (
                <CircleDashed aria-hidden="true" className="size-4 text-slate-400" />
              )}
              {i + 1}. {CJ_STEP_LABELS[s]}
              <span className="sr-only">{draft.steps[i]?.item ? ' (chosen)' : ' (empty)'}</span>
            </span>
          ),
        }))}
      >
        <div className="space-y-5">
          <h3 className="text-base font-semibold text-ink">{name}</h3>
          {step.item ? (
            <div className="space-y-3 rounded-lg border border-slate-200 p-3">
              <p className="text-sm text-ink">
                <span className="font-semibold">{step.item.type}</span>
                <span className="text-muted"> · {text(step.item.stem).slice(0, 200)}</span>
              </p>
              {note?.index === current ? (
                <p role="status" className="text-sm text-brand-800">
                  {note.text}
                </p>
              ) : null}
              <Field
                label="Item id"
                hint={
                  step.source?.adopt
                    ? 'The draft keeps its id as it moves into the case.'
                    : 'Unique in the bank: letters, digits, ., _ or -.'
                }
                value={step.item.id}
                readOnly={readOnly || Boolean(step.source?.adopt)}
                onChange={(e) =>
                  step.item &&
                  onStep(current, { ...step, item: { ...step.item, id: e.target.value } })
                }
              />
              <div className="flex flex-wrap gap-2">
                {readOnly ? null : (
                  <>
                    <Button variant="secondary" size="sm" onClick={() => setPicking(true)}>
                      Choose another from the bank
                    </Button>
                    <Button
                      variant="ghost"
                      size="sm"
                      onClick={() => onStep(current, { ...step, item: null, source: null })}
                    >
                      Remove the item
                    </Button>
                  </>
                )}
                {step.stored ? (
                  <Link
                    to={adminPaths.itemEdit.replace(':id', step.stored)}
                    className="inline-flex h-9 items-center gap-1 px-2 text-sm font-semibold text-brand-700 underline"
                  >
                    Open in the item editor
                  </Link>
                ) : null}
              </div>
            </div>
          ) : (
            <div className="rounded-lg border border-dashed border-slate-300 p-4 text-sm">
              <p className="text-muted">No item for this step yet.</p>
              {readOnly ? null : (
                <div className="mt-3 flex flex-wrap items-center gap-3">
                  <Button size="sm" onClick={() => setPicking(true)}>
                    Choose from the bank
                  </Button>
                  <NewItemLink />
                </div>
              )}
            </div>
          )}
          <section aria-label={`Record changes before item ${current + 1}`} className="space-y-2">
            <h4 className="text-sm font-semibold text-ink">
              Record changes before item {current + 1}
            </h4>
            <ChangesEditor
              step={`Item ${current + 1}`}
              changes={step.changes}
              before={before}
              newId={newId}
              readOnly={readOnly}
              onChange={(changes) => onStep(current, { ...step, changes })}
            />
          </section>
        </div>
      </Tabs>
      {picking ? <BankPicker step={name} onPick={pick} onClose={() => setPicking(false)} /> : null}
    </>
  )
}
