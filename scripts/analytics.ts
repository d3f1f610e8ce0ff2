/**
 * `npm run analytics [-- --days 28]`: the owner's funnel from the storefront's analytics kept on
 * the embedded defaults (with a real store, Shopify's admin has them): per day and market the
 * sessions, page, product and cart views, the share of sessions that added to the cart and the
 * checkouts started, then the top products and searches, and the searches that find nothing in
 * the store (asked of it now: Shopify's events carry a search's words, not what it found). Reads the shop's database: Postgres with DATABASE_URL, otherwise the
 * embedded one in DATA_DIR (stop the server first: one process at a time may open it).
 */
import { parseArgs } from 'node:util'
import { ConfigError, loadConfig } from '../config'
import { analyticsReport } from '../services/analytics/report'
import { openDb } from '../services/db'
import { searchResultCount } from '../app/lib/storefront/catalogue'
import { createStorefront } from '../server/storefront'

const usage = 'Usage: npm run analytics [-- --days 7]'

async function main() {
  let args
  try {
    args = parseArgs({ options: { days: { type: 'string', default: '7' }, help: { type: 'boolean' } } }).values
  } catch (error) {
    throw new Error(`${(error as Error).message}\n${usage}`)
  }
  if (args.help) return console.log(usage)
  const days = Number(args.days)
  if (!Number.isInteger(days) || days < 1 || days > 3650) throw new Error(`--days takes whole days from 1 to 3650 (got "${args.days}").\n${usage}`)
  const config = loadConfig()
  const database = await openDb({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, schema: config.databaseSchema ?? undefined })
  try {
    const { client } = createStorefront(config, { db: null })
    const report = await analyticsReport(database.db, { days, resultsOf: (search) => searchResultCount(client, search) })
    console.log(`Storefront analytics, the last ${days} day${days === 1 ? '' : 's'} (${database.label})`)
    if (!report.funnel.length) return console.log('No events yet.')
    console.table(
      report.funnel.map((r) => ({
        day: r.day,
        market: r.market,
        sessions: r.sessions,
        'page views': r.pageViews,
        'product views': r.productViews,
        'sessions adding to cart': r.sessionsAddingToCart,
        'add-to-cart rate': `${(r.addToCartRate * 100).toFixed(1)} %`,
        'cart views': r.cartViews,
        'checkouts started': r.checkoutsStarted,
      })),
    )
    console.log('Top products')
    if (report.topProducts.length) console.table(report.topProducts.map((p) => ({ product: p.name, views: p.views, 'added to cart': p.addedToCart })))
    else console.log('None viewed.')
    console.log('Top searches')
    if (report.topSearches.length) console.table(report.topSearches.map((s) => ({ search: s.search, searches: s.count })))
    else console.log('None.')
    console.log('Searches that find nothing')
    if (report.searchesFindingNothing?.length) console.table(report.searchesFindingNothing.map((s) => ({ search: s.search, searches: s.count })))
    else console.log('None.')
  } finally {
    await database.close()
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : `analytics: ${(error as Error).message}`)
  process.exit(1)
})
