import { z } from 'zod'
import { hasUnstorableText, UNSTORABLE_TEXT_MESSAGE } from '../../shared/storable-text'
import { METRIC_NAMES, type MetricName, RATINGS } from './metrics'

/**
 * Real shoppers' Core Web Vitals as the pages send them (app/features/analytics/web-vitals.ts):
 * one beacon when the page is hidden, `{ metrics: [...] }` as text, read here within bounds.
 */
export const VITALS_PATH = '/api/vitals'
/** A page view sends five metrics or fewer; a body larger than this is not a page's. */
export const MAX_BEACON_BYTES = 8 * 1024
export const MAX_METRICS = 20
export const MAX_TARGET = 200

/** The shop's Shopify page types (hydrogen-react's `AnalyticsPageType` values the shop has). */
export const PAGE_TYPES = ['index', 'collection', 'product', 'search', 'cart', 'page', 'policy', '404'] as const

/** Ten minutes: no real page takes longer to paint, answer or respond; CLS is a score, 100 far past any page's. */
const MAX_VALUE: Record<MetricName, number> = { LCP: 600_000, INP: 600_000, FCP: 600_000, TTFB: 600_000, CLS: 100 }

const metric = z
  .object({
    name: z.enum(METRIC_NAMES),
    value: z.number().finite().nonnegative(),
    rating: z.enum(RATINGS),
    id: z.string().max(100).optional(),
    navigationType: z.string().regex(/^[a-z-]{1,32}$/),
    pageType: z.enum(PAGE_TYPES),
    market: z.string().regex(/^[A-Z]{2}$/),
    device: z.enum(['mobile', 'desktop']),
    target: z.string().max(MAX_TARGET).optional(),
  })
  .refine((m) => m.value <= MAX_VALUE[m.name], { message: 'the value is past any page’s', path: ['value'] })

export const beaconSchema = z.object({ metrics: z.array(metric).min(1).max(MAX_METRICS) })
export type VitalsBeacon = z.infer<typeof beaconSchema>

/** The beacon in `text`, or why it is not one (the endpoint's 400). */
export function parseBeacon(text: string): { ok: true; beacon: VitalsBeacon } | { ok: false; error: string } {
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    return { ok: false, error: 'A beacon is JSON.' }
  }
  // Postgres text holds neither NUL nor a lone surrogate: refused, as the functions refuse them.
  if (hasUnstorableText(parsed)) return { ok: false, error: UNSTORABLE_TEXT_MESSAGE }
  const beacon = beaconSchema.safeParse(parsed)
  return beacon.success ? { ok: true, beacon: beacon.data } : { ok: false, error: 'Not a beacon of Core Web Vitals.' }
}

/** The rows of `web_vitals` a beacon gives: the metric id is the page's own and not kept. */
export const rowsOf = (beacon: VitalsBeacon) =>
  beacon.metrics.map((m) => ({
    name: m.name,
    value: m.value,
    rating: m.rating,
    pageType: m.pageType,
    market: m.market,
    device: m.device,
    navigationType: m.navigationType,
    target: m.target || null,
  }))
