import { createHmac, timingSafeEqual } from 'node:crypto'
import { and, asc, count, eq, isNull, min, sql } from 'drizzle-orm'
import { z } from 'zod'
import { readBodyWithin } from '../../shared/read-body'
import { storable } from '../../shared/storable-text'
import { backInStockMessages, backInStockSchema } from '../../shared/schemas/back-in-stock'
import { backInStockRequests, type Db } from '../db/core'
import { type OutgoingMail, queueMail } from '../mail/outbox'
import { BadRequest, errorResponse, json, readJson, validate } from './http'
import { backInStockMail, type ShopIdentity } from './mail-copy'
import { normaliseEmail } from './newsletter-signup'
import { rateLimit } from './rate-limit'
import type { FunctionContext } from './types'

/**
 * back-in-stock-signup {email, variantId, productHandle, language?}: keeps one open request per address and
 * variant, under the newsletter's kind of limits, for a variant of that product the store has and
 * does not sell now (it is asked, whoever calls: the product page's route checks too, but the
 * function is public), with the page's language, which the notice is written in. Asking again
 * answers the same success and stores nothing more (the first request's language stands); no mail
 * goes out until the variant is for sale again.
 */
export async function backInStockSignup(request: Request, ctx: FunctionContext): Promise<Response> {
  const { email, variantId, productHandle, language } = validate(backInStockSchema, await readJson(request))
  const address = normaliseEmail(email)

  const wait =
    (await rateLimit(ctx.db, 'back-in-stock:ip', ctx.clientIp, ctx.limits.backInStockPerAddress)) ||
    (await rateLimit(ctx.db, 'back-in-stock:email', address, ctx.limits.backInStockPerEmail))
  if (wait) throw new BadRequest(429, 'Too many requests. Please try again later.', {}, { 'Retry-After': String(wait) })

  // After the limits, so a flood of sign-ups is not a flood of questions to the store.
  if (!ctx.variants) throw new Error('back-in-stock-signup knows no store to ask: set PUBLIC_STORE_DOMAIN and PUBLIC_STOREFRONT_API_TOKEN')
  const [variant] = await ctx.variants([variantId])
  if (!variant || variant.id !== variantId || variant.product.handle !== productHandle) {
    throw new BadRequest(400, backInStockMessages.unknown, { fieldErrors: { variantId: backInStockMessages.unknown } })
  }
  if (variant.availableForSale) throw new BadRequest(409, backInStockMessages.forSale)

  await ctx.db
    .insert(backInStockRequests)
    .values({ email: address, variantId, productHandle, language })
    .onConflictDoNothing({ target: [backInStockRequests.email, backInStockRequests.variantId], where: isNull(backInStockRequests.notifiedAt) })
  return json({ success: true, message: 'Request saved' })
}

/** A variant the store says is for sale again, named as the store names it. */
export type RestockedVariant = { variantId: string; productTitle: string; variantTitle: string | null; productHandle: string }

/** The product page of a variant, with it chosen (`?variant=` takes Shopify's numeric id); the mail puts it in the shopper's market. */
export const variantPath = (handle: string, variantId: string) => `/product/${encodeURIComponent(handle)}?variant=${variantId.split('/').pop()}`

export type Notifier = { db: Db; shop: ShopIdentity; messageDomain: string }

/**
 * One mail per open request of each variant, in the language the shopper asked in, queued in the
 * transaction that closes the requests: a request is mailed once, whichever check or webhook gets
 * to it first. Returns the mails queued.
 */
export async function notifyRestocked({ db, shop, messageDomain }: Notifier, variants: readonly RestockedVariant[]): Promise<number> {
  let queued = 0
  for (const v of variants) {
    const item = { productTitle: v.productTitle, variantTitle: v.variantTitle, path: variantPath(v.productHandle, v.variantId) }
    // The words are the same for every request of the variant in one language: rendered once per language, addressed to each.
    const inLanguage = new Map<string, Promise<OutgoingMail>>()
    const mailIn = (language: string) => {
      let mail = inLanguage.get(language)
      if (!mail) inLanguage.set(language, (mail = backInStockMail(shop, 'placeholder@invalid', item, language)))
      return mail
    }
    queued += await db.transaction(async (tx) => {
      const closed = await tx
        .update(backInStockRequests)
        .set({ notifiedAt: sql`now()` })
        .where(and(eq(backInStockRequests.variantId, v.variantId), isNull(backInStockRequests.notifiedAt)))
        .returning({ email: backInStockRequests.email, language: backInStockRequests.language })
      for (const { email, language } of closed) await queueMail(tx, { ...(await mailIn(language)), to: { address: email } }, messageDomain)
      return closed.length
    })
  }
  return queued
}

