// @vitest-environment node
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
// @ts-expect-error: a plain .mjs script without types
import { SOURCE, subsetInter, TARGET } from '../../../scripts/subset-inter.mjs'

/**
 * The latin Inter file the site ships is our cut of @fontsource-variable/inter's (decision
 * 0032). It must be what scripts/subset-inter.mjs makes of the installed package, so a package
 * update is not silently left with an older cut; and it must still draw every character and
 * weight the site asks of it.
 */
describe('the latin Inter subset', () => {
  it('is the committed file, byte for byte, and about 60 % of the package file', async () => {
    const made = Buffer.from(await subsetInter())
    const committed = readFileSync(TARGET)
    expect(made.equals(committed)).toBe(true)
    expect(path.basename(TARGET)).toBe('inter-latin-wght-normal.woff2')
    expect(committed.length).toBeLessThan(32_000)
    expect(readFileSync(SOURCE).length).toBeGreaterThan(45_000)
  }, 30_000)
})
