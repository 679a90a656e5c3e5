import { existsSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { paths } from '@nurseready/shared/constants/routes'

/** docs/architecture.md's screen index: every file it names exists, every route has a row. */
const repo = join(dirname(fileURLToPath(import.meta.url)), '../../..')

function screenIndexRows(markdown: string) {
  const section = markdown.split(/^## Screen index$/m)[1]?.split(/^## /m)[0] ?? ''
  return section
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .map((line) => line.split('|').slice(1, -1))
}

/** The file paths of a row: backticked names in the page, module and tests columns. */
const filesOf = (cells: string[]) =>
  [cells[1], cells[4], cells[5]].flatMap((cell) =>
    [...(cell ?? '').matchAll(/`([^`]+)`/g)].map((m) => m[1] as string),
  )

describe('docs/architecture.md screen index', () => {
  const rows = screenIndexRows(readFileSync(join(repo, 'docs/architecture.md'), 'utf8'))

  it('names only files that exist', () => {
    expect(rows.length).toBeGreaterThan(0)
    const missing = rows.flatMap(filesOf).filter((file) => !existsSync(join(repo, file)))
    expect(missing).toEqual([])
  })

  it('has a row for every route of the app', () => {
    const routes = rows.map((cells) => cells[0]?.match(/`([^`]+)`/)?.[1])
    for (const path of Object.values(paths)) expect(routes).toContain(path)
  })

  it('catches a file that does not exist', () => {
    const [row] = screenIndexRows(
      '## Screen index\n\n| Route | Page |\n| `/x` | `apps/web/src/no-such-page.tsx` | f | e | `apps/api/src/x.ts` | `e2e/tests/x.spec.ts` |\n',
    )
    const missing = filesOf(row ?? []).filter((file) => !existsSync(join(repo, file)))
    expect(missing).toEqual([
      'apps/web/src/no-such-page.tsx',
      'apps/api/src/x.ts',
      'e2e/tests/x.spec.ts',
    ])
  })
})
