import type { TInteraction } from '@nurseready/shared/items/bodies'
import { interactionOf, type TItem } from '@nurseready/shared/items/item'
import { XMLParser } from 'fast-xml-parser'
import { xmlAttr, xmlText } from './xml'

/**
 * Our items → QTI 3.0 `qti-assessment-item` documents, each type written with the interaction and
 * scoring docs/items.md gives it ("QTI 3.0 summary"). QTI cannot carry what the NCSBN rules, the
 * rationales and our metadata need, so a package also holds each item's JSON beside its XML
 * (qti-package.ts), which our importer prefers; other tools read the XML.
 */

const NS =
  'xmlns="http://www.imsglobal.org/xsd/imsqtiasi_v3p0" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xsi:schemaLocation="http://www.imsglobal.org/xsd/imsqtiasi_v3p0 https://purl.imsglobal.org/spec/qti/v3p0/schema/xsd/imsqti_asiv3p0_v1p0.xsd"'
const RP = 'https://purl.imsglobal.org/spec/qti/v3p0/rptemplates'

/** QTI identifiers cannot start with a digit: "1" is written "_1" (our importer strips the "_"). */
export const qtiId = (id: string) => (/^[0-9]/.test(id) ? `_${id}` : id)

const VOID = new Set(['br', 'hr', 'img', 'col', 'source', 'track', 'wbr', 'area', 'input'])
const htmlParser = new XMLParser({
  preserveOrder: true,
  ignoreAttributes: false,
  attributeNamePrefix: '',
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: false,
  htmlEntities: true,
  unpairedTags: [...VOID],
})

type Ordered = Record<string, unknown>
function xhtml(nodes: Ordered[]): string {
  return nodes
    .map((n) => {
      if ('#text' in n) return xmlText(String(n['#text']))
      const name = Object.keys(n).find((k) => k !== ':@') ?? 'span'
      const attrs = Object.entries((n[':@'] ?? {}) as Record<string, unknown>)
        .map(([k, v]) => ` ${k}="${xmlAttr(v === true ? k : String(v))}"`)
        .join('')
      if (VOID.has(name)) return `<${name}${attrs}/>`
      return `<${name}${attrs}>${xhtml(n[name] as Ordered[])}</${name}>`
    })
    .join('')
}

/** Our (sanitised) HTML as well-formed XHTML for an item body; plain text in a <p> if it is not. */
export function toXhtml(html: string): string {
  try {
    return xhtml(htmlParser.parse(`<root>${html}</root>`)[0].root as Ordered[])
  } catch {
    return `<p>${xmlText(html.replace(/<[^>]*>/g, ' '))}</p>`
  }
}

type Part = { declarations: string[]; body: string; processing: string }

const correct = (values: string[]) =>
  `<qti-correct-response>${values.map((v) => `<qti-value>${xmlText(v)}</qti-value>`).join('')}</qti-correct-response>`
const mapping = (entries: [string, number][], attrs = 'default-value="0"') =>
  `<qti-mapping ${attrs}>${entries
    .map(([k, v]) => `<qti-map-entry map-key="${xmlAttr(k)}" mapped-value="${v}"/>`)
    .join('')}</qti-mapping>`
const declaration = (id: string, cardinality: string, baseType: string, inner: string) =>
  `<qti-response-declaration identifier="${id}" cardinality="${cardinality}" base-type="${baseType}">${inner}</qti-response-declaration>`
/** An identifier/multiple response keyed 1 each: +/− (lower-bound 0, others −1) or 0/1. */
const keyedIds = (id: string, keyed: string[], plusMinus: boolean) =>
  declaration(
    id,
    'multiple',
    'identifier',
    correct(keyed) +
      mapping(
        keyed.map((k) => [k, 1]),
        plusMinus ? 'lower-bound="0" default-value="-1"' : 'default-value="0"',
      ),
  )
const simpleChoices = (tag: string, list: { id: string; text: string }[], extra = '') =>
  list
    .map((c) => `<${tag} identifier="${qtiId(c.id)}"${extra}>${xmlText(c.text)}</${tag}>`)
    .join('')
