/**
 * Starts the built shop (`node build/server.js`) as a child process: for the browser tests, the
 * audit, the budget check, the load test and the bench. A start is awaited by readiness (/healthz
 * 200: listening and its database open) raced against the child's exit, so a crash fails at once
 * with the server's own output, and a slow, busy machine only makes it wait longer.
 */
import { type ChildProcess, spawn } from 'node:child_process'
import { createHash } from 'node:crypto'
import { once } from 'node:events'
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { setTimeout as delay } from 'node:timers/promises'
import { fileURLToPath } from 'node:url'

/** How long a start may take before it counts as hung: generous, as a loaded 2-core machine needs it. */
export const SHOP_START_MS = 180_000
/** Preloaded into each shop: it stops when its starter is killed without stopping it. */
export const EXIT_WITH_PARENT = fileURLToPath(new URL('./exit-with-parent.mjs', import.meta.url))
/** Calls `then` once this process's parent is gone (a launcher killed outright leaves no orphans behind). */
export function whenOrphaned(then: () => void) {
  const parent = process.ppid
  const timer = setInterval(() => {
    if (process.ppid === parent) return
    clearInterval(timer)
    then()
  }, 1000)
  timer.unref()
}
/** How long SIGTERM may take (the server finishes in-flight requests) before SIGKILL. */
const STOP_GRACE_MS = 15_000
/** Output kept per process: enough for any test's log assertions and a failure's context. */
const OUTPUT_LIMIT = 4_000_000

export type ShopOptions = {
  /** The port to listen on; a free one when not given. */
  port?: number
  /** Extra environment, over the base (a string value replaces, `undefined` is not allowed). */
  env?: Record<string, string>
  /** Start from a bare environment (PATH and HOME) instead of this process's: the shop's embedded defaults. */
  bareEnv?: boolean
  /** Host name of the shop's URL (Lighthouse wants `localhost`). */
  host?: string
  /** Node options before the script, e.g. `--expose-gc`. */
  nodeArgs?: string[]
  /** Also copy the server's output to this process's stderr (scripts show it; tests keep it quiet). */
  echo?: boolean
  /** The longest wait for readiness. */
  readyTimeoutMs?: number
  /**
   * Let the shop create its embedded database itself, as on a fresh machine, instead of starting
   * on a copy of one it made before (see `databaseTemplate`).
   */
  createDatabase?: boolean
}

export type Shop = {
  url: string
  port: number
  child: ChildProcess
  /** The database folder: the one given in `env.DATA_DIR`, else a temporary one removed by `stop`. */
  dataDir: string
  /** Everything the server wrote to stdout and stderr so far. */
  output: () => string
  /** The exit code and signal, once the process has exited. */
  exited: () => Promise<[number | null, NodeJS.Signals | null]>
  /** SIGTERM, then SIGKILL if it has not exited within the grace period; resolves once it has exited. */
  stop: () => Promise<void>
}

/** A free loopback port (the OS picks one; for a server that cannot be given port 0). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer()
    probe.once('error', reject)
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number }
      probe.close(() => resolve(port))
    })
  })
}

/** The exit code and signal of a child process, whether it has already exited or not yet. */
export async function exited(child: ChildProcess): Promise<[number | null, NodeJS.Signals | null]> {
  if (child.exitCode !== null || child.signalCode !== null) return [child.exitCode, child.signalCode]
  return (await once(child, 'exit')) as [number | null, NodeJS.Signals | null]
}

/** Spawns the shop without waiting for it (for a start that is meant to fail); see `startShop`. */
export async function spawnShop(options: ShopOptions = {}): Promise<Shop> {
  const port = options.port || (await freePort())
  const url = `http://${options.host ?? '127.0.0.1'}:${port}`
  const ownDataDir = options.env?.DATA_DIR ? undefined : mkdtempSync(path.join(tmpdir(), 'groundwell-shop-'))
  const dataDir = options.env?.DATA_DIR ?? ownDataDir!
  const base = options.bareEnv ? { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '' } : process.env
  const env: NodeJS.ProcessEnv = { ...base, NODE_ENV: 'production', PORT: String(port), PUBLIC_SITE_URL: url, DATA_DIR: dataDir, ...options.env }
  const pgliteDir = path.join(dataDir, 'pglite')
  if (!options.createDatabase && !env.DATABASE_URL && !existsSync(pgliteDir)) cpSync(await databaseTemplate(), pgliteDir, { recursive: true })
  const child = spawn(process.execPath, ['--import', EXIT_WITH_PARENT, ...(options.nodeArgs ?? []), 'build/server.js'], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const collect = (chunk: Buffer) => {
    output += chunk
    if (output.length > OUTPUT_LIMIT) output = output.slice(-OUTPUT_LIMIT / 2)
    if (options.echo) process.stderr.write(chunk)
  }
  child.stdout!.on('data', collect)
  child.stderr!.on('data', collect)
  const done = exited(child)

  let stopping: Promise<void> | undefined
  const stop = () =>
    (stopping ??= (async () => {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM')
        const timer = setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS)
        await done
        clearTimeout(timer)
      }
      if (ownDataDir) rmSync(ownDataDir, { recursive: true, force: true })
    })())
  return { url, port, child, dataDir, output: () => output, exited: () => done, stop }
}

