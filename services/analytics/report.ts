import { sql } from 'drizzle-orm'
import { type Db, queryRows } from '../db'

/** One day in one market: the owner's funnel. */
export type FunnelRow = {
  day: string
  market: string
  sessions: number
  pageViews: number
  productViews: number
  /** Sessions with at least one addition to the cart. */
  sessionsAddingToCart: number
  /** Of the sessions, the share that added to the cart (0 to 1). */
  addToCartRate: number
  cartViews: number
  /** Checkouts opened (the store's `checkout_started`, once per cart). */
  checkoutsStarted: number
}

export type AnalyticsReport = {
  days: number
  funnel: FunnelRow[]
  topProducts: { name: string; views: number; addedToCart: number }[]
  topSearches: { search: string; count: number }[]
  /** Searches that find nothing in the store as it stands, the most frequent first; null when not checked. */
  searchesFindingNothing: { search: string; count: number }[] | null
}

/** At most this many distinct searches are tried against the store for the ones that find nothing. */
export const SEARCHES_CHECKED = 200

/**
 * The owner's view of the last `days` days (UTC), per day and market, with the top products and
 * searches. Shopify's events carry a search's words, not what it found: `resultsOf` asks the store
 * how many products a search finds, so the report names the ones that find nothing.
 */
export async function analyticsReport(
  db: Db,
  { days = 7, top = 10, resultsOf }: { days?: number; top?: number; resultsOf?: (search: string) => Promise<number> } = {},
): Promise<AnalyticsReport> {
  const since = sql`now() - make_interval(days => ${days})`
  const funnel = await queryRows<{
    day: string
    market: string
    sessions: string
    page_views: string
    product_views: string
    adding: string
    cart_views: string
    checkouts: string
  }>(
    db,
    sql`select to_char(date_trunc('day', occurred_at at time zone 'UTC'), 'YYYY-MM-DD') as day, market,
          count(distinct session) as sessions,
          count(*) filter (where event = 'page_rendered') as page_views,
          count(*) filter (where event = 'product_page_rendered') as product_views,
          count(distinct session) filter (where event = 'product_added_to_cart') as adding,
          count(*) filter (where event = 'page_rendered' and path ~ '(^|/)cart$') as cart_views,
          count(*) filter (where event = 'checkout_started') as checkouts
        from analytics_events where occurred_at >= ${since}
        group by 1, 2 order by 1, 2`,
  )
  const products = await queryRows<{ name: string; views: string; added: string }>(
    db,
    sql`select p->>'name' as name,
          count(*) filter (where e.event = 'product_page_rendered') as views,
          coalesce(sum((p->>'quantity')::int) filter (where e.event = 'product_added_to_cart'), 0) as added
        from analytics_events e, jsonb_array_elements(e.products) p
        where e.occurred_at >= ${since} and e.products is not null
        group by 1 order by 2 desc, 3 desc, 1 limit ${top}`,
  )
  const searches = await queryRows<{ search: string; count: string }>(
    db,
    sql`select search_string as search, count(*) as count from analytics_events
        where occurred_at >= ${since} and event = 'search_submitted' and search_string is not null
        group by 1 order by 2 desc, 1 limit ${resultsOf ? Math.max(top, SEARCHES_CHECKED) : top}`,
  )
  let searchesFindingNothing: AnalyticsReport['searchesFindingNothing'] = null
  if (resultsOf) {
    searchesFindingNothing = []
    for (const { search, count } of searches) {
      if (searchesFindingNothing.length < top && (await resultsOf(search)) === 0) searchesFindingNothing.push({ search, count: Number(count) })
    }
  }
  return {
    days,
    funnel: funnel.map((r) => {
      const sessions = Number(r.sessions)
      const adding = Number(r.adding)
      return {
        day: r.day,
        market: r.market,
        sessions,
        pageViews: Number(r.page_views),
        productViews: Number(r.product_views),
        sessionsAddingToCart: adding,
        addToCartRate: sessions ? adding / sessions : 0,
        cartViews: Number(r.cart_views),
        checkoutsStarted: Number(r.checkouts),
      }
    }),
    topProducts: products.map((r) => ({ name: r.name, views: Number(r.views), addedToCart: Number(r.added) })),
    topSearches: searches.slice(0, top).map((r) => ({ search: r.search, count: Number(r.count) })),
    searchesFindingNothing,
  }
}
