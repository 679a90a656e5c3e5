import { PAGINATION } from '../constants/spec'

export type PageItem = number | 'gap'

/**
 * The page links to show: `margin` pages at each end, a `range` of pages around the current
 * one, and a gap where pages are skipped (as react-paginate's 2 margin pages / 5-page range).
 */
export function pageItems(
  current: number,
  totalPages: number,
  range: number = PAGINATION.pageRange,
  margin: number = PAGINATION.marginPages,
): PageItem[] {
  if (totalPages <= 0) return []
  if (totalPages <= range + 2 * margin) return Array.from({ length: totalPages }, (_, i) => i + 1)
  let start = Math.max(1, current - Math.floor(range / 2))
  const end = Math.min(totalPages, start + range - 1)
  start = Math.max(1, end - range + 1)
  const shown = new Set<number>()
  for (let p = 1; p <= margin; p++) shown.add(p)
  for (let p = start; p <= end; p++) shown.add(p)
  for (let p = totalPages - margin + 1; p <= totalPages; p++) shown.add(p)
  const sorted = [...shown].sort((a, b) => a - b)
  const items: PageItem[] = []
  for (const [i, p] of sorted.entries()) {
    if (i > 0 && p - sorted[i - 1]! > 1) items.push('gap')
    items.push(p)
  }
  return items
}

export function totalPages(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize))
}
