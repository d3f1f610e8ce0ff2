/**
 * The shop's markets (Shopify Markets), in one table: each market's country, currency, locale,
 * path prefix and shipping rule. The embedded store's `localization`, the shop's data layer,
 * its URLs and every shipping figure read it here (decision 086).
 */

import { cart } from './cart-rules'

export type MarketCountry = 'SG' | 'MY' | 'ID' | 'HK' | 'AU' | 'US'
export type MarketCurrency = 'SGD' | 'MYR' | 'IDR' | 'HKD' | 'AUD' | 'USD'
/** Shopify's `LanguageCode`s the shop is written in. */
export type MarketLanguage = 'EN' | 'ID' | 'MS' | 'ZH_CN' | 'ZH_TW'

/**
 * What delivery costs in a market, in its currency: free from `freeOver` (null: never free), and
 * below it `flatRate`, or, when null, a cost the checkout calculates from the address.
 */
export type ShippingRule = { freeOver: number | null; flatRate: number | null }

export type Market = {
  /** The country `@inContext(country:)` and `buyerIdentity.countryCode` carry for this market. */
  country: MarketCountry
  /** The country's name as Shopify's `Country.name` gives it. */
  name: string
  currency: MarketCurrency
  /** Shopify's `Currency.symbol`. */
  currencySymbol: string
  /** The language `@inContext(language:)` carries and the shop's copy is read in. */
  language: MarketLanguage
  /** BCP 47 locale: `hreflang`, `<html lang>`, number formats. */
  locale: string
  /** Path prefix, `''` for Singapore in English, whose pages keep the unprefixed paths. */
  pathPrefix: '' | `/${string}`
  shipping: ShippingRule
}

/**
 * The free-shipping thresholds of Malaysia, Indonesia, Hong Kong and Australia are the shipping
 * policy's "$150", which is SGD 150 (the policy's amounts are in Singapore dollars), at the
 * store's fixed rates and rounded to a round figure in each currency, as a merchant sets a
 * market's shipping rate in its own currency (decision 086).
 */
export const markets = [
  {
    country: 'SG',
    name: 'Singapore',
    currency: 'SGD',
    currencySymbol: '$',
    language: 'EN',
    locale: 'en-SG',
    pathPrefix: '',
    shipping: { freeOver: cart.freeShippingThreshold, flatRate: 5 },
  },
  {
    country: 'MY',
    name: 'Malaysia',
    currency: 'MYR',
    currencySymbol: 'RM',
    language: 'EN',
    locale: 'en-MY',
    pathPrefix: '/en-my',
    shipping: { freeOver: 480, flatRate: null },
  },
  {
    country: 'ID',
    name: 'Indonesia',
    currency: 'IDR',
    currencySymbol: 'Rp',
    language: 'EN',
    locale: 'en-ID',
    pathPrefix: '/en-id',
    shipping: { freeOver: 1_900_000, flatRate: null },
  },
  {
    country: 'HK',
    name: 'Hong Kong SAR',
    currency: 'HKD',
    currencySymbol: '$',
    language: 'EN',
    locale: 'en-HK',
    pathPrefix: '/en-hk',
    shipping: { freeOver: 900, flatRate: null },
  },
  {
    country: 'AU',
    name: 'Australia',
    currency: 'AUD',
    currencySymbol: '$',
    language: 'EN',
    locale: 'en-AU',
    pathPrefix: '/en-au',
    shipping: { freeOver: 180, flatRate: null },
  },
  {
    // The rest of the world: one market priced in USD, reached as the United States is in
    // Hydrogen's markets recipe; any country not named above belongs to it.
    country: 'US',
    name: 'United States',
    currency: 'USD',
    currencySymbol: '$',
    language: 'EN',
    locale: 'en-US',
    pathPrefix: '/en-us',
    shipping: { freeOver: null, flatRate: null },
  },
] as const satisfies readonly Market[]

