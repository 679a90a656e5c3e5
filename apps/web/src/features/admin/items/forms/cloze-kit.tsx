import { AddButton, Group, nextId, RemoveButton, TextArea, Toggle } from './kit'

type Link = { id: string; members: string[] }

/** The template with `{{id}}` added at its end. */
export function withMarker(template: string, id: string): string {
  return `${template.trimEnd()} {{${id}}}`
}

/** The template without the `{{id}}` marker (and the space before it). */
export function withoutMarker(template: string, id: string): string {
  return template.replace(new RegExp(`\\s?\\{\\{\\s*${id}\\s*\\}\\}`, 'g'), '')
}

/** A patch taking `id` out of every link (nothing when the item has no links). */
export function linksWithout(links: readonly Link[] | undefined, id: string) {
  return links
    ? { links: links.map((l) => ({ ...l, members: l.members.filter((m) => m !== id) })) }
    : {}
}

/** The text of a cloze with its markers. */
export function TemplateField({
  value,
  onChange,
  ids,
  noun,
}: {
  value: string
  onChange: (template: string) => void
  ids: readonly string[]
  noun: string
}) {
  return (
    <TextArea
      label="Text with blanks"
      rows={3}
      path="template"
      hint={`Plain text. Write {{id}} where each ${noun} goes: ${ids.map((id) => `{{${id}}}`).join(', ')}.`}
      value={value}
      onChange={onChange}
    />
  )
}

/**
 * The links of a rationale item: the drop-downs or blanks scored together (1 point only when
 * every member is right). 1 or 2 links of 2 or 3 members.
 */
export function LinksFields({
  links,
  members,
  noun,
  onChange,
}: {
  links: readonly Link[]
  members: readonly string[]
  noun: string
  onChange: (links: Link[]) => void
}) {
  return (
    <Group legend="Links (scored together)">
      <p className="text-sm text-muted">
        A link earns 1 point only when each of its {noun}s is right. Every {noun} belongs to a link.
      </p>
      {links.map((l, i) => (
        <Group
          key={l.id}
          legend={`Link ${l.id}`}
          actions={
            <RemoveButton
              what={`link ${l.id}`}
              disabled={links.length <= 1}
              onClick={() => onChange(links.filter((x) => x.id !== l.id))}
            />
          }
        >
          <div className="flex flex-wrap gap-x-4">
            {members.map((m) => (
              <Toggle
                key={m}
                type="checkbox"
                checked={l.members.includes(m)}
                onChange={(on) =>
                  onChange(
                    links.map((x, j) =>
                      j === i
                        ? {
                            ...x,
                            members: members.filter((y) => (y === m ? on : x.members.includes(y))),
                          }
                        : x,
                    ),
                  )
                }
              >
                {`${noun[0]?.toUpperCase()}${noun.slice(1)} ${m}`}
              </Toggle>
            ))}
          </div>
        </Group>
      ))}
      <AddButton
        disabled={links.length >= 2}
        onClick={() =>
          onChange([
            ...links,
            {
              id: nextId(
                'l',
                links.map((l) => l.id),
              ),
              members: [],
            },
          ])
        }
      >
        Add a link
      </AddButton>
    </Group>
  )
}