const template = (name: string) => `<qti-response-processing template="${RP}/${name}.xml"/>`
/** SCORE = the sum of the map-responses of several response variables. */
const sumOfMaps = (ids: string[]) =>
  `<qti-response-processing><qti-set-outcome-value identifier="SCORE"><qti-sum>${ids
    .map((id) => `<qti-map-response identifier="${id}"/>`)
    .join('')}</qti-sum></qti-set-outcome-value></qti-response-processing>`
/** SCORE = the number of conditions that hold (a rationale link scores 1 when all its parts are right). */
const countOf = (conditions: string[]) =>
  `<qti-response-processing><qti-set-outcome-value identifier="SCORE"><qti-base-value base-type="float">0</qti-base-value></qti-set-outcome-value>${conditions
    .map(
      (c) =>
        `<qti-response-condition><qti-response-if>${c}<qti-set-outcome-value identifier="SCORE"><qti-sum><qti-variable identifier="SCORE"/><qti-base-value base-type="float">1</qti-base-value></qti-sum></qti-set-outcome-value></qti-response-if></qti-response-condition>`,
    )
    .join('')}</qti-response-processing>`

/** A rationale item's SCORE: 1 per link whose every member is right (`right(member)` tests one). */
const linksScore = (links: { members: string[] }[], right: (member: string) => string) =>
  countOf(links.map((l) => `<qti-and>${l.members.map(right).join('')}</qti-and>`))

/** "a {{s1}} b" with each marker replaced; text escaped, line breaks kept. */
function fillTemplate(text: string, marker: (id: string) => string): string {
  return text
    .split('\n')
    .map((line) =>
      line
        .split(/(\{\{\s*[A-Za-z0-9][A-Za-z0-9_-]*\s*\}\})/)
        .map((part) => {
          const m = /^\{\{\s*([A-Za-z0-9][A-Za-z0-9_-]*)\s*\}\}$/.exec(part)
          return m ? marker(m[1] as string) : xmlText(part)
        })
        .join(''),
    )
    .map((l) => `<p>${l}</p>`)
    .join('')
}

