/**
 * A fake Shopify store on loopback for the tests: it executes the shop's queries against
 * Shopify's published Storefront API 2025-07 schema (not the embedded store's subset), over the
 * real-shaped catalogue of `real-shaped-catalogue.ts`. Filtering uses the search syntax the
 * embedded store understands; sorting, cursors and carts behave as Shopify's do, with opaque
 * base64 cursors that a stale or forged URL cannot fake. A cart's `checkoutUrl` opens a page
 * here listing what the store made of the `cartCreate` it was sent. Collections, filters and their
 * facets, `search()` and recommendations are the embedded store's (`discovery.ts`), over this
 * catalogue; a tokenless request is held to the cost limit of 1,000, one with a token is not.
 * `@inContext(language:)` answers products and collections in the language where the operation's
 * country publishes it, else in English, and searches and selected options read it, all as the
 * embedded store does (`translations.ts`, over `real-shaped-translations.ts`).
 */
import { execute, getDirectiveValues, GraphQLError, Kind, type OperationDefinitionNode, parse, validate } from 'graphql'
import { type Market, marketForCountry } from '../../shared/markets'
import { cartCountry, localization, marketContext, type MarketContext, priceIn, priceInMarkets } from '../../services/storefront/markets'
import {
  applyFilters,
  COLLECTIONS,
  collectionMembers,
  type Discoverable,
  facets,
  type ProductFilter,
  recommend,
  type SearchArguments,
  searchProducts,
} from '../../services/storefront/discovery'
import { QUERY_LIMITS, queryCost } from '../../services/storefront/limits'
import type { StoreLanguageCode } from '../../services/storefront/languages'
import { searchableIn, translateInLanguages } from '../../services/storefront/translations'
import { variantBySelectedOptions } from '../../services/storefront/variant-options'
import { matchesStoreQuery } from '../../services/storefront/query-syntax'
import { createHash, randomUUID } from 'node:crypto'
import { deliveryRates } from '../../shared/delivery'
import { normaliseGiftCardCode } from '../../shared/gift-card-code'
import { appliedGiftCardId, giftCardRefusal, type StoredGiftCard, spendGiftCards } from '../../services/storefront/gift-cards'
import type { IncomingHttpHeaders } from 'node:http'
import { SHOPIFY_UNIQUE_TOKEN_HEADER, SHOPIFY_VISIT_TOKEN_HEADER } from '@shopify/hydrogen-react'
import { MONORAIL_PATH } from '../../services/analytics/monorail'
import { TRACKING_COOKIES_PATH } from '../../services/analytics/tracking-cookies'
import { fakeStore } from './fake-store'
import { type RealImage, type RealProduct, type RealVariant, realShapedCatalogue } from './real-shaped-catalogue'
import { realShapedTranslations } from './real-shaped-translations'
import { realStorefrontSchema } from './storefront-schema'
import { moneyAmount, moneyOf } from '../../shared/money'

type Args = { first?: number | null; last?: number | null; after?: string | null; before?: string | null; reverse?: boolean | null }

const badRequest = (message: string) => new GraphQLError(message, { extensions: { code: 'BAD_REQUEST' } })
const encode = (id: string) => Buffer.from(JSON.stringify({ last_id: Number(id.split('/').pop()), last_value: id })).toString('base64')
function decode(cursor: string): string {
  try {
    const value = JSON.parse(Buffer.from(cursor, 'base64').toString()) as { last_value?: unknown }
    if (typeof value.last_value === 'string') return value.last_value
  } catch {
    // fall through: not a cursor of this store
  }
  throw badRequest(`Invalid cursor '${cursor}'`)
}

