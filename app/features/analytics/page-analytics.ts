/** Shopify's page types (hydrogen-react's `AnalyticsPageType`) for the pages this shop has. */
export type PageType = 'index' | 'collection' | 'product' | 'search' | 'cart' | 'page' | 'policy' | '404'

/** A product as Shopify's analytics describe it (hydrogen-react's `ShopifyAnalyticsProduct`). */
export type AnalyticsProduct = {
  productGid: string
  variantGid: string
  name: string
  variantName: string
  brand: string
  price: string
  quantity: number
}

/** What a page tells Shopify's analytics about itself, beside the shop's and the visitor's part. */
export type PageAnalytics = {
  pageType: PageType
  resourceId?: string
  collectionHandle?: string
  searchString?: string
  products?: AnalyticsProduct[]
}

/**
 * A route's `handle`: how its page reads to Shopify's analytics, from its loader's data and the
 * URL (a product page's chosen variant is in `?variant=`). React Router's own route metadata,
 * so a page declares it where it is defined.
 */
export type AnalyticsHandle = { analytics: (data: never, url: URL) => PageAnalytics | null }

/** A variant of a product as Shopify's analytics name it (`brand` is the shop's own: one brand sells here). */
export function analyticsProduct(
  product: { id: string; title: string },
  variant: { id: string; title: string; price: { amount: string } },
  brand: string,
  quantity = 1,
): AnalyticsProduct {
  return {
    productGid: product.id,
    variantGid: variant.id,
    name: product.title,
    variantName: variant.title,
    brand,
    price: variant.price.amount,
    quantity,
  }
}
