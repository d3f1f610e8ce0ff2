import { type ChildProcess, spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { copyFile, mkdir, readFile, rm } from 'node:fs/promises'
import type { AddressInfo } from 'node:net'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { serve } from '@hono/node-server'
import { Hono } from 'hono'
import { SignJWT } from 'jose'
import pg from 'pg'
import { buildFunctions } from '../../scripts/build-functions'
import { edgeFunctionNames } from '../../services/functions/edge'
import { bearerToken, verifyProjectJwt } from '../../services/functions/jwt'
import { supabaseMigrations } from '../../scripts/supabase-migrations'
import { freePort } from '../../services/mail/test-smtp'
import { leaveIdleConnectionsToTheClient } from '../helpers/idle-connections'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const DENO = path.join(root, 'node_modules/.bin/deno')

/**
 * The Postgres of TEST_DATABASE_URL for a Supabase test, as the other Postgres tests treat it
 * (services/db/testing.ts): unset, the suite is skipped with the reason locally and fails under CI.
 */
export function postgresForTests(): { url: string | null; skip: boolean; note: string } {
  const url = process.env.TEST_DATABASE_URL?.trim() || null
  const skip = !url && !process.env.CI
  return { url, skip, note: skip ? ' (skipped: needs TEST_DATABASE_URL)' : '' }
}

/** The URL, or the failure CI must see. */
export function requireUrl(url: string | null): string {
  if (!url) throw new Error('TEST_DATABASE_URL is not set: CI must run the Postgres tests (.ci/run sets it)')
  return url
}

/** A project's JWT secret and the two keys signed with it, as Supabase issues them. */
export async function projectKeys(secret = randomBytes(32).toString('hex')) {
  const key = (role: string) =>
    new SignJWT({ role, iss: 'supabase' })
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(secret))
  return { secret, anonKey: await key('anon'), serviceRoleKey: await key('service_role') }
}

/**
 * A database of its own on the Postgres of `url`, with supabase/migrations applied the way
 * `supabase db push` applies them: each file in name order, in a transaction.
 */
export async function createProjectDatabase(url: string, before?: (client: pg.Client) => Promise<void>) {
  const name = `edge_${process.pid}_${randomBytes(4).toString('hex')}`
  const admin = new pg.Client({ connectionString: url })
  await admin.connect()
  await admin.query(`create database ${name}`)
  await admin.end()
  const dbUrl = Object.assign(new URL(url), { pathname: `/${name}` }).toString()
  const client = new pg.Client({ connectionString: dbUrl })
  await client.connect()
  try {
    await before?.(client)
    for (const migration of await supabaseMigrations()) {
      await client.query('begin')
      await client.query(migration.sql)
      await client.query('commit')
    }
  } finally {
    await client.end()
  }
  return {
    url: dbUrl,
    async drop() {
      const c = new pg.Client({ connectionString: url })
      await c.connect()
      await c.query(`drop database if exists ${name} with (force)`).finally(() => c.end())
    },
  }
}

export type SupabaseLocalOptions = {
  /** The functions' environment (SUPABASE_DB_URL, SHOP_URL, SMTP_URL...). */
  env: Record<string, string>
  jwtSecret: string
}

/**
 * The functions as a Supabase project runs them, on this machine: the deployable functions built
 * as `npm run build:functions` builds them, run by Deno from node_modules (the `deno` package; no
 * download), behind a gateway that routes `/functions/v1/<name>` and checks the key as
 * verify_jwt does. Deno missing fails the test: it is installed by npm install.
 */
