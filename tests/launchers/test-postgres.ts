/**
 * The Postgres the browser tests that need one run on: TEST_DATABASE_URL (`.ci/run` sets it),
 * never a guessed URL on the machine. Without it those tests are reported as skipped with
 * this reason; under CI the missing variable fails the run instead.
 */
export const TEST_POSTGRES = process.env.TEST_DATABASE_URL?.trim() ?? ''

export const NO_TEST_POSTGRES = TEST_POSTGRES ? null : 'skipped: needs TEST_DATABASE_URL, a Postgres for the tests (.ci/run sets it)'

if (NO_TEST_POSTGRES && process.env.CI) throw new Error('TEST_DATABASE_URL is not set: CI must run the Postgres tests (.ci/run sets it)')