/** Relay paging as Shopify does it: one of first/last (at most 250), cursors of this listing only. */
function connection<T extends { id: string }>(all: readonly T[], { first, last, after, before, reverse }: Args) {
  if (first == null && last == null) throw badRequest('you must provide one of first or last')
  if ((first ?? 0) > 250 || (last ?? 0) > 250) throw badRequest('first and last must be at most 250')
  const list = reverse ? [...all].reverse() : [...all]
  let start = 0
  let end = list.length
  if (after) start = list.findIndex((n) => n.id === decode(after)) + 1
  if (before) {
    const at = list.findIndex((n) => n.id === decode(before))
    end = at < 0 ? list.length : at
  }
  let window = list.slice(start, Math.max(start, end))
  const offset = start
  let skipped = 0
  if (first != null) window = window.slice(0, first)
  if (last != null) {
    skipped = Math.max(0, window.length - last)
    window = window.slice(skipped)
  }
  const firstAt = offset + skipped
  return {
    nodes: window,
    edges: window.map((node) => ({ cursor: encode(node.id), node })),
    pageInfo: {
      hasPreviousPage: firstAt > 0,
      hasNextPage: firstAt + window.length < list.length,
      startCursor: window[0] ? encode(window[0].id) : null,
      endCursor: window.length ? encode(window[window.length - 1]!.id) : null,
    },
  }
}

// The deprecated fields answer as on Shopify, with what their replacements answer. `file` (not in
// the schema) names the product and the image's place, which its translated alt text is found by.
const image = (img: RealImage) => ({
  __typename: 'Image',
  ...img,
  file: new URL(img.url).pathname.split('/').pop(),
  url: () => img.url,
  src: img.url,
  originalSrc: img.url,
  transformedSrc: () => img.url,
})

function variantNode(v: RealVariant, product: () => unknown) {
  return {
    __typename: 'ProductVariant',
    ...v,
    priceV2: v.price,
    compareAtPriceV2: v.compareAtPrice,
    product,
    image: null,
    quantityAvailable: v.availableForSale ? 9 : 0,
    currentlyNotInStock: !v.availableForSale,
  }
}

function productNode(p: RealProduct) {
  const prices = p.variants.map((v) => Number(v.price.amount))
  const range = (list: number[]) => ({
    minVariantPrice: moneyOf(Math.min(...list), 'SGD'),
    maxVariantPrice: moneyOf(Math.max(...list), 'SGD'),
  })
  const compare = p.variants.map((v) => Number(v.compareAtPrice?.amount ?? 0))
  const node: Record<string, unknown> = {
    __typename: 'Product',
    ...p,
    description: ({ truncateAt }: { truncateAt?: number | null } = {}) => (truncateAt ? p.description.slice(0, truncateAt) : p.description),
    descriptionHtml: p.description ? `<p>${p.description}</p>` : '',
    featuredImage: p.images[0] ? image(p.images[0]) : null,
    images: (args: Args) => connection(p.images.map(image), args),
    // Shopify answers one entry per identifier, null where the product has no such metafield.
    metafields: ({ identifiers }: { identifiers: { namespace?: string | null; key: string }[] }) =>
      identifiers.map(({ namespace, key }) => {
        const value = namespace ? p.metafields[`${namespace}.${key}`] : undefined
        return value === undefined ? null : { __typename: 'Metafield', id: `${p.id}/${namespace}.${key}`, namespace, key, type: 'multi_line_text_field', value }
      }),
    variants: (args: Args) =>
      connection(
        p.variants.map((v) => variantNode(v, () => node)),
        args,
      ),
    // Read in the operation's language as well (`translations.ts`); unknown options match nothing, as on Shopify.
    variantBySelectedOptions: (args: { selectedOptions: { name: string; value: string }[]; caseInsensitiveMatch?: boolean | null }) =>
      variantBySelectedOptions(
        p.options,
        p.variants.map((v) => variantNode(v, () => node)),
        args,
      ),
    options: ({ first }: { first?: number | null } = {}) =>
      p.options.slice(0, first ?? undefined).map((o) => ({
        ...o,
        optionValues: o.values.map((name, k) => ({ id: `${o.id}${k}`, name, swatch: null })),
      })),
    priceRange: range(prices),
    compareAtPriceRange: range(compare),
    availableForSale: p.variants.some((v) => v.availableForSale),
    tags: p.tags,
    seo: { title: null, description: null },
  }
  return node
}

