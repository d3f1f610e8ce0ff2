import { sql } from 'drizzle-orm'
import { type Db, queryRows } from '../db'
import { METRIC_NAMES, type MetricName, type Rating, verdictOf } from './metrics'

/** One metric on one page type in one market: its 75th percentile, as Google judges field data. */
export type VitalsRow = { pageType: string; market: string; metric: MetricName; p75: number; samples: number; verdict: Rating }

export type VitalsReport = {
  windows: { days: number; rows: VitalsRow[] }[]
  /** The INP targets with the highest 75th percentile over the longest window, worst first. */
  worstInteractions: { target: string; p75: number; interactions: number }[]
}

const since = (days: number) => sql`now() - make_interval(days => ${days})`

/** The owner's view of real shoppers' speed over the last 7 and 28 days (or `windows`), with the worst interactions. */
export async function vitalsReport(db: Db, { windows = [7, 28], top = 10 }: { windows?: number[]; top?: number } = {}): Promise<VitalsReport> {
  const result: VitalsReport = { windows: [], worstInteractions: [] }
  for (const days of windows) {
    const rows = await queryRows<{ page_type: string; market: string; name: MetricName; p75: number | string; samples: number | string }>(
      db,
      sql`select page_type, market, name, percentile_cont(0.75) within group (order by value) as p75, count(*) as samples
          from web_vitals where received_at >= ${since(days)}
          group by 1, 2, 3`,
    )
    result.windows.push({
      days,
      rows: rows
        .map((r) => {
          const p75 = Number(r.p75)
          return { pageType: r.page_type, market: r.market, metric: r.name, p75, samples: Number(r.samples), verdict: verdictOf(r.name, p75) }
        })
        // Within a page type and market, in Core Web Vitals' order (LCP, INP, CLS, then FCP, TTFB).
        .sort(
          (a, b) => a.pageType.localeCompare(b.pageType) || a.market.localeCompare(b.market) || METRIC_NAMES.indexOf(a.metric) - METRIC_NAMES.indexOf(b.metric),
        ),
    })
  }
  const longest = Math.max(...windows)
  const worst = await queryRows<{ target: string; p75: number | string; interactions: number | string }>(
    db,
    sql`select target, percentile_cont(0.75) within group (order by value) as p75, count(*) as interactions
        from web_vitals where name = 'INP' and target is not null and received_at >= ${since(longest)}
        group by 1 order by 2 desc, 3 desc, 1 limit ${top}`,
  )
  result.worstInteractions = worst.map((r) => ({ target: r.target, p75: Number(r.p75), interactions: Number(r.interactions) }))
  return result
}
