export type Money = { amount: string; currencyCode: string }

export type ProductImage = { url: string; altText: string | null; width: number | null; height: number | null }

export type ProductVariant = {
  id: string
  title: string
  availableForSale: boolean
  price: Money
  /** The was-price of a sale: set and above `price` when the variant is on sale. */
  compareAtPrice: Money | null
  selectedOptions: { name: string; value: string }[]
}

/** A product as SPEC §3 describes it, with the connections flattened. */
export type Product = {
  id: string
  title: string
  description: string
  handle: string
  productType: string
  availableForSale: boolean
  priceRange: { minVariantPrice: Money }
  images: ProductImage[]
  variants: ProductVariant[]
  /** Read from `optionValues` (`values` is deprecated in 2025-07). */
  options: { name: string; values: string[] }[]
  /** Derived from the title (SPEC §5), for listings. */
  isAccessory: boolean
}

export type SearchHit = { id: string; title: string; handle: string; price: Money; image: ProductImage | null }

/** What /api/predictive-search answers. */
export type PredictiveSearchData = { q: string; results: SearchHit[] }
