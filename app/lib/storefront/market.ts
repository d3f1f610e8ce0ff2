import { defaultMarket, type Market } from '#shared/markets'
import type { StorefrontClient } from './client'
import { LOCALIZATION_QUERY, SHOP_QUERY } from './queries'
import type { LocalizationQuery } from './storefront-api.generated'

/**
 * The storefront client in one market and language: every operation that declares `$country`
 * and `$language` (all the app sends, each with `@inContext(country: $country, language:
 * $language)`) is sent the market's, as Hydrogen's client injects its i18n, unless the caller gave
 * them. Outside the cache, so the cache keys each answer on its market and language (decision 086).
 */
export type MarketStorefrontClient = StorefrontClient & { readonly market: Market }

const declaresCountry = /\$country\s*:/
const declaresLanguage = /\$language\s*:/

export function inMarket(client: StorefrontClient, market: Market = defaultMarket): MarketStorefrontClient {
  return {
    market,
    request(query, variables, options) {
      const context: Record<string, string> = {}
      if (declaresCountry.test(query) && !(variables && 'country' in variables)) context.country = market.country
      if (declaresLanguage.test(query) && !(variables && 'language' in variables)) context.language = market.language
      if (!context.country && !context.language) return client.request(query, variables, options)
      return client.request(query, { ...variables, ...context } as typeof variables, options)
    },
  }
}

/** The market a client speaks for: its own, or Singapore's for a plain client. */
export const marketOf = (client: StorefrontClient): Market => (client as Partial<MarketStorefrontClient>).market ?? defaultMarket

export type StoreLocalization = LocalizationQuery['localization']

/** The store's `localization` in the client's market: its country, and the countries it sells to with their currency. */
export async function getLocalization(client: StorefrontClient): Promise<StoreLocalization> {
  return (await client.request(LOCALIZATION_QUERY)).localization
}

/** The store's shop id (`gid://shopify/Shop/…`), for Shopify's analytics. */
export async function getShopId(client: StorefrontClient): Promise<string> {
  return (await client.request(SHOP_QUERY)).shop.id
}
