import type { ReactNode } from 'react'
import { cn } from '@/lib/cn'

/** The class of each row's statement cell (`<th scope="row">`) in a MatrixTable. */
export const MATRIX_ROW_HEADER = 'px-3 py-3 font-normal text-ink sm:px-4'

/**
 * The frame of a matrix (prescription) table: a statement column and two choice columns under
 * the question's three headings. The rows, with their inputs, are the children.
 */
export function MatrixTable({
  headings: [statement, first, second],
  caption,
  className,
  children,
}: {
  headings: readonly [string, string, string]
  caption?: string
  className?: string
  children: ReactNode
}) {
  const choiceHeader = 'w-24 px-2 py-3 text-center font-semibold sm:w-32'
  return (
    <div className="overflow-x-auto rounded-xl border border-slate-200">
      <table className={cn('w-full text-left text-sm', className)}>
        {caption ? <caption className="sr-only">{caption}</caption> : null}
        <thead className="bg-slate-50 text-xs uppercase tracking-wide text-muted">
          <tr>
            <th scope="col" className="px-3 py-3 font-semibold sm:px-4">
              {statement}
            </th>
            <th scope="col" className={choiceHeader}>
              {first}
            </th>
            <th scope="col" className={choiceHeader}>
              {second}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100 bg-white">{children}</tbody>
      </table>
    </div>
  )
}
