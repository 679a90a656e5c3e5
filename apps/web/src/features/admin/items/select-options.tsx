import { CLIENT_NEED_LABELS, CLIENT_NEEDS } from '@nurseready/shared/domain/readiness/exams'
import { ITEM_TYPES, type TItemType } from '@nurseready/shared/items/bodies'
import { ITEM_TYPE_LABELS } from '@nurseready/shared/schemas/performance'

/** The 16 item types as <option>s named in words (a trend's question: all but `except`). */
export function ItemTypeOptions({ except }: { except?: TItemType } = {}) {
  return ITEM_TYPES.filter((t) => t !== except).map((t) => (
    <option key={t} value={t}>
      {ITEM_TYPE_LABELS[t]}
    </option>
  ))
}

/** The eight NCLEX client-need categories as <option>s. */
export function ClientNeedOptions() {
  return CLIENT_NEEDS.map((n) => (
    <option key={n} value={n}>
      {CLIENT_NEED_LABELS[n]}
    </option>
  ))
}
