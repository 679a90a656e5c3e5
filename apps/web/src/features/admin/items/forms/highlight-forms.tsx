import type { ReactNode } from 'react'
import {
  AddButton,
  type FormProps,
  Group,
  nextId,
  patchAt,
  RationaleArea,
  RemoveButton,
  TextInput,
  Toggle,
} from './kit'

type Segment = { id?: string; text: string; rationale?: string }

/** The ids of selectable segments in order. */
const selectable = (segments: readonly Segment[]) =>
  segments.flatMap((s) => (s.id === undefined ? [] : [s.id]))

/** The keyed ids that are still selectable, in the segments' order. */
const keyIn = (segments: readonly Segment[], correct: readonly string[]) =>
  selectable(segments).filter((id) => correct.includes(id))

/**
 * One piece of a passage or table cell: its text; when selectable, an id, whether it is keyed
 * and its rationale. Making a piece selectable gives it the next free id.
 */
function SegmentFields({
  label,
  segment,
  path,
  all,
  correct,
  onChange,
  onKeyed,
  remove,
}: {
  label: string
  segment: Segment
  path: string
  all: readonly string[]
  correct: readonly string[]
  onChange: (s: Segment) => void
  onKeyed: (id: string, on: boolean) => void
  remove?: ReactNode
}) {
  const id = segment.id
  return (
    <div className="space-y-2 rounded-lg bg-slate-50 p-2 sm:p-3">
      <div className="flex flex-wrap items-end gap-x-3 gap-y-1">
        <TextInput
          className="min-w-0 flex-1 basis-full"
          label={id ? `${label} text (${id})` : `${label} text`}
          path={`${path}.text`}
          value={segment.text}
          onChange={(text) => onChange({ ...segment, text })}
        />
        <Toggle
          type="checkbox"
          checked={id !== undefined}
          onChange={(on) =>
            onChange(on ? { ...segment, id: nextId('h', all) } : { text: segment.text })
          }
        >
          Selectable <span className="sr-only">({label.toLowerCase()})</span>
        </Toggle>
        {id ? (
          <Toggle type="checkbox" checked={correct.includes(id)} onChange={(on) => onKeyed(id, on)}>
            Correct <span className="sr-only">({label.toLowerCase()})</span>
          </Toggle>
        ) : null}
        {remove}
      </div>
      {id ? (
        <RationaleArea
          of={`${label.toLowerCase()} (${id})`}
          path={path}
          value={segment.rationale}
          onChange={(rationale) => onChange({ ...segment, rationale })}
        />
      ) : null}
    </div>
  )
}

const toggled = (order: readonly string[], correct: readonly string[], id: string, on: boolean) =>
  order.filter((x) => (x === id ? on : correct.includes(x)))

/** Highlight in text: the passage as pieces; the selectable ones, keyed ones and rationales. */
export function HighlightTextFields({ value, onChange }: FormProps<'highlight-text'>) {
  const all = selectable(value.passage)
  const correct = value.key.correct
  const set = (passage: Segment[]) =>
    onChange({ ...value, passage, key: { correct: keyIn(passage, correct) } })
  return (
    <Group legend="Passage">
      <p className="text-sm text-muted">
        Plain text in pieces, in reading order. Make each finding a student may highlight a piece of
        its own and mark it selectable; the spaces between findings are pieces too.
      </p>
      {value.passage.map((s, i) => (
        <SegmentFields
          // biome-ignore lint/suspicious/noArrayIndexKey: pieces without an id have nothing else
          key={i}
          label={`Piece ${i + 1}`}
          segment={s}
          path={`passage.${i}`}
          all={all}
          correct={correct}
          onChange={(seg) => set(value.passage.map((x, j) => (i === j ? seg : x)))}
          onKeyed={(id, on) =>
            onChange({ ...value, key: { correct: toggled(all, correct, id, on) } })
          }
          remove={
            <div className="pb-1">
              <RemoveButton
                what={`piece ${i + 1}`}
                disabled={value.passage.length <= 1}
                onClick={() => set(value.passage.filter((_, j) => j !== i))}
              />
            </div>
          }
        />
      ))}
      <AddButton
        disabled={value.passage.length >= 200}
        onClick={() => set([...value.passage, { id: nextId('h', all), text: '' }])}
      >
        Add a piece
      </AddButton>
    </Group>
  )
}

/** Highlight in a table: the headings, and rows of cells that may be selectable. */
export function HighlightTableFields({ value, onChange }: FormProps<'highlight-table'>) {
  const cells = value.rows.flatMap((r) => r.cells)
  const all = selectable(cells)
  const correct = value.key.correct
  const set = (patch: Partial<typeof value>) => {
    const body = { ...value, ...patch }
    onChange({
      ...body,
      key: {
        correct: keyIn(
          body.rows.flatMap((r) => r.cells),
          correct,
        ),
      },
    })
  }
  const heading = (j: number) => value.headings[j] || `column ${j + 1}`
  return (
    <div className="space-y-3">
      <Group legend="Columns (1 to 6)">
        {value.headings.map((h, j) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: headings are plain text without ids
          <div key={j} className="flex flex-wrap items-end gap-2">
            <TextInput
              className="min-w-0 flex-1 basis-full sm:basis-0"
              label={`Heading ${j + 1}`}
              path={`headings.${j}`}
              value={h}
              onChange={(v) => set({ headings: value.headings.map((x, k) => (k === j ? v : x)) })}
            />
            <div className="pb-1">
              <RemoveButton
                what={`column ${j + 1}`}
                disabled={value.headings.length <= 1}
                onClick={() =>
                  set({
                    headings: value.headings.filter((_, k) => k !== j),
                    rows: value.rows.map((r) => ({ cells: r.cells.filter((_, k) => k !== j) })),
                  })
                }
              />
            </div>
          </div>
        ))}
        <AddButton
          disabled={value.headings.length >= 6}
          onClick={() =>
            set({
              headings: [...value.headings, ''],
              rows: value.rows.map((r) => ({ cells: [...r.cells, { text: '' }] })),
            })
          }
        >
          Add a column
        </AddButton>
      </Group>
      {value.rows.map((r, i) => (
        <Group
          // biome-ignore lint/suspicious/noArrayIndexKey: table rows have no ids
          key={i}
          legend={`Row ${i + 1}`}
          actions={
            <RemoveButton
              what={`row ${i + 1}`}
              disabled={value.rows.length <= 1}
              onClick={() => set({ rows: value.rows.filter((_, k) => k !== i) })}
            />
          }
        >
          {r.cells.map((c, j) => (
            <SegmentFields
              // biome-ignore lint/suspicious/noArrayIndexKey: cells are placed by column
              key={j}
              label={`Row ${i + 1}, ${heading(j)}`}
              segment={c}
              path={`rows.${i}.cells.${j}`}
              all={all}
              correct={correct}
              onChange={(seg) =>
                set({
                  rows: patchAt(value.rows, i, {
                    cells: r.cells.map((x, k) => (k === j ? seg : x)),
                  }),
                })
              }
              onKeyed={(id, on) =>
                onChange({ ...value, key: { correct: toggled(all, correct, id, on) } })
              }
            />
          ))}
        </Group>
      ))}
      <AddButton
        disabled={value.rows.length >= 30}
        onClick={() =>
          set({ rows: [...value.rows, { cells: value.headings.map(() => ({ text: '' })) }] })
        }
      >
        Add a row
      </AddButton>
    </div>
  )
}