export async function startSupabaseLocal(options: SupabaseLocalOptions) {
  const dir = path.join(root, '.functions-test', `${process.pid}-${randomBytes(4).toString('hex')}`)
  await buildFunctions(dir)
  for (const name of edgeFunctionNames) await copyFile(path.join(root, 'supabase/functions', name, 'index.ts'), path.join(dir, name, 'index.ts'))
  await mkdir(dir, { recursive: true })

  const runtimePort = await freePort()
  const output: string[] = []
  // Its stdin is a pipe nothing writes to: this process ending, however it ends, closes it, and
  // the runtime exits then (edge-runtime.mjs), so no Deno outlives the tests that started it.
  const deno: ChildProcess = spawn(
    DENO,
    [
      'run',
      '--node-modules-dir=manual',
      '--no-prompt',
      '--config',
      path.join(dir, edgeFunctionNames[0], 'deno.json'),
      '--allow-net',
      '--allow-env',
      '--allow-read',
      '--allow-sys',
      path.join(root, 'tests/launchers/edge-runtime.mjs'),
      dir,
      String(runtimePort),
      ...edgeFunctionNames,
    ],
    {
      cwd: root,
      env: { PATH: process.env.PATH, HOME: process.env.HOME, DENO_NO_UPDATE_CHECK: '1', NO_COLOR: '1', ...options.env },
      stdio: ['pipe', 'pipe', 'pipe'],
    },
  )
  const exited = new Promise<number | null>((resolve) => deno.once('exit', resolve))
  const listening = new Promise<void>((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output.push(chunk.toString())
      if (output.join('').includes(`listening on ${runtimePort}`)) resolve()
    }
    deno.stdout!.on('data', read)
    deno.stderr!.on('data', read)
    deno.once('error', (error) => reject(new Error(`Cannot run Deno (${DENO}): ${error.message}. npm install installs it (the deno package).`)))
    void exited.then((code) => reject(new Error(`Deno exited (${code}) before serving:\n${output.join('')}`)))
  })
  await listening

  // Functions config.toml deploys with verify_jwt = false check their callers themselves (a webhook's signature).
  const config = await readFile(path.join(root, 'supabase/config.toml'), 'utf8')
  const keyless = new Set([...config.matchAll(/^\[functions\.([a-z0-9-]+)\]\s*\nverify_jwt\s*=\s*false\b/gm)].map((m) => m[1]!))
  const gateway = new Hono()
  gateway.all('/functions/v1/:name{.*}', async (c) => {
    const name = c.req.param('name').split('/')[0]!
    if (!(edgeFunctionNames as readonly string[]).includes(name)) return c.json({ code: 'NOT_FOUND', message: 'Requested function was not found' }, 404)
    // verify_jwt: every call but a CORS preflight carries a key signed with the project's secret.
    if (c.req.method !== 'OPTIONS' && !keyless.has(name)) {
      const token = bearerToken(c.req.raw)
      if (!token || !(await verifyProjectJwt(token, options.jwtSecret))) return c.json({ code: 401, message: 'Invalid JWT' }, 401)
    }
    const peer = (c.env as { incoming?: { socket: { remoteAddress?: string } } }).incoming?.socket.remoteAddress ?? '127.0.0.1'
    const headers = new Headers(c.req.raw.headers)
    const forwarded = headers.get('X-Forwarded-For')
    headers.set('X-Forwarded-For', forwarded ? `${forwarded}, ${peer}` : peer)
    headers.delete('host')
    const url = new URL(c.req.url)
    return fetch(`http://127.0.0.1:${runtimePort}/${c.req.param('name')}${url.search}`, {
      method: c.req.method,
      headers,
      body: ['GET', 'HEAD'].includes(c.req.method) ? undefined : c.req.raw.body,
      duplex: 'half',
    } as RequestInit)
  })
  const server = leaveIdleConnectionsToTheClient(serve({ fetch: gateway.fetch, hostname: '127.0.0.1', port: 0 }))
  await new Promise<void>((resolve) => server.once('listening', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`

  return {
    /** What a shop sets as SUPABASE_URL. */
    url,
    /** What Deno printed (the functions' logs). */
    output: () => output.join(''),
    async stop() {
      await new Promise((resolve) => server.close(resolve))
      deno.kill('SIGTERM')
      await exited
      await rm(dir, { recursive: true, force: true })
    },
  }
}
