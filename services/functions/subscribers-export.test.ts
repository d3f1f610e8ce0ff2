import { execFile } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'
import { type Database, openDb, subscribers } from '../db'
import { SHOPIFY_CUSTOMER_COLUMNS, subscribersCsv } from './subscribers-export'

const run = promisify(execFile)
const HEADER =
  'First Name,Last Name,Email,Accepts Email Marketing,Default Address Company,Default Address Address1,Default Address Address2,Default Address City,Default Address Province Code,Default Address Country Code,Default Address Zip,Default Address Phone,Phone,Accepts SMS Marketing,Tags,Note,Tax Exempt'

async function seed(database: Database) {
  await database.db.insert(subscribers).values([
    { email: 'ana@example.com', discountCode: 'GW10-7KQ3M9PX', createdAt: new Date('2026-11-20T03:00:00Z') },
    { email: 'o"brien@example.com', discountCode: null, createdAt: new Date('2026-11-21T03:00:00Z') },
  ])
}

const expectedRows = [
  // The note holds a comma: quoted. A quote in an address is doubled inside quotes.
  ',,ana@example.com,yes,,,,,,,,,,no,newsletter,"Newsletter sign-up 2026-11-20, welcome code GW10-7KQ3M9PX",no',
  ',,"o""brien@example.com",yes,,,,,,,,,,no,newsletter,Newsletter sign-up 2026-11-21,no',
]

/** The shop's databases as the script opens them: a PGlite data folder, and Postgres when TEST_DATABASE_URL is set. */
type Place = {
  name: string
  skip: boolean
  out: boolean
  env: () => Promise<{ env: Record<string, string>; database: () => Promise<Database>; cleanUp: () => Promise<void> }>
}
const postgresUrl = process.env.TEST_DATABASE_URL?.trim()
const places: Place[] = [
  {
    name: "PGlite (the shop's data folder)",
    skip: false,
    // Each start of PGlite takes seconds: the file output is checked on Postgres only.
    out: false,
    env: async () => {
      const dir = await mkdtemp(path.join(tmpdir(), 'groundwell-subscribers-'))
      return { env: { DATA_DIR: dir }, database: () => openDb({ dataDir: dir }), cleanUp: () => rm(dir, { recursive: true, force: true }) }
    },
  },
  {
    name: postgresUrl || process.env.CI ? 'Postgres (DATABASE_URL)' : 'Postgres (skipped: needs TEST_DATABASE_URL)',
    skip: !postgresUrl && !process.env.CI,
    out: true,
    env: async () => {
      if (!postgresUrl) throw new Error('TEST_DATABASE_URL is not set: CI must run the Postgres tests')
      const schema = `test_subscribers_${randomBytes(4).toString('hex')}`
      return {
        env: { DATABASE_URL: postgresUrl, DATABASE_SCHEMA: schema },
        database: () => openDb({ databaseUrl: postgresUrl, schema }),
        async cleanUp() {
          const client = new pg.Client({ connectionString: postgresUrl })
          await client.connect()
          await client.query(`drop schema if exists "${schema}" cascade`).finally(() => client.end())
        },
      }
    },
  },
]

describe('the subscriber list for Shopify', () => {
  it("has the columns of Shopify's customer import template, in its order", () => {
    expect(SHOPIFY_CUSTOMER_COLUMNS.join(',')).toBe(HEADER)
  })

  for (const place of places) {
    describe.skipIf(place.skip)(`npm run subscribers on ${place.name}`, () => {
      const cleanUps: (() => Promise<void>)[] = []
      afterAll(async () => {
        for (const cleanUp of cleanUps) await cleanUp()
      })

      it(`writes every subscriber, quoted properly, to stdout${place.out ? ' or a file' : ''}`, async () => {
        const { env, database, cleanUp } = await place.env()
        cleanUps.push(cleanUp)
        const db = await database()
        try {
          await seed(db)
          expect((await subscribersCsv(db.db)).csv.split('\r\n')).toEqual([HEADER, ...expectedRows, ''])
        } finally {
          await db.close()
        }

        const tsx = path.resolve('node_modules/.bin/tsx')
        const clean = { PATH: process.env.PATH ?? '', ...env }
        const { stdout } = await run(tsx, ['scripts/subscribers.ts', '--csv'], { env: clean })
        expect(stdout).toBe([HEADER, ...expectedRows, ''].join('\r\n'))

        if (!place.out) return
        const folder = await mkdtemp(path.join(tmpdir(), 'groundwell-csv-'))
        try {
          const out = path.join(folder, 'subscribers.csv')
          const written = await run(tsx, ['scripts/subscribers.ts', '--csv', '--out', out], { env: clean })
          expect(await readFile(out, 'utf8')).toBe(stdout)
          expect(written.stderr).toMatch(/^2 subscribers written to /)
        } finally {
          await rm(folder, { recursive: true, force: true })
        }
      })
    })
  }

  it('asks for a format rather than guessing one', async () => {
    const failed = await run(path.resolve('node_modules/.bin/tsx'), ['scripts/subscribers.ts'], { env: { PATH: process.env.PATH ?? '' } }).catch(
      (error: { code: number; stderr: string }) => error,
    )
    expect(failed).toMatchObject({ code: 1, stderr: expect.stringContaining('Say which format: --csv') })
  })
})
