import { type DocumentNode, getDirectiveValues, type GraphQLSchema, Kind, type OperationDefinitionNode } from 'graphql'
import { defaultMarket, type Market, marketForCountry, markets } from '../../shared/markets'
import { priceLists } from './price-lists'
import { mapResolved } from './resolvers'
import { languageIn, languagesOf, type StoreLanguageCode, storeLanguages } from './languages'
import { moneyOf } from '../../shared/money'

/**
 * Shopify Markets on the embedded store: `@inContext(country:)` on an operation prices it in the
 * country's market, `localization` answers from the market table (shared/markets.ts), and a cart
 * keeps the market it was made in (decision 086). The catalogue's own prices are the base list.
 */
export const marketTypeDefs = /* GraphQL */ `
  extend enum CurrencyCode {
    AUD
    HKD
    IDR
    MYR
  }

  enum CountryCode {
    ${markets.map((m) => m.country).join('\n    ')}
  }

  enum LanguageCode {
    ${storeLanguages.map((l) => l.isoCode).join('\n    ')}
  }

  directive @inContext(country: CountryCode, language: LanguageCode) on QUERY | MUTATION

  type Currency {
    isoCode: CurrencyCode!
    name: String!
    symbol: String!
  }

  type Language {
    endonymName: String!
    isoCode: LanguageCode!
    name: String!
  }

  type Country {
    availableLanguages: [Language!]!
    currency: Currency!
    defaultLanguage: Language!
    isoCode: CountryCode!
    name: String!
  }

  # Without Shopify's language and availableLanguages for now: Hydrogen's skeleton, measured beside
  # the shop (npm run slow-phone), starts its consent flow once it reads the store's language, and a
  # request of that flow never ends in a browser here, so each of its loads waits a minute to be quiet.
  type Localization {
    availableCountries: [Country!]!
    country: Country!
  }

  input CartBuyerIdentityInput {
    countryCode: CountryCode
  }

  type CartBuyerIdentity {
    countryCode: CountryCode
  }

  extend input CartInput {
    buyerIdentity: CartBuyerIdentityInput
  }

  extend type Cart {
    buyerIdentity: CartBuyerIdentity!
  }

  extend type QueryRoot {
    localization: Localization!
  }
`

/** What every resolver of one operation knows: the market its `@inContext` names, and the language. */
export type MarketContext = { market: Market; language: StoreLanguageCode }

/**
 * The operation's `@inContext(country:, language:)`, read as graphql-js reads directives: Singapore's
 * market when it names no country, and the country's default language (English) when it names none
 * or one the country is not translated into, as Shopify answers.
 */
export function marketContext(
  schema: GraphQLSchema,
  document: DocumentNode,
  variables: Record<string, unknown> | undefined,
  operationName?: string,
): MarketContext {
  const operations = document.definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION)
  const operation = operationName ? operations.find((o) => o.name?.value === operationName) : operations[0]
  const directive = schema.getDirective('inContext')
  const values = operation && directive ? getDirectiveValues(directive, operation, variables) : undefined
  const country = values?.country
  const market = typeof country === 'string' ? marketForCountry(country) : defaultMarket
  return { market, language: languageIn(market, values?.language) }
}

type Money = { amount: string; currencyCode: string }

const currencyNames: Record<string, string> = {
  SGD: 'Singapore Dollar',
  MYR: 'Malaysian Ringgit',
  IDR: 'Indonesian Rupiah',
  HKD: 'Hong Kong Dollar',
  AUD: 'Australian Dollar',
  USD: 'US Dollar',
}

/**
 * An amount of the catalogue's currency in a market's: converted at the price list's rate, in
 * cents to stay exact, then rounded up to the list's rounding. The base currency is unchanged.
 */
export function convertAmount(amount: number, market: Market, baseCurrency: string): number {
  if (market.currency === baseCurrency) return amount
  const list = priceLists[market.currency as keyof typeof priceLists]
  const cents = Math.round(amount * 100 * list.rate)
  const step = Math.round(list.step * 100)
  const less = Math.round(list.less * 100)
  return (Math.ceil((cents + less) / step) * step - less) / 100
}

/** A catalogue price as the market sees it; amounts keep Shopify's two decimals. */
export function priceIn(money: Money, market: Market): Money {
  if (money.currencyCode === market.currency) return money
  return moneyOf(convertAmount(Number(money.amount), market, money.currencyCode), market.currency)
}

/** A source that carries its own market (a cart's lines) is priced in it, whatever the operation's context. */
const sourceMarket = (source: unknown, context: MarketContext | undefined) => (source as { market?: Market } | null)?.market ?? context?.market ?? defaultMarket

/**
 * Prices every catalogue amount the schema serves in the operation's market: a variant's price
 * and compare-at price and a product's price ranges. The catalogue's objects stay in the base
 * currency, so sorting and filtering by price read one list.
 */
export function priceInMarkets(schema: GraphQLSchema): GraphQLSchema {
  const wrap = (typeName: string, fieldName: string, convert: (value: unknown, market: Market) => unknown) =>
    mapResolved<MarketContext>(schema, typeName, fieldName, (value, source, context) => convert(value, sourceMarket(source, context)))
  const money = (value: unknown, market: Market) => (value ? priceIn(value as Money, market) : value)
  wrap('ProductVariant', 'price', money)
  wrap('ProductVariant', 'compareAtPrice', money)
  const range = (value: unknown, market: Market) => {
    const { minVariantPrice, maxVariantPrice } = value as { minVariantPrice: Money; maxVariantPrice: Money }
    return { minVariantPrice: priceIn(minVariantPrice, market), maxVariantPrice: priceIn(maxVariantPrice, market) }
  }
  wrap('Product', 'priceRange', range)
  // Only in the fake Shopify, which serves the whole schema.
  wrap('Product', 'compareAtPriceRange', range)
  return schema
}

const country = (market: Market) => ({
  availableLanguages: languagesOf(market),
  defaultLanguage: languagesOf(market)[0],
  isoCode: market.country,
  name: market.name,
  currency: { isoCode: market.currency, name: currencyNames[market.currency]!, symbol: market.currencySymbol },
})

/** `localization`: the operation's country (with its languages) and every market's, as Shopify lists a store's countries. */
export function localization(_args: unknown, context: MarketContext | undefined) {
  return { country: country(context?.market ?? defaultMarket), availableCountries: markets.map(country) }
}

/** The country a new cart is made in: its buyer's, else the operation's context. */
export function cartCountry(buyerCountry: string | null | undefined, context: MarketContext | undefined): string {
  return buyerCountry ?? context?.market.country ?? defaultMarket.country
}

/**
 * The language a new cart keeps, for its checkout: the operation's `@inContext(language:)` where
 * the cart's country is sold in it, else the country's default (English), as Shopify answers.
 */
export function cartLanguage(countryCode: string, context: MarketContext | undefined): StoreLanguageCode {
  return languageIn(marketForCountry(countryCode), context?.language)
}
