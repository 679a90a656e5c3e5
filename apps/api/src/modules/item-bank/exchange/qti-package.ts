import type { TCaseStudy } from '@nurseready/shared/items/case-study'
import type { TItem } from '@nurseready/shared/items/item'
import { strFromU8, strToU8, unzipSync, zipSync } from 'fflate'
import { exportQtiItem, qtiId } from './qti-export'
import { importQtiItem, QTI_DEFAULTS, type TQtiDefaults } from './qti-import'
import {
  caseEntry,
  itemEntry,
  refuseRepeatedIds,
  report,
  type TImportEntry,
  type TImportReport,
} from './report'
import { child, childElements, parseXml, xmlAttr } from './xml'

/**
 * QTI content packages: a zip with imsmanifest.xml whose item resources are read one by one.
 * Media and style sheets are not imported (their files are skipped unread); a zip without a
 * manifest has every .xml file read as an item. An exported package also carries each item's
 * JSON (`*.nurseready.json`, listed among the resource's files): our importer prefers it, so a
 * round trip gives the same items; other tools read the QTI XML beside it.
 */

export const COMPANION = '.nurseready.json'
/** Files bigger than this are not read (a zip bomb, or media we skip anyway). */
const MAX_FILE = 5 * 1024 * 1024
const MAX_FILES = 20000

export type TPackageReport = TImportReport & { notes: string[] }

function resolve(base: string, href: string): string {
  const parts = `${base}${href}`.split('/')
  const out: string[] = []
  for (const p of parts) {
    if (p === '..') out.pop()
    else if (p !== '.' && p !== '') out.push(p)
  }
  return out.join('/')
}

export function importQtiPackage(
  zip: Uint8Array,
  defaults: TQtiDefaults = QTI_DEFAULTS,
): TPackageReport {
  let files: Record<string, Uint8Array>
  let count = 0
  const tooBig: string[] = []
  try {
    files = unzipSync(zip, {
      filter: (f) => {
        if (!/\.(xml|json)$/i.test(f.name)) return false
        if (++count > MAX_FILES) return false
        if (f.originalSize > MAX_FILE) {
          tooBig.push(f.name)
          return false
        }
        return true
      },
    })
  } catch (e) {
    return {
      ...report([
        {
          source: 'file',
          kind: 'item',
          ok: false,
          errors: [`not a zip file: ${(e as Error).message}`],
          warnings: [],
        },
      ]),
      notes: [],
    }
  }
  const notes = tooBig.map((f) => `${f}: over ${MAX_FILE / 1024 / 1024} MB, not read`)
  const text = (path: string) => (files[path] ? strFromU8(files[path] as Uint8Array) : undefined)
  const manifestPath = Object.keys(files)
    .filter((p) => /(^|\/)imsmanifest\.xml$/i.test(p))
    .sort((a, b) => a.length - b.length)[0]

  if (!manifestPath) {
    notes.push('no imsmanifest.xml: every .xml file is read as an item')
    const entries = Object.keys(files)
      .filter((p) => p.toLowerCase().endsWith('.xml'))
      .sort()
      .map((p) => importQtiItem(text(p) as string, p, defaults))
    return { ...report(refuseRepeatedIds(entries)), notes }
  }

  const base = manifestPath.slice(0, manifestPath.length - 'imsmanifest.xml'.length)
  const manifest = parseXml(text(manifestPath) as string)
  if (!manifest.ok || manifest.root.name !== 'manifest')
    return {
      ...report([
        {
          source: manifestPath,
          kind: 'item',
          ok: false,
          errors: [
            manifest.ok
              ? 'imsmanifest.xml has no <manifest>'
              : `imsmanifest.xml: ${manifest.error}`,
          ],
          warnings: [],
        },
      ]),
      notes,
    }
  const resources = childElements(child(manifest.root, 'resources') ?? manifest.root, 'resource')
  const entries: TImportEntry[] = []
  const casesRead = new Set<string>()
  for (const r of resources) {
    const type = r.attrs.type ?? ''
    const href = r.attrs.href ?? ''
    if (!/^imsqti_item_xmlv(2p1|2p2|3p0)$/.test(type)) {
      if (/^imsqti_(test|assessment)/.test(type))
        notes.push(`${href || r.attrs.identifier}: a test, not imported (its items are)`)
      continue
    }
    const path = resolve(base, href)
    const companion = childElements(r, 'file')
      .map((f) => resolve(base, f.attrs.href ?? ''))
      .find((p) => p.endsWith(COMPANION))
    const companionText = companion ? text(companion) : undefined
    if (companion && companionText !== undefined) {
      let data: unknown
      try {
        data = JSON.parse(companionText)
      } catch (e) {
        entries.push({
          source: companion,
          kind: 'item',
          ok: false,
          errors: [`not JSON: ${(e as Error).message}`],
          warnings: [],
        })
        continue
      }
      if (data && typeof data === 'object' && 'steps' in data) {
        if (!casesRead.has(companion)) entries.push(caseEntry(companion, data))
        casesRead.add(companion)
      } else entries.push(itemEntry(path, data))
      continue
    }
    const xml = text(path)
    if (xml === undefined) {
      entries.push({
        source: path,
        id: r.attrs.identifier,
        kind: 'item',
        ok: false,
        errors: ['the manifest names this file but the package does not hold it'],
        warnings: [],
      })
      continue
    }
    entries.push(importQtiItem(xml, path, defaults))
  }
  return { ...report(refuseRepeatedIds(entries)), notes }
}

const fileName = (id: string) => id.replace(/[^A-Za-z0-9._-]/g, '-')

/** A QTI 3.0 content package of items and case studies (their six items, the case as JSON). */
export function exportQtiPackage(
  items: TItem[],
  caseStudies: TCaseStudy[] = [],
  name = 'nurseready-items',
): Uint8Array {
  const files: Record<string, Uint8Array> = {}
  const resources: string[] = []
  const add = (item: TItem, companion: string) => {
    const href = `items/${fileName(item.id)}.xml`
    files[href] = strToU8(exportQtiItem(item))
    resources.push(
      `<resource identifier="${xmlAttr(qtiId(item.id))}" type="imsqti_item_xmlv3p0" href="${xmlAttr(href)}"><file href="${xmlAttr(href)}"/><file href="${xmlAttr(companion)}"/></resource>`,
    )
  }
  for (const item of items) {
    const companion = `items/${fileName(item.id)}${COMPANION}`
    files[companion] = strToU8(JSON.stringify(item))
    add(item, companion)
  }
  for (const cs of caseStudies) {
    const companion = `cases/${fileName(cs.id)}${COMPANION}`
    files[companion] = strToU8(JSON.stringify(cs))
    for (const step of cs.steps) add(step.item, companion)
  }
  files['imsmanifest.xml'] = strToU8(`<?xml version="1.0" encoding="UTF-8"?>
<manifest xmlns="http://www.imsglobal.org/xsd/qti/qtiv3p0/imscp_v1p1" identifier="${xmlAttr(fileName(name))}">
<metadata><schema>QTI Package</schema><schemaversion>3.0.0</schemaversion></metadata>
<organizations/>
<resources>
${resources.join('\n')}
</resources>
</manifest>
`)
  return zipSync(files, { level: 6 })
}
