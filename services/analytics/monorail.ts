import { z } from 'zod'
import { marketFromPath } from '../../shared/markets'
import type { AnalyticsProduct } from '../db'

/**
 * Shopify's storefront analytics as `@shopify/hydrogen-react` sends them: a batch of Monorail
 * events, posted as text to the storefront's own origin (Hydrogen proxies the same path to the
 * store). Read here within bounds, and turned into the rows the owner's report reads.
 */
export const MONORAIL_PATH = '/.well-known/shopify/monorail/unstable/produce_batch'
/** A page sends a few events at a time; a batch larger than this is not a page's. */
export const MAX_BATCH_BYTES = 64 * 1024
export const MAX_EVENTS = 20

const CUSTOMER_TRACKING = /^custom_storefront_customer_tracking\/\d+(\.\d+)*$/
const PAGE_VIEW = /^trekkie_storefront_page_view\/\d+(\.\d+)*$/

export const batchSchema = z.object({
  events: z
    .array(
      z.object({
        schema_id: z.string().max(100),
        payload: z.record(z.string(), z.unknown()),
        metadata: z.object({ event_created_at_ms: z.number() }).optional(),
      }),
    )
    .min(1)
    .max(MAX_EVENTS),
  metadata: z.object({ event_sent_at_ms: z.number() }).optional(),
})
export type MonorailBatch = z.infer<typeof batchSchema>

const token = z.string().max(100).optional()
const product = z.object({
  product_id: z.number().int().nonnegative(),
  variant_id: z.number().int().nonnegative(),
  name: z.string().max(300).default(''),
  price: z.number().nonnegative().finite(),
  quantity: z.number().int().min(0).max(999),
})
/** The fields of Shopify's customer-tracking schema the report reads; the others are let through. */
const customerTracking = z.object({
  event_name: z.string().max(60),
  unique_token: token,
  deprecated_visit_token: token,
  event_time: z.number().finite().optional(),
  event_source_url: z.string().max(4096).optional(),
  canonical_url: z.string().max(4096).optional(),
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/)
    .optional(),
  search_string: z.string().max(200).optional(),
  // hydrogen-react sends each product as a JSON string.
  products: z
    .array(z.string().max(2000))
    .max(50)
    .optional()
    .transform((list, ctx) =>
      (list ?? []).flatMap((text) => {
        try {
          const parsed = product.safeParse(JSON.parse(text))
          if (parsed.success) return [parsed.data]
        } catch {
          // reported below
        }
        ctx.addIssue({ code: 'custom', message: 'a product is not one of Shopify’s' })
        return []
      }),
    ),
})

export type AnalyticsRow = {
  occurredAt: Date
  event: string
  visitor: string | null
  session: string | null
  market: string
  currency: string | null
  path: string | null
  searchString: string | null
  products: AnalyticsProduct[] | null
}

/** The page's path in the shop (no query), and its market by the path's prefix. */
function placeOf(url: string | undefined): { path: string | null; market: string } {
  try {
    const { pathname } = new URL(url ?? '')
    const { market } = marketFromPath(pathname)
    return { path: pathname.slice(0, 300), market: market.country }
  } catch {
    return { path: null, market: marketFromPath('/').market.country }
  }
}

/**
 * The rows a batch gives the owner's report: Shopify's customer-tracking events (a page, a
 * product, a collection, a search, an addition to the cart). Trekkie's page views repeat the
 * `page_rendered` beside them and are only passed on to Shopify. An event in a schema the report
 * does not know, or with fields out of their shape, is left out; `null` when none is usable.
 */
export function rowsOf(batch: MonorailBatch, now = Date.now()): AnalyticsRow[] | null {
  const rows: AnalyticsRow[] = []
  let usable = false
  for (const { schema_id, payload } of batch.events) {
    if (PAGE_VIEW.test(schema_id)) {
      usable = true
      continue
    }
    if (!CUSTOMER_TRACKING.test(schema_id)) continue
    const parsed = customerTracking.safeParse(payload)
    if (!parsed.success) continue
    usable = true
    const e = parsed.data
    const { path, market } = placeOf(e.event_source_url ?? e.canonical_url)
    // A page's clock may be wrong: an event time more than a day off is the server's time.
    const at = e.event_time && Math.abs(e.event_time - now) < 86_400_000 ? e.event_time : now
    rows.push({
      occurredAt: new Date(at),
      event: e.event_name,
      visitor: e.unique_token || null,
      session: e.deprecated_visit_token || null,
      market,
      currency: e.currency ?? null,
      path,
      searchString: e.search_string?.trim().toLowerCase() || null,
      products: e.products.length
        ? e.products.map((p) => ({ productId: p.product_id, variantId: p.variant_id, name: p.name, price: p.price, quantity: p.quantity }))
        : null,
    })
  }
  return usable ? rows : null
}
