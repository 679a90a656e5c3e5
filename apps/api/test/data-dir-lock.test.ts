import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../src/db/client'
import { lockDataDir, processStartTime } from '../src/db/data-dir-lock'

let dir: string
let other: ChildProcess
let otherPid: number
const dataDir = () => path.join(dir, 'db')
const lockFile = () => path.join(dir, 'db.lock')

beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'nr-lock-'))
  // An unrelated live process, standing in for one that got a crashed server's PID.
  other = spawn('sleep', ['60'], { stdio: 'ignore' })
  otherPid = other.pid!
  while (!existsSync(`/proc/${otherPid}/stat`)) await new Promise((r) => setTimeout(r, 10))
})
afterAll(() => {
  other.kill()
  rmSync(dir, { recursive: true, force: true })
})

const hasProc = existsSync('/proc/self/stat')

describe.skipIf(!hasProc)('the PGlite data folder lock', () => {
  it('records the PID and the start time of the process holding it', () => {
    const release = lockDataDir(dataDir())
    const record = JSON.parse(readFileSync(lockFile(), 'utf8'))
    expect(record.pid).toBe(process.pid)
    expect(record.startedAt).toBe(processStartTime(process.pid))
    expect(Math.abs(record.startedAt - (Date.now() - process.uptime() * 1000))).toBeLessThan(2000)
    release()
    expect(existsSync(lockFile())).toBe(false)
  })

  it('refuses while the recorded process (same PID, same start) is running', () => {
    writeFileSync(
      lockFile(),
      JSON.stringify({ pid: otherPid, startedAt: processStartTime(otherPid) }),
    )
    expect(() => lockDataDir(dataDir())).toThrow(
      `The embedded database at ${dataDir()} is in use by process ${otherPid}. Stop it first, or set DATABASE_URL.`,
    )
  })

  it('takes over a lock whose PID now belongs to a process that started later', () => {
    writeFileSync(
      lockFile(),
      JSON.stringify({ pid: otherPid, startedAt: processStartTime(otherPid)! - 3_600_000 }),
    )
    const release = lockDataDir(dataDir())
    expect(JSON.parse(readFileSync(lockFile(), 'utf8')).pid).toBe(process.pid)
    release()
  })

  it('takes over a lock left by a process that is gone', () => {
    writeFileSync(lockFile(), JSON.stringify({ pid: 2 ** 22 + 7, startedAt: 1 }))
    const release = lockDataDir(dataDir())
    release()
  })

  it('an old PID-only lock: refused if its process started before it was written', () => {
    writeFileSync(lockFile(), String(otherPid))
    expect(() => lockDataDir(dataDir())).toThrow(`in use by process ${otherPid}`)
  })

  it('start-up is not stopped by a stale PID-only lock naming an unrelated live process', async () => {
    // A lock written an hour ago by a server that crashed; its PID is now `sleep`'s.
    writeFileSync(lockFile(), String(otherPid))
    const anHourAgo = new Date(Date.now() - 3_600_000)
    utimesSync(lockFile(), anHourAgo, anHourAgo)
    const database = await openDatabase({ driver: 'pglite', dataDir: dataDir() })
    try {
      expect(await database.ping()).toBe(true)
      expect(JSON.parse(readFileSync(lockFile(), 'utf8')).pid).toBe(process.pid)
    } finally {
      await database.close()
    }
    expect(existsSync(lockFile())).toBe(false)
  })
})
