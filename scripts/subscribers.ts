/**
 * `npm run subscribers -- --csv`: the newsletter's subscribers as a Shopify customer import CSV,
 * on stdout or into `--out <file>`. Reads the shop's database: Postgres with DATABASE_URL,
 * otherwise the embedded one in DATA_DIR (stop the server first: one process at a time may open it).
 */
import { writeFile } from 'node:fs/promises'
import { parseArgs } from 'node:util'
import { ConfigError, loadConfig } from '../config'
import { openDb } from '../services/db'
import { subscribersCsv } from '../services/functions/subscribers-export'

const usage = 'Usage: npm run subscribers -- --csv [--out subscribers.csv]'

async function main() {
  let args
  try {
    args = parseArgs({ options: { csv: { type: 'boolean' }, out: { type: 'string' }, help: { type: 'boolean' } } }).values
  } catch (error) {
    throw new Error(`${(error as Error).message}\n${usage}`)
  }
  if (args.help) return console.log(usage)
  if (!args.csv) throw new Error(`Say which format: --csv (Shopify's customer import).\n${usage}`)
  const config = loadConfig()
  const database = await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, schema: config.databaseSchema ?? undefined })
  try {
    const { csv, count } = await subscribersCsv(database.db)
    if (args.out) {
      await writeFile(args.out, csv)
      console.error(`${count} subscriber${count === 1 ? '' : 's'} written to ${args.out} (${database.label}).`)
    } else {
      process.stdout.write(csv)
    }
  } finally {
    await database.close()
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : `subscribers: ${(error as Error).message}`)
  process.exit(1)
})
