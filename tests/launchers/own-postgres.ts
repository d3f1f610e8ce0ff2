import { execFile } from 'node:child_process'
import { chownSync, existsSync, mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'

const run = promisify(execFile)

/** Where Debian's PostgreSQL 15 server programs live (override with POSTGRES_BIN). */
export const POSTGRES_BIN = process.env.POSTGRES_BIN ?? '/usr/lib/postgresql/15/bin'

async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as { port: number }
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return port
}

/**
 * Why a Postgres of the test's own cannot be started here, or null when it can: the server
 * programs missing (`.ci/run` installs them). Tests that need one are reported as skipped with
 * this reason, and fail under CI, where the run must not pass without them.
 */
export function ownPostgresMissing(): string | null {
  const missing = ['initdb', 'pg_ctl'].filter((program) => !existsSync(path.join(POSTGRES_BIN, program)))
  if (!missing.length) return null
  const reason = `needs ${missing.join(' and ')} in ${POSTGRES_BIN}: apt-get install -y postgresql-15 (.ci/run does), or set POSTGRES_BIN`
  if (process.env.CI) throw new Error(`CI must run the tests on a Postgres of their own: ${reason}`)
  return reason
}

/**
 * A Postgres server of the test's own, in a temporary folder on a free loopback port, so the test
 * may restart it and terminate its backends without touching anyone else's database. It runs as
 * the `postgres` user (the server refuses root). Tests check `ownPostgresMissing()` first.
 */
export async function startOwnPostgres() {
  const missing = ownPostgresMissing()
  if (missing) throw new Error(missing)
  const dir = mkdtempSync(path.join(tmpdir(), 'groundwell-pg-'))
  const data = path.join(dir, 'data')
  const asPostgres = (command: string) => run('su', ['postgres', '-c', command], { timeout: 120_000 })
  const ctl = (args: string) => asPostgres(`${POSTGRES_BIN}/pg_ctl -D ${data} -l ${dir}/server.log -w -t 60 ${args}`)
  let started = false
  try {
    const [{ stdout: uid }, { stdout: gid }] = await Promise.all([run('id', ['-u', 'postgres']), run('id', ['-g', 'postgres'])])
    chownSync(dir, Number(uid), Number(gid))
    await asPostgres(`${POSTGRES_BIN}/initdb -D ${data} -U postgres -A trust --no-sync --no-instructions`)
    const port = await freePort()
    // fsync off: a restart (not a power cut) loses nothing committed, and the test runs faster.
    await ctl(`-o "-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=40" start`)
    started = true
    return {
      url: `postgres://postgres@127.0.0.1:${port}/postgres`,
      /** Shuts down at once, rolling back open transactions and dropping every connection (`start` brings it back). */
      stopFast: () => ctl('-m fast stop'),
      /** Stops the server at once, dropping every connection (`start` brings it back on the same port). */
      stop: () => ctl('-m immediate stop'),
      start: () => ctl(`-o "-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=40" start`),
      log: () =>
        asPostgres(`cat ${dir}/server.log`).then(
          (r) => r.stdout,
          () => '',
        ),
      /** Stops the server and removes its folder; safe to call when it is already stopped. */
      async remove() {
        if (started) await ctl('-m immediate stop').catch(() => {})
        rmSync(dir, { recursive: true, force: true })
      },
    }
  } catch (error) {
    if (started) await ctl('-m immediate stop').catch(() => {})
    rmSync(dir, { recursive: true, force: true })
    throw error
  }
}