/** What the Storefront API says of a watched variant; null for an id it no longer knows. */
export type WatchedVariant = { id: string; availableForSale: boolean; title: string; product: { title: string; handle: string } } | null

/** Asks the store about variants by id (at most LOOKUP_BATCH at a time). */
export type VariantLookup = (ids: string[]) => Promise<WatchedVariant[]>

/** Shopify's `nodes(ids:)` takes at most 250 ids. */
export const LOOKUP_BATCH = 100

/** The query a lookup sends; its name keeps it out of the shop's catalogue cache (app/lib/storefront/cache.ts). */
export const BACK_IN_STOCK_VARIANTS_QUERY = `query BackInStockVariants($ids: [ID!]!) {
  nodes(ids: $ids) {
    ... on ProductVariant {
      id
      availableForSale
      title
      product {
        title
        handle
      }
    }
  }
}`

/**
 * A lookup over any Storefront API client's `request` (the real store's or the embedded one's):
 * `request(query, variables)` answers the response's `data`.
 */
export function storefrontLookup(request: (query: string, variables: Record<string, unknown>) => Promise<unknown>): VariantLookup {
  return async (ids) => {
    const data = (await request(BACK_IN_STOCK_VARIANTS_QUERY, { ids })) as { nodes?: unknown[] }
    return (data.nodes ?? []).map((node) => {
      const n = node as Partial<NonNullable<WatchedVariant>> | null
      return n && typeof n.id === 'string' && n.product ? (n as NonNullable<WatchedVariant>) : null
    })
  }
}

/** A lookup straight to a store's Storefront API, for a host without the shop's client (the Edge). */
export function storefrontApiLookup({ endpoint, token, fetch: fetcher = fetch }: { endpoint: string; token: string; fetch?: typeof fetch }): VariantLookup {
  return storefrontLookup(async (query, variables) => {
    const response = await fetcher(endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'X-Shopify-Storefront-Access-Token': token },
      body: JSON.stringify({ query, variables }),
      signal: AbortSignal.timeout(15_000),
    })
    if (!response.ok) throw new Error(`the store answered HTTP ${response.status}`)
    const body = (await response.json()) as { data?: unknown; errors?: { message: string }[] }
    if (body.errors?.length) throw new Error(`the store answered: ${body.errors.map((e) => e.message).join(', ')}`)
    return body.data ?? {}
  })
}

/**
 * The periodic check (when no webhook tells the shop): asks the store about every variant an
 * open request waits for and notifies those for sale again. A variant the store no longer knows
 * keeps its requests open, for the owner to see in `npm run back-in-stock -- list`.
 */
export async function checkBackInStock(notifier: Notifier, lookup: VariantLookup): Promise<{ checked: number; notified: number }> {
  const watched = await notifier.db
    .selectDistinct({ variantId: backInStockRequests.variantId })
    .from(backInStockRequests)
    .where(isNull(backInStockRequests.notifiedAt))
    .orderBy(asc(backInStockRequests.variantId))
  const ids = watched.map((w) => w.variantId)
  let notified = 0
  for (let i = 0; i < ids.length; i += LOOKUP_BATCH) {
    const found = await lookup(ids.slice(i, i + LOOKUP_BATCH))
    const restocked = found
      .filter((v): v is NonNullable<WatchedVariant> => Boolean(v?.availableForSale))
      .map((v) => ({ variantId: v.id, productTitle: v.product.title, variantTitle: v.title, productHandle: v.product.handle }))
    notified += await notifyRestocked(notifier, restocked)
  }
  return { checked: ids.length, notified }
}

/** Largest webhook body read: a product with Shopify's 2,048 variants stays well under it. */
export const MAX_WEBHOOK_BYTES = 4 * 1024 * 1024

/** Whether `hmac` (X-Shopify-Hmac-Sha256, base64) is the body's HMAC-SHA256 under the secret. */
export function verifyShopifyHmac(body: Uint8Array, hmac: string | null, secret: string): boolean {
  if (!hmac) return false
  const expected = createHmac('sha256', secret).update(body).digest()
  const given = Buffer.from(hmac, 'base64')
  return given.length === expected.length && timingSafeEqual(given, expected)
}

/**
 * What the webhook reads of a `products/update` payload (Shopify's REST product), checked after
 * the signature: a payload of another shape is refused with a 400 naming the field. Every
 * payload Shopify sends has this shape, so a refusal is a misconfigured topic or sender, shown
 * as a failed delivery where the owner looks, rather than acknowledged and silently dropped;
 * Shopify's retries of it change nothing (a delivery is notified once whenever it lands).
 */
