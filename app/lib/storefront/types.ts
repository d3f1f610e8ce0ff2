import type { MarketCountry } from '#shared/markets'

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
  /** The variant's own image (one of the product's), shown when it is chosen. */
  image: ProductImage | null
}

/** A product as the store gives it, with the connections flattened (`reshape.ts`). */
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
}

/**
 * A product as a card shows it and adds it (`summarize` in features/catalog/card.ts), worked out on
 * the server: a listing's page carries each card's price and action, not the product's variants.
 */
export type ProductSummary = {
  id: string
  title: string
  handle: string
  /** The first image, the one the product page shows first. */
  image: ProductImage | null
  /**
   * The lowest price of a variant for sale (of any variant when all are sold out), with its
   * was-price when that price is a sale; `from` when the variants counted differ in price.
   */
  price: Money
  compareAt: Money | null
  from: boolean
  /** The price shown is a sale one can buy at: the card's Sale badge. */
  onSale: boolean
  /** What the card's button does: add the product's one variant, choose on the product page, or nothing. */
  action: { add: ProductVariant } | 'choose' | 'sold-out'
}

export type SearchHit = { id: string; title: string; handle: string; price: Money; image: ProductImage | null }

/** What /api/predictive-search answers. */
export type PredictiveSearchData = { q: string; results: SearchHit[]; answers?: FaqHit[] }

/** A FAQ question that answers a search (its id is its anchor on /faq). */
export type FaqHit = { id: string; question: string }

/** How the store took the discount code sent with the cart (`reason`: the store's CartWarningCode when it gave one). */
export type DiscountResult = { code: string; applicable: boolean; reason: string | null }

/** A gift card on the store's cart: what it covers in the cart's currency, and its balance in its own. */
export type CartGiftCard = { id: string; lastCharacters: string; amountUsed: Money; balance: Money }

/** A shipping rate the store offers the cart before checkout (Storefront `CartDeliveryOption`). */
export type DeliveryOption = { handle: string; title: string; description: string | null; cost: Money }

/** The store's cart made for checkout: where to pay, and what the store made of the discount code. */
export type CheckoutCart = {
  cartId: string
  checkoutUrl: string
  /** Before cart-level discounts, and what is left to pay after them and the gift cards, as the store computed them. */
  subtotal: Money
  total: Money
  /** After the discount, before the gift cards: the total a discount code's verdict shows. */
  discountedTotal: Money
  discount: DiscountResult | null
  giftCards: CartGiftCard[]
  /** The rates of the cart's first delivery group; null where the store answered no group. */
  delivery: DeliveryOption[] | null
}

/** Whether a stored cart is still open at the store (`gone` once ordered), and which variants it no longer has. */
/**
 * Where a stored cart stands: `gone` once ordered; `missing`, the variants the store no longer
 * sells anywhere; with a market asked for, `prices`, each variant's price there (null: not sold there).
 */
export type CartStatus = { cart: 'open' | 'gone' | 'unknown'; missing: string[]; prices?: MarketPrices }

export type MarketPrices = {
  country: MarketCountry
  lines: { variantId: string; price: Money | null; compareAtPrice: Money | null }[]
}
