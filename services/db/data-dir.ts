import { closeSync, existsSync, mkdirSync, openSync, readdirSync, readFileSync, rmSync, unlinkSync, writeSync } from 'node:fs'
import path from 'node:path'

/**
 * PGlite keeps its database in a folder that only one process may open. A lock file holding the
 * owner's process id keeps a second server (or `npm run outbox`) out while one runs; a lock left
 * by a process that has died is taken over.
 */
export class DataDirInUseError extends Error {
  constructor(dir: string, pid: number) {
    super(`The database in ${dir} is in use by process ${pid}. Stop that process first, or set DATABASE_URL so several processes share one Postgres.`)
    this.name = 'DataDirInUseError'
  }
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

export function lockDataDir(dir: string): () => void {
  mkdirSync(dir, { recursive: true })
  const lockPath = path.join(dir, 'pglite.lock')
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = openSync(lockPath, 'wx')
      writeSync(fd, String(process.pid))
      closeSync(fd)
      return () => rmSync(lockPath, { force: true })
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      const owner = Number(readFileSync(lockPath, 'utf8').trim())
      if (Number.isInteger(owner) && owner > 0 && alive(owner)) throw new DataDirInUseError(dir, owner)
      unlinkSync(lockPath) // left behind by a process that died
    }
  }
  throw new Error(`Could not lock the database folder ${dir}`)
}

/** Folders of first-time initialisations that a killed process never finished. */
export function removeAbandonedInits(dir: string) {
  if (!existsSync(dir)) return
  for (const name of readdirSync(dir)) {
    const match = /^pglite\.init-(\d+)$/.exec(name)
    if (match && !alive(Number(match[1]))) rmSync(path.join(dir, name), { recursive: true, force: true })
  }
}
