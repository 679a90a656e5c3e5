import { useId } from 'react'
import { cn } from '@/lib/cn'
import type { InteractionProps } from './model'
import { ItemTable, ReviewMark, ROW_HEAD, reviewOf } from './parts'

/**
 * Matrix multiple choice (a radio per row) and matrix multiple response (a checkbox grid). The
 * table scrolls sideways on a narrow screen; each input is named "row: column".
 */
export function MatrixInput({
  body,
  value,
  onChange,
  disabled,
  keyed,
  labelledBy,
}: InteractionProps<'matrix-mc' | 'matrix-mr'>) {
  const group = useId()
  const multi = body.type === 'matrix-mr'
  const has = (row: string, column: string) =>
    value.cells.some((c) => c.row === row && c.column === column)
  const isKeyed = (row: string, column: string) =>
    keyed ? keyed.key.cells.some((c) => c.row === row && c.column === column) : null
  const set = (row: string, column: string) => {
    const next = multi
      ? has(row, column)
        ? value.cells.filter((c) => !(c.row === row && c.column === column))
        : [...value.cells, { row, column }]
      : [...value.cells.filter((c) => c.row !== row), { row, column }]
    // Cells in the table's order: row by row, column by column.
    const cells = body.rows.flatMap((r) =>
      body.columns
        .filter((c) => next.some((n) => n.row === r.id && n.column === c.id))
        .map((c) => ({ row: r.id, column: c.id })),
    )
    onChange({ type: body.type, cells })
  }
  return (
    <fieldset aria-labelledby={labelledBy} className="min-w-0 space-y-2">
      <p className="text-sm font-medium text-muted">
        {multi
          ? 'Select all that apply in each row.'
          : 'Select one answer in each row. Every row must be answered.'}
      </p>
      <ItemTable
        className="min-w-[20rem]"
        headings={[
          { text: body.rowHeading },
          ...body.columns.map((c) => ({ text: c.text, center: true })),
        ]}
      >
        {body.rows.map((row) => (
          <tr key={row.id}>
            <th scope="row" className={ROW_HEAD}>
              {row.text}
            </th>
            {body.columns.map((col) => {
              const checked = has(row.id, col.id)
              const review = reviewOf(checked, isKeyed(row.id, col.id))
              return (
                <td
                  key={col.id}
                  className={cn(
                    'px-2 py-3 text-center align-top',
                    (review === 'chosen-right' || review === 'missed') && 'bg-emerald-50',
                    review === 'chosen-wrong' && 'bg-red-50',
                  )}
                >
                  <input
                    type={multi ? 'checkbox' : 'radio'}
                    name={`${group}-${row.id}`}
                    aria-label={`${row.text}: ${col.text}`}
                    checked={checked}
                    disabled={disabled}
                    onChange={() => set(row.id, col.id)}
                    className="size-5 accent-brand-700"
                  />
                  <ReviewMark review={review} compact className="mt-1 flex justify-center" />
                </td>
              )
            })}
          </tr>
        ))}
      </ItemTable>
    </fieldset>
  )
}
