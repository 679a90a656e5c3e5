import { SelectField } from '@/components/ui/select-field'
import { ChoiceList } from './choice-list'
import { LinksFields, linksWithout, TemplateField, withMarker, withoutMarker } from './cloze-kit'
import { AddButton, type BodyOf, Group, nextId, RemoveButton } from './kit'

type Drag = BodyOf<'cloze-drag'> & { links?: BodyOf<'drag-rationale'>['links'] }
type Placement = { target: string; token: string }

/** Placements in the blanks' order, without those naming a blank or token that went. */
function ordered(body: Drag, placements: readonly Placement[]): Placement[] {
  return body.targets.flatMap((t) => {
    const p = placements.find((k) => k.target === t && body.tokens.some((x) => x.id === k.token))
    return p ? [{ target: t, token: p.token }] : []
  })
}

/**
 * Drag-and-drop cloze (1-8 blanks) and rationale (2-3 blanks and their links): the text with
 * `{{t1}}` markers, the tokens with their rationales (more tokens than blanks), and the token
 * that belongs in each blank.
 */
export function DragFields({
  value,
  onChange,
  rationale,
}: {
  value: Drag
  onChange: (b: Drag) => void
  rationale: boolean
}) {
  const [min, max] = rationale ? [2, 3] : [1, 8]
  const set = (patch: Partial<Drag>, placements = value.key.placements) => {
    const body = { ...value, ...patch }
    onChange({ ...body, key: { placements: ordered(body, placements) } })
  }
  return (
    <div className="space-y-3">
      <TemplateField
        noun="blank"
        ids={value.targets}
        value={value.template}
        onChange={(template) => onChange({ ...value, template })}
      />
      <Group legend={`Blanks (${min} to ${max}) and the token each takes`}>
        {value.targets.map((t) => (
          <div key={t} className="flex flex-wrap items-end gap-2">
            <SelectField
              className="min-w-0 flex-1 basis-full sm:basis-0"
              label={`Right token for blank ${t}`}
              value={value.key.placements.find((p) => p.target === t)?.token ?? ''}
              onChange={(e) =>
                set({}, [
                  ...value.key.placements.filter((p) => p.target !== t),
                  ...(e.target.value ? [{ target: t, token: e.target.value }] : []),
                ])
              }
            >
              <option value="">Choose a token</option>
              {value.tokens.map((k) => (
                <option key={k.id} value={k.id}>
                  {k.text ? `${k.id}: ${k.text}` : k.id}
                </option>
              ))}
            </SelectField>
            <div className="pb-1">
              <RemoveButton
                what={`blank ${t}`}
                disabled={value.targets.length <= min}
                onClick={() =>
                  set({
                    targets: value.targets.filter((x) => x !== t),
                    template: withoutMarker(value.template, t),
                    ...linksWithout(value.links, t),
                  })
                }
              />
            </div>
          </div>
        ))}
        <AddButton
          disabled={value.targets.length >= max}
          onClick={() => {
            const id = nextId('t', value.targets)
            set({ targets: [...value.targets, id], template: withMarker(value.template, id) })
          }}
        >
          Add a blank
        </AddButton>
      </Group>
      <ChoiceList
        legend="Tokens (more than blanks)"
        noun="Token"
        idPrefix="k"
        path="tokens"
        min={rationale ? 3 : 2}
        max={12}
        items={value.tokens}
        onChange={(tokens) => set({ tokens })}
      />
      {rationale && value.links ? (
        <LinksFields
          noun="blank"
          links={value.links}
          members={value.targets}
          onChange={(links) => onChange({ ...value, links })}
        />
      ) : null}
    </div>
  )
}
