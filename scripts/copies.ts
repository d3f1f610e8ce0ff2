/**
 * `npm run copies`: two copies of the built shop on one Postgres behind a round-robin load
 * balancer, one killed with SIGKILL and started again in the middle of sign-ups, messages,
 * reviews with photos, back-in-stock requests, checkouts and mail delivery
 * (`scripts/lib/two-copies.ts`, also run by `tests/e2e/two-copies.spec.ts`). Prints what was
 * acknowledged, what each copy served, the mail and the health answers seen during the restart;
 * exits with 1 at the first broken promise, naming it.
 *
 *   TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run copies
 *
 * Needs `npm run build` first; the run's tables live in a schema of their own, dropped afterwards.
 */
import { existsSync } from 'node:fs'
import { twoCopiesOnOnePostgres } from './lib/two-copies'

const databaseUrl = (process.env.DATABASE_URL || process.env.TEST_DATABASE_URL || '').trim()
if (!databaseUrl) {
  console.error('Set DATABASE_URL or TEST_DATABASE_URL to a Postgres (postgres://postgres@127.0.0.1:5432/test).')
  process.exit(1)
}
if (!existsSync('build/server.js')) {
  console.error('No build: run `npm run build` first.')
  process.exit(1)
}
const started = Date.now()
const report = await twoCopiesOnOnePostgres({ databaseUrl, log: (line) => console.log(line) })
console.log(JSON.stringify(report, null, 2))
console.log(`All held, in ${Math.round((Date.now() - started) / 1000)} s.`)