function interactionPart(it: TInteraction): Part {
  switch (it.type) {
    case 'mcq':
      return {
        declarations: [
          declaration('RESPONSE', 'single', 'identifier', correct([qtiId(it.key.correct)])),
        ],
        body: `<qti-choice-interaction response-identifier="RESPONSE" shuffle="false" max-choices="1">${simpleChoices('qti-simple-choice', it.options)}</qti-choice-interaction>`,
        processing: template('match_correct'),
      }
    case 'multi':
    case 'select-n': {
      return {
        declarations: [keyedIds('RESPONSE', it.key.correct.map(qtiId), it.type === 'multi')],
        body: `<qti-choice-interaction response-identifier="RESPONSE" shuffle="false" max-choices="${it.type === 'select-n' ? it.n : 0}">${simpleChoices('qti-simple-choice', it.options)}</qti-choice-interaction>`,
        processing: template('map_response'),
      }
    }
    case 'grouping': {
      const ids = it.groups.map((_, i) => `RESPONSE_${i + 1}`)
      return {
        declarations: it.groups.map((g, i) => {
          const keyed = g.options
            .filter((o) => it.key.correct.includes(o.id))
            .map((o) => qtiId(o.id))
          return keyedIds(ids[i] as string, keyed, true)
        }),
        body: it.groups
          .map(
            (g, i) =>
              `<qti-choice-interaction response-identifier="${ids[i]}" shuffle="false" max-choices="0"><qti-prompt>${xmlText(g.label)}</qti-prompt>${simpleChoices('qti-simple-choice', g.options)}</qti-choice-interaction>`,
          )
          .join(''),
        processing: sumOfMaps(ids),
      }
    }
    case 'blank':
      return {
        declarations: [
          declaration(
            'RESPONSE',
            'single',
            'string',
            correct([it.key.accepted[0] as string]) +
              `<qti-mapping default-value="0">${it.key.accepted
                .map(
                  (a) =>
                    `<qti-map-entry map-key="${xmlAttr(a)}" mapped-value="1" case-sensitive="false"/>`,
                )
                .join('')}</qti-mapping>`,
          ),
        ],
        body: `<p><qti-text-entry-interaction response-identifier="RESPONSE"/>${it.unit ? ` ${xmlText(it.unit)}` : ''}</p>`,
        processing: template('map_response'),
      }
    case 'matrix-mc':
    case 'matrix-mr': {
      const pairs = it.key.cells.map((c) => `${qtiId(c.row)} ${qtiId(c.column)}`)
      const mc = it.type === 'matrix-mc'
      return {
        declarations: [
          declaration(
            'RESPONSE',
            'multiple',
            'directedPair',
            correct(pairs) +
              mapping(
                pairs.map((p) => [p, 1]),
                mc ? 'default-value="0"' : 'lower-bound="0" default-value="-1"',
              ),
          ),
        ],
        body: `<qti-match-interaction class="qti-match-tabular" response-identifier="RESPONSE" shuffle="false" max-associations="0" data-first-column-header="${xmlAttr(it.rowHeading)}"><qti-simple-match-set>${simpleChoices('qti-simple-associable-choice', it.rows, ` match-max="${mc ? 1 : it.columns.length}"`)}</qti-simple-match-set><qti-simple-match-set>${simpleChoices('qti-simple-associable-choice', it.columns, ` match-max="${it.rows.length}"`)}</qti-simple-match-set></qti-match-interaction>`,
        processing: template('map_response'),
      }
    }
    case 'cloze-dropdown':
    case 'dropdown-rationale':
    case 'dropdown-table': {
      const slots = it.type === 'dropdown-table' ? it.rows : it.slots
      const inline = (id: string) => {
        const s = slots.find((x) => x.id === id)
        return `<qti-inline-choice-interaction response-identifier="${qtiId(id)}" shuffle="false">${simpleChoices('qti-inline-choice', s?.options ?? [])}</qti-inline-choice-interaction>`
      }
      const declarations = slots.map((s) => {
        const k = it.key.choices.find((c) => c.slot === s.id)?.option ?? ''
        return declaration(
          qtiId(s.id),
          'single',
          'identifier',
          correct([qtiId(k)]) + mapping([[qtiId(k), 1]]),
        )
      })
      const body =
        it.type === 'dropdown-table'
          ? `<table><thead><tr><th>${xmlText(it.headings[0])}</th><th>${xmlText(it.headings[1])}</th></tr></thead><tbody>${it.rows
              .map((r) => `<tr><td>${xmlText(r.label)}</td><td>${inline(r.id)}</td></tr>`)
              .join('')}</tbody></table>`
          : fillTemplate(it.template, inline)
      const processing =
        it.type === 'dropdown-rationale'
          ? linksScore(
              it.links,
              (m) =>
                `<qti-match><qti-variable identifier="${qtiId(m)}"/><qti-correct identifier="${qtiId(m)}"/></qti-match>`,
            )
          : sumOfMaps(slots.map((s) => qtiId(s.id)))
      return { declarations, body, processing }
    }
    case 'cloze-drag':
    case 'drag-rationale':
    case 'bowtie': {
      // Bow-tie: five gaps; a keyed action (parameter) scores in either action (parameter) gap.
      const tokens =
        it.type === 'bowtie' ? [...it.conditions, ...it.actions, ...it.parameters] : it.tokens
      const pairs: [string, number][] =
        it.type === 'bowtie'
          ? [
              [`${qtiId(it.key.condition)} condition`, 1],
              ...it.key.actions.flatMap((a): [string, number][] => [
                [`${qtiId(a)} action-1`, 1],
                [`${qtiId(a)} action-2`, 1],
              ]),
              ...it.key.parameters.flatMap((p): [string, number][] => [
                [`${qtiId(p)} parameter-1`, 1],
                [`${qtiId(p)} parameter-2`, 1],
              ]),
            ]
          : it.key.placements.map((p) => [`${qtiId(p.token)} ${qtiId(p.target)}`, 1])
      const correctPairs =
        it.type === 'bowtie'
          ? [
              `${qtiId(it.key.condition)} condition`,
              `${qtiId(it.key.actions[0])} action-1`,
              `${qtiId(it.key.actions[1])} action-2`,
              `${qtiId(it.key.parameters[0])} parameter-1`,
              `${qtiId(it.key.parameters[1])} parameter-2`,
            ]
          : pairs.map(([p]) => p)
      const gap = (id: string) => `<qti-gap identifier="${qtiId(id)}"/>`
      const text =
        it.type === 'bowtie'
          ? `<table><tbody><tr><th>Actions to take</th><th>Condition most likely experiencing</th><th>Parameters to monitor</th></tr><tr><td>${gap('action-1')}</td><td rowspan="2">${gap('condition')}</td><td>${gap('parameter-1')}</td></tr><tr><td>${gap('action-2')}</td><td>${gap('parameter-2')}</td></tr></tbody></table>`
          : fillTemplate(it.template, gap)
      const processing =
        it.type === 'drag-rationale'
          ? linksScore(it.links, (m) => {
              const token = it.key.placements.find((p) => p.target === m)?.token ?? ''
              return `<qti-member><qti-base-value base-type="directedPair">${qtiId(token)} ${qtiId(m)}</qti-base-value><qti-variable identifier="RESPONSE"/></qti-member>`
            })
          : template('map_response')
      return {
        declarations: [
          declaration(
            'RESPONSE',
            'multiple',
            'directedPair',
            correct(correctPairs) + mapping(pairs),
          ),
        ],
        body: `<qti-gap-match-interaction response-identifier="RESPONSE" shuffle="false">${simpleChoices('qti-gap-text', tokens, ' match-max="1"')}${text}</qti-gap-match-interaction>`,
        processing,
      }
    }
    case 'highlight-text':
    case 'highlight-table': {
      const keyed = it.key.correct.map(qtiId)
      const segment = (s: { id?: string; text: string }) =>
        s.id
          ? `<qti-hottext identifier="${qtiId(s.id)}">${xmlText(s.text)}</qti-hottext>`
          : xmlText(s.text)
      const content =
        it.type === 'highlight-text'
          ? `<p>${it.passage.map(segment).join('')}</p>`
          : `<table><thead><tr>${it.headings.map((h) => `<th>${xmlText(h)}</th>`).join('')}</tr></thead><tbody>${it.rows
              .map((r) => `<tr>${r.cells.map((c) => `<td>${segment(c)}</td>`).join('')}</tr>`)
              .join('')}</tbody></table>`
      return {
        declarations: [keyedIds('RESPONSE', keyed, true)],
        body: `<qti-hottext-interaction response-identifier="RESPONSE" max-choices="0">${content}</qti-hottext-interaction>`,
        processing: template('map_response'),
      }
    }
  }
}

