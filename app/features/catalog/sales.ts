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
 * The price a card shows: one the shopper can buy at. The lowest price of a variant for sale
 * (when every variant is sold out, the lowest of all, and the card says sold out), with the
 * was-price of a variant on sale at that price, so the card's saving is one that can be had;
 * `from` when the variants it counts differ in price. `onSale`: that shown price is a sale, the
 * only case a card's Sale badge shows (a sale on a dearer size alone would be a badge without a
 * saving in sight).
 */
export function cardPrice(product: WithVariants & Pick<Product, 'priceRange'>) {
  const forSale = product.variants.filter((v) => v.availableForSale)
  const counted = forSale.length > 0 ? forSale : product.variants
  if (counted.length === 0) return { price: product.priceRange.minVariantPrice, compareAt: null, from: false, onSale: false }
  const lowest = Math.min(...counted.map((v) => Number(v.price.amount)))
  const atLowest = counted.filter((v) => Number(v.price.amount) === lowest)
  const variant = atLowest.find(isOnSale) ?? atLowest[0]!
  const sale = forSale.length > 0 && isOnSale(variant)
  return {
    price: variant.price,
    compareAt: sale ? variant.compareAtPrice : null,
    from: new Set(counted.map((v) => Number(v.price.amount))).size > 1,
    onSale: sale,
  }
}
