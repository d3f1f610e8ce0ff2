import { execFile } from 'node:child_process'
import { randomBytes, randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Database, openDb, reviews } from '../db'
import { lockDataDir } from '../db/data-dir'

/** `npm run reviews` as a moderator runs it: its own process, its output, its exit code. */
const run = (args: string[], env: Record<string, string>) =>
  promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/reviews.ts', ...args], {
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
  }).then(
    ({ stdout }) => ({ code: 0, out: stdout }),
    (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, out: `${error.stdout}${error.stderr}` }),
  )

// Each run starts its own Node process with tsx: seconds each on a busy machine. The suite's own
// bound (vitest.config.ts) only stops a hang; nothing here waits for time.
describe('npm run reviews', () => {
  it('refuses the embedded database while the shop holds it, saying what to do', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'groundwell-reviews-cli-'))
    const unlock = lockDataDir(dataDir) // as a running shop holds it
    try {
      const { code, out } = await run([], { DATA_DIR: dataDir })
      expect(code).toBe(1)
      expect(out).toContain(`is in use by process ${process.pid}. Stop that process first, or set DATABASE_URL`)
    } finally {
      unlock()
      rmSync(dataDir, { recursive: true, force: true })
    }
  })

  it('tells a wrong id or a missing argument before touching anything', async () => {
    expect(await run(['--approve', 'abc'], {})).toEqual({ code: 1, out: expect.stringContaining('"abc" is not a review id') })
    expect(await run(['--reason', 'spam'], {})).toEqual({ code: 1, out: expect.stringContaining('--reason goes with --reject') })
  })

  const url = process.env.TEST_DATABASE_URL?.trim()
  describe.skipIf(!url && !process.env.CI)(`on Postgres, beside a running shop${url ? '' : ' (skipped: needs TEST_DATABASE_URL)'}`, () => {
    const schema = `test_cli_${process.pid}_${randomBytes(4).toString('hex')}`
    let database: Database
    let env: Record<string, string>
    beforeAll(async () => {
      if (!url) throw new Error('TEST_DATABASE_URL is not set: CI must run the Postgres tests (.ci/run sets it)')
      database = await openDb({ databaseUrl: url, schema })
      env = { DATABASE_URL: url, DATABASE_SCHEMA: schema }
    })
    afterAll(async () => {
      await database?.close()
      if (!url) return
      const client = new pg.Client({ connectionString: url })
      await client.connect()
      await client.query(`drop schema if exists "${schema}" cascade`).finally(() => client.end())
    })

    it('lists, approves and rejects, with a clear message for each mistake', async () => {
      const uid = randomUUID()
      const [row] = await database.db
        .insert(reviews)
        .values({
          uid,
          name: 'Mei Ling',
          email: 'mei@example.com',
          product: 'mat',
          rating: 4,
          story: 'Less stiff after long days.',
          photos: [{ key: `${uid}/1.jpg`, contentType: 'image/jpeg', bytes: 9, width: 64, height: 48 }],
          permission: true,
          discountCode: `CLI-${uid.slice(0, 8)}`,
        })
        .returning({ id: reviews.id })
      const id = row!.id

      const listed = await run([], env)
      expect(listed.code).toBe(0)
      expect(listed.out).toContain('Pending reviews (')
      expect(listed.out).toMatch(new RegExp(`#${id}  \\d{4}-\\d\\d-\\d\\dT.*  Mei Ling <mei@example.com>  mat  4/5`))
      expect(listed.out).toContain(`photos (in the review_photos table): ${uid}/1.jpg (64×48)`)

      expect(await run(['--reject', String(id)], env)).toEqual({ code: 1, out: expect.stringContaining('A rejection needs a reason') })
      expect(await run(['--approve', String(id)], env)).toEqual({ code: 0, out: expect.stringContaining(`Review #${id} approved`) })
      expect(await run(['--reject', String(id), '--reason', 'spam'], env)).toEqual({
        code: 1,
        out: expect.stringContaining(`Review #${id} was already approved on `),
      })
      expect(await run(['--approve', '999999'], env)).toEqual({ code: 1, out: expect.stringContaining('There is no review #999999') })
    })
  })
})
