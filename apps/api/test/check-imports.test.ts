import { spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

/** `npm run check` runs scripts/check-imports.mjs; an API or shared violation must exit 1. */
const repo = join(dirname(fileURLToPath(import.meta.url)), '../../..')
const run = (root: string) =>
  spawnSync(process.execPath, ['scripts/check-imports.mjs', root], { cwd: repo, encoding: 'utf8' })

function tree(files: Record<string, string>) {
  const root = mkdtempSync(join(tmpdir(), 'check-imports-api-'))
  for (const [path, text] of Object.entries(files)) {
    const file = join(root, path)
    mkdirSync(dirname(file), { recursive: true })
    writeFileSync(file, text)
  }
  return root
}

function check(files: Record<string, string>) {
  const root = tree(files)
  try {
    return run(root)
  } finally {
    rmSync(root, { recursive: true, force: true })
  }
}

describe('scripts/check-imports.mjs: the API and shared rules', () => {
  it('fails when db/, lib/ or plugins/ import from modules/ (a higher layer)', () => {
    const res = check({
      'apps/api/src/db/seed.ts':
        "import { authRepository } from '../modules/auth/auth.repository'\n",
      'apps/api/src/lib/mail.ts': "import type { X } from '../modules/auth/index'\n",
      'apps/api/src/plugins/auth.ts': "import type { A } from '../modules/auth/auth.service'\n",
      'apps/api/src/modules/auth/auth.repository.ts': 'export const authRepository = 1\n',
    })
    expect(res.status).toBe(1)
    expect(res.stderr).toContain("apps/api/src/db/seed.ts:1: '../modules/auth/auth.repository'")
    expect(res.stderr).toContain("apps/api/src/lib/mail.ts:1: '../modules/auth/index'")
    expect(res.stderr).toContain("apps/api/src/plugins/auth.ts:1: '../modules/auth/auth.service'")
  })

  it("fails when a module imports another module's internals, or seed/, web/ or app", () => {
    const res = check({
      'apps/api/src/modules/library/library.service.ts': [
        "import { billingRepository } from '../billing/billing.repository'",
        "import { seed } from '../../seed/index'",
        '',
      ].join('\n'),
    })
    expect(res.status).toBe(1)
    expect(res.stderr).toContain(
      "library.service.ts:1: '../billing/billing.repository' — modules/library imports modules/billing's internals",
    )
    expect(res.stderr).toContain("library.service.ts:2: '../../seed/index' — modules/ never import")
  })

  it('fails on drizzle-orm outside repositories and db/, process.env outside config.ts, Node in shared', () => {
    const res = check({
      'apps/api/src/modules/faqs/faqs.service.ts': "import { eq } from 'drizzle-orm'\n",
      'apps/api/src/lib/port.ts': 'export const port = process.env.PORT\n',
      'packages/shared/src/domain/x.ts':
        "import { readFileSync } from 'node:fs'\nimport path from 'path'\n",
    })
    expect(res.status).toBe(1)
    expect(res.stderr).toContain(
      "faqs.service.ts:1: 'drizzle-orm' — drizzle-orm only in *.repository.ts and db/",
    )
    expect(res.stderr).toContain(
      "apps/api/src/lib/port.ts:1: 'process.env' — process.env is read only in config.ts",
    )
    expect(res.stderr).toContain("packages/shared/src/domain/x.ts:1: 'node:fs'")
    expect(res.stderr).toContain("packages/shared/src/domain/x.ts:2: 'path'")
  })

  it("allows a module's public index.ts, ModuleDeps, its own files, and the layers below", () => {
    const res = check({
      'apps/api/src/modules/library/library.plugin.ts': [
        "import type { BillingQueries } from '../billing/index'",
        "import type { ModuleDeps } from '../module-deps'",
        "import { libraryRepository } from './library.repository'",
        "import { AppError } from '../../lib/errors'",
        "import type { Db } from '../../db/client'",
        '',
      ].join('\n'),
      'apps/api/src/modules/library/library.repository.ts': "import { eq } from 'drizzle-orm'\n",
      'apps/api/src/db/client.ts': "import { drizzle } from 'drizzle-orm/pglite'\n",
      'apps/api/src/config.ts': 'export const env = process.env\n',
      'apps/api/src/seed/index.ts': "import { x } from '../modules/library/library.repository'\n",
      'apps/api/src/app.ts': "import { libraryPlugin } from './modules/library/library.plugin'\n",
    })
    expect(res.stderr).toBe('')
    expect(res.status).toBe(0)
  })
})
