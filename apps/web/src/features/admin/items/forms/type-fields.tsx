import type { TInteractionType, TItemType } from '@nurseready/shared/items/bodies'
import { Component, type ReactNode } from 'react'
import { BlankFields } from './blank-form'
import { BowtieFields } from './bowtie-form'
import { GroupingFields, McqFields, MultiFields } from './choice-forms'
import { DragFields } from './drag-forms'
import { ClozeDropdownFields, DropdownTableFields } from './dropdown-forms'
import { HighlightTableFields, HighlightTextFields } from './highlight-forms'
import { MatrixFields } from './matrix-form'
import { TrendFields } from './trend-form'

type Body = Record<string, unknown>
type Props<T> = { type: T; body: Body; onChange: (b: Body) => void }

/** The form of one interaction type over its body (the JSON of Advanced (JSON), parsed). */
function InteractionFields({ type, body, onChange }: Props<TInteractionType>) {
  // Each form edits the body of its own type; the editor picked the form by the item's type.
  const p = { value: body as never, onChange: onChange as never }
  switch (type) {
    case 'mcq':
      return <McqFields {...p} />
    case 'multi':
      return <MultiFields {...p} withN={false} />
    case 'select-n':
      return <MultiFields {...p} withN />
    case 'grouping':
      return <GroupingFields {...p} />
    case 'blank':
      return <BlankFields {...p} />
    case 'matrix-mc':
      return <MatrixFields {...p} multiple={false} />
    case 'matrix-mr':
      return <MatrixFields {...p} multiple />
    case 'cloze-dropdown':
      return <ClozeDropdownFields {...p} rationale={false} />
    case 'dropdown-rationale':
      return <ClozeDropdownFields {...p} rationale />
    case 'dropdown-table':
      return <DropdownTableFields {...p} />
    case 'cloze-drag':
      return <DragFields {...p} rationale={false} />
    case 'drag-rationale':
      return <DragFields {...p} rationale />
    case 'highlight-text':
      return <HighlightTextFields {...p} />
    case 'highlight-table':
      return <HighlightTableFields {...p} />
    case 'bowtie':
      return <BowtieFields {...p} />
  }
}

/** The form of any item type; a trend item's question gets the form of its own type. */
export function TypeFields({ type, body, onChange }: Props<TItemType>) {
  if (type !== 'trend') return <InteractionFields type={type} body={body} onChange={onChange} />
  return (
    <TrendFields value={body as never} onChange={onChange as never}>
      {(inner) => <InteractionFields {...inner} />}
    </TrendFields>
  )
}

/**
 * Shows `fallback` instead of a form that cannot draw the body as it is (JSON typed by hand
 * without a field the form needs); tries again when `resetKey` (the JSON) changes.
 */
export class FormBoundary extends Component<
  { resetKey: string; fallback: ReactNode; children: ReactNode },
  { failedFor: string | null }
> {
  override state = { failedFor: null as string | null }
  static getDerivedStateFromError() {
    return { failedFor: '' }
  }
  override componentDidCatch() {
    this.setState({ failedFor: this.props.resetKey })
  }
  override render() {
    const { failedFor } = this.state
    if (failedFor === '' || failedFor === this.props.resetKey) return this.props.fallback
    return this.props.children
  }
}