const webhookVariant = z.object({
  id: z.union([z.number(), z.string()]).optional(),
  admin_graphql_api_id: z.string().optional(),
  title: z.string().nullish(),
  inventory_quantity: z.number().nullish(),
  inventory_policy: z.string().nullish(),
  inventory_management: z.string().nullish(),
})
export const productWebhookSchema = z.object({ title: z.string(), handle: z.string(), variants: z.array(webhookVariant) })
export type ProductWebhook = z.infer<typeof productWebhookSchema>
type WebhookVariant = z.infer<typeof webhookVariant>

/**
 * Whether a variant of a `products/update` payload can be bought: sold when out of stock
 * (`continue`), stock not tracked, or some in stock.
 */
const forSale = (v: WebhookVariant) =>
  v.inventory_policy === 'continue' || ('inventory_management' in v && v.inventory_management === null) || (v.inventory_quantity ?? 0) > 0

/** The variants a `products/update` payload shows for sale. */
export function restockedFromPayload(p: ProductWebhook): RestockedVariant[] {
  return p.variants.filter(forSale).flatMap((v) => {
    const variantId = v.admin_graphql_api_id ?? (v.id !== undefined ? `gid://shopify/ProductVariant/${v.id}` : null)
    return variantId ? [{ variantId, productTitle: p.title, variantTitle: v.title ?? null, productHandle: p.handle }] : []
  })
}

/**
 * back-in-stock-webhook: Shopify's `products/update` webhook (Settings → Notifications → Webhooks),
 * taken only with the HMAC Shopify signs it with (SHOPIFY_WEBHOOK_SECRET); the variants it shows
 * for sale are notified at once.
 */
export async function backInStockWebhook(request: Request, ctx: FunctionContext): Promise<Response> {
  if (!ctx.webhookSecret) return errorResponse(503, 'Webhooks are not configured: set SHOPIFY_WEBHOOK_SECRET')
  const body = await readBodyWithin(request, MAX_WEBHOOK_BYTES)
  if (!body) throw new BadRequest(413, 'Request body too large')
  if (!verifyShopifyHmac(body, request.headers.get('X-Shopify-Hmac-Sha256'), ctx.webhookSecret)) throw new BadRequest(401, 'Invalid webhook signature')
  const topic = request.headers.get('X-Shopify-Topic')
  if (topic && topic !== 'products/update') return json({ success: true, notified: 0 })
  let payload: unknown
  try {
    payload = JSON.parse(new TextDecoder().decode(body))
  } catch {
    throw new BadRequest(400, 'Request body is not valid JSON')
  }
  const product = productWebhookSchema.safeParse(payload)
  if (!product.success) {
    const issue = product.error.issues[0]
    throw new BadRequest(400, `Not a products/update payload: ${issue?.path.join('.') || 'body'}: ${issue?.message ?? 'unexpected shape'}`)
  }
  // Shopify's text, stored with the mail: cleaned as the embedded store cleans its own (shared/storable-text.ts).
  const notified = await notifyRestocked(ctx, restockedFromPayload(storable(product.data)))
  if (notified) ctx.onQueued()
  return json({ success: true, notified })
}

/** An open request, as the owner's command lists it. */
export type OpenRequest = { email: string; variantId: string; productHandle: string; language: string; requestedAt: Date }

export function openRequests(db: Db): Promise<OpenRequest[]> {
  return db
    .select({
      email: backInStockRequests.email,
      variantId: backInStockRequests.variantId,
      productHandle: backInStockRequests.productHandle,
      language: backInStockRequests.language,
      requestedAt: backInStockRequests.createdAt,
    })
    .from(backInStockRequests)
    .where(isNull(backInStockRequests.notifiedAt))
    .orderBy(asc(backInStockRequests.productHandle), asc(backInStockRequests.variantId), asc(backInStockRequests.id))
}

/** The open requests counted by variant, oldest first within each product. */
export function openRequestsByVariant(db: Db) {
  return db
    .select({
      productHandle: backInStockRequests.productHandle,
      variantId: backInStockRequests.variantId,
      waiting: count(),
      since: min(backInStockRequests.createdAt),
    })
    .from(backInStockRequests)
    .where(isNull(backInStockRequests.notifiedAt))
    .groupBy(backInStockRequests.productHandle, backInStockRequests.variantId)
    .orderBy(asc(backInStockRequests.productHandle), asc(backInStockRequests.variantId))
}
