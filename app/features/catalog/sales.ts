import { saleOf } from '~/lib/money'
import type { Product, ProductVariant } from '~/lib/storefront/types'

type Priced = Pick<ProductVariant, 'price' | 'compareAtPrice' | 'availableForSale'>
type WithVariants = { variants: readonly Priced[] }

/** A variant sold below its compare-at price. */
export const isOnSale = (variant: Priced) => saleOf(variant.price, variant.compareAtPrice) !== null

/** A product with a variant on sale that can be bought. */
export const hasSale = (product: WithVariants) => product.variants.some((v) => v.availableForSale && isOnSale(v))

/** Products on sale first, each part in the order it came (/limited-offers leads with its offers). */
export function salesFirst<T extends { onSale: boolean }>(products: readonly T[]): T[] {
  return [...products.filter((p) => p.onSale), ...products.filter((p) => !p.onSale)]
}

/**
 * The price a card shows: the lowest, with the was-price of a variant on sale at that price,
 * so a sale on the cheapest size shows on the card. `from` when the prices differ.
 */
export function cardPrice(product: WithVariants & Pick<Product, 'priceRange'>) {
  const lowest = product.priceRange.minVariantPrice
  const atLowest = product.variants.filter((v) => Number(v.price.amount) === Number(lowest.amount))
  const variant = atLowest.find((v) => v.availableForSale && isOnSale(v)) ?? atLowest.find(isOnSale) ?? atLowest[0]
  return {
    price: lowest,
    compareAt: variant?.compareAtPrice ?? null,
    from: new Set(product.variants.map((v) => v.price.amount)).size > 1,
  }
}
