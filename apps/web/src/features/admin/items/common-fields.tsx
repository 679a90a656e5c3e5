import type { TItemType } from '@nurseready/shared/items/bodies'
import { CJ_STEP_LABELS, CJ_STEPS } from '@nurseready/shared/items/common'
import { Field } from '@/components/ui/field'
import { SelectField } from '@/components/ui/select-field'
import { TextArea, useIssue } from './forms/kit'
import { useSubjects } from './items-api'
import { ClientNeedOptions, ItemTypeOptions } from './select-options'

type Common = Record<string, unknown>

/**
 * The fields every item has: id, type, style, subject, client need, clinical-judgment step,
 * tags, difficulty, stem and explanation. `set('x', '')` removes an optional field.
 */
export function CommonFields({
  common,
  set,
  changeType,
  tags,
  setTags,
  idLocked,
  typeLocked,
}: {
  common: Common
  set: (k: string, v: unknown) => void
  changeType: (type: TItemType) => void
  tags: string
  setTags: (t: string) => void
  idLocked: boolean
  typeLocked: boolean
}) {
  const subjects = useSubjects()
  const text = (k: string) => String(common[k] ?? '')
  return (
    <>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field
          label="Id"
          required
          hint="Letters, digits, ., _ or -; it cannot change once saved."
          error={useIssue('id')}
          value={text('id')}
          disabled={idLocked}
          onChange={(e) => set('id', e.target.value)}
        />
        <SelectField
          label="Type"
          value={text('type')}
          disabled={typeLocked}
          onChange={(e) => changeType(e.target.value as TItemType)}
        >
          <ItemTypeOptions />
        </SelectField>
        <SelectField
          label="Style"
          value={text('style')}
          onChange={(e) => set('style', e.target.value)}
        >
          <option value="nextgen">Next Gen</option>
          <option value="traditional">Traditional</option>
        </SelectField>
        <SelectField
          label="Subject"
          error={useIssue('subject')}
          value={text('subject')}
          onChange={(e) => set('subject', e.target.value)}
        >
          {(subjects.data ?? []).map((s) => (
            <option key={s.id} value={s.name}>
              {s.name}
            </option>
          ))}
          {subjects.data?.some((s) => s.name === common.subject) ? null : (
            <option value={text('subject')}>{text('subject')}</option>
          )}
        </SelectField>
        <SelectField
          label="Client need"
          value={text('clientNeed')}
          onChange={(e) => set('clientNeed', e.target.value)}
        >
          <ClientNeedOptions />
        </SelectField>
        <SelectField
          label="Clinical-judgment step"
          value={text('clinicalJudgmentStep')}
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
          error={useIssue('difficulty')}
          value={common.difficulty === undefined ? '' : String(common.difficulty)}
          onChange={(e) => set('difficulty', e.target.value === '' ? '' : Number(e.target.value))}
        />
      </div>
      <TextArea
        label="Stem (HTML)"
        rows={4}
        path="stem"
        value={text('stem')}
        onChange={(v) => set('stem', v)}
      />
      <TextArea
        label="Explanation (HTML)"
        rows={3}
        path="explanation"
        value={text('explanation')}
        onChange={(v) => set('explanation', v)}
      />
    </>
  )
}
