import { ChoiceList } from './choice-list'
import {
  AddButton,
  type BodyOf,
  Group,
  nextId,
  patchAt,
  RemoveButton,
  TextInput,
  Toggle,
} from './kit'

type Matrix = BodyOf<'matrix-mc'>
type Cell = { row: string; column: string }

/** Key cells in row order, then column order (what the saved key looks like). */
function ordered(body: Matrix, cells: Cell[]): Cell[] {
  const out: Cell[] = []
  for (const r of body.rows)
    for (const c of body.columns)
      if (cells.some((k) => k.row === r.id && k.column === c.id))
        out.push({ row: r.id, column: c.id })
  return out
}

/**
 * Matrix multiple choice (one right column per row: radio buttons) and multiple response (one or
 * more: checkboxes): the label column's heading, the columns, and the rows with their rationales
 * and right columns.
 */
export function MatrixFields({
  value,
  onChange,
  multiple,
}: {
  value: Matrix
  onChange: (b: Matrix) => void
  multiple: boolean
}) {
  const cells = value.key.cells
  const setKey = (next: Cell[], body: Matrix = value) =>
    onChange({ ...body, key: { cells: ordered(body, next) } })
  const pick = (row: string, column: string, on: boolean) => {
    const others = cells.filter((k) => k.row !== row || (multiple && k.column !== column))
    setKey(on ? [...others, { row, column }] : others)
  }
  return (
    <div className="space-y-3">
      <TextInput
        label="Heading of the row labels"
        hint="The first column's heading, e.g. Prescription or Finding."
        path="rowHeading"
        value={value.rowHeading}
        onChange={(rowHeading) => onChange({ ...value, rowHeading })}
      />
      <Group legend="Columns (2 to 6)">
        {value.columns.map((c, i) => (
          <div key={c.id} className="flex flex-wrap items-end gap-2">
            <TextInput
              className="min-w-0 flex-1 basis-full sm:basis-0"
              label={`Column ${c.id}`}
              path={`columns.${i}.text`}
              value={c.text}
              onChange={(text) =>
                onChange({ ...value, columns: patchAt(value.columns, i, { text }) })
              }
            />
            <div className="pb-1">
              <RemoveButton
                what={`column ${c.id}`}
                disabled={value.columns.length <= 2}
                onClick={() => {
                  const body = { ...value, columns: value.columns.filter((x) => x.id !== c.id) }
                  setKey(
                    cells.filter((k) => k.column !== c.id),
                    body,
                  )
                }}
              />
            </div>
          </div>
        ))}
        <AddButton
          disabled={value.columns.length >= 6}
          onClick={() =>
            onChange({
              ...value,
              columns: [
                ...value.columns,
                {
                  id: nextId(
                    'c',
                    value.columns.map((c) => c.id),
                  ),
                  text: '',
                },
              ],
            })
          }
        >
          Add a column
        </AddButton>
      </Group>
      <ChoiceList
        legend={multiple ? 'Rows (one or more right columns each)' : 'Rows (one right column each)'}
        noun="Row"
        idPrefix="r"
        path="rows"
        min={2}
        max={12}
        items={value.rows}
        onChange={(rows, removed) => {
          const body = { ...value, rows }
          setKey(
            cells.filter((k) => k.row !== removed),
            body,
          )
        }}
        extra={(row) => (
          <fieldset className="min-w-0">
            <legend className="text-sm font-medium text-slate-800">
              {multiple ? `Right columns of row ${row.id}` : `Right column of row ${row.id}`}
            </legend>
            <div className="flex flex-wrap gap-x-4">
              {value.columns.map((c) => (
                <Toggle
                  key={c.id}
                  type={multiple ? 'checkbox' : 'radio'}
                  name={`matrix-key-${row.id}`}
                  checked={cells.some((k) => k.row === row.id && k.column === c.id)}
                  onChange={(on) => pick(row.id, c.id, on)}
                >
                  {c.text || c.id}
                </Toggle>
              ))}
            </div>
          </fieldset>
        )}
      />
    </div>
  )
}
