import type { ProductSummary } from '~/lib/storefront/types'
import type { ListingResult } from './listing.server'

/** Shapes of the catalogue for the tests of cards and listings, as the store's reshaping gives them. */
export const money = (amount: string) => ({ amount, currencyCode: 'SGD' })

/** A product's one variant, as a card's Add uses it. */
export const variant = {
  id: 'gid://shopify/ProductVariant/1',
  title: 'Default Title',
  availableForSale: true,
  price: money('49.00'),
  compareAtPrice: null,
  selectedOptions: [],
  image: null,
}

/** Card `n`: its handle `product-<n>`, its image `/cdn/shop/files/p<n>.png`, what its button does `action`. */
export function card(n: number, action: ProductSummary['action'] = 'choose'): ProductSummary {
  const image = { url: `/cdn/shop/files/p${n}.png`, altText: `Product ${n}`, width: 1200, height: 1200 }
  return {
    id: `gid://shopify/Product/${n}`,
    title: `Product ${n}`,
    handle: `product-${n}`,
    image,
    price: money('49.00'),
    compareAt: null,
    from: false,
    onSale: false,
    action,
  }
}

/** One page of a listing holding `products`, in the sort and with the count `rest` says (the best sellers, uncounted, by default). */
export const listing = (products: ProductSummary[], rest: Partial<Omit<ListingResult, 'products'>> = {}): ListingResult => ({
  products,
  notice: null,
  sort: 'best-selling',
  pages: { previous: null, next: null },
  total: null,
  facets: [],
  ...rest,
})
