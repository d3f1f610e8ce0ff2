/**
 * `npm run gift-card -- create <amount> [--currency SGD]`: issues a demo gift card on the embedded
 * store and prints its code (on stdout, alone; what it is worth on stderr). Reads the shop's
 * database: Postgres with DATABASE_URL, otherwise the embedded one in DATA_DIR (stop the server
 * first: one process at a time may open it).
 */
import { formatMoney } from '../shared/money'
import { parseArgs } from 'node:util'
import { ConfigError, loadConfig } from '../config'
import { openDb } from '../services/db'
import { giftCardIssueProblem, issueGiftCard } from '../services/storefront/gift-card-issue'
import { printedGiftCardCode } from '../services/storefront/gift-cards'

const usage = 'Usage: npm run gift-card -- create <amount> [--currency SGD]'

async function main() {
  let parsed
  try {
    parsed = parseArgs({ allowPositionals: true, options: { currency: { type: 'string', default: 'SGD' }, help: { type: 'boolean' } } })
  } catch (error) {
    throw new Error(`${(error as Error).message}\n${usage}`)
  }
  const { values, positionals } = parsed
  if (values.help) return console.log(usage)
  const [command, amountText, ...rest] = positionals
  if (command !== 'create' || !amountText || rest.length) throw new Error(`Say what to do: create, with an amount.\n${usage}`)
  const amount = Number(amountText)
  const currency = values.currency.toUpperCase()
  const problem = giftCardIssueProblem(amount, currency)
  if (problem) throw new Error(`${problem}\n${usage}`)
  const config = loadConfig()
  const database = await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, schema: config.databaseSchema ?? undefined })
  try {
    const code = await issueGiftCard(database.db, amount, currency)
    console.log(printedGiftCardCode(code))
    console.error(`A gift card of ${formatMoney({ amount, currencyCode: currency })} (${database.label}).`)
  } finally {
    await database.close()
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : `gift-card: ${(error as Error).message}`)
  process.exit(1)
})
