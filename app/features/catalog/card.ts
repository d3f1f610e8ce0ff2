import { cardPrice } from './sales'
import type { Product, ProductSummary } from '~/lib/storefront/types'

/**
 * What a card offers (decision 035): 'Add' when there is one variant to buy, 'Choose options' on
 * the product page when there are several (a card never picks a size for the shopper), and a
 * plain 'Sold out' when nothing can be bought.
 */
function cardAction(product: Pick<Product, 'availableForSale' | 'variants'>): ProductSummary['action'] {
  const available = product.variants.filter((v) => v.availableForSale)
  if (!product.availableForSale || available.length === 0) return 'sold-out'
  return product.variants.length > 1 ? 'choose' : { add: product.variants[0]! }
}

/** The card's share of a product. */
export function summarize(product: Product): ProductSummary {
  const { id, title, handle } = product
  return { id, title, handle, image: product.images[0] ?? null, ...cardPrice(product), action: cardAction(product) }
}
