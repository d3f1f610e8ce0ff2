import { defaultMarket, type Market } from '#shared/markets'
import type { StorefrontClient } from './client'
import { LOCALIZATION_QUERY, SHOP_QUERY } from './queries'
import type { LocalizationQuery } from './storefront-api.generated'

/**
 * The storefront client in one market: every operation that declares `$country` (all the app
 * sends, each with `@inContext(country: $country)`) is sent the market's country, as Hydrogen's
 * client injects its i18n, unless the caller gave one. Outside the cache, so the cache keys each
 * answer on its market (decision 086).
 */
export type MarketStorefrontClient = StorefrontClient & { readonly market: Market }

const declaresCountry = /\$country\s*:/

export function inMarket(client: StorefrontClient, market: Market = defaultMarket): MarketStorefrontClient {
  return {
    market,
    request(query, variables, options) {
      if (!declaresCountry.test(query) || (variables && 'country' in variables)) return client.request(query, variables, options)
      return client.request(query, { ...variables, country: market.country } as typeof variables, options)
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
