import type { TInteractionType } from '@nurseready/shared/items/bodies'
import type { TClientRecord } from '@nurseready/shared/items/record'
import type { ReactNode } from 'react'
import { SelectField } from '@/components/ui/select-field'
import { ItemTypeOptions } from '../select-options'
import { exampleBody } from './body'
import { IssuePrefix } from './kit'
import { RecordFields } from './record-form'

export type TrendBody = {
  exhibit: TClientRecord
  interaction: { type: TInteractionType } & Record<string, unknown>
}

/**
 * Trend: the client record students look through, and the question about it, of any other type.
 * `children` renders the question's own form (the same forms as stand-alone items).
 */
export function TrendFields({
  value,
  onChange,
  children,
}: {
  value: TrendBody
  onChange: (b: TrendBody) => void
  children: (inner: {
    type: TInteractionType
    body: Record<string, unknown>
    onChange: (b: Record<string, unknown>) => void
  }) => ReactNode
}) {
  const { type, ...inner } = value.interaction
  return (
    <div className="space-y-3">
      <RecordFields
        path="exhibit"
        value={value.exhibit}
        onChange={(exhibit) => onChange({ ...value, exhibit })}
      />
      <SelectField
        label="Question type"
        hint="Changing it starts the question from that type's example."
        value={type}
        onChange={(e) => {
          const next = e.target.value as TInteractionType
          onChange({ ...value, interaction: { type: next, ...exampleBody(next) } })
        }}
      >
        <ItemTypeOptions except="trend" />
      </SelectField>
      <IssuePrefix prefix="interaction.">
        {children({
          type,
          body: inner,
          onChange: (b) => onChange({ ...value, interaction: { type, ...b } }),
        })}
      </IssuePrefix>
    </div>
  )
}