const price = (p: RealProduct) => Math.min(...p.variants.map((v) => Number(v.price.amount)))
const sorters: Record<string, (a: RealProduct, b: RealProduct) => number> = {
  BEST_SELLING: (a, b) => a.sales - b.sales,
  CREATED_AT: (a, b) => a.createdAt.localeCompare(b.createdAt),
  UPDATED_AT: (a, b) => a.updatedAt.localeCompare(b.updatedAt),
  ID: (a, b) => a.id.localeCompare(b.id),
  PRICE: (a, b) => price(a) - price(b),
  PRODUCT_TYPE: (a, b) => a.productType.localeCompare(b.productType),
  TITLE: (a, b) => a.title.localeCompare(b.title),
  VENDOR: (a, b) => a.vendor.localeCompare(b.vendor),
}

/**
 * The fake store's gift cards, issued in its currency as the merchant's are: one with a balance,
 * one spent. Any other code is unknown to it.
 */
export const FAKE_GIFT_CARDS = { good: 'SHOPGIFT7Q4M2K9X', spent: 'SHOPGIFT0000DONE' } as const
const giftCards = new Map<string, StoredGiftCard>([
  [FAKE_GIFT_CARDS.good, { code: FAKE_GIFT_CARDS.good, balance: 40, currency: 'SGD' }],
  [FAKE_GIFT_CARDS.spent, { code: FAKE_GIFT_CARDS.spent, balance: 0, currency: 'SGD' }],
])

/** The fake Shopify store's id, as its `shop { id }` answers it. */
export const FAKE_SHOPIFY_SHOP_ID = 68817551630

export type FakeShopify = {
  origin: string
  products: RealProduct[]
  /** The products a `query:` matches, as the fake's search finds them (in English unless a language is named). */
  matching: (query: string, language?: StoreLanguageCode) => RealProduct[]
  calls: () => number
  /** The `input` of every `cartCreate`, as the schema took it. */
  cartInputs: () => CartInput[]
  /** The codes of every `cartGiftCardCodesUpdate`, as sent. */
  giftCardUpdates: () => string[][]
  /** The `@inContext(country:)` of every `cartCreate`'s operation, null where it named none. */
  cartContexts: () => (string | null)[]
  /** The visitor's tokens every `cartCreate` came with (`X-Shopify-UniqueToken`, `X-Shopify-VisitToken`), null where absent. */
  cartTracking: () => { unique: string | null; visit: string | null }[]
  /** The events of every batch posted to Monorail's storefront path, as Shopify received them. */
  analyticsEvents: () => { schema_id: string; payload: Record<string, unknown> }[]
  /** The tokens Shopify made for each consent-management request (the `_shopify_y` and `_shopify_s` it set). */
  trackingCookies: () => { unique: string; visit: string }[]
  close: () => Promise<void>
}

