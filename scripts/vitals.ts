/**
 * `npm run vitals`: real shoppers' speed, the Core Web Vitals the pages measure and the shop keeps
 * in its own database (with a real store too: Shopify does not take them). For the last 7 and 28
 * days, per page type and market, each metric's 75th percentile, its samples and the verdict by
 * Google's thresholds; then the interactions with the slowest INP. Reads the shop's database:
 * Postgres with DATABASE_URL, otherwise the embedded one in DATA_DIR (stop the server first: one
 * process at a time may open it).
 */
import { parseArgs } from 'node:util'
import { ConfigError, loadConfig } from '../config'
import { openDb } from '../services/db'
import type { MetricName } from '../services/vitals/metrics'
import { vitalsReport } from '../services/vitals/report'

const usage = 'Usage: npm run vitals (the last 7 and 28 days; no options)'

/** Milliseconds to the millisecond; CLS, a score, to three places. */
const shown = (metric: MetricName, value: number) => (metric === 'CLS' ? value.toFixed(3) : `${Math.round(value)} ms`)

async function main() {
  let args
  try {
    args = parseArgs({ options: { help: { type: 'boolean' } } }).values
  } catch (error) {
    throw new Error(`${(error as Error).message}\n${usage}`)
  }
  if (args.help) return console.log(usage)
  const config = loadConfig()
  const database = await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, schema: config.databaseSchema ?? undefined })
  try {
    const report = await vitalsReport(database.db)
    for (const { days, rows } of report.windows) {
      console.log(`Core Web Vitals, the last ${days} days (${database.label})`)
      if (!rows.length) {
        console.log('No measures yet.')
        continue
      }
      console.table(
        rows.map((r) => ({ 'page type': r.pageType, market: r.market, metric: r.metric, p75: shown(r.metric, r.p75), samples: r.samples, verdict: r.verdict })),
      )
    }
    console.log(`Slowest interactions (INP), the last ${Math.max(...report.windows.map((w) => w.days))} days`)
    if (report.worstInteractions.length) {
      console.table(report.worstInteractions.map((i) => ({ target: i.target, p75: shown('INP', i.p75), interactions: i.interactions })))
    } else console.log('None.')
  } finally {
    await database.close()
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : `vitals: ${(error as Error).message}`)
  process.exit(1)
})