export const defaultMarket: Market = markets[0]
export const internationalMarket: Market = markets[markets.length - 1]!

const byCountry = new Map<string, Market>(markets.map((m) => [m.country, m]))

/** A market in one more of its languages, at Shopify Markets' address for it (`/id-id`). */
const inLanguage = (country: MarketCountry, language: MarketLanguage, locale: string): Market => ({
  ...byCountry.get(country)!,
  language,
  locale,
  pathPrefix: `/${locale.toLowerCase()}`,
})

/**
 * Every market in every language it is sold in (decision 086, "Languages"): a market's shop
 * in English at the market's own address, and in the country's own language at the
 * language's (`/id-id` is Indonesia in Bahasa Indonesia). What a URL, `hreflang`, the sitemaps,
 * the store's `@inContext(language:)` and the copy read.
 */
export const localizations: readonly Market[] = [
  ...markets,
  inLanguage('ID', 'ID', 'id-ID'),
  inLanguage('MY', 'MS', 'ms-MY'),
  inLanguage('HK', 'ZH_TW', 'zh-HK'),
  inLanguage('SG', 'ZH_CN', 'zh-SG'),
]

/** Each language by its own name, as a language switcher lists it (the same on every page, whatever its language). */
export const languageNames: Record<MarketLanguage, string> = {
  EN: 'English',
  ID: 'Bahasa Indonesia',
  MS: 'Bahasa Melayu',
  ZH_CN: '简体中文',
  ZH_TW: '繁體中文',
}

/** The languages a market is sold in, English first: the localizations of its country. */
export const localizationsOf = (country: string): Market[] => localizations.filter((l) => l.country === country)

/** `market`'s country in `language` when it is sold in it, else in English (the country's market). */
export function localizationFor(country: string | null | undefined, language: MarketLanguage): Market {
  const market = marketForCountry(country)
  return localizations.find((l) => l.country === market.country && l.language === language) ?? market
}

/** Whether `code` is a market's own country (one `@inContext(country:)` may carry). */
export const isMarketCountry = (code: string): code is MarketCountry => byCountry.has(code)

/** The market serving a country (ISO 3166-1 alpha-2, any case): its own, else the rest of the world's. */
export function marketForCountry(code: string | null | undefined): Market {
  if (!code || !/^[a-z]{2}$/i.test(code)) return defaultMarket
  return byCountry.get(code.toUpperCase()) ?? internationalMarket
}

/**
 * The market (in its language) a URL belongs to, and the URL without the market's prefix. A prefix
 * matches a whole first segment, in any case (`/en-MY/cart` is Malaysia's cart); anything else
 * is Singapore's.
 */
export function marketFromPath(pathname: string): { market: Market; path: string } {
  const first = /^\/([^/?#]+)/.exec(pathname)?.[1]?.toLowerCase()
  const market = localizations.find((m) => m.pathPrefix && m.pathPrefix === `/${first}`)
  if (!market) return { market: defaultMarket, path: pathname }
  const rest = pathname.slice(market.pathPrefix.length)
  return { market, path: rest.startsWith('/') ? rest : `/${rest}` }
}

/** A page's URL in a market: `/products/x` is `/en-my/products/x` in Malaysia, `/en-my` its home. */
export function localizedPath(market: Market, path: string): string {
  const own = path.startsWith('/') ? path : `/${path}`
  if (!market.pathPrefix) return own
  return own === '/' ? market.pathPrefix : `${market.pathPrefix}${own}`
}

/** Languages read without a region, mapped to the one market that speaks them. */
const languageMarkets: Record<string, MarketCountry> = { ms: 'MY', id: 'ID', in: 'ID' }

/** A BCP 47 language subtag as Shopify's `LanguageCode` (`zh-hant` is ZH_TW), where the shop is written in it. */
function shopLanguage(language: string, subtags: string[]): MarketLanguage | null {
  if (language === 'zh') {
    if (subtags.includes('hant') || subtags.some((s) => ['hk', 'tw', 'mo'].includes(s))) return 'ZH_TW'
    return 'ZH_CN'
  }
  const code = (language === 'in' ? 'id' : language).toUpperCase()
  return code === 'EN' || code === 'ID' || code === 'MS' ? code : null
}

/**
 * The market, in its language, to offer a shopper from their `Accept-Language` header, or null
 * when it names no region or language the shop can place. The shop offers it; it never
 * redirects on it. Tags are read by preference (`q`), the first that places the shopper wins; a
 * region outside the named markets places them in the rest of the world's. The market is in the
 * tag's language where the market is sold in it (`id-ID` is `/id-id`), else in English.
 */
export function marketFromAcceptLanguage(header: string | null | undefined): Market | null {
  if (!header) return null
  const tags = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';')
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find(Boolean)
      return { tag: tag.trim().toLowerCase(), q: q === undefined ? 1 : Number(q), index }
    })
    .filter((t) => t.tag && t.tag !== '*' && t.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
  for (const { tag } of tags) {
    const placed = localizationFromTag(tag)
    if (placed) return placed
  }
  return null
}

