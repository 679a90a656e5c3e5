import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

/** `npm run check` runs this script; a violation must make it exit 1. */
const repo = join(dirname(fileURLToPath(import.meta.url)), '../../..')
const run = (root?: string) =>
  spawnSync(process.execPath, ['scripts/check-imports.mjs', ...(root ? [root] : [])], {
    cwd: repo,
    encoding: 'utf8',
  })

function tree(files: Record<string, string>) {
  const root = mkdtempSync(join(tmpdir(), 'check-imports-'))
  for (const [path, text] of Object.entries(files)) {
    const file = join(root, 'apps/web/src', path)
    mkdirSync(dirname(file), { recursive: true })
    writeFileSync(file, text)
  }
  return root
}

describe('scripts/check-imports.mjs (run by npm run check)', () => {
  it('passes on this repository', () => {
    const res = run()
    expect(res.stderr).toBe('')
    expect(res.status).toBe(0)
  })

  it("fails when a feature imports another feature's internals or app/", () => {
    const root = tree({
      'features/billing/index.ts': "export { usePlans } from './api/get-plans'\n",
      'features/marketing/components/plans.tsx': [
        "import { usePlans } from '@/features/billing/api/get-plans'",
        "import { Price } from '../../billing/components/price'",
        "import { paths } from '@/app/router'",
        '',
      ].join('\n'),
    })
    try {
      const res = run(root)
      expect(res.status).toBe(1)
      expect(res.stderr).toContain(
        "features/marketing/components/plans.tsx:1: '@/features/billing/api/get-plans'",
      )
      expect(res.stderr).toContain("plans.tsx:2: '../../billing/components/price'")
      expect(res.stderr).toContain(
        "plans.tsx:3: '@/app/router' — features/ never imports from app/",
      )
    } finally {
      rmSync(root, { recursive: true, force: true })
    }
  })

  it("allows a feature's public index, its own files, and app/ importing features", () => {
    const root = tree({
      'features/marketing/components/plans.tsx': [
        "import { usePlans } from '@/features/billing'",
        "import { x } from '../api/x'",
        "import { y } from '@/features/marketing/api/y'",
        '',
      ].join('\n'),
      'app/routes/page.tsx': "import { z } from '@/features/billing/api/get-plans'\n",
    })
    try {
      expect(run(root).status).toBe(0)
    } finally {
      rmSync(root, { recursive: true, force: true })
    }
  })

  it('keeps components/ and lib/ below the features', () => {
    const root = tree({ 'lib/x.ts': "import { usePlans } from '@/features/billing'\n" })
    try {
      const res = run(root)
      expect(res.status).toBe(1)
      expect(res.stderr).toContain('lib/ never imports from features/')
    } finally {
      rmSync(root, { recursive: true, force: true })
    }
  })
})
