import { CLIENT_NEED_LABELS, CLIENT_NEEDS } from '@nurseready/shared/domain/readiness/exams'
import { ITEM_TYPES } from '@nurseready/shared/items/bodies'

/** The 16 item types as <option>s. */
export function ItemTypeOptions() {
  return ITEM_TYPES.map((t) => (
    <option key={t} value={t}>
      {t}
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