/**
 * Waits until the shop answers /healthz with 200. Fails at once, with the server's output, if the
 * process exits first; and after `timeoutMs` if it never gets there.
 */
export async function waitForReady(shop: Shop, timeoutMs = SHOP_START_MS): Promise<void> {
  const deadline = Date.now() + timeoutMs
  const report = (what: string) => new Error(`The shop at ${shop.url} ${what}. Its output:\n${shop.output().slice(-8000) || '(none)'}`)
  // Every step is raced against the exit, so a crash is reported the moment it happens.
  const crashed = shop.exited().then(([code, signal]) => Promise.reject(report(`exited before it was ready (code ${code}, signal ${signal})`)))
  crashed.catch(() => undefined) // an exit after readiness is the caller's business
  for (;;) {
    // One attempt may hang on a starved machine: it gives up in time for the next one.
    const health = fetch(`${shop.url}/healthz`, { signal: AbortSignal.timeout(10_000) }).then(
      (r) => r.ok,
      () => false,
    )
    if (await Promise.race([health, crashed])) return
    if (Date.now() > deadline) throw report(`did not answer /healthz with 200 within ${timeoutMs / 1000} s`)
    // The poll interval: how often to ask, not a wait for anything to happen.
    await Promise.race([delay(100), crashed])
  }
}

/**
 * The embedded database of a new shop, created and migrated by the shop itself and stopped cleanly,
 * kept in the system's temporary folder for every later shop of the same PGlite version, migrations
 * and database code. A shop on a new data folder creates its database first (initdb: 15 to 20 s of
 * a busy 2-core machine, against 3 s to open one), and the tests start about twenty: they start on
 * a copy instead, which is the folder the shop's own first start leaves (it creates the database
 * aside and moves it in place). The shop's own first start is still run by every test run: this
 * one, and the browser tests' main shop (`createDatabase`).
 */
let template: Promise<string> | undefined
function databaseTemplate(): Promise<string> {
  return (template ??= (async () => {
    const dir = path.join(tmpdir(), `groundwell-shop-db-${databaseKey()}`)
    if (existsSync(dir)) return dir
    const dataDir = mkdtempSync(path.join(tmpdir(), 'groundwell-shop-db-'))
    try {
      const shop = await startShop({ createDatabase: true, env: { DATA_DIR: dataDir } })
      await shop.stop()
      const [code] = await shop.exited()
      if (code !== 0) throw new Error(`The shop that makes the test database template exited with ${code}:\n${shop.output().slice(-4000)}`)
      // Moved in place whole: a shop starting beside this one (another worker, another run) sees
      // no template or a complete one, and the slower of two makers keeps the first one's.
      renameSync(path.join(dataDir, 'pglite'), dir)
    } catch (error) {
      if (!existsSync(dir)) throw error
    } finally {
      rmSync(dataDir, { recursive: true, force: true })
    }
    return dir
  })())
}

/** What the template's content depends on: the PGlite version, the migrations and the code that opens the database. */
function databaseKey(): string {
  const hash = createHash('sha256')
  const pgliteEntry = createRequire(import.meta.url).resolve('@electric-sql/pglite')
  hash.update(readFileSync(path.join(path.dirname(pgliteEntry), '..', 'package.json')))
  const migrations = path.resolve('services/db/migrations')
  for (const file of readdirSync(migrations, { recursive: true, encoding: 'utf8' }).sort()) {
    if (/\.(sql|json)$/.test(file)) hash.update(file).update(readFileSync(path.join(migrations, file)))
  }
  for (const file of ['services/db/index.ts', 'services/db/pglite-init.ts']) hash.update(readFileSync(path.resolve(file)))
  return hash.digest('hex').slice(0, 16)
}

/** Starts the shop and resolves once it is ready; a failed start stops the process before throwing. */
export async function startShop(options: ShopOptions = {}): Promise<Shop> {
  const shop = await spawnShop(options)
  try {
    await waitForReady(shop, options.readyTimeoutMs)
  } catch (error) {
    await shop.stop()
    throw error
  }
  return shop
}
