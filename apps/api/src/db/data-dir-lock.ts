import { closeSync, mkdirSync, openSync, readFileSync, rmSync, statSync, writeSync } from 'node:fs'
import path from 'node:path'

/** What a lock file records: the holder's PID and when that process started. */
type LockRecord = { pid: number; startedAt: number | null }

/** Linux reports process times in USER_HZ ticks, 100 a second on every mainstream kernel. */
const TICKS_PER_SECOND = 100

let bootTime: number | null | undefined

/**
 * When process `pid` started, in ms since the epoch (to the tick), or null where /proc is not
 * available (macOS, Windows) or the process is gone.
 */
export function processStartTime(pid: number): number | null {
  try {
    if (bootTime === undefined) {
      const m = /^btime (\d+)$/m.exec(readFileSync('/proc/stat', 'utf8'))
      bootTime = m ? Number(m[1]) * 1000 : null
    }
    if (bootTime === null) return null
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    // Fields after the command name, which is in parentheses and may itself hold spaces.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    const ticks = Number(fields[19])
    return Number.isFinite(ticks) ? bootTime + (ticks * 1000) / TICKS_PER_SECOND : null
  } catch {
    return null
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM'
  }
}

function readLock(lockPath: string): (LockRecord & { writtenAt: number }) | null {
  try {
    const text = readFileSync(lockPath, 'utf8').trim()
    const writtenAt = statSync(lockPath).mtimeMs
    // Older lock files held just the PID.
    if (/^\d+$/.test(text)) return { pid: Number(text), startedAt: null, writtenAt }
    const parsed = JSON.parse(text) as Partial<LockRecord>
    if (!Number.isInteger(parsed.pid)) return null
    return {
      pid: parsed.pid!,
      startedAt: typeof parsed.startedAt === 'number' ? parsed.startedAt : null,
      writtenAt,
    }
  } catch {
    return null
  }
}

/**
 * True when the lock's holder is still running. A live process with the recorded PID is the
 * holder only if it started when the lock says (or, for a lock without a start time, before the
 * lock file was written): after a reboot or a crash the PID may since belong to another process.
 */
function holderIsRunning(lock: LockRecord & { writtenAt: number }): boolean {
  if (!lock.pid || lock.pid === process.pid || !isAlive(lock.pid)) return false
  const started = processStartTime(lock.pid)
  if (started === null) return true // cannot tell: assume it is the holder
  // Start times are known to the tick (10 ms); allow for rounding.
  if (lock.startedAt !== null) return Math.abs(started - lock.startedAt) < 20
  return started <= lock.writtenAt + 1000
}

/**
 * PGlite does not lock its folder; two processes on one folder would corrupt it. Takes
 * `<dataDir>.lock` (PID and start time) and returns its release, or throws when a running
 * process holds it. A lock left by a dead process, or naming a PID now reused by an unrelated
 * process, is taken over.
 */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(path.dirname(path.resolve(dataDir)), { recursive: true })
  const lockPath = `${path.resolve(dataDir)}.lock`
  const record: LockRecord = { pid: process.pid, startedAt: processStartTime(process.pid) }
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, 'wx')
      writeSync(fd, JSON.stringify(record))
      closeSync(fd)
      return () => rmSync(lockPath, { force: true })
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err
      const holder = readLock(lockPath)
      if (holder && holderIsRunning(holder)) {
        throw new Error(
          `The embedded database at ${dataDir} is in use by process ${holder.pid}. Stop it first, or set DATABASE_URL.`,
        )
      }
      rmSync(lockPath, { force: true })
    }
  }
  throw new Error(`Could not lock the embedded database at ${dataDir}`)
}
