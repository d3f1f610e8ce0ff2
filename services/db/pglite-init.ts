import { execFile } from 'node:child_process'
import { createRequire } from 'node:module'

/**
 * Creates a PGlite database in `dir` in a Node process of its own. initdb grows PGlite's
 * WebAssembly memory to about 0.8 GB, and a process never hands that back to the system: done
 * here, it is returned when the child exits and the server starts at its idle size.
 */
export function initPgliteDir(dir: string): Promise<void> {
  const pglite = createRequire(import.meta.url).resolve('@electric-sql/pglite')
  const script = 'const { PGlite } = require(process.argv[1]); const db = new PGlite(process.argv[2]); db.waitReady.then(() => db.close())'
  return new Promise((resolve, reject) => {
    execFile(process.execPath, ['-e', script, pglite, dir], { maxBuffer: 1 << 20 }, (error, _stdout, stderr) => {
      if (error) reject(new Error(`Creating the database in ${dir} failed: ${stderr.trim() || error.message}`))
      else resolve()
    })
  })
}
