import { execFile } from 'node:child_process'
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { backInStockRequests, openDb } from '../db'

/** `npm run back-in-stock` as the owner runs it: its own process, its output, its exit code. */
const run = (args: string[], env: Record<string, string>) =>
  promisify(execFile)(process.execPath, ['--import', 'tsx', 'scripts/back-in-stock.ts', ...args], {
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
  }).then(
    ({ stdout, stderr }) => ({ code: 0, out: stdout, err: stderr }),
    (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, out: error.stdout, err: error.stderr }),
  )

// Each run starts Node with tsx and opens PGlite: seconds each on a busy machine. The suite's own
// bound (vitest.config.ts) only stops a hang; nothing here waits for time.
describe('npm run back-in-stock', () => {
  let dir: string
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'groundwell-back-in-stock-'))
    const database = await openDb({ dataDir: dir })
    await database.db.insert(backInStockRequests).values([
      {
        email: 'ana@example.com',
        variantId: 'gid://shopify/ProductVariant/100509',
        productHandle: 'earthing-yoga-mat',
        createdAt: new Date('2026-11-20T03:00:00Z'),
      },
      {
        email: 'ben@example.com',
        variantId: 'gid://shopify/ProductVariant/100509',
        productHandle: 'earthing-yoga-mat',
        createdAt: new Date('2026-11-21T03:00:00Z'),
      },
      // Closed: mailed already, in neither the list nor the export.
      {
        email: 'cy@example.com',
        variantId: 'gid://shopify/ProductVariant/100512',
        productHandle: 'earthing-yoga-mat',
        createdAt: new Date('2026-11-19T03:00:00Z'),
        notifiedAt: new Date('2026-11-22T03:00:00Z'),
      },
    ])
    await database.close()
  })
  afterAll(async () => {
    if (dir) await rm(dir, { recursive: true, force: true })
  })

  it('lists the open requests by variant, then exports each as CSV into a file', async () => {
    const list = await run(['list'], { DATA_DIR: dir })
    expect(list).toMatchObject({ code: 0, out: '2 open requests for 1 variant:\n   2  earthing-yoga-mat  variant 100509  since 2026-11-20\n' })

    const out = path.join(dir, 'requests.csv')
    const exported = await run(['export', '--out', out], { DATA_DIR: dir })
    expect(exported.code).toBe(0)
    expect(exported.err).toContain(`2 open requests written to ${out}`)
    expect(await readFile(out, 'utf8')).toBe(
      [
        'Email,Product handle,Variant ID,Language,Requested at',
        'ana@example.com,earthing-yoga-mat,gid://shopify/ProductVariant/100509,en-SG,2026-11-20T03:00:00.000Z',
        'ben@example.com,earthing-yoga-mat,gid://shopify/ProductVariant/100509,en-SG,2026-11-21T03:00:00.000Z',
        '',
      ].join('\r\n'),
    )
  })

  it('says what it takes when the command is missing or wrong', async () => {
    for (const args of [['delete'], ['list', '--out', 'x.csv']]) {
      const result = await run(args, { DATA_DIR: dir })
      expect(result.code, args.join(' ')).toBe(1)
      expect(result.err).toContain('Usage: npm run back-in-stock -- list | export [--out requests.csv]')
    }
  })
})