type CartInput = {
  lines?: { merchandiseId: string; quantity?: number | null }[] | null
  discountCodes?: string[] | null
  giftCardCodes?: string[] | null
  note?: string | null
  attributes?: { key: string; value: string }[] | null
  buyerIdentity?: { countryCode?: string | null } | null
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

/** Starts the fake Shopify store; the shop reaches it with PUBLIC_STORE_DOMAIN set to `origin`. */
export async function startFakeShopify(): Promise<FakeShopify> {
  // Markets and languages as the embedded store keeps them: prices in the operation's market, carts in
  // theirs, products and collections in the operation's language where its country publishes it.
  const products = realShapedCatalogue()
  const translations = realShapedTranslations(products)
  const schema = translateInLanguages(priceInMarkets(realStorefrontSchema()), translations)
  const searchable = (p: RealProduct) => ({
    title: p.title,
    productType: p.productType,
    tags: p.tags,
    vendor: p.vendor,
    variantTitles: p.variants.map((v) => v.title),
    skus: p.variants.map((v) => v.sku),
    availableForSale: p.variants.some((v) => v.availableForSale),
  })
  const nodes = products.map(productNode)
  const byId = new Map(products.map((p, i) => [p.id, nodes[i]!]))
  const discoverable: (Discoverable & { node: Record<string, unknown> })[] = products.map((p, i) => ({
    id: p.id,
    handle: p.handle,
    title: p.title,
    productType: p.productType,
    tags: p.tags,
    vendor: p.vendor,
    availableForSale: p.variants.some((v) => v.availableForSale),
    offers: p.variants.map((v) => ({ available: v.availableForSale, price: Number(v.price.amount), options: v.selectedOptions })),
    searchable: searchable(p),
    node: nodes[i]!,
  }))
  const discoverableBy = (id?: string | null, handle?: string | null) => discoverable.find((d) => (id ? d.id === id : d.handle === handle))
  const variantsById = new Map(products.flatMap((p) => p.variants.map((v) => [v.id, variantNode(v, () => byId.get(p.id))] as const)))
  const carts = new Map<string, { lines: { merchandiseId: string; quantity: number }[]; discountCodes: string[]; giftCardCodes: string[]; market: Market }>()
  const cartInputs: CartInput[] = []
  const giftCardUpdates: string[][] = []
  const cartContexts: (string | null)[] = []
  const cartTracking: { unique: string | null; visit: string | null }[] = []
  const analyticsEvents: { schema_id: string; payload: Record<string, unknown> }[] = []
  const trackingCookies: { unique: string; visit: string }[] = []
  let origin = ''
  let calls = 0

  // A product as a search in a language reads it: its words in the language, and in English.
  const inLanguage = (language: StoreLanguageCode) => (d: Discoverable) => searchableIn(d, language, translations)
  const matching = (query: string | null | undefined, language: StoreLanguageCode = 'EN') =>
    products.filter((_, i) => matchesStoreQuery(inLanguage(language)(discoverable[i]!), query))

  const collectionSorts: Record<string, string | undefined> = { CREATED: 'CREATED_AT', BEST_SELLING: 'BEST_SELLING', PRICE: 'PRICE', TITLE: 'TITLE', ID: 'ID' }
  const collections = COLLECTIONS.map((definition, i) => ({
    __typename: 'Collection',
    id: `gid://shopify/Collection/${4_200_000_000 + i}`,
    handle: definition.handle,
    title: definition.title,
    description: definition.description,
    descriptionHtml: `<p>${definition.description}</p>`,
    image: null,
    seo: { title: null, description: null },
    updatedAt: '2026-01-01T00:00:00Z',
    products: ({ filters, sortKey, reverse, ...page }: Args & { filters?: ProductFilter[] | null; sortKey?: string | null }) => {
      const sorter = sorters[collectionSorts[sortKey ?? ''] ?? '']
      const members = collectionMembers(definition, sorter ? [...products].sort(sorter) : products).map((p) => discoverableBy(p.id)!)
      const shown = applyFilters(members, filters)
      return {
        ...connection(
          shown.map((d) => d.node as { id: string }),
          { ...page, reverse },
        ),
        filters: () => facets(members, filters),
      }
    },
  }))

  function list({ query, sortKey, reverse, ...page }: Args & { query?: string | null; sortKey?: string | null }, context?: MarketContext) {
    const found = matching(query, context?.language)
    const sorter = sortKey && sortKey !== 'RELEVANCE' ? sorters[sortKey] : undefined
    const ordered = sorter ? [...found].sort(sorter) : found
    return connection(
      ordered.map((p) => byId.get(p.id)! as { id: string }),
      { ...page, reverse },
    )
  }

  const cartToken = (id: string) => id.split('/').pop()!.split('?')[0]!

  /** The hosted checkout of a cart: its lines as the store has them. */
  function checkoutPage(token: string) {
    const id = [...carts.keys()].find((key) => cartToken(key) === token)
    if (!id) return null
    const lines = carts.get(id)!.lines.map((l) => {
      const variant = variantsById.get(l.merchandiseId)!
      const product = variant.product() as { title: string }
      return `<li>${escapeHtml(product.title)}: ${escapeHtml(variant.title)} × ${l.quantity}</li>`
    })
    const { amount, currencyCode } = cartNode(id)!.cost.totalAmount
    return `<!doctype html><title>Checkout</title><h1>Checkout</h1><ul aria-label="Order summary">${lines.join('')}</ul><p>Total ${currencyCode} ${amount}</p>`
  }

  function cartNode(id: string) {
    const cart = carts.get(id)
    if (!cart) return null
    const { market } = cart
    const unit = (merchandiseId: string) => Number(priceIn(variantsById.get(merchandiseId)!.price, market).amount)
    const amount = (n: number) => moneyOf(n, market.currency)
    const lines = cart.lines.map((l, i) => ({
      __typename: 'CartLine',
      id: `gid://shopify/CartLine/${i + 1}`,
      quantity: l.quantity,
      merchandise: { ...variantsById.get(l.merchandiseId), market },
      cost: {
        amountPerQuantity: amount(unit(l.merchandiseId)),
        subtotalAmount: amount(unit(l.merchandiseId) * l.quantity),
        totalAmount: amount(unit(l.merchandiseId) * l.quantity),
      },
    }))
    const subtotal = cart.lines.reduce((sum, l) => sum + unit(l.merchandiseId) * l.quantity, 0)
    const spent = spendGiftCards(cart.giftCardCodes, giftCards, subtotal, market.currency)
    // The merchant's rates, as Shopify answers them: an opaque handle, the rate's name as its code.
    const deliveryOptions = deliveryRates(market, subtotal).map((rate) => ({
      handle: `${createHash('md5').update(`${market.country}-${rate.handle}`).digest('hex')}-${moneyAmount(rate.cost)}`,
      code: rate.title,
      title: rate.title,
      description: rate.description,
      deliveryMethodType: 'SHIPPING',
      estimatedCost: amount(rate.cost),
    }))
    const group = { id: `gid://shopify/CartDeliveryGroup/${cartToken(id)}1`, groupType: 'ONE_TIME_PURCHASE', deliveryOptions, selectedDeliveryOption: null }
    return {
      id,
      checkoutUrl: `${origin}/cart/c/${cartToken(id)}?key=fake`,
      totalQuantity: cart.lines.reduce((n, l) => n + l.quantity, 0),
      buyerIdentity: { countryCode: market.country },
      cost: { totalAmount: amount(subtotal - spent.covered), subtotalAmount: amount(subtotal) },
      appliedGiftCards: spent.uses.map((use) => ({
        id: use.id,
        lastCharacters: use.lastCharacters.toLowerCase(),
        presentmentAmountUsed: amount(use.presentmentAmountUsed),
        amountUsed: moneyOf(use.amountUsed, use.currency),
        balance: moneyOf(use.balance, use.currency),
      })),
      deliveryGroups: (args: Args) => connection(cart.lines.length ? [group] : [], args),
      lines: (args: Args) => connection(lines, args),
      // This store has no discounts: a code is kept on the cart and does not apply.
      discountCodes: cart.discountCodes.map((code) => ({ code, applicable: false })),
    }
  }

  /** Sets a cart's gift card codes, case-insensitively; a code it has no balance for is a user error and nothing changes. */
  function setGiftCards(id: string, entered: string[], field: string[]) {
    const normalised = entered.map((raw) => normaliseGiftCardCode(raw))
    const errors = normalised.flatMap((checked, i) => {
      const message = giftCardRefusal(checked.ok ? giftCards.get(checked.code) : undefined)
      return message ? [{ code: 'INVALID', field: [...field, String(i)], message }] : []
    })
    if (!errors.length) carts.get(id)!.giftCardCodes = normalised.flatMap((c) => (c.ok ? [c.code] : []))
    return errors
  }

  const root = {
    products: list,
    product: ({ handle, id }: { handle?: string; id?: string }) => (id ? byId.get(id) : nodes.find((n) => n.handle === handle)) ?? null,
    productByHandle: ({ handle }: { handle: string }) => nodes.find((n) => n.handle === handle) ?? null,
    collection: ({ handle, id }: { handle?: string; id?: string }) => collections.find((c) => (id ? c.id === id : c.handle === handle)) ?? null,
    collectionByHandle: ({ handle }: { handle: string }) => collections.find((c) => c.handle === handle) ?? null,
    collections: (args: Args) => ({ ...connection(collections, args), totalCount: String(collections.length) }),
    search: ({ query, productFilters, types, sortKey, prefix, unavailableProducts, reverse, ...page }: Args & SearchArguments, context: MarketContext) => {
      const found =
        !types || types.includes('PRODUCT') ? searchProducts(discoverable, { query, sortKey, prefix, unavailableProducts }, inLanguage(context.language)) : []
      const shown = applyFilters(found, productFilters)
      return {
        ...connection(
          shown.map((d) => d.node as { id: string }),
          { ...page, reverse },
        ),
        totalCount: shown.length,
        productFilters: () => facets(found, productFilters),
      }
    },
    productRecommendations: ({ productId, productHandle, intent }: { productId?: string; productHandle?: string; intent?: 'RELATED' | 'COMPLEMENTARY' }) =>
      recommend(discoverable, discoverableBy(productId, productHandle), intent ?? 'RELATED')?.map((d) => d.node) ?? null,
    nodes: ({ ids }: { ids: string[] }) => ids.map((id) => byId.get(id) ?? variantsById.get(id) ?? null),
    predictiveSearch: ({ query, limit }: { query: string; limit?: number | null }, context: MarketContext) => ({
      products: list({ query, first: Math.min(limit ?? 10, 10) }, context).nodes,
      collections: [],
      pages: [],
      articles: [],
      queries: [],
    }),
    cart: ({ id }: { id: string }) => cartNode(id),
    // The shop's id, which Shopify's analytics carry (`shop_id`).
    shop: { id: `gid://shopify/Shop/${FAKE_SHOPIFY_SHOP_ID}` },
    localization,
    cartCreate: ({ input }: { input?: CartInput | null }, context: MarketContext & { inContext: string | null; headers: IncomingHttpHeaders }) => {
      cartInputs.push(input ?? {})
      cartContexts.push(context.inContext)
      const header = (name: string) => String(context.headers[name.toLowerCase()] ?? '') || null
      cartTracking.push({ unique: header(SHOPIFY_UNIQUE_TOKEN_HEADER), visit: header(SHOPIFY_VISIT_TOKEN_HEADER) })
      const lines = (input?.lines ?? []).map((l) => ({ merchandiseId: l.merchandiseId, quantity: l.quantity ?? 1 }))
      const unknown = lines.findIndex((l) => !variantsById.has(l.merchandiseId))
      if (unknown >= 0)
        return {
          cart: null,
          userErrors: [{ field: ['input', 'lines', String(unknown), 'merchandiseId'], message: 'The merchandise with id does not exist.', code: 'INVALID' }],
          warnings: [],
        }
      const id = `gid://shopify/Cart/Z2NwLWFzaWEtc291dGhlYXN0MTo${carts.size + 1}?key=fake`
      const market = marketForCountry(cartCountry(input?.buyerIdentity?.countryCode, context))
      carts.set(id, { lines, discountCodes: input?.discountCodes ?? [], giftCardCodes: [], market })
      const refused = setGiftCards(id, input?.giftCardCodes ?? [], ['input', 'giftCardCodes'])
      if (refused.length) {
        carts.delete(id)
        return { cart: null, userErrors: refused, warnings: [] }
      }
      return { cart: cartNode(id), userErrors: [], warnings: [] }
    },
    cartGiftCardCodesUpdate: ({ cartId, giftCardCodes }: { cartId: string; giftCardCodes: string[] }) => {
      giftCardUpdates.push(giftCardCodes)
      if (!carts.has(cartId))
        return { cart: null, userErrors: [{ code: 'INVALID', field: ['cartId'], message: 'The specified cart does not exist.' }], warnings: [] }
      const userErrors = setGiftCards(cartId, giftCardCodes, ['giftCardCodes'])
      return { cart: cartNode(cartId), userErrors, warnings: [] }
    },
    cartGiftCardCodesRemove: ({ cartId, appliedGiftCardIds }: { cartId: string; appliedGiftCardIds: string[] }) => {
      const cart = carts.get(cartId)
      if (!cart) return { cart: null, userErrors: [{ code: 'INVALID', field: ['cartId'], message: 'The specified cart does not exist.' }], warnings: [] }
      cart.giftCardCodes = cart.giftCardCodes.filter((code) => !appliedGiftCardIds.includes(appliedGiftCardId(code)))
      return { cart: cartNode(cartId), userErrors: [], warnings: [] }
    },
  }

  const server = await fakeStore((req, res) => {
    let body = ''
    req.on('data', (chunk: Buffer) => (body += chunk))
    req.on('end', () => {
      const checkout = req.method === 'GET' ? /^\/cart\/c\/([^/?]+)/.exec(req.url ?? '') : null
      if (checkout) {
        const html = checkoutPage(checkout[1]!)
        return res.writeHead(html ? 200 : 404, { 'Content-Type': 'text/html; charset=utf-8' }).end(html ?? 'Not Found')
      }
      calls++
      const reply = (status: number, payload: unknown) => res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(payload))
      // Monorail's storefront path, as Shopify's own domain answers it: a status per event.
      if (req.method === 'POST' && req.url === MONORAIL_PATH) {
        try {
          const { events } = JSON.parse(body) as { events: { schema_id: string; payload: Record<string, unknown> }[] }
          analyticsEvents.push(...events)
          return reply(200, { result: events.map(() => ({ status: 200, message: 'ok' })) })
        } catch {
          return reply(400, { error: 'not a batch' })
        }
      }
      // The Storefront API's consent management: Shopify's tracking cookies for the visitor, on its domain.
      if (req.method === 'POST' && req.url === TRACKING_COOKIES_PATH && req.headers['shopify-storefront-consent-management'] === '1') {
        const given = (name: string) => String(req.headers[name.toLowerCase()] ?? '') || null
        const unique = given(SHOPIFY_UNIQUE_TOKEN_HEADER) ?? randomUUID()
        const visit = given(SHOPIFY_VISIT_TOKEN_HEADER) ?? randomUUID()
        trackingCookies.push({ unique, visit })
        const domain = new URL(origin).hostname
        return res
          .writeHead(200, {
            'Content-Type': 'application/json',
            'Set-Cookie': [
              `_shopify_y=${unique}; Domain=${domain}; Path=/; Max-Age=31536000; SameSite=Lax`,
              `_shopify_s=${visit}; Domain=${domain}; Path=/; Max-Age=1800; SameSite=Lax`,
            ],
          })
          .end(
            JSON.stringify({
              data: { consentManagement: { cookies: { trackingConsentCookie: null, cookieDomain: domain, shopifyUnique: unique, shopifyVisit: visit } } },
            }),
          )
      }
      // Any supported version's path answers, as Shopify's does.
      if (req.method !== 'POST' || !/^\/api\/\d{4}-\d{2}\/graphql\.json/.test(req.url ?? '')) return reply(404, { errors: [{ message: 'Not Found' }] })
      const tokenless = !req.headers['x-shopify-storefront-access-token']
      let request: { query: string; variables?: Record<string, unknown>; operationName?: string }
      let document
      try {
        request = JSON.parse(body)
        document = parse(request.query)
      } catch (error) {
        return reply(200, { errors: [{ message: (error as Error).message }] })
      }
      const errors = validate(schema, document)
      if (errors.length) return reply(200, { errors: errors.map((e) => ({ message: e.message })) })
      if (tokenless) {
        const cost = queryCost(schema, document, request.variables)
        if (cost > QUERY_LIMITS.maxCost) {
          const message = `Query cost is ${cost}, which exceeds the single query max cost limit (${QUERY_LIMITS.maxCost}).`
          return reply(200, { errors: [{ message, extensions: { code: 'MAX_COMPLEXITY_EXCEEDED', cost, maxCost: QUERY_LIMITS.maxCost } }] })
        }
      }
      // The operation's own `@inContext(country:)` too, as sent: what the shop asked, before any default.
      const operation = document.definitions.find(
        (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION && (!request.operationName || d.name?.value === request.operationName),
      )
      const inContext = operation ? getDirectiveValues(schema.getDirective('inContext')!, operation, request.variables)?.country : undefined
      const contextValue = {
        ...marketContext(schema, document, request.variables, request.operationName),
        inContext: typeof inContext === 'string' ? inContext : null,
        headers: req.headers,
      }
      Promise.resolve(
        execute({ schema, document, rootValue: root, contextValue, variableValues: request.variables, operationName: request.operationName }),
      ).then(
        (result) => reply(200, result),
        (error: Error) => reply(200, { errors: [{ message: error.message }] }),
      )
    })
  })
  origin = server.origin
  return {
    origin,
    products,
    matching,
    calls: () => calls,
    cartInputs: () => [...cartInputs],
    giftCardUpdates: () => [...giftCardUpdates],
    cartContexts: () => [...cartContexts],
    cartTracking: () => [...cartTracking],
    analyticsEvents: () => [...analyticsEvents],
    trackingCookies: () => [...trackingCookies],
    close: server.close,
  }
}
