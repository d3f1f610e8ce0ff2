/**
 * `npm run back-in-stock -- list`: the open back-in-stock requests counted by variant;
 * `npm run back-in-stock -- export [--out requests.csv]`: each open request as CSV, on stdout or
 * into a file. Reads the shop's database: Postgres with DATABASE_URL, otherwise the embedded one
 * in DATA_DIR (stop the server first: one process at a time may open it).
 */
import { writeFile } from 'node:fs/promises'
import { parseArgs } from 'node:util'
import { ConfigError, loadConfig } from '../config'
import { openDb } from '../services/db'
import { backInStockCsv, backInStockSummary } from '../services/functions/back-in-stock-export'

const usage = 'Usage: npm run back-in-stock -- list | export [--out requests.csv]'

async function main() {
  let parsed
  try {
    parsed = parseArgs({ allowPositionals: true, options: { out: { type: 'string' }, help: { type: 'boolean' } } })
  } catch (error) {
    throw new Error(`${(error as Error).message}\n${usage}`)
  }
  const { values, positionals } = parsed
  if (values.help) return console.log(usage)
  const [command, ...rest] = positionals
  if ((command !== 'list' && command !== 'export') || rest.length) throw new Error(`Say what to do: list or export.\n${usage}`)
  if (values.out && command !== 'export') throw new Error(`--out goes with export.\n${usage}`)
  const config = loadConfig()
  const database = await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, schema: config.databaseSchema ?? undefined })
  try {
    if (command === 'list') return process.stdout.write(await backInStockSummary(database.db))
    const { csv, count } = await backInStockCsv(database.db)
    if (values.out) {
      await writeFile(values.out, csv)
      console.error(`${count} open request${count === 1 ? '' : 's'} written to ${values.out} (${database.label}).`)
    } else {
      process.stdout.write(csv)
    }
  } finally {
    await database.close()
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : `back-in-stock: ${(error as Error).message}`)
  process.exit(1)
})