function exhibitHtml(item: TItem): string {
  const record = item.exhibit
  if (!record) return ''
  return `<div class="exhibit">${record.tabs
    .map(
      (tab) =>
        `<section><h2>${xmlText(tab.label)}</h2>${tab.entries
          .map((e) =>
            e.kind === 'note'
              ? `<div>${e.time ? `<p>${xmlText(e.time)}</p>` : ''}${toXhtml(e.html)}</div>`
              : `<table>${e.caption ? `<caption>${xmlText(e.caption)}</caption>` : ''}<thead><tr><th></th>${e.columns
                  .map((c) => `<th>${xmlText(c)}</th>`)
                  .join('')}</tr></thead><tbody>${e.rows
                  .map(
                    (r) =>
                      `<tr><th>${xmlText(r.label)}</th>${r.values.map((v) => `<td>${xmlText(v)}</td>`).join('')}</tr>`,
                  )
                  .join('')}</tbody></table>`,
          )
          .join('')}</section>`,
    )
    .join('')}</div>`
}

/** One item as a QTI 3.0 item document. */
export function exportQtiItem(item: TItem): string {
  const part = interactionPart(interactionOf(item))
  const title = xmlAttr(
    item.stem
      .replace(/<[^>]*>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 80),
  )
  return `<?xml version="1.0" encoding="UTF-8"?>
<qti-assessment-item ${NS} identifier="${xmlAttr(qtiId(item.id))}" title="${title}" adaptive="false" time-dependent="false">
${part.declarations.join('\n')}
<qti-outcome-declaration identifier="SCORE" cardinality="single" base-type="float"/>
<qti-item-body>${exhibitHtml(item)}<div class="stem">${toXhtml(item.stem)}</div>${part.body}</qti-item-body>
${part.processing}
<qti-modal-feedback outcome-identifier="SCORE" identifier="explanation" show-hide="hide"><qti-content-body>${toXhtml(item.explanation)}</qti-content-body></qti-modal-feedback>
</qti-assessment-item>
`
}