/**
 * The localization one BCP 47 tag (any case) places a shopper in, or null when it names no region
 * or language the shop can place: a shop locale is itself (`zh-HK`), `id` is `/id-id`, `zh-Hant`
 * Hong Kong's Chinese, `fr-FR` the rest of the world's market in English.
 */
export function localizationFromTag(tag: string): Market | null {
  const [language = '', ...subtags] = tag.trim().toLowerCase().replace(/_/g, '-').split('-')
  const region = subtags.find((s) => /^[a-z]{2}$/.test(s))
  const country = region ? marketForCountry(region).country : (languageMarkets[language] ?? (language === 'zh' && subtags.includes('hant') ? 'HK' : null))
  return country ? localizationFor(country, shopLanguage(language, subtags) ?? 'EN') : null
}

/** The longest language tag a request may name (BCP 47's own advice for a buffer: 35 characters). */
export const LANGUAGE_TAG_MAX = 35

/**
 * The localization a request's `language` names (the page's `<html lang>`, one of the shop's
 * locales), placed as `localizationFromTag` places a tag; none, or one it cannot place, is the
 * shop's default (English), as Shopify answers an `@inContext(language:)` it does not have.
 */
export const localizationOfLanguage = (tag: string | null | undefined): Market =>
  (tag && tag.length <= LANGUAGE_TAG_MAX ? localizationFromTag(tag) : null) ?? defaultMarket

export type ShippingQuote = { kind: 'free' } | { kind: 'flat'; amount: number } | { kind: 'calculated' }

/** What delivery costs for an order of `subtotal` (in the market's currency). */
export function shippingQuote(market: Market, subtotal: number): ShippingQuote {
  const { freeOver, flatRate } = market.shipping
  if (freeOver !== null && subtotal >= freeOver) return { kind: 'free' }
  return flatRate === null ? { kind: 'calculated' } : { kind: 'flat', amount: flatRate }
}

/** How far an order is from free shipping: what is left to spend (to the cent) and a bar capped at 100%. */
export type FreeShippingProgress = { qualified: boolean; remaining: number; percent: number }

/**
 * How far an order of `subtotal` (in the market's currency) is from shipping free in its market
 * (docs/product.md#markets-and-currencies), or null where it never ships free. The one source of the gap: the
 * cart's bar and message and its suggestions read it here.
 */
export function freeShippingProgress(market: Market, subtotal: number): FreeShippingProgress | null {
  const { freeOver } = market.shipping
  if (freeOver === null) return null
  const remaining = Math.max(0, Math.round((freeOver - subtotal) * 100) / 100)
  return { qualified: remaining === 0, remaining, percent: freeOver <= 0 ? 100 : Math.min(100, (subtotal / freeOver) * 100) }
}
