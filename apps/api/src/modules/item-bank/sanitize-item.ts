import { sanitizeHtml } from '../../lib/html'

const HTML_FIELDS = new Set(['stem', 'explanation', 'rationale', 'html'])
/** Every HTML field of an item (stem, explanation, rationales, record notes) sanitised. */
export function sanitizeItem<T>(value: T): T {
  if (Array.isArray(value)) return value.map(sanitizeItem) as T
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [
        k,
        HTML_FIELDS.has(k) && typeof v === 'string' ? sanitizeHtml(v) : sanitizeItem(v),
      ]),
    ) as T
  return value
}
